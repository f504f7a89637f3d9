package zombiemarines

import (
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// Every spot an action offers is accepted by the rules, and for moves every square it does
// not offer is refused: the table marks exactly where a model may go.
func TestSpotsAreExactlyWhereTheRulesAllow(t *testing.T) {
	checked := map[game.ActionID]int{}
	for seed := uint64(1); seed <= 3; seed++ {
		sess, _ := Ruleset{}.New(scenario(t).s, game.Setup{Seed: seed})
		g := sess.(*game.Game[State])
		for i := 0; i < 400; i++ {
			if _, over := g.Outcome(); over {
				break
			}
			seat := g.Turn()[0]
			models := []string{""}
			for _, tk := range g.View(seat).Tokens {
				models = append(models, tk.ID)
			}
			for _, model := range models {
				for _, a := range g.Actions(seat, model) {
					if !a.Enabled || a.Needs != game.PickPoint {
						continue
					}
					checkSpots(t, g, seat, model, a, i%6 == 0)
					checked[a.ID]++
				}
			}
			pl, _ := Ruleset{}.Computer(seat)
			cmd, _ := pl.Next(g, seat)
			if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
				t.Fatalf("seed %d: %T refused: %v", seed, cmd, err)
			}
		}
	}
	for _, id := range []game.ActionID{actMove, actZombieMove, actPlaceDoor, actPlaceZombie, actThrow} {
		if checked[id] == 0 {
			t.Errorf("no %s action was checked", id)
		}
	}
}

// checkSpots tries every spot, and with whole also every other square for a move.
func checkSpots(t *testing.T, g *game.Game[State], seat game.SeatID, model string, a game.Action, whole bool) {
	t.Helper()
	if len(a.Spots) == 0 {
		t.Fatalf("%s for %q offers no spots", a.ID, model)
	}
	for _, p := range a.Spots {
		to := p
		cmd, err := g.Build(seat, model, a.ID, game.Picks{To: &to})
		if err == nil {
			_, err = g.DiceNeeded(seat, cmd)
		}
		if err != nil {
			t.Fatalf("%s for %q at spot %v refused: %v", a.ID, model, p, err)
		}
	}
	if !whole || a.ID != actMove && a.ID != actZombieMove {
		return
	}
	for y := 0; y < MapSide; y++ {
		for x := 0; x < MapSide; x++ {
			to := physics.Vec{X: float64(x) + 0.5, Y: float64(y) + 0.5}
			if slices.Contains(a.Spots, to) {
				continue
			}
			if g.Preview(seat, model, a.ID, game.Picks{To: &to}).OK {
				t.Fatalf("%s for %q: (%d,%d) is not a spot but the rules take it", a.ID, model, x, y)
			}
		}
	}
}
