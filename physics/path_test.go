package physics

import (
	"math"
	"math/rand/v2"
	"testing"
)

// refSegSeg is an independent segment-segment distance: 0 on a proper crossing, else the
// least endpoint-to-segment distance.
func refSegSeg(a, b, c, d Vec) float64 {
	cr := func(o, p, q Vec) float64 { return (p.X-o.X)*(q.Y-o.Y) - (p.Y-o.Y)*(q.X-o.X) }
	if cr(a, b, c)*cr(a, b, d) < 0 && cr(c, d, a)*cr(c, d, b) < 0 {
		return 0
	}
	return math.Min(math.Min(refPointSeg(a, c, d), refPointSeg(b, c, d)), math.Min(refPointSeg(c, a, b), refPointSeg(d, a, b)))
}

// refCapsuleClear: the base of radius r sliding from a to b stays clear of the polygon.
func refCapsuleClear(poly []Vec, a, b Vec, r float64) bool {
	if refInside(poly, a) || refInside(poly, b) {
		return false
	}
	for i := range poly {
		if refSegSeg(a, b, poly[i], poly[(i+1)%len(poly)]) < r-1e-6 {
			return false
		}
	}
	return true
}

func TestPathsAreLegalAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	reached := 0
	const cases = 120
	for n := 0; n < cases; n++ {
		var pieces []PieceSpec
		var polys [][]Vec
		for i := 0; i < 12; i++ {
			var poly []Vec
			if rng.IntN(3) == 0 {
				poly = randomL(rng, Vec{4 + rng.Float64()*40, 4 + rng.Float64()*40}, 2+rng.Float64()*5)
			} else {
				poly = randomConvex(rng, Vec{4 + rng.Float64()*40, 4 + rng.Float64()*40}, 1+rng.Float64()*4)
			}
			if len(poly) < 3 || CheckSimplePolygon(poly) != nil {
				continue
			}
			polys = append(polys, poly)
			pieces = append(pieces, PieceSpec{Outline: poly, Movement: MoveImpassable})
		}
		tb := mustTable(t, pieces...)
		r := Base25mm.Radius
		var start, dest Vec
		for {
			start = Vec{1 + rng.Float64()*46, 1 + rng.Float64()*46}
			if tb.CheckPlacement(Body{Base: Base25mm, Pos: start}) == nil {
				break
			}
		}
		for {
			dest = Vec{1 + rng.Float64()*46, 1 + rng.Float64()*46}
			if tb.CheckPlacement(Body{Base: Base25mm, Pos: dest}) == nil {
				break
			}
		}
		id := tb.AddBody(Body{Base: Base25mm, Pos: start})
		p, err := tb.PathTo(id, dest, MoveOptions{})
		if err != nil && err != ErrNoRoute {
			t.Fatalf("case %d: %v", n, err)
		}
		if p.Points[0] != start {
			t.Fatalf("case %d: path does not start at the base", n)
		}
		for i := 1; i < len(p.Points); i++ {
			a, b := p.Points[i-1], p.Points[i]
			for _, poly := range polys {
				if !refCapsuleClear(poly, a, b, r) {
					t.Fatalf("case %d: leg %v→%v hits an obstacle %v", n, a, b, poly)
				}
			}
			for _, q := range []Vec{a, b} {
				if q.X < r-1e-9 || q.Y < r-1e-9 || q.X > 48-r+1e-9 || q.Y > 48-r+1e-9 {
					t.Fatalf("case %d: the route leaves the table at %v", n, q)
				}
			}
		}
		if p.Reached {
			reached++
			if p.Points[len(p.Points)-1] != dest {
				t.Fatalf("case %d: reached path ends at %v, not %v", n, p.Points[len(p.Points)-1], dest)
			}
			if math.Abs(p.Cost-PathLength(p.Points)) > 1e-9 || p.Cost < start.Dist(dest)-1e-9 {
				t.Fatalf("case %d: cost %v, length %v, straight %v", n, p.Cost, PathLength(p.Points), start.Dist(dest))
			}
			straightClear := true
			for _, poly := range polys {
				straightClear = straightClear && refCapsuleClear(poly, start, dest, r+1e-3)
			}
			if straightClear && math.Abs(p.Cost-start.Dist(dest)) > 1e-9 {
				t.Fatalf("case %d: the straight line is clear but the route costs %v > %v", n, p.Cost, start.Dist(dest))
			}
		}
	}
	if reached < cases*8/10 {
		t.Fatalf("only %d of %d random routes reached their goal", reached, cases)
	}
}

