package server

import (
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

// collector keeps the events a client was sent, in the order they came.
type collector struct {
	mu     sync.Mutex
	events []int64
}

func (c *collector) trace(data []byte) {
	m, err := online.DecodeServer(data)
	if err != nil {
		return
	}
	var evs []online.Event
	switch m := m.(type) {
	case online.Welcome:
		evs = m.Events
	case online.Update:
		evs = m.Events
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, e := range evs {
		c.events = append(c.events, e.N)
	}
}

func (c *collector) got() []int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.events)
}

func play(t *testing.T, n int, rnd *rand.Rand, cs map[game.SeatID]*online.Client, watch ...*online.Client) {
	t.Helper()
	for _, c := range cs {
		watch = append(watch, c)
	}
	for i := 0; i < n; i++ {
		res, err := online.RandomMove(ctxFor(t), inTurn(t, cs), rnd)
		if err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		waitState(t, res.State, watch...)
	}
}

func TestAClientThatComesBackWithItsLastEventGetsExactlyWhatItMissed(t *testing.T) {
	rs := start(t, "", Options{})
	reply, cs := twoBands(t, rs)
	rnd := rand.New(rand.NewPCG(5, 5))
	code := reply.Seats[1].Code
	all := &collector{}
	stays := dial(t, rs.base, code, online.ClientOptions{Trace: all.trace}) // connected throughout
	gone := &collector{}
	early := dial(t, rs.base, code, online.ClientOptions{Trace: gone.trace})
	play(t, 8, rnd, cs, early)
	last := early.State().Last
	early.Close()
	play(t, 12, rnd, cs)
	back := &collector{}
	later := dial(t, rs.base, code, online.ClientOptions{Last: last, Trace: back.trace})
	play(t, 3, rnd, cs, later, stays)
	want := all.got()
	joined := append(gone.got(), back.got()...)
	if !slices.Equal(joined, want) || len(want) == 0 {
		t.Fatalf("events before leaving and after coming back:\n%v\nthe seat's events:\n%v", joined, want)
	}
	if later.State().Hash != cs["band-1"].State().Hash {
		t.Fatal("the client that came back is not at the game's state")
	}
}

func TestADroppedConnectionResumesByItselfWithNoGapAndNoRepeat(t *testing.T) {
	rs := start(t, "", Options{})
	reply, cs := twoBands(t, rs)
	rnd := rand.New(rand.NewPCG(6, 6))
	code := reply.Seats[0].Code
	all, dropped := &collector{}, &collector{}
	stays := dial(t, rs.base, code, online.ClientOptions{Trace: all.trace})
	d := dial(t, rs.base, code, online.ClientOptions{Trace: dropped.trace})
	for round := 0; round < 4; round++ {
		d.Drop()
		play(t, 5, rnd, cs)
	}
	play(t, 1, rnd, cs, d, stays)
	if d.State().Reconnects == 0 {
		t.Fatal("the client never reconnected")
	}
	if got, want := dropped.got(), all.got(); !slices.Equal(got, want) {
		t.Fatalf("a client dropped 4 times got events\n%v\nnot\n%v", got, want)
	}
}
