package physics

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

// fuzzScene is a small random table for the route fuzz tests: impassable and difficult
// pieces, a building with a door and a window, and round bases and trays, some of them in
// contact or within a hair of each other (where the knock-down push of issue 27 crashed).
type fuzzScene struct {
	tb     *Table
	models []BodyID
}

func newFuzzScene(rng *rand.Rand, gap float64) *fuzzScene {
	const size = 16.0
	var pieces []PieceSpec
	at := func() Vec { return Vec{1 + rng.Float64()*(size-2), 1 + rng.Float64()*(size-2)} }
	for i := rng.IntN(6); i > 0; i-- {
		poly := randomConvex(rng, at(), 0.3+rng.Float64()*2.5)
		if rng.IntN(4) == 0 {
			poly = randomL(rng, at(), 1+rng.Float64()*3)
		}
		if len(poly) < 3 || CheckSimplePolygon(poly) != nil || !insideTable(poly, size) {
			continue
		}
		spec := PieceSpec{Outline: poly, Movement: MoveImpassable, BlocksSight: true}
		if rng.IntN(3) == 0 {
			spec = PieceSpec{Outline: poly, Movement: MoveDifficult, Cover: CoverLight}
		}
		pieces = append(pieces, spec)
	}
	if rng.IntN(2) == 0 { // a building with a door and a window
		c := at()
		w, h := 3+rng.Float64()*4, 3+rng.Float64()*4
		out := rect(c.X-w/2, c.Y-h/2, c.X+w/2, c.Y+h/2)
		if insideTable(out, size) {
			pieces = append(pieces, PieceSpec{Outline: out, WallThickness: 0.1 + rng.Float64()*0.3, Roof: rng.IntN(2) == 0,
				Openings: []OpeningSpec{{Kind: OpeningDoor, Edge: rng.IntN(4), Offset: 1.4, Width: 1.2, Open: rng.IntN(2) == 0},
					{Kind: OpeningWindow, Edge: rng.IntN(4), Offset: 1.2, Width: 0.8}}})
		}
	}
	tb, err := NewTable(size, size, pieces)
	if err != nil {
		tb, _ = NewTable(size, size, nil)
	}
	s := &fuzzScene{tb: tb}
	bases := []Base{Base25mm, Base32mm, Base40mm, HordeTray, {Width: 1 + rng.Float64(), Depth: 0.5 + rng.Float64()}}
	for i := 2 + rng.IntN(8); i > 0; i-- {
		b := Body{Base: bases[rng.IntN(len(bases))], Pos: at(), Facing: rng.Float64() * 2 * math.Pi}
		if len(s.models) > 0 && rng.IntN(2) == 0 {
			// Beside another base, its edge gap away (touching, overlapping by a hair, or apart).
			o := tb.bodies[s.models[rng.IntN(len(s.models))]]
			dir := Vec{math.Cos(rng.Float64() * 2 * math.Pi), math.Sin(rng.Float64() * 2 * math.Pi)}.Unit()
			b.Pos = o.Pos.Add(dir.Scale(o.Base.BoundingRadius() + b.Base.BoundingRadius()))
			var buf [4]Vec
			pts, r := b.shapeOf(&buf)
			d := hullDist(pts, o.pts) - r - o.r
			b.Pos = b.Pos.Add(dir.Scale(gap - d))
		}
		if tb.CheckPlacement(b) == nil || rng.IntN(4) == 0 { // now and then where it may not stand
			s.models = append(s.models, tb.AddBody(b))
		}
	}
	return s
}

// checkPath checks what every route query promises, whatever it was asked.
func checkPath(t *testing.T, tb *Table, id BodyID, p Path, err error) {
	t.Helper()
	if err != nil {
		return
	}
	b, _ := tb.Body(id)
	if len(p.Points) == 0 || p.Points[0] != b.Pos {
		t.Fatalf("route %v does not start at the base (%v)", p.Points, b.Pos)
	}
	want := tb.PathCost(b.Level, p.Points, false)
	if math.IsNaN(p.Cost) || math.IsInf(p.Cost, 0) || math.Abs(p.Cost-want) > 1e-9*(1+want) && math.Abs(p.Cost-tb.PathCost(b.Level, p.Points, true)) > 1e-9*(1+want) {
		t.Fatalf("route cost %v, its points cost %v", p.Cost, want)
	}
}

