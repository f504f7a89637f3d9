package physics

import (
	"math"
	"testing"
)

// Issue 20: contact, sight between levels, routes and cover, each reproduced from the
// independent reference's findings.

func TestNoContactThroughABuildingWall(t *testing.T) {
	shop := PieceSpec{ID: "shop", Outline: rect(20, 20, 30, 30), WallThickness: 0.25}
	tb := mustTable(t, shop)
	r := Base25mm.Radius
	inside := round(tb, 20.25+r, 25) // touching the wall's inner face
	outside := round(tb, 20-r, 25)   // touching its outer face: 0.25" between the edges
	if tb.InContact(inside, outside) || tb.InContact(outside, inside) {
		t.Fatal("bases either side of a closed building's wall are in contact")
	}
	p, err := tb.PathToContact(outside, inside, MoveOptions{})
	if p.Reached {
		t.Fatalf("a route into contact through a closed building's wall: %+v %v", p, err)
	}
}

func TestNoContactWithoutSight(t *testing.T) {
	// A wall thinner than the contact tolerance.
	tb := mustTable(t, wall("thin", 10, 5, 10.02, 15))
	r := Base25mm.Radius
	a := round(tb, 10-r, 10)
	b := round(tb, 10.02+r, 10)
	if tb.LineOfSight(a, b, SightOptions{}) {
		t.Fatal("sight through a thin wall")
	}
	if tb.InContact(a, b) {
		t.Fatal("bases either side of a wall 0.02\" thick are in contact")
	}
	// A route into contact must not end across the wall either.
	c := round(tb, 3, 10)
	p, err := tb.PathToContact(c, b, MoveOptions{})
	if err != nil || !p.Reached {
		t.Fatalf("no route round the wall: %+v %v", p, err)
	}
	end := p.Points[len(p.Points)-1]
	if end.X < 10 {
		t.Fatalf("the route into contact ends across the wall at %v", end)
	}
	// Bases that touch at a wall's end, where they see each other, are in contact.
	d := round(tb, 10.01, 15+r)
	e := round(tb, 10.01+2*r+0.03, 15+r)
	if !tb.InContact(d, e) {
		t.Fatal("bases 0.03\" apart in the open are not in contact")
	}
}

func TestNoSightThroughTheCeilingWhenBasesOverlap(t *testing.T) {
	tower := PieceSpec{ID: "tower", Outline: rect(10, 0, 38, 12), WallThickness: 0.5, Roof: true}
	tb := mustTable(t, tower)
	onRoof := tb.AddBody(Body{Base: Base25mm, Pos: Vec{20, 6}, Level: 1})
	below := round(tb, 20, 6)
	beside := round(tb, 20.5, 6.3)
	if tb.LineOfSight(onRoof, below, SightOptions{}) || tb.LineOfSight(below, onRoof, SightOptions{}) {
		t.Fatal("a model on the roof sees the model right under it, inside the building")
	}
	if tb.LineOfSight(onRoof, beside, SightOptions{}) {
		t.Fatal("a model on the roof sees a model inside the building below it")
	}
}

func TestPassThroughRouteDoesNotEndOnAModel(t *testing.T) {
	tb := mustTable(t)
	r := Base25mm.Radius
	leo := round(tb, 10, 20)
	prey := round(tb, 20, 20)
	// A Shambler just short of the prey, where a straight move into contact would end.
	sh := round(tb, 20-2*r-ContactTolerance/2-0.3, 20)
	p, err := tb.PathToContact(leo, prey, MoveOptions{PassThrough: []BodyID{sh}})
	if err != nil || !p.Reached {
		t.Fatalf("no route: %+v %v", p, err)
	}
	end := p.Points[len(p.Points)-1]
	if tb.CheckPlacement(Body{Base: Base25mm, Pos: end}, leo) != nil {
		t.Fatalf("the route ends on a model at %v (Shambler at %v)", end, tb.bodies[sh].Pos)
	}
	if d := end.Dist(tb.bodies[prey].Pos) - 2*r; d > ContactTolerance {
		t.Fatalf("the route ends %v\" from its prey", d)
	}
}

func TestSightOutOfAnLShapedHedge(t *testing.T) {
	hedge := PieceSpec{ID: "hedge", Outline: []Vec{{10, 10}, {20, 10}, {20, 12}, {12, 12}, {12, 20}, {10, 20}},
		BlocksSight: true, Cover: CoverLight, Movement: MoveDifficult}
	tb := mustTable(t, hedge)
	in := round(tb, 18, 11)    // in the hedge's horizontal arm
	past := round(tb, 6, 16.5) // beyond its vertical arm
	if !tb.LineOfSight(in, past, SightOptions{}) {
		t.Fatal("a model in one arm of a hedge cannot see past its other arm")
	}
	if !tb.LineOfSight(past, in, SightOptions{}) {
		t.Fatal("a model cannot see into a hedge's arm past its other arm")
	}
	// Standing in the hedge, the model has its cover.
	if c, p := tb.RangedCover(past, in); c != CoverLight || p != 0 {
		t.Fatalf("a model in the hedge gets %v cover from piece %d", c, p)
	}
}

