package server

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/rules"
)

// BenchmarkUpdateEverySeat is what the server does for each seat after a command, in a room
// of Zombie Marines mid-game (four marines and the zombies): the seat's view, its fields
// encoded, the changes since the seat's last update, and the update message. The command's
// own work (applying it, storing it) is not counted.
func BenchmarkUpdateEverySeat(b *testing.B) {
	scen, rs, err := rules.Open("zombie-marines")
	if err != nil {
		b.Fatal(err)
	}
	sess, err := rs.New(scen, game.Setup{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	r, _, _, err := (&Server{}).newRoom(rs, sess, nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	play := func(n int) []game.Event {
		var all []game.Event
		for range n {
			seat := sess.Turn()[0]
			pl, _ := rs.Computer(seat)
			cmd, ok := pl.Next(sess, seat)
			if !ok {
				_, cmd, _ = sess.Fallback()
			}
			evs, err := sess.Apply(seat, game.Entry{Cmd: cmd})
			if err != nil {
				b.Fatal(err)
			}
			all = append(all, evs...)
		}
		return all
	}
	play(60)
	before := map[game.SeatID]online.ViewFields{}
	for _, st := range r.seats {
		if before[st.spec.ID], err = online.EncodeViewFields(sess.View(st.spec.ID)); err != nil {
			b.Fatal(err)
		}
	}
	for _, ev := range play(1) {
		r.events = append(r.events, online.Event{N: int64(len(r.events) + 1), State: 1, Event: ev})
	}
	turn := sess.Turn()
	b.ResetTimer()
	for range b.N {
		enc := new(online.ViewEncoder)
		for _, st := range r.seats {
			r.sent[st.spec.ID] = before[st.spec.ID]
			if _, err := r.update(enc, st.spec.ID, turn[0], 0, turn, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}
