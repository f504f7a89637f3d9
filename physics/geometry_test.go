package physics

import (
	"math"
	"math/rand/v2"
	"testing"
)

func rect(x0, y0, x1, y1 float64) []Vec { return []Vec{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}} }

func wall(id string, x0, y0, x1, y1 float64) PieceSpec {
	return PieceSpec{ID: id, Outline: rect(x0, y0, x1, y1), BlocksSight: true, Cover: CoverHeavy, Movement: MoveImpassable}
}

func mustTable(t *testing.T, pieces ...PieceSpec) *Table {
	t.Helper()
	tb, err := NewTable(48, 48, pieces)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func round(tb *Table, x, y float64) BodyID {
	return tb.AddBody(Body{Base: Base25mm, Pos: Vec{x, y}})
}

func TestEdgeDistanceIsBaseEdgeToBaseEdge(t *testing.T) {
	tb := mustTable(t)
	r := Base25mm.Radius
	a := round(tb, 10, 10)
	b := round(tb, 10+2*r+3, 10) // 3" between the edges
	if d := tb.EdgeDistance(a, b); math.Abs(d-3) > 1e-12 {
		t.Fatalf("edge distance %v, want 3", d)
	}
	c := round(tb, 10, 10+2*r) // exactly touching
	if d := tb.EdgeDistance(a, c); d > 1e-12 || !tb.InContact(a, c) {
		t.Fatalf("touching bases: distance %v, contact %v", d, tb.InContact(a, c))
	}
	e := round(tb, 10-2*r-ContactTolerance-0.01, 10)
	if tb.InContact(a, e) {
		t.Fatal("bases 0.05\" apart count as in contact")
	}
}

// refRectDisc measures a disc to an oriented rectangle in the rectangle's own frame.
func refRectDisc(c Vec, w, d, facing float64, p Vec, r float64) float64 {
	q := p.Sub(c)
	s, co := math.Sincos(-facing)
	x, y := q.X*co-q.Y*s, q.X*s+q.Y*co
	dx := math.Max(0, math.Abs(x)-d/2)
	dy := math.Max(0, math.Abs(y)-w/2)
	return math.Max(0, math.Hypot(dx, dy)-r)
}

func TestTrayDistanceAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 5000; i++ {
		tb := mustTable(t)
		w, d, f := 1+rng.Float64()*3, 1+rng.Float64()*3, rng.Float64()*2*math.Pi
		c := Vec{10 + rng.Float64()*10, 10 + rng.Float64()*10}
		tray := tb.AddBody(Body{Base: Base{Width: w, Depth: d}, Pos: c, Facing: f})
		p := Vec{5 + rng.Float64()*20, 5 + rng.Float64()*20}
		r := 0.3 + rng.Float64()
		disc := tb.AddBody(Body{Base: Base{Radius: r}, Pos: p})
		want := refRectDisc(c, w, d, f, p, r)
		if got := tb.EdgeDistance(tray, disc); math.Abs(got-want) > 1e-9 {
			t.Fatalf("case %d: tray-disc distance %v, reference %v", i, got, want)
		}
	}
}

func TestPlacementAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 3000; i++ {
		poly := randomConvex(rng, Vec{24, 24}, 1+rng.Float64()*4)
		if len(poly) < 3 {
			continue
		}
		tb := mustTable(t, PieceSpec{Outline: poly, Movement: MoveImpassable})
		p := Vec{24 + rng.NormFloat64()*4, 24 + rng.NormFloat64()*4}
		r := 0.2 + rng.Float64()
		// Reference: overlap when the centre is inside, or nearer any edge than the radius.
		overlap := refDepth(poly, p, p) > 0
		for k := range poly {
			if refPointSeg(p, poly[k], poly[(k+1)%len(poly)]) < r-1e-9 {
				overlap = true
			}
		}
		err := tb.CheckPlacement(Body{Base: Base{Radius: r}, Pos: p})
		if overlap != (err != nil) {
			t.Fatalf("case %d: base r=%.3f at %v vs %v: reference overlap %v, CheckPlacement %v", i, r, p, poly, overlap, err)
		}
	}
}

