package server

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/rules"
)

// BenchmarkUpdateEverySeat is what the server does for each seat after a command, in a room
// of Zombie Marines mid-game (four marines and the zombies, each seat with one client): the
// seat's view, its fields encoded, the changes since the seat's last update, and the update
// message. The game goes back and forth between its states after commands 60 and 61, so
// that each operation is one command's updates, the encoder knowing the state before as a
// server does. The command's own work (applying it, storing it) is not counted. v1: clients
// of the first protocol (whole lists); v2: clients that read list patches.
func BenchmarkUpdateEverySeat(b *testing.B) {
	for _, proto := range []int{1, 2} {
		b.Run("v"+string(rune('0'+proto)), func(b *testing.B) {
			a, after, evs := twoStates(b, 60)
			r, _, _, err := (&Server{}).newRoom(a.Ruleset(), a, nil, nil)
			if err != nil {
				b.Fatal(err)
			}
			for _, ev := range evs {
				r.events = append(r.events, online.Event{N: int64(len(r.events) + 1), State: 1, Event: ev})
			}
			r.hashes = []string{"0123456789abcdef"}
			conns := map[*conn]struct{}{}
			for _, st := range r.seats {
				conns[&conn{seat: st.spec.ID, proto: proto}] = struct{}{}
			}
			r.updates("zombies", 0, conns) // the state before, as the last command left it
			states := [2]game.Session{after, a}
			b.ResetTimer()
			for i := range b.N {
				r.sess = states[i%2]
				r.updates("zombies", 0, conns)
			}
		})
	}
}

// twoStates plays a game of Zombie Marines with its computer players to command n, and
// again to n+1, returning both and the last command's events.
func twoStates(b *testing.B, n int) (game.Session, game.Session, []game.Event) {
	scen, rs, err := rules.Open("zombie-marines")
	if err != nil {
		b.Fatal(err)
	}
	var out [2]game.Session
	var last []game.Event
	for k := range out {
		sess, err := rs.New(scen, game.Setup{Seed: 1})
		if err != nil {
			b.Fatal(err)
		}
		for range n + k {
			seat := sess.Turn()[0]
			pl, _ := rs.Computer(seat)
			cmd, ok := pl.Next(sess, seat)
			if !ok {
				_, cmd, _ = sess.Fallback()
			}
			if last, err = sess.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
				b.Fatal(err)
			}
		}
		out[k] = sess
	}
	return out[0], out[1], last
}
