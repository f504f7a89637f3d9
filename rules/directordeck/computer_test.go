package directordeck

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// TestComputerPlayersFinishGames plays whole games with the computer in every seat: every
// proposal is applied, and games end.
func TestComputerPlayersFinishGames(t *testing.T) {
	won := 0
	for seed := uint64(1); seed <= 30; seed++ {
		s, _ := BuiltinScenario("director-deck")
		sess, _ := Ruleset{}.New(s, game.Setup{Seed: seed})
		g := sess.(*game.Game[State])
		for i := 0; ; i++ {
			if i > 5000 {
				t.Fatalf("seed %d: no end: %s", seed, g.View(game.Host).Status)
			}
			if _, over := g.Outcome(); over {
				break
			}
			seat := g.Turn()[0]
			pl, _ := Ruleset{}.Computer(seat)
			cmd, ok := pl.Next(g, seat)
			if !ok {
				t.Fatalf("seed %d: %s proposes nothing in %s", seed, seat, g.State().Phase)
			}
			if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
				t.Fatalf("seed %d: %s's %T %+v refused: %v", seed, seat, cmd, cmd, err)
			}
		}
		if g.State().Result.Won {
			won++
		}
		t.Logf("seed %d: round %d, %s", seed, g.State().Round, g.State().Result.Reason)
	}
	t.Logf("the survivors won %d of 30", won)
}

// The computer answers an item offered sensibly: it keeps a well-stocked second weapon, takes
// a weapon when it carries none, and takes an item when it has room.
func TestComputerChoosesWhatToCollect(t *testing.T) {
	g := newGame(t, "", false)
	s := toPhase(t, g, PhaseMove)
	i := s.Active
	r := rulesOf(g)
	s.Items = []Item{{ID: "item1", Kind: ItemKind(Shotgun)}, {ID: "item2", Kind: Medkit}}
	s.Offer = []string{"item1", "item2"}
	sv := &s.Survivors[i]
	sv.Guns = append(sv.Guns[:1], newGun(s, AssaultRifle, game.NewDice(&s.RNG, false, nil)))
	if c := r.computerCollect(s, i).(Collect); c.Take {
		t.Fatal("a full Assault Rifle should not be thrown away for a shotgun")
	}
	sv.Guns = sv.Guns[:1]
	if c := r.computerCollect(s, i).(Collect); !c.Take {
		t.Fatal("with only the pistol, take the shotgun")
	}
	s.Offer = []string{"item2"}
	sv.Items = nil
	if c := r.computerCollect(s, i).(Collect); !c.Take {
		t.Fatal("take a medkit with room for it")
	}
}
