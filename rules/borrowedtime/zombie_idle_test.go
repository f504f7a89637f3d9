package borrowedtime

import (
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

// A zombie that has reached the objective it heads for stays there, and never makes a move
// of no length (Last Stop Gas, seed 9: a Shambler reaches the Gas pumps in round 2 and the
// survivors never come out of the garage). Since issue 20 a route that falls short goes on
// straight towards its goal as far as it is clear, so the Shambler now gets within reach of
// the pumps' marker instead of stopping at the last route corner short of it, and stays
// there without a note (a zombie within reach has nowhere to go).
func TestZombieAtItsObjectiveStaysPut(t *testing.T) {
	g := lastStopGas(t, Options{}, 9)
	stays := 0
	var last physics.Vec
	for round := 0; round < 8 && g.ReadState().Phase != PhaseOver; round++ {
		for _, c := range []Command{EndSurvivorPhase{}, EndSpending{}, ActivateAllZombies{}, EndRound{}} {
			evs, err := g.Apply(c)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				if e.Type == EvMove && e.Distance < minZombieStep {
					t.Fatalf("round %d: %q", g.ReadState().Round, e.Text)
				}
			}
		}
		for i := range g.ReadState().Models {
			if z := &g.ReadState().Models[i]; z.ID == "shambler-2" {
				if z.Pos == last {
					stays++
				}
				last = z.Pos
			}
		}
	}
	if stays < 3 {
		t.Errorf("shambler-2 stayed by the Gas pumps in %d rounds, want most of them", stays)
	}
}