func TestPathAroundAWallAndThroughDifficultTerrain(t *testing.T) {
	r := Base25mm.Radius
	tb := mustTable(t, wall("w", 20, 10, 21, 30))
	z := round(tb, 15, 20)
	p, err := tb.PathTo(z, Vec{26, 20}, MoveOptions{})
	if err != nil || !p.Reached {
		t.Fatalf("no route round the wall: %v", err)
	}
	// Shortest route: round one end of the wall, keeping a base's radius from its corners.
	// The exact shortest route hugs both corners at the base's radius: two tangents, the
	// wall's 1" width, and two arcs turning through atan(10/5) each.
	ideal := 2*math.Sqrt(125-r*r) + 1 + 2*r*math.Atan2(10, 5)
	if p.Cost < ideal-1e-9 || p.Cost > ideal*1.01 {
		t.Fatalf("route round the wall costs %.3f, want within 1%% of the exact %.3f", p.Cost, ideal)
	}
	// Rubble straight across: 4" of difficult terrain costs 8".
	tb2 := mustTable(t, PieceSpec{ID: "rubble", Outline: rect(10, 0, 14, 48), Cover: CoverLight, Movement: MoveDifficult})
	if c := tb2.PathCost(0, []Vec{{8, 5}, {16, 5}}, false); math.Abs(c-12) > 1e-9 {
		t.Fatalf("8\" with 4\" of rubble costs %v, want 12", c)
	}
	if c := tb2.PathCost(0, []Vec{{8, 5}, {16, 5}}, true); math.Abs(c-8) > 1e-9 {
		t.Fatalf("a Brute pays %v, want 8", c)
	}
	// A 6" move into rubble: 2" of open ground, then 2" inside.
	cut := tb2.TruncatePath(0, []Vec{{8, 5}, {16, 5}}, 6, false)
	if end := cut[len(cut)-1]; math.Abs(end.X-12) > 1e-9 {
		t.Fatalf("6\" of movement ends at x=%v, want 12", end.X)
	}
}

func TestPathToContactGoesRoundModels(t *testing.T) {
	tb := mustTable(t)
	zombie := round(tb, 10, 20)
	target := round(tb, 20, 20)
	// A line of models across the direct route.
	for y := 17.0; y <= 23; y += 1 {
		round(tb, 15, y)
	}
	p, err := tb.PathToContact(zombie, target, MoveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	end := p.Points[len(p.Points)-1]
	tb.MoveBody(zombie, end, 0, 0)
	if p.Reached && !tb.InContact(zombie, target) {
		t.Fatalf("path ends at %v, not in contact with the target", end)
	}
	// Every leg clears the blocking models.
	for i := 1; i < len(p.Points); i++ {
		for y := 17.0; y <= 23; y += 1 {
			if refPointSeg(Vec{15, y}, p.Points[i-1], p.Points[i]) < 2*Base25mm.Radius-1e-6 {
				t.Fatalf("leg %v→%v passes through the model at (15,%v)", p.Points[i-1], p.Points[i], y)
			}
		}
	}
	// With PassModels (a Brute), it goes straight.
	tb.MoveBody(zombie, Vec{10, 20}, 0, 0)
	p2, err := tb.PathToContact(zombie, target, MoveOptions{PassModels: true})
	if err != nil || !p2.Reached || len(p2.Points) != 2 {
		t.Fatalf("a Brute does not go straight through: %v %v", p2, err)
	}
	if math.Abs(p2.Cost-(10-2*Base25mm.Radius-ContactTolerance/2)) > 1e-9 {
		t.Fatalf("straight route to contact costs %v", p2.Cost)
	}
}

// A straight line that crosses difficult terrain is not the route when going round is cheaper.
func TestRouteSkirtsDifficultTerrainWhenCheaper(t *testing.T) {
	tb := mustTable(t, PieceSpec{ID: "rubble", Outline: rect(10, 9, 14, 11), Cover: CoverLight, Movement: MoveDifficult})
	m := round(tb, 5, 10)
	p, err := tb.PathTo(m, Vec{19, 10}, MoveOptions{})
	if err != nil || !p.Reached {
		t.Fatal(err)
	}
	straight := 14.0 + 4 // 14" with 4" of rubble counted double
	if p.Cost >= straight-1 || len(p.Points) < 3 {
		t.Fatalf("route %v costs %.2f; going round the 2\"-deep rubble is cheaper than %.0f", p.Points, p.Cost, straight)
	}
	if c := tb.PathCost(0, p.Points, false); c != p.Cost {
		t.Fatalf("route cost %v, measured %v", p.Cost, c)
	}
}
