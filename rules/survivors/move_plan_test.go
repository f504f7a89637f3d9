package survivors

import (
	"math"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// TestADropMeansWhatThePlayerMeant: a drop on a zombie moves the character into base contact
// with it; a drag longer than the move goes as far as it may along the route and stops; a
// drop where the character stands is no move and spends nothing.
func TestADropMeansWhatThePlayerMeant(t *testing.T) {
	t.Run("a drop on a zombie ends in base contact", func(t *testing.T) {
		tb := newTable(t, "")
		tb.clearZombies()
		tb.at("ann", 10, 10, 0)
		z := tb.zombie(13, 10)
		on := physics.Vec{X: 13.1, Y: 10.05} // on the zombie's base
		pv := tb.g.Preview(SeatBand1, "ann", ActMove, game.Picks{To: &on})
		if !pv.OK || !strings.Contains(pv.Text, "contact with") {
			t.Fatalf("preview of a drop on a zombie: %+v", pv)
		}
		cmd, err := tb.g.Build(SeatBand1, "ann", ActMove, game.Picks{To: &on})
		if err != nil {
			t.Fatal(err)
		}
		tb.do(cmd)
		gap := tb.m("ann").Pos.Dist(tb.m(z).Pos) - 2*physics.Base25mm.BoundingRadius()
		if gap < -1e-6 || gap > physics.ContactTolerance {
			t.Errorf("after the drop the bases are %.3f\" apart, want base contact", gap)
		}
	})
	t.Run("an over-long drag stops where the move runs out", func(t *testing.T) {
		for _, a := range []game.ActionID{ActMove, ActAdvance} {
			tb := newTable(t, "")
			tb.clearZombies()
			tb.at("ann", 4, 10, 0)
			allowed := profiles[tb.m("ann").Archetype].Move
			if a == ActAdvance {
				allowed *= 2
			}
			far := physics.Vec{X: 4 + allowed + 8, Y: 10}
			pv := tb.g.Preview(SeatBand1, "ann", a, game.Picks{To: &far})
			if !pv.OK || !strings.Contains(pv.Text, "stops after") {
				t.Fatalf("%s: preview of a drag too long: %+v", a, pv)
			}
			cmd, err := tb.g.Build(SeatBand1, "ann", a, game.Picks{To: &far})
			if err != nil {
				t.Fatal(err)
			}
			dice := make([]int, tb.need(cmd))
			for k := range dice {
				dice[k] = 6 // no disturbance
			}
			tb.do(cmd, dice...)
			if moved := tb.m("ann").Pos.Dist(physics.Vec{X: 4, Y: 10}); math.Abs(moved-allowed) > 0.05 {
				t.Errorf("%s: moved %.2f\", want %g\"", a, moved, allowed)
			}
		}
	})
	t.Run("a drop at a raised area's wall ends in base contact, to climb", func(t *testing.T) {
		// The test table's stack: x 20–26, y 20–24, a roof to climb onto. A drop a little
		// short of the west wall, and one overlapping it, both mean the wall.
		for _, x := range []float64{20 - radius - 0.3, 20 - radius + 0.2} {
			tb := newTable(t, "")
			tb.clearZombies()
			tb.at("ann", 16, 22, 0)
			at := physics.Vec{X: x, Y: 22}
			cmd, err := tb.g.Build(SeatBand1, "ann", ActMove, game.Picks{To: &at})
			if err != nil {
				t.Fatalf("a drop at x %.2f: %v", x, err)
			}
			dice := make([]int, tb.need(cmd))
			for k := range dice {
				dice[k] = 6
			}
			tb.do(cmd, dice...)
			if gap := 20 - tb.m("ann").Pos.X - radius; gap < -1e-6 || gap > physics.ContactTolerance {
				t.Fatalf("a drop at x %.2f ends %.3f\" from the wall, want base contact", x, gap)
			}
			tb.do(Climb{Model: "ann"})
			if tb.m("ann").Level != 1 {
				t.Fatalf("after a drop at x %.2f Ann could not climb", x)
			}
		}
	})
	t.Run("a drop where the character stands is no move", func(t *testing.T) {
		tb := newTable(t, "")
		tb.clearZombies()
		tb.at("ann", 10, 10, 0)
		here := physics.Vec{X: 10.01, Y: 10}
		if pv := tb.g.Preview(SeatBand1, "ann", ActAdvance, game.Picks{To: &here}); pv.OK {
			t.Errorf("a drop on the spot previews as a move: %+v", pv)
		}
		before := tb.g.Hash()
		if _, err := tb.g.Build(SeatBand1, "ann", ActAdvance, game.Picks{To: &here}); err == nil || !strings.Contains(err.Error(), "already there") {
			t.Errorf("an advance of nothing is built: %v", err)
		}
		if tb.g.Hash() != before {
			t.Error("the game changed")
		}
	})
}
