package game

import "testing"

// A zombie that has reached the objective it heads for stays there: the log says so instead
// of showing a move of no length (Last Stop Gas, seed 9: a Shambler reaches the Gas pumps in
// round 2 and the survivors never come out of the garage).
func TestZombieAtItsObjectiveStaysPut(t *testing.T) {
	g := lastStopGas(t, Options{}, 9)
	stays := 0
	for round := 0; round < 8 && g.state.Phase != PhaseOver; round++ {
		for _, c := range []Command{{Type: CmdEndSurvivorPhase}, {Type: CmdEndSpending}, {Type: CmdActivateAll}, {Type: CmdEndRound}} {
			evs, err := g.Apply(c)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				if e.Type == EvMove && e.Distance < minZombieStep {
					t.Fatalf("round %d: %q", g.state.Round, e.Text)
				}
				if e.Type == EvNote && e.Model == "shambler-2" {
					stays++
				}
			}
		}
	}
	if stays < 3 {
		t.Errorf("shambler-2 stayed by the Gas pumps in %d rounds, want most of them", stays)
	}
}
