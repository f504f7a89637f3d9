package physics

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// routeScene is a random table for the route property test: impassable convex and L-shaped
// pieces, some difficult ones, and models, at a scale.
type routeScene struct {
	tb         *Table
	size       float64
	impassable [][]Vec
	models     []BodyID
}

func newRouteScene(t *testing.T, rng *rand.Rand, scale float64) *routeScene {
	size := 48 * scale
	s := &routeScene{size: size}
	var pieces []PieceSpec
	at := func() Vec { return Vec{size * (0.05 + 0.9*rng.Float64()), size * (0.05 + 0.9*rng.Float64())} }
	for i := 0; i < 16; i++ {
		var poly []Vec
		if rng.IntN(3) == 0 {
			poly = randomL(rng, at(), scale*(2+rng.Float64()*5))
		} else {
			poly = randomConvex(rng, at(), scale*(1+rng.Float64()*4))
		}
		if len(poly) < 3 || CheckSimplePolygon(poly) != nil || !insideTable(poly, size) {
			continue
		}
		spec := PieceSpec{Outline: poly, Movement: MoveImpassable}
		if rng.IntN(4) == 0 {
			spec.Movement = MoveDifficult
		} else {
			s.impassable = append(s.impassable, poly)
		}
		pieces = append(pieces, spec)
	}
	tb, err := NewTable(size, size, pieces)
	if err != nil {
		t.Fatal(err)
	}
	s.tb = tb
	for i := 0; i < 10; i++ {
		if i == 1 && rng.IntN(3) == 0 { // a Horde's tray as the target
			for k := 0; k < 200; k++ {
				b := Body{Base: HordeTray, Pos: Vec{rng.Float64() * size, rng.Float64() * size}, Facing: rng.Float64() * math.Pi}
				if tb.CheckPlacement(b) == nil {
					s.models = append(s.models, tb.AddBody(b))
					break
				}
			}
			continue
		}
		if p, ok := s.freePlace(rng); ok {
			s.models = append(s.models, round(tb, p.X, p.Y))
		}
	}
	return s
}

// refBaseSegDist is an independent distance from a base's outline (a disc or a tray's
// rectangle) to the segment ab: 0 when they meet.
func (s *routeScene) refBaseSegDist(m BodyID, a, b Vec) float64 {
	o := &s.tb.bodies[m]
	if !o.Base.IsTray() {
		return math.Max(0, refPointSeg(o.Pos, a, b)-o.Base.Radius)
	}
	sn, cs := math.Sincos(o.Facing)
	u, v := Vec{cs, sn}.Scale(o.Base.Depth/2), Vec{-sn, cs}.Scale(o.Base.Width/2)
	c := []Vec{o.Pos.Sub(u).Sub(v), o.Pos.Add(u).Sub(v), o.Pos.Add(u).Add(v), o.Pos.Sub(u).Add(v)}
	if refInside(c, a) {
		return 0
	}
	d := math.Inf(1)
	for i := range c {
		d = math.Min(d, refSegSeg(a, b, c[i], c[(i+1)%4]))
	}
	return d
}

func insideTable(poly []Vec, size float64) bool {
	for _, p := range poly {
		if p.X < 0 || p.Y < 0 || p.X > size || p.Y > size {
			return false
		}
	}
	return true
}

func (s *routeScene) freePlace(rng *rand.Rand) (Vec, bool) {
	for k := 0; k < 200; k++ {
		p := Vec{rng.Float64() * s.size, rng.Float64() * s.size}
		if s.tb.CheckPlacement(Body{Base: Base25mm, Pos: p}) == nil {
			return p, true
		}
	}
	return Vec{}, false
}

// contactAt reports whether base id, moved to p, would be in contact with target.
func (t *Table) contactAt(id BodyID, p Vec, target BodyID) bool {
	moved := t.bodies[id]
	moved.Pos = p
	moved.refresh()
	return t.contact(&moved, &t.bodies[target], id, target)
}

// checkRoute checks a route against the independent reference: every leg stays clear of the
// impassable pieces and on the table, passes no model it may not pass, its end is a place
// the base may stand, and its cost is the cost of its points.
func (s *routeScene) checkRoute(id BodyID, p Path, opt MoveOptions) error {
	r := Base25mm.Radius
	if len(p.Points) == 0 || p.Points[0] != s.tb.bodies[id].Pos {
		return fmt.Errorf("the route does not start at the base: %v", p.Points)
	}
	for i := 1; i < len(p.Points); i++ {
		a, b := p.Points[i-1], p.Points[i]
		for _, poly := range s.impassable {
			if !refCapsuleClear(poly, a, b, r) {
				return fmt.Errorf("leg %d %v→%v cuts into %v", i, a, b, poly)
			}
		}
		if b.X < r-1e-9 || b.Y < r-1e-9 || b.X > s.size-r+1e-9 || b.Y > s.size-r+1e-9 {
			return fmt.Errorf("leg %d ends off the table at %v", i, b)
		}
		for _, m := range s.models {
			if m == id || inIDs(opt.PassThrough, m) {
				continue
			}
			if d := s.refBaseSegDist(m, a, b); d < r-1e-6 {
				return fmt.Errorf("leg %d %v→%v passes %v\" from model %d's outline", i, a, b, d, m)
			}
		}
	}
	end := p.Points[len(p.Points)-1]
	for _, m := range s.models {
		if m != id && s.refBaseSegDist(m, end, end) < r-1e-6 {
			return fmt.Errorf("the route ends on model %d", m)
		}
	}
	want := s.tb.PathCost(0, p.Points, opt.IgnoreDifficult)
	if math.Abs(p.Cost-want) > 1e-9*(1+want) {
		return fmt.Errorf("cost %v, but its points cost %v", p.Cost, want)
	}
	return nil
}

func TestRoutesAgainstReferenceAtScales(t *testing.T) {
	for _, scale := range []float64{0.25, 0.5, 1, 2, 4} {
		rng := rand.New(rand.NewPCG(20, uint64(scale*100)))
		for n := 0; n < 120; n++ {
			s := newRouteScene(t, rng, scale)
			if len(s.models) < 3 {
				continue
			}
			id, target := s.models[0], s.models[1]
			var opt MoveOptions
			if rng.IntN(3) == 0 {
				opt.PassThrough = s.models[2:4]
			}
			name := fmt.Sprintf("scale %v case %d", scale, n)
			p, err := s.tb.PathToContact(id, target, opt)
			if err != nil && err != ErrNoRoute {
				t.Fatalf("%s: %v", name, err)
			}
			if err := s.checkRoute(id, p, opt); err != nil {
				t.Fatalf("%s, into contact: %v", name, err)
			}
			if p.Reached {
				end := p.Points[len(p.Points)-1]
				if !s.tb.contactAt(id, end, target) {
					t.Fatalf("%s: the route into contact ends out of contact at %v", name, end)
				}
				if d := s.refBaseSegDist(target, end, end) - Base25mm.Radius; d > ContactTolerance/2+1e-9 {
					t.Fatalf("%s: the route into contact ends %v\" from its target", name, d)
				}
			}
			dest, ok := s.freePlace(rng)
			if !ok {
				continue
			}
			p, err = s.tb.PathTo(id, dest, opt)
			if err != nil {
				if _, ok := err.(*PlacementError); ok || err == ErrNoRoute {
					continue
				}
				t.Fatalf("%s: %v", name, err)
			}
			if err := s.checkRoute(id, p, opt); err != nil {
				t.Fatalf("%s, to a point: %v", name, err)
			}
		}
	}
}
