package server

import (
	"bytes"
	"encoding/json"
	"github.com/borrowed-time/tabletop/maps"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/rules"
)

// inbox keeps the bytes of every message one client was sent, and how many were checked.
type inbox struct {
	mu      sync.Mutex
	msgs    [][]byte
	checked int
}

func (b *inbox) trace(data []byte) {
	b.mu.Lock()
	b.msgs = append(b.msgs, bytes.Clone(data))
	b.mu.Unlock()
}

// unchecked returns the messages not yet checked.
func (b *inbox) unchecked() [][]byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := b.msgs[b.checked:]
	b.checked = len(b.msgs)
	return out
}

// For every ruleset: in random play through the server, no message sent to a seat (its first
// welcome included) holds a string another seat's Secrets() keeps, or one nobody may see;
// and a watcher's holds no seat's at all.
func TestNoMessageToASeatHoldsAnotherSeatsSecretsInAnyRuleset(t *testing.T) {
	for _, rset := range rules.All() {
		t.Run(string(rset.ID()), func(t *testing.T) {
			rs := start(t, "", Options{})
			scen := rules.Builtins(rset.ID())[0]
			reply := create(t, rs.base, online.CreateRequest{Scenario: scen, Seed: seedOfTest(11), Options: withSecrets[rset.ID()]})
			room := rs.srv.room(reply.Room)
			cs := map[game.SeatID]*online.Client{}
			boxes := map[game.SeatID]*inbox{}
			var all []*online.Client
			for _, inv := range append(reply.Seats, reply.Watch) {
				boxes[inv.Seat] = &inbox{}
				c := dial(t, rs.base, inv.Code, online.ClientOptions{Trace: boxes[inv.Seat].trace})
				if inv.Seat != online.Spectator {
					cs[inv.Seat] = c
				}
				all = append(all, c)
			}
			rnd := rand.New(rand.NewPCG(11, 1))
			seen := 0
			before := secretsOf(room)
			for step := 0; step < 120; step++ {
				before = check(t, room, boxes, before)
				if room.outcome() != nil {
					break
				}
				res, err := online.RandomMove(ctxFor(t), inTurn(t, cs), rnd)
				if err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
				waitState(t, res.State, all...)
				seen = res.State
			}
			check(t, room, boxes, before)
			if seen < 10 {
				t.Fatalf("only %d commands were played", seen)
			}
		})
	}
}

// withSecrets are options that give a game secrets between seats (Borrowed Time keeps its
// agendas from the Director only when agendas are dealt).
var withSecrets = map[game.RulesetID]json.RawMessage{game.RulesetID(maps.BorrowedTime): json.RawMessage(`{"agendas":"random"}`)}

// check looks, in the messages each seat got since the last check, for the secrets the room
// kept both then (before) and now, and returns now's. A secret kept at only one of the two
// moments may fairly be in a message sent between them: a card Franky was shown and put back
// in the pile is a secret of the pile's only once he has chosen, and the message that showed
// it to him may reach the check after that.
func check(t *testing.T, r *room, boxes map[game.SeatID]*inbox, before map[game.SeatID][]string) map[game.SeatID][]string {
	t.Helper()
	now := secretsOf(r)
	secrets := map[game.SeatID][]string{}
	for owner, list := range now {
		for _, s := range list {
			if slices.Contains(before[owner], s) {
				secrets[owner] = append(secrets[owner], s)
			}
		}
	}
	for seat, box := range boxes {
		for _, msg := range box.unchecked() {
			for owner, list := range secrets {
				if owner == seat {
					continue
				}
				for _, s := range list {
					if s != "" && bytes.Contains(msg, []byte(s)) {
						t.Fatalf("seat %s was sent %q, a secret of %q:\n%.400s", seat, s, owner, msg)
					}
				}
			}
		}
	}
	return now
}

// secretsOf returns what the room's game keeps from each seat now.
func secretsOf(r *room) map[game.SeatID][]string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.sess.Secrets()
}