func TestCoverInsideABuildingShotThroughAWindow(t *testing.T) {
	shop := PieceSpec{ID: "shop", Outline: rect(20, 20, 30, 30), WallThickness: 0.25, Openings: []OpeningSpec{
		{Kind: OpeningWindow, Edge: 2, Offset: 5, Width: 2}, // bottom wall, x 24..26
	}}
	tb := mustTable(t, shop)
	target := round(tb, 25, 21) // inside, 0.26" from the back wall, far from the window
	shooter := round(tb, 25, 36)
	if !tb.LineOfSight(shooter, target, SightOptions{}) {
		t.Fatal("no sight through the window")
	}
	if c, p := tb.RangedCover(shooter, target); c != CoverHeavy || p != 0 {
		t.Fatalf("a target inside the building shot through its window has %v cover (piece %d)", c, p)
	}
}

func TestMeleeCoverPerPiece(t *testing.T) {
	// An L-shaped fence: the attacker touches one arm, the defender the other, and the bend
	// stands between their centres. Cover is judged per piece, not per convex part.
	fence := PieceSpec{ID: "fence", Outline: []Vec{{10, 10}, {14, 10}, {14, 10.1}, {10.1, 10.1}, {10.1, 14}, {10, 14}},
		Cover: CoverLight, Movement: MoveImpassable}
	tb := mustTable(t, fence)
	r := Base25mm.Radius
	a := round(tb, 10.1+r, 12) // inside the bend, touching the vertical arm only
	b := round(tb, 12, 10-r)   // below the horizontal arm
	if c, p := tb.MeleeCover(a, b); c != CoverLight || p != 0 {
		t.Fatalf("melee cover across an L-shaped fence's bend = %v (piece %d)", c, p)
	}
}

func TestRoutingUsesTheExactRadius(t *testing.T) {
	// A radius that rounds up to 0.5 at 0.0001" must not make a base touching a wall boxed in.
	tb := mustTable(t, wall("w", 10, 0, 12, 10))
	rr := 0.49996
	a := tb.AddBody(Body{Base: Base{Radius: rr}, Pos: Vec{10 - rr, 5}})
	p, err := tb.PathTo(a, Vec{10 - rr, 15}, MoveOptions{})
	if err != nil || !p.Reached {
		t.Fatalf("a base touching a wall is boxed in: %+v %v", p, err)
	}
	// A 25mm base's radius rounds down: its route must not clip the wall's corner.
	r := Base25mm.Radius
	b := round(tb, 5, 10+r-1.6e-5)
	q, err := tb.PathTo(b, Vec{17, 10 + r - 1.6e-5}, MoveOptions{})
	if err != nil || !q.Reached {
		t.Fatalf("no route: %+v %v", q, err)
	}
	for i := 1; i < len(q.Points); i++ {
		if d := refSegSeg(q.Points[i-1], q.Points[i], Vec{10, 10}, Vec{12, 10}); d < r-geomEps {
			t.Fatalf("leg %d passes %v\" from the wall, less than the radius %v", i, d, r)
		}
	}
}

func TestRoutesToATray(t *testing.T) {
	tb := mustTable(t)
	r := Base25mm.Radius
	horde := tb.AddBody(Body{Base: HordeTray, Pos: Vec{20, 20}})
	for _, gap := range []float64{0.89, 4.477} {
		z := round(tb, 20-1-r-gap, 20.3) // facing the tray's side, in the open
		p, err := tb.PathToContact(z, horde, MoveOptions{})
		if err != nil || !p.Reached {
			t.Fatalf("%v\" from a tray in the open: %+v %v", gap, p, err)
		}
		if want := gap - ContactTolerance/2; len(p.Points) != 2 || math.Abs(p.Cost-want) > 1e-9 {
			t.Fatalf("%v\" from a tray: route %v costs %v, want straight in at %v", gap, p.Points, p.Cost, want)
		}
		end := p.Points[len(p.Points)-1]
		tb.MoveBody(z, end, 0, 0)
		if !tb.InContact(z, horde) {
			t.Fatalf("the route ends %v\" from the tray", tb.EdgeDistance(z, horde))
		}
		tb.RemoveBody(z)
	}
}
