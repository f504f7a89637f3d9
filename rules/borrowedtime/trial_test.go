package borrowedtime

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// A trial that takes a zombie off the table (an attack tried for the panel that would kill
// it) puts its base back under its own id, in its place in the table's order: the routes
// found after it are those a replay, which tries nothing, finds.
func TestATrialPutsABaseBackInItsPlace(t *testing.T) {
	s := testScenario(t, ``, `{"type":"shambler","at":[20,10]},{"type":"shambler","at":[22,10]}`, `{"id":"grizz","at":[10,10]}`)
	g := newGame(t, s, Options{})
	r, st := g.Rules, g.ReadState()
	before, _ := r.bodyOf(st, "shambler-1")
	order := r.table.BodiesWithin(nil, physics.Vec{X: 21, Y: 10}, 3)

	work := r.Clone(st)
	work.Model("shambler-1").Removed = true
	r.sync(&work) // as a trial's attack does when it kills
	if id, _ := r.bodyOf(&work, "shambler-1"); id >= 0 {
		t.Fatalf("the killed zombie's base is still on the table (%d)", id)
	}
	r.sync(st) // and as every trial ends
	after, _ := r.bodyOf(st, "shambler-1")
	if after != before {
		t.Fatalf("the zombie's base came back as %d, not %d", after, before)
	}
	if got := r.table.BodiesWithin(nil, physics.Vec{X: 21, Y: 10}, 3); !slices.Equal(got, order) {
		t.Fatalf("the table's order is %v after the trial, %v before", got, order)
	}
}

// A game played at a table that lists every seat's actions before each command (each list
// tries commands on copies of the state) reaches, command by command, the states a plain
// replay of its log reaches. The log is a random game of the conformance suite in which a
// zombie's route differed by a few thousandths of an inch once a trial had killed another
// zombie and put its base back at the end of the table's order.
func TestListingActionsChangesNoLaterCommand(t *testing.T) {
	data, err := os.ReadFile("testdata/trials/last-stop-gas-knocked-out-zombie.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Scenario string
		Options  json.RawMessage
		Seed     uint64
		Commands []json.RawMessage
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	s, err := BuiltinScenario(f.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	play := func(listing bool) []string {
		g, err := Ruleset{}.New(s, game.Setup{Options: f.Options, Seed: f.Seed})
		if err != nil {
			t.Fatal(err)
		}
		var hashes []string
		for i, raw := range f.Commands {
			if listing {
				for _, seat := range []game.SeatID{Survivors, Director} {
					for _, tk := range append(g.View(seat).Tokens, game.Token{}) {
						g.Actions(seat, tk.ID)
					}
				}
			}
			e, err := g.Codec().Decode(raw)
			if err != nil {
				t.Fatalf("command %d: %v", i, err)
			}
			if _, err := g.Apply(game.Host, e); err != nil {
				t.Fatalf("command %d (%s): %v", i, e.Cmd.CommandType(), err)
			}
			hashes = append(hashes, g.Hash())
		}
		return hashes
	}
	plain, listed := play(false), play(true)
	for i := range plain {
		if plain[i] != listed[i] {
			t.Fatalf("after command %d (%s) the game that listed its actions is %s, its replay %s", i, f.Commands[i], listed[i], plain[i])
		}
	}
}