// FuzzRoutes feeds PathTo, PathToContact, PathWithin and TruncatePath random tables, bases in
// contact and at tiny distances, ever shorter steps (the knock-down push's bisection), points
// off the table and numbers that are not numbers.
func FuzzRoutes(f *testing.F) {
	f.Add(uint64(1), 0.0, 0.5, 3.0, 1.0, 2.0)
	f.Add(uint64(27), 0.02, 2.0, 1e-9, -1.0, 0.0)
	f.Add(uint64(3), -1e-9, 4.0, 3.0, math.Inf(1), math.NaN())
	f.Add(uint64(4), 1e-12, 0.0, 1e-300, 5.0, 1e308)
	f.Add(uint64(5), 0.019999999999998685, 3.14, 3.0, 0.5, -3.0)
	f.Fuzz(func(t *testing.T, seed uint64, gap, angle, step, x, y float64) {
		rng := rand.New(rand.NewPCG(seed, seed>>7^0x27))
		s := newFuzzScene(rng, gap)
		tb := s.tb
		if len(s.models) == 0 {
			return
		}
		id := s.models[rng.IntN(len(s.models))]
		other := s.models[rng.IntN(len(s.models))]
		b, _ := tb.Body(id)
		var opt MoveOptions
		switch rng.IntN(5) {
		case 0:
			opt.PassModels = true
		case 1:
			opt.IgnoreDifficult = true
		case 2:
			opt.PassThrough = []BodyID{other}
		}
		opt.Complete = rng.IntN(3) == 0 // a player's own move: no bound on the search
		dir := Vec{math.Cos(angle), math.Sin(angle)}
		for k := 0; k < 40; k++ { // the push: ever shorter steps from where the base stands
			p, err := tb.PathTo(id, b.Pos.Add(dir.Scale(step/math.Pow(2, float64(k)))), opt)
			checkPath(t, tb, id, p, err)
		}
		p, err := tb.PathTo(id, Vec{x, y}, opt)
		checkPath(t, tb, id, p, err)
		p, err = tb.PathToContact(id, other, opt)
		checkPath(t, tb, id, p, err)
		if err == nil && p.Reached && id != other && !tb.contactAt(id, p.Points[len(p.Points)-1], other) {
			t.Fatalf("the route into contact ends out of contact at %v: %v %+v -> %+v %+v", p.Points[len(p.Points)-1], p, tb.bodies[id].Body, tb.bodies[other].Body, opt)
		}
		p, err = tb.PathWithin(id, Vec{x, y}, step, opt)
		checkPath(t, tb, id, p, err)
		// The other base's routes, on its own graph, in the arrays the first one's searches
		// grew (each array grows on its own as corners join a search).
		p, err = tb.PathToContact(other, id, opt)
		checkPath(t, tb, other, p, err)
		p, err = tb.PathTo(other, Vec{y, x}, opt)
		checkPath(t, tb, other, p, err)
		// What stands between two bases: nothing when they see each other.
		if pieces, models := tb.SightBlockers(id, other, SightOptions{}); tb.LineOfSight(id, other, SightOptions{}) && (pieces != nil || models != nil) {
			t.Fatalf("bases that see each other have %v and %v between them", pieces, models)
		}
		pts := []Vec{b.Pos, {x, y}, b.Pos.Add(dir.Scale(step)), {y, x}}
		cut := tb.TruncatePath(b.Level, pts, step*x, opt.IgnoreDifficult)
		if len(cut) > len(pts) {
			t.Fatalf("TruncatePath made %d points of %d", len(cut), len(pts))
		}
		// Bases that are not there.
		for _, bad := range []BodyID{-1, BodyID(len(tb.bodies)), 1 << 40} {
			if _, err := tb.PathTo(bad, Vec{x, y}, opt); err == nil {
				t.Fatalf("PathTo for base %d: no error", bad)
			}
			if _, err := tb.PathToContact(id, bad, opt); err == nil {
				t.Fatalf("PathToContact to base %d: no error", bad)
			}
		}
		if errors.Is(err, ErrNoRoute) && len(p.Points) == 0 {
			t.Fatalf("ErrNoRoute without the base's place")
		}
	})
}
