package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

// load is one run: its rooms, their bots, and what was measured.
type load struct {
	cfg   config
	rooms []*room

	mu    sync.Mutex
	trips []time.Duration // every request's round trip
	kinds map[online.Kind][]time.Duration

	commands, refused, stale, dropped atomic.Int64
	before, after                     stats
	elapsed                           time.Duration
}

// room is one room's bots and the commands the server acknowledged to them.
type room struct {
	id      string
	clients []*online.Client
	mu      sync.Mutex
	acked   map[int]string // state number → fingerprint, from every ack
}

type stats struct {
	Rooms       int    `json:"rooms"`
	Connections int64  `json:"connections"`
	HeapBytes   uint64 `json:"heapBytes"`
}

func newLoad(c config) *load { return &load{cfg: c, kinds: map[online.Kind][]time.Duration{}} }

func (l *load) stats() (stats, error) {
	var s stats
	resp, err := http.Get(l.cfg.server + "/api/stats")
	if err != nil {
		return s, fmt.Errorf("cannot reach the server: %v", err)
	}
	defer resp.Body.Close()
	err = json.NewDecoder(io.LimitReader(resp.Body, 1<<16)).Decode(&s)
	return s, err
}

// setUp creates the rooms and connects a bot to each person's seat.
func (l *load) setUp() error {
	var err error
	if l.before, err = l.stats(); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	for i := 0; i < l.cfg.rooms; i++ {
		req := online.CreateRequest{Scenario: l.cfg.scenario} // the server chooses each room's seed
		if l.cfg.computer != "" {
			req.Computer = []game.SeatID{game.SeatID(l.cfg.computer)}
		}
		reply, err := online.CreateRoom(ctx, l.cfg.server, req, "")
		if err != nil {
			return fmt.Errorf("room %d of %d: %v (start the server with -trusted 127.0.0.1: its limits per address are for strangers, not for a load test)", i+1, l.cfg.rooms, err)
		}
		r := &room{id: reply.Room, acked: map[int]string{}}
		for _, inv := range reply.Seats {
			if inv.Computer {
				continue
			}
			c, err := online.DialCode(ctx, l.cfg.server, inv.Code, online.ClientOptions{Name: "bot", RoundTrip: l.trip})
			if err != nil {
				return fmt.Errorf("room %d of %d: %v", i+1, l.cfg.rooms, err)
			}
			r.clients = append(r.clients, c)
		}
		l.rooms = append(l.rooms, r)
	}
	l.after, err = l.stats()
	return err
}

func (l *load) trip(k online.Kind, d time.Duration) {
	l.mu.Lock()
	l.trips = append(l.trips, d)
	l.kinds[k] = append(l.kinds[k], d)
	l.mu.Unlock()
}

// play runs every bot until the time is up.
func (l *load) play(d time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	start := time.Now()
	var wg sync.WaitGroup
	for ri, r := range l.rooms {
		for ci, c := range r.clients {
			wg.Add(1)
			go func() {
				defer wg.Done()
				l.bot(ctx, r, c, rand.New(rand.NewPCG(l.cfg.seed, uint64(ri*8+ci))))
			}()
		}
	}
	wg.Wait()
	l.elapsed = time.Since(start)
}

// bot moves when its seat may act and otherwise waits for the next message.
func (l *load) bot(ctx context.Context, r *room, c *online.Client, rnd *rand.Rand) {
	for ctx.Err() == nil {
		s := c.State()
		if s.Outcome != nil {
			return
		}
		if !slices.Contains(s.Turn, s.Seat) {
			wait, cancel := context.WithTimeout(ctx, time.Second)
			c.Next(wait)
			cancel()
			continue
		}
		if !think(ctx, l.cfg.think, rnd) {
			return
		}
		res, err := online.RandomMove(ctx, c, rnd)
		var refused *online.Refusal
		var stale *online.Stale
		switch {
		case err == nil:
			l.commands.Add(1)
			r.mu.Lock()
			r.acked[res.State] = res.Hash
			r.mu.Unlock()
		case errors.As(err, &refused):
			l.refused.Add(1)
		case errors.As(err, &stale):
			l.stale.Add(1)
		case errors.Is(err, online.ErrDisconnected):
			l.dropped.Add(1)
			time.Sleep(20 * time.Millisecond)
		}
	}
}

// think waits about d (between half and one and a half times it), as a player would before
// a move; false if the run ended meanwhile.
func think(ctx context.Context, d time.Duration, rnd *rand.Rand) bool {
	if d == 0 {
		return ctx.Err() == nil
	}
	select {
	case <-time.After(d/2 + time.Duration(rnd.Int64N(int64(d)))):
		return true
	case <-ctx.Done():
		return false
	}
}
