package physics_test

import (
	"errors"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// TestKnockDownPushOfARemovedBase is issue 27's crash: round 3 of Last Stop Gas, Grizz's Knock
// Down. The push is applied after the blow's Wounds, and the blow may kill its target, whose
// base leaves the table; the push's bisection then asked for routes of ever shorter steps for
// a base that was not there (id -1), and PathTo indexed its bases with it. Every route query
// now answers a base that is not on the table with a *BodyError, and the positions are those
// of the save before the crash (Grizz and a Shambler in contact in front of the garage).
func TestKnockDownPushOfARemovedBase(t *testing.T) {
	s, err := maps.LoadFile("../rules/borrowedtime/scenarios/last-stop-gas.json")
	if err != nil {
		t.Fatal(err)
	}
	tb, err := s.NewTable()
	if err != nil {
		t.Fatal(err)
	}
	grizz := tb.AddBody(physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 29.804759417417188, Y: 24.41076249775223}})
	shambler := tb.AddBody(physics.Body{Base: physics.Base25mm, Pos: physics.Vec{X: 30.806224072351185, Y: 24.485532553001374}})
	if !tb.InContact(grizz, shambler) {
		t.Fatal("the bases of the save are not in contact")
	}
	from, _ := tb.Body(shambler)
	dir := from.Pos.Sub(physics.Vec{X: 29.804759417417188, Y: 24.41076249775223}).Unit()
	push := func(id physics.BodyID) (reached int, errs []error) {
		lo, hi := 0.0, 3.0
		for k := 0; k < 30; k++ { // game.knockDown's bisection
			mid := (lo + hi) / 2
			p, err := tb.PathTo(id, from.Pos.Add(dir.Scale(mid)), physics.MoveOptions{})
			if err == nil && p.Reached && len(p.Points) == 2 {
				lo = mid
				reached++
			} else {
				hi = mid
				errs = append(errs, err)
			}
		}
		return reached, errs
	}
	if reached, _ := push(shambler); reached == 0 {
		t.Fatal("the living Shambler cannot be pushed at all")
	}
	tb.RemoveBody(shambler) // the blow killed it
	for _, id := range []physics.BodyID{shambler, -1} {
		reached, errs := push(id)
		if reached != 0 || len(errs) != 30 {
			t.Fatalf("base %d, not on the table: %d steps reached", id, reached)
		}
		for _, err := range errs {
			var be *physics.BodyError
			if !errors.Is(err, physics.ErrNoBody) || !errors.As(err, &be) || be.Body != id {
				t.Fatalf("base %d, not on the table: error %v", id, err)
			}
		}
	}
}
