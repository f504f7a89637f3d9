package schoolgrounds

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

func BenchmarkComputerGame(b *testing.B) {
	s, _ := BuiltinScenario("school-grounds")
	for i := 0; i < b.N; i++ {
		g0, _ := Ruleset{}.New(s, game.Setup{Seed: uint64(i + 1)})
		g := g0.(*game.Game[State])
		for n := 0; n < 20000; n++ {
			if _, over := g.Outcome(); over {
				break
			}
			seat := g.Turn()[0]
			if cmd, ok := (computer{}).Next(g, seat); ok {
				if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err == nil {
					continue
				}
			}
			fs, c, _ := g.Fallback()
			g.Apply(fs, game.Entry{Cmd: c})
		}
	}
}

// playOut plays a game by the computer in every seat, as cmd/simulate does, and returns its
// hash and how many proposals were refused.
func playOut(t *testing.T, seed uint64) (string, int) {
	g0, _ := Ruleset{}.New(scenario(t), game.Setup{Seed: seed})
	g := g0.(*game.Game[State])
	refused := 0
	for n := 0; n < 20000; n++ {
		if _, over := g.Outcome(); over {
			return g.Hash(), refused
		}
		seat := g.Turn()[0]
		if cmd, ok := (computer{}).Next(g, seat); ok {
			_, err := g.Apply(seat, game.Entry{Cmd: cmd})
			if err == nil {
				continue
			}
			if refused == 0 {
				t.Logf("seed %d: %s refused: %v", seed, cmd.CommandType(), err)
			}
			refused++
		}
		fs, c, _ := g.Fallback()
		g.Apply(fs, game.Entry{Cmd: c})
	}
	t.Fatalf("seed %d: no end", seed)
	return "", 0
}

func TestTheComputerPlaysWholeGamesLegallyAndTheSameEachTime(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		h, refused := playOut(t, seed)
		if refused > 0 {
			t.Errorf("seed %d: %d proposals refused", seed, refused)
		}
		if again, _ := playOut(t, seed); again != h {
			t.Errorf("seed %d: two games differ", seed)
		}
	}
}

func TestAComputerSurvivorDrivesAwayWhenItCan(t *testing.T) {
	g := started(t, "", false)
	s := withMaster(g)
	put(g, 1, sq2(37, 9))
	s.Car = []string{"car-keys#01", "car-battery#13"}
	s.Survivors[0].Hand = []string{"fuel-can#19"}
	cmd, _ := computer{}.Next(g, PlayerSeat(1))
	if c, ok := cmd.(UseItem); !ok || c.Card != "fuel-can#19" {
		t.Fatalf("proposed %+v, want the fuel into the car", cmd)
	}
	mustApply(t, g, cmd)
	if cmd, _ := (computer{}).Next(g, PlayerSeat(1)); cmd != (Escape{Survivor: "s1"}) {
		t.Fatalf("proposed %+v, want to drive away", cmd)
	}
}

func TestTheComputerMasterSpawnsNearestTheSurvivors(t *testing.T) {
	g := started(t, "", false)
	s := masterTurn(g)
	s.Placing, s.Left, s.Spawn = true, 1, 1
	put(g, 1, sq2(40, 1))
	cmd, _ := computer{}.Next(g, PlayerSeat(5))
	if c, ok := cmd.(Spawn); !ok || c.At.X != 41 || c.At.Y > 2 {
		t.Fatalf("proposed %+v, want the right edge beside Milo", cmd)
	}
}