func TestPlacementEdgeCases(t *testing.T) {
	car := PieceSpec{ID: "car", Outline: rect(10, 10, 14, 12), BlocksSight: true, Cover: CoverHeavy, Movement: MoveImpassable}
	rubble := PieceSpec{ID: "rubble", Outline: rect(20, 20, 24, 24), Cover: CoverLight, Movement: MoveDifficult}
	garage := PieceSpec{ID: "garage", Outline: rect(30, 30, 40, 40), WallThickness: 0.25,
		Openings: []OpeningSpec{{Kind: OpeningDoor, Edge: 0, Offset: 5, Width: 2, Open: true}}}
	tb := mustTable(t, car, rubble, garage)
	r := Base25mm.Radius
	cases := []struct {
		name string
		pos  Vec
		ok   bool
	}{
		{"wholly inside a car", Vec{12, 11}, false},
		{"overlapping a car's edge", Vec{12, 12 + r - 0.01}, false},
		{"exactly touching a car", Vec{12, 12 + r}, true},
		{"inside rubble (difficult, not impassable)", Vec{22, 22}, true},
		{"inside a building, clear of the walls", Vec{35, 35}, true},
		{"on a building's wall", Vec{30.1, 35}, false},
		{"in the doorway", Vec{35, 30.125}, true},
		{"half off the table", Vec{0.2, 20}, false},
		{"touching the table edge", Vec{r, 20}, true},
	}
	for _, c := range cases {
		err := tb.CheckPlacement(Body{Base: Base25mm, Pos: c.pos})
		if (err == nil) != c.ok {
			t.Errorf("%s: CheckPlacement = %v, want ok=%v", c.name, err, c.ok)
		}
	}
	other := round(tb, 5, 5)
	if err := tb.CheckPlacement(Body{Base: Base25mm, Pos: Vec{5.5, 5}}); err == nil {
		t.Error("a base overlapping another model is allowed")
	}
	if err := tb.CheckPlacement(Body{Base: Base25mm, Pos: Vec{5.5, 5}}, other); err != nil {
		t.Errorf("the ignored model still blocks: %v", err)
	}
	if err := tb.CheckPlacement(Body{Base: Base25mm, Pos: Vec{5, 5}, Level: 1}); err == nil {
		t.Error("a base on level 1 with no roof beneath is allowed")
	}
	// Closed doors block the doorway; open ones do not.
	if err := tb.SetDoorOpen(2, 0, false); err != nil {
		t.Fatal(err)
	}
	if err := tb.CheckPlacement(Body{Base: Base25mm, Pos: Vec{35, 30.125}}); err == nil {
		t.Error("a base may stand in a closed doorway")
	}
}

