package zombiemarines

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// A zombie player kept for a whole game, as a server keeps a room's, proposes at every step
// what a zombie player working its field out afresh proposes: the memo only saves work.
func TestTheZombiePlayersMemoChangesNoMove(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		sess, err := Ruleset{}.New(scenario(t).s, game.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		g := sess.(*game.Game[State])
		r := g.Rules().(*rules)
		zp, _ := Ruleset{}.Computer(SeatZombies)
		steps := 0
		for i := 0; i < 5000; i++ {
			if _, over := g.Outcome(); over {
				break
			}
			seat := g.Turn()[0]
			pl, _ := Ruleset{}.Computer(seat)
			if seat == SeatZombies {
				pl = zp
			}
			cmd, ok := pl.Next(g, seat)
			if !ok {
				t.Fatalf("seed %d: %s proposes nothing", seed, seat)
			}
			if seat == SeatZombies && g.State().Phase == PhaseZombies {
				steps++
				if fresh := r.zombieTurnStep(g.State(), nil); fresh != cmd {
					t.Fatalf("seed %d, command %d: the kept player proposes %+v, a fresh one %+v", seed, i, cmd, fresh)
				}
			}
			if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
		if steps == 0 {
			t.Fatalf("seed %d: the zombies never moved", seed)
		}
	}
}
