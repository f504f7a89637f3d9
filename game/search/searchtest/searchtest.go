// Package searchtest owns the test every game with secrets runs against the searching
// player (package search): two games that differ only in what a seat has not seen give it
// the same decisions for the same seed.
package searchtest

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
)

// Budget is a small budget for tests: a few rollouts, enough for the hidden information to
// show in their results if the search read it.
var Budget = search.Budget{Rollouts: 8, Candidates: 4, Work: 2000}

// NoCheating checks that a and b, two games seat cannot tell apart (its views are the same)
// that are not the same game (their fingerprints differ), give seat the same decision, the
// same candidates and the same rollout results, for each of the seeds.
func NoCheating(t *testing.T, a, b game.Session, seat game.SeatID, seeds ...uint64) {
	t.Helper()
	va, _ := json.Marshal(a.View(seat))
	vb, _ := json.Marshal(b.View(seat))
	if !bytes.Equal(va, vb) {
		t.Fatalf("the two games are not alike to %s: its views differ", seat)
	}
	if a.Hash() == b.Hash() {
		t.Fatal("the two games are the same game: nothing hidden differs")
	}
	sa, oka := a.(game.Sampler)
	sb, okb := b.(game.Sampler)
	if !oka || !okb {
		t.Fatal("the games cannot be sampled")
	}
	for _, seed := range seeds {
		p := search.New(Budget, seed)
		da, db := p.Decide(sa, seat), p.Decide(sb, seat)
		if len(da.Candidates) < 2 {
			t.Fatalf("seed %d: %d candidates: no choice to test", seed, len(da.Candidates))
		}
		if !reflect.DeepEqual(da.Candidates, db.Candidates) || !reflect.DeepEqual(da.Wins, db.Wins) || !reflect.DeepEqual(da.Played, db.Played) {
			t.Fatalf("seed %d: %s decided differently in two games it cannot tell apart:\n%+v %v\n%+v %v", seed, seat, da.Command, da.Wins, db.Command, db.Wins)
		}
	}
}

// PlayTo plays g with the scripted players until seat has a choice of more than one
// command to make (as the search sees it), or fails after limit commands.
func PlayTo(t *testing.T, g game.Session, seat game.SeatID, limit int) {
	t.Helper()
	p := &search.Player{Budget: search.Budget{Candidates: 4}, Seed: 1}
	for n := 0; n < limit; n++ {
		if _, over := g.Outcome(); over {
			break
		}
		turn := g.Turn()
		if turn[0] == seat && len(p.Decide(g.(game.Sampler), seat).Candidates) > 1 {
			return
		}
		if pl, ok := g.Ruleset().Computer(turn[0]); ok {
			if cmd, ok := pl.Next(g, turn[0]); ok {
				if _, err := g.Apply(turn[0], game.Entry{Cmd: cmd}); err == nil {
					continue
				}
			}
		}
		fs, cmd, _ := g.Fallback()
		if _, err := g.Apply(fs, game.Entry{Cmd: cmd}); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("%s had no choice to make within %d commands", seat, limit)
}