func TestSightEdgeCases(t *testing.T) {
	r := Base25mm.Radius
	t.Run("wall between blocks", func(t *testing.T) {
		tb := mustTable(t, wall("w", 10, 5, 10.25, 15))
		if tb.LineOfSight(round(tb, 5, 10), round(tb, 15, 10), SightOptions{}) {
			t.Fatal("sees through a wall")
		}
	})
	t.Run("any part of the base: an edge peeks past the wall", func(t *testing.T) {
		// The wall ends 0.3" short of the line through the centres' tops: a centre-to-centre
		// rule would say blocked, the base rule says visible.
		tb := mustTable(t, wall("w", 10, 5, 10.25, 10+r-0.3))
		a, b := round(tb, 5, 10), round(tb, 15, 10)
		if !tb.LineOfSight(a, b, SightOptions{}) {
			t.Fatal("bases whose edges see past a wall's end are blocked")
		}
	})
	t.Run("grazing the tops of two bases along a wall's face", func(t *testing.T) {
		// The wall's lower face lies exactly on the bases' common top tangent.
		tb := mustTable(t, wall("w", 8, 10-r-2, 12, 10-r))
		if !tb.LineOfSight(round(tb, 5, 10), round(tb, 15, 10), SightOptions{}) {
			t.Fatal("a line running along a face is treated as blocked")
		}
	})
	t.Run("wall overlapping the tangent by a hair blocks", func(t *testing.T) {
		tb := mustTable(t, wall("w", 8, 10-r-2, 12, 10+r+1e-4))
		if tb.LineOfSight(round(tb, 5, 10), round(tb, 15, 10), SightOptions{}) {
			t.Fatal("sees past a wall that covers the bases entirely")
		}
	})
	t.Run("line through two wall corners (a gap of zero width)", func(t *testing.T) {
		// Two walls meeting corner to corner: the diagonal through their shared corner touches
		// each wall only at that point, yet walls that touch leave no gap.
		tb := mustTable(t, wall("a", 9, 0, 10, 10), wall("b", 10, 10, 11, 20))
		if tb.LineOfSight(round(tb, 5, 15), round(tb, 15, 5), SightOptions{}) {
			t.Fatal("sees through two walls meeting at a corner")
		}
		// One wall's corner alone is grazed freely: the same diagonal past wall a only.
		tb2 := mustTable(t, wall("a", 9, 0, 10, 10))
		a2, b2 := round(tb2, 5, 15), round(tb2, 15, 5)
		if !tb2.LineOfSight(a2, b2, SightOptions{}) {
			t.Fatal("a corner alone blocks")
		}
	})
	t.Run("concave wall: no leak along the internal diagonal", func(t *testing.T) {
		// An L-shaped wall whose decomposition has a cut through its inside; a line along that
		// cut must still be blocked.
		l := PieceSpec{Outline: []Vec{{10, 5}, {14, 5}, {14, 6}, {11, 6}, {11, 15}, {10, 15}}, BlocksSight: true, Movement: MoveImpassable}
		tb := mustTable(t, l)
		if tb.LineOfSight(round(tb, 12, 10), round(tb, 8, 4), SightOptions{}) && tb.LineOfSight(round(tb, 8, 16), round(tb, 12.5, 4), SightOptions{}) {
			t.Fatal("sight leaks through an L-shaped wall")
		}
	})
	t.Run("models block unless ignored", func(t *testing.T) {
		tb := mustTable(t)
		a, b := round(tb, 5, 10), round(tb, 15, 10)
		small := tb.AddBody(Body{Base: RoundBase(10), Pos: Vec{10, 10}})
		if !tb.LineOfSight(a, b, SightOptions{}) {
			t.Fatal("a 10mm base hides two 25mm bases from each other")
		}
		tb.RemoveBody(small)
		tb.AddBody(Body{Base: Base40mm, Pos: Vec{10, 10}})
		if tb.LineOfSight(a, b, SightOptions{}) {
			t.Fatal("a 40mm base between two 25mm bases does not hide them")
		}
		tb2 := mustTable(t)
		a2, b2 := round(tb2, 5, 10), round(tb2, 15, 10)
		wallOfModels := tb2.AddBody(Body{Base: Base{Width: 4, Depth: 1}, Pos: Vec{10, 10}})
		if tb2.LineOfSight(a2, b2, SightOptions{}) {
			t.Fatal("sees through a tray wider than both bases")
		}
		if !tb2.LineOfSight(a2, b2, SightOptions{Ignore: []BodyID{wallOfModels}}) || !tb2.LineOfSight(a2, b2, SightOptions{IgnoreModels: true}) {
			t.Fatal("ignored models still block")
		}
	})
	t.Run("bases in contact see each other", func(t *testing.T) {
		tb := mustTable(t)
		if !tb.LineOfSight(round(tb, 5, 10), round(tb, 5+2*r, 10), SightOptions{}) {
			t.Fatal("touching bases do not see each other")
		}
	})
}

func TestBuildingWallsDoorsAndWindows(t *testing.T) {
	shop := PieceSpec{ID: "shop", Outline: rect(20, 20, 30, 30), WallThickness: 0.25, Openings: []OpeningSpec{
		{Kind: OpeningDoor, Edge: 0, Offset: 5, Width: 2, Open: true}, // top wall, x 24..26
		{Kind: OpeningWindow, Edge: 2, Offset: 5, Width: 2},           // bottom wall (edge 2 runs right to left), x 24..26
	}}
	tb := mustTable(t, shop)
	inside := round(tb, 25, 25)
	above := round(tb, 25, 15)
	below := round(tb, 25, 35)
	left := round(tb, 15, 25)
	if !tb.LineOfSight(inside, above, SightOptions{}) {
		t.Error("no sight through an open door")
	}
	if !tb.LineOfSight(inside, below, SightOptions{}) {
		t.Error("no sight through a window")
	}
	if tb.LineOfSight(inside, left, SightOptions{}) {
		t.Error("sight through a solid wall")
	}
	if err := tb.SetDoorOpen(0, 0, false); err != nil {
		t.Fatal(err)
	}
	if tb.LineOfSight(inside, above, SightOptions{}) {
		t.Error("sight through a closed door")
	}
	// Heavy cover from the window for a model just inside it.
	sill := round(tb, 25, 29.2)
	if c, piece := tb.RangedCover(below, sill); c != CoverHeavy || piece != 0 {
		t.Errorf("cover behind a window = %v from piece %d, want heavy from 0", c, piece)
	}
	// Windows let sight through but not models: with the door shut there is no way out.
	out := Vec{25, 33.5}
	if p, err := tb.PathTo(inside, out, MoveOptions{}); err != nil || p.Reached {
		t.Fatalf("a route out of a shut building: %v %v", p, err)
	}
	if err := tb.SetDoorOpen(0, 0, true); err != nil {
		t.Fatal(err)
	}
	p, err := tb.PathTo(inside, out, MoveOptions{})
	if err != nil || !p.Reached {
		t.Fatalf("no route out through the open door: %v %v", p, err)
	}
	if p.Points[1].Y > 20.5 || p.Cost < 8.5+5 { // up through the door, round the walls, down
		t.Fatalf("route does not go by the door: %v (cost %.2f)", p.Points, p.Cost)
	}
}

