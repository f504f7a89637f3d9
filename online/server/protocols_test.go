package server

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

// A client of the first protocol (whole lists, views in resyncs) and one of protocol 2
// (patches, resyncs without the view), on the same seat of a game of Zombie Marines played
// through the server, each keep the seat's view exactly from what they are sent: after every
// update it is the server's view of that state, and a stale command's resync leaves each
// with the view now (the old client from the resync, the new one from its updates).
func TestBothProtocolsKeepTheSeatsView(t *testing.T) {
	rs := start(t, "", Options{})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "zombie-marines", Seed: seedOfTest(7), Computer: []game.SeatID{"zombies"}})
	room := rs.srv.room(reply.Room)
	cs := map[game.SeatID]*online.Client{}
	var all []*online.Client
	var watched online.Invite
	for _, inv := range reply.Seats {
		if inv.Computer {
			continue
		}
		if watched.Code == "" {
			watched = inv
		}
		c := dial(t, rs.base, inv.Code, online.ClientOptions{})
		cs[inv.Seat] = c
		all = append(all, c)
	}
	type kept struct {
		name  string
		r     *raw
		view  game.View
		state int
	}
	var raws []*kept
	for _, q := range []string{"", online.ProtocolQuery} {
		r, w := dialRawQuery(t, rs.base, q, watched.Code, 0)
		raws = append(raws, &kept{name: "protocol " + map[string]string{"": "1", online.ProtocolQuery: "2"}[q], r: r, view: w.View, state: w.State})
	}
	rnd := rand.New(rand.NewPCG(7, 1))
	for step := 0; step < 40; step++ {
		state, want := quiet(t, room, watched.Seat)
		waitState(t, state, all...)
		if room.outcome() != nil {
			break
		}
		for _, k := range raws {
			for k.state < state {
				u := k.r.readUntil(online.KindUpdate).(online.Update)
				v, err := u.View.Apply(k.view)
				if err != nil {
					t.Fatalf("%s, step %d: %v", k.name, step, err)
				}
				k.view, k.state = v, u.State
			}
			sameView(t, k.name, k.view, want)
		}
		if _, err := online.RandomMove(ctxFor(t), inTurn(t, cs), rnd); err != nil {
			t.Fatalf("step %d: %v", step, err)
		}
	}
	state, want := quiet(t, room, watched.Seat)
	for i, k := range raws {
		k.r.send(online.MoveOn{ID: 99, State: state - 1})
		var m online.Resync
		for m.ID == 0 { // the updates before the resync come first, as a client takes them
			switch u := k.r.readUntilAny(online.KindUpdate, online.KindResync).(type) {
			case online.Update:
				v, err := u.View.Apply(k.view)
				if err != nil {
					t.Fatalf("%s: %v", k.name, err)
				}
				k.view = v
			case online.Resync:
				m = u
			}
		}
		if m.Kept != (i == 1) {
			t.Fatalf("%s: a resync with kept %v", k.name, m.Kept)
		}
		if !m.Kept {
			k.view = m.View
		}
		sameView(t, k.name+"'s resync", k.view, want)
	}
}

// sameView says a client's view is the server's: field for field, the ruleset's state as the
// same JSON value (a patched state may hold its members in another order).
func sameView(t *testing.T, who string, got, want game.View) {
	t.Helper()
	var a, b any
	if json.Unmarshal(got.State, &a) != nil || json.Unmarshal(want.State, &b) != nil || !reflect.DeepEqual(a, b) {
		t.Fatalf("%s: the state\n%s\nthe server's\n%s", who, got.State, want.State)
	}
	got.State, want.State = nil, nil
	ga, _ := json.Marshal(got)
	wa, _ := json.Marshal(want)
	if string(ga) != string(wa) {
		t.Fatalf("%s: the view\n%s\nthe server's\n%s", who, ga, wa)
	}
}

// quiet waits until the room's computer seats have played what they had to, and returns
// its state then and seat's view.
func quiet(t *testing.T, r *room, seat game.SeatID) (int, game.View) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		r.mu.Lock()
		if !r.driving {
			state, v := r.state(), r.sess.View(seat)
			r.mu.Unlock()
			return state, v
		}
		r.mu.Unlock()
		if time.Now().After(deadline) {
			t.Fatal("the computer seats never stopped")
		}
		time.Sleep(2 * time.Millisecond)
	}
}
