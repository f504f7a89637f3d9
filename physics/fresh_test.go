package physics

import (
	"math"
	"testing"
)

// A fresh copy of a table has its terrain and doors but none of its bases, answers as a table
// built anew, and changes to one do not reach the other.
func TestFreshTable(t *testing.T) {
	shop := PieceSpec{ID: "shop", Outline: rect(20, 20, 30, 30), WallThickness: 0.25,
		Openings: []OpeningSpec{{Kind: OpeningDoor, Edge: 0, Offset: 5, Width: 2}}}
	inside, outside := Vec{25, 25}, Vec{25, 10}
	tpl := mustTable(t, shop, wall("w", 5, 10, 6, 30))
	tpl.AddBody(Body{Base: Base25mm, Pos: Vec{25, 15}}) // in the way out of the door
	tpl.SetDoorOpen(0, 0, true)

	f := tpl.Fresh()
	built := mustTable(t, shop, wall("w", 5, 10, 6, 30))
	built.SetDoorOpen(0, 0, true)
	if !f.DoorOpen(0, 0) {
		t.Fatal("the copy's door is shut")
	}
	if f.print != built.print {
		t.Errorf("the copy's fingerprint %x is not a new table's %x", f.print, built.print)
	}
	if got, want := routeCost(t, f, outside, inside), routeCost(t, built, outside, inside); want < 0 || math.Abs(got-want) > 1e-9 {
		t.Fatalf("through the door: the copy's route costs %v, a new table's %v", got, want)
	}
	// A base and a shut door on the copy: the template is untouched.
	f.AddBody(Body{Base: Base25mm, Pos: Vec{40, 40}})
	f.SetDoorOpen(0, 0, false)
	if !tpl.DoorOpen(0, 0) || len(tpl.bodies) != 1 {
		t.Fatal("changing the copy changed the table it was copied from")
	}
	if routeCost(t, f, outside, inside) >= 0 {
		t.Fatal("the copy routes through its shut door")
	}
	// Sight and the broad phase: the wall hides one side from the other in both.
	a, b := f.AddBody(Body{Base: Base25mm, Pos: Vec{2, 20}}), f.AddBody(Body{Base: Base25mm, Pos: Vec{9, 20}})
	if f.LineOfSight(a, b, SightOptions{}) {
		t.Error("the copy sees through the wall")
	}
	// Cover judged on the whole piece: the far wall's door hides a target by the near wall.
	shooter, target := f.AddBody(Body{Base: Base25mm, Pos: Vec{25, 10}}), f.AddBody(Body{Base: Base25mm, Pos: Vec{25, 29}})
	if c, p := f.RangedCover(shooter, target); c != CoverHeavy || p != 0 {
		t.Errorf("the copy gives %v cover from piece %d to a target inside the building", c, p)
	}
}
