package borrowedtime

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// Every model's actions, asked at every step of games the computer plays (the dead ones' too,
// as a table still has them picked when they die), are the rules' answer, never a fault (a
// browser play-test saw "The rules failed: index out of range [-1]" after Leo died in The
// Rooftop Signal).
func TestEveryModelsActionsAtEveryStepAreNoFault(t *testing.T) {
	for _, scenario := range []string{"rooftop-signal", "last-stop-gas"} {
		sc, err := BuiltinScenario(scenario)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			g, err := New(sc, Options{}, seed)
			if err != nil {
				t.Fatal(err)
			}
			s := g.Session()
			players := map[game.SeatID]game.Player{}
			for _, seat := range s.Seats() {
				players[seat.ID], _ = Ruleset{}.Computer(seat.ID)
			}
			for step := 0; step < 2000; step++ {
				if _, over := s.Outcome(); over {
					break
				}
				for _, seat := range []game.SeatID{Survivors, Director} {
					for _, m := range g.ReadState().Models {
						for _, a := range s.Actions(seat, m.ID) {
							if a.ID == "rules-fault" {
								t.Fatalf("%s seed %d step %d: %s's actions for %s (removed %v): %s", scenario, seed, step, seat, m.ID, m.Removed, a.Why)
							}
						}
					}
				}
				seat := s.Turn()[0]
				cmd, ok := players[seat].Next(s, seat)
				if !ok {
					_, cmd, _ = s.Fallback()
				}
				if _, err := s.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
					fs, fc, _ := s.Fallback()
					if _, err := s.Apply(fs, game.Entry{Cmd: fc}); err != nil {
						t.Fatalf("%s seed %d step %d: nothing moves the game on: %v", scenario, seed, step, err)
					}
				}
			}
		}
	}
}
