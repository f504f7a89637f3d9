package borrowedtime

import (
	"math"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

// A move may name its route: the rules check each leg and the movement it costs instead of
// finding the cheapest way, and refuse a route through a wall or a model, or too long.
func TestMoveAlongAChosenRoute(t *testing.T) {
	wall := `{"id":"wall","kind":"wall","polygon":[[15,0],[16,0],[16,30],[15,30]]}`
	s := testScenario(t, wall, `{"type":"shambler","at":[10,13]}`, `{"id":"ramirez","at":[10,10]},{"id":"leo","at":[13,20]}`)
	g := newGame(t, s, Options{})
	via := func(pts ...physics.Vec) []physics.Vec { return pts }

	mustRefuse(t, g, Move{Survivor: "ramirez", To: pt(14, 10), Via: via(physics.Vec{X: 17, Y: 10})}, "leg 1 of the route crosses impassable terrain")
	mustRefuse(t, g, Move{Survivor: "ramirez", To: pt(10, 15), Via: via(physics.Vec{X: 10, Y: 14.5})}, "passes through another model's base")
	mustRefuse(t, g, Move{Survivor: "ramirez", To: pt(11, 10), Via: via(physics.Vec{X: 10, Y: 6}, physics.Vec{X: 14, Y: 6})}, "movement")
	mustRefuse(t, g, Move{Survivor: "ramirez", To: pt(11, 10), Via: via(physics.Vec{X: math.NaN(), Y: 6})}, "numbers of inches")
	mustRefuse(t, g, Move{Survivor: "ramirez", To: pt(10, 13.5), Via: via(physics.Vec{X: 8, Y: 11})}, "cannot move that way")

	// Round the Shambler's west side, a detour the cheapest route would not take.
	ev := mustApply(t, g, Move{Survivor: "ramirez", To: pt(11.5, 11.5), Via: via(physics.Vec{X: 9, Y: 11}, physics.Vec{X: 10, Y: 11.9})})
	var mv *Event
	for i := range ev {
		if ev[i].Type == EvMove {
			mv = &ev[i]
		}
	}
	if mv == nil || len(mv.Path) != 4 || mv.Path[1] != (physics.Vec{X: 9, Y: 11}) {
		t.Fatalf("the move did not follow the chosen route: %+v", mv)
	}
	want := math.Hypot(1, 1) + math.Hypot(1, 0.9) + math.Hypot(1.5, 0.4)
	if math.Abs(mv.Distance-want) > 1e-9 {
		t.Errorf("moved %.3f\", want %.3f\"", mv.Distance, want)
	}
	st := g.State()
	if got := st.Model("ramirez").Pos; got != (physics.Vec{X: 11.5, Y: 11.5}) {
		t.Errorf("Ramirez stands at %v", got)
	}
}