func TestRangedCoverRulebookFence(t *testing.T) {
	// Ramirez shoots a Shambler 8" away behind a wooden fence (light cover).
	fence := PieceSpec{ID: "fence", Outline: rect(19.5, 5, 19.6, 15), Cover: CoverLight, Movement: MoveImpassable}
	tb := mustTable(t, fence)
	ramirez := round(tb, 10, 10)
	shambler := round(tb, 20.2, 10)
	if c, p := tb.RangedCover(ramirez, shambler); c != CoverLight || p != 0 {
		t.Fatalf("cover behind the fence = %v (piece %d), want light from the fence", c, p)
	}
	if !tb.LineOfSight(ramirez, shambler, SightOptions{}) {
		t.Fatal("a fence that does not block sight blocks it")
	}
	// The same fence is no cover for a model in front of it, nor far behind it.
	front := round(tb, 18.8, 3)
	if c, _ := tb.RangedCover(round(tb, 30, 3), front); c != CoverNone {
		t.Errorf("a fence behind the target gives %v cover", c)
	}
	far := round(tb, 24, 12)
	if c, _ := tb.RangedCover(ramirez, far); c != CoverNone {
		t.Errorf("a fence 3\" in front of the target gives %v cover", c)
	}
}

func TestMeleeCoverAndContactAcrossAFence(t *testing.T) {
	fence := PieceSpec{ID: "fence", Outline: rect(10, 5, 10.1, 15), Cover: CoverLight, Movement: MoveImpassable}
	tb := mustTable(t, fence)
	r := Base25mm.Radius
	a := round(tb, 10-r, 10)
	b := round(tb, 10.1+r, 10)
	if !tb.InContact(a, b) {
		t.Fatal("bases on both sides of a fence are not in contact")
	}
	if c, p := tb.MeleeCover(a, b); c == CoverNone || p != 0 {
		t.Fatalf("melee cover across the fence = %v (piece %d)", c, p)
	}
	c := round(tb, 5, 10)
	d := round(tb, 5+2*r, 10)
	if cv, _ := tb.MeleeCover(c, d); cv != CoverNone {
		t.Fatal("melee cover in the open")
	}
}

func TestBodiesWithinMeasuresToBaseEdges(t *testing.T) {
	tb := mustTable(t)
	r := Base25mm.Radius
	near := round(tb, 10+3+r-0.001, 10) // its edge 2.999" from the point
	far := round(tb, 10+3+r+0.01, 10)
	got := tb.BodiesWithin(nil, Vec{10, 10}, 3)
	if len(got) != 1 || got[0] != near {
		t.Fatalf("within 3\": %v, want only %d (not %d)", got, near, far)
	}
}

// SightBlockers names the terrain across the line between two bases that cannot see each
// other, and the models there; nothing when they see each other.
func TestSightBlockersNameWhatStandsBetween(t *testing.T) {
	diner := wall("diner", 20, 0, 24, 30)
	diner.Name = "Diner"
	tb := mustTable(t, diner, wall("hedge", 20, 32, 21, 48))
	a, b := round(tb, 10, 10), round(tb, 30, 10)
	if tb.LineOfSight(a, b, SightOptions{}) {
		t.Fatal("they see each other through the diner")
	}
	if pieces, models := tb.SightBlockers(a, b, SightOptions{}); len(pieces) != 1 || pieces[0] != "Diner" || len(models) != 0 {
		t.Fatalf("between them: %v, models %v", pieces, models)
	}
	c, d := round(tb, 10, 40), round(tb, 30, 40)
	if pieces, _ := tb.SightBlockers(c, d, SightOptions{}); len(pieces) != 1 || pieces[0] != "hedge" {
		t.Fatalf("across the hedge: %v", pieces)
	}
	e, f := round(tb, 2, 31), round(tb, 10, 31)
	mid := tb.AddBody(Body{Base: Base40mm, Pos: Vec{6, 31}}) // wider than the bases it stands between
	if _, models := tb.SightBlockers(e, f, SightOptions{}); len(models) != 1 || models[0] != mid {
		t.Fatalf("a model between: %v", models)
	}
	if pieces, models := tb.SightBlockers(a, c, SightOptions{}); pieces != nil || models != nil {
		t.Fatalf("in the open: %v %v", pieces, models)
	}
}
