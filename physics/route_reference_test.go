package physics

import (
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
)

// fineRouteFan is fineRoute with points every 2° round the outside of each corner only (the
// directions between its edges' normals): a reference for tables with many obstacles.
func fineRouteFan(polys [][]Vec, r float64, from, to Vec) float64 {
	const step = 2 * math.Pi / 180
	rad := (r + 1e-7) / math.Cos(step/2)
	nodes := []Vec{from, to}
	for _, poly := range polys {
		n := len(poly)
		for i, v := range poly {
			prev, next := poly[(i+n-1)%n], poly[(i+1)%n]
			n1 := v.Sub(prev).Unit().Perp().Scale(-1)
			n2 := next.Sub(v).Unit().Perp().Scale(-1)
			theta := math.Atan2(n1.Cross(n2), n1.Dot(n2))
			for a := -step; a <= theta+step; a += step {
				s, c := math.Sincos(a)
				p := v.Add(Vec{n1.X*c - n1.Y*s, n1.X*s + n1.Y*c}.Scale(rad))
				ok := p.X >= r && p.Y >= r && p.X <= 48-r && p.Y <= 48-r
				for _, q := range polys {
					if ok && (refInside(q, p) || refConcaveMinDist(q, p) < r) {
						ok = false
					}
				}
				if ok {
					nodes = append(nodes, p)
				}
			}
		}
	}
	return visibilityRoute(nodes, polys, r)
}

// TestRouteOptimalityMeasured measures routes on random tables against the fine reference
// (set ROUTE_REFERENCE=1; it takes minutes). The figures are in docs/geometry.md.
func TestRouteOptimalityMeasured(t *testing.T) {
	if os.Getenv("ROUTE_REFERENCE") == "" {
		t.Skip("set ROUTE_REFERENCE=1 to measure")
	}
	rng := rand.New(rand.NewPCG(21, 22))
	r := Base25mm.Radius
	var rel, abs []float64
	noRoute := 0
	for n := 0; n < 150; n++ {
		var pieces []PieceSpec
		var polys [][]Vec
		for i := 0; i < 8; i++ {
			poly := randomConvex(rng, Vec{4 + rng.Float64()*40, 4 + rng.Float64()*40}, 1+rng.Float64()*4)
			if len(poly) < 3 || CheckSimplePolygon(poly) != nil || !insideTable(poly, 48) {
				continue
			}
			polys = append(polys, poly)
			pieces = append(pieces, PieceSpec{Outline: poly, Movement: MoveImpassable})
		}
		tb := mustTable(t, pieces...)
		var ends [2]Vec
		for k := range ends {
			for {
				ends[k] = Vec{1 + rng.Float64()*46, 1 + rng.Float64()*46}
				if tb.CheckPlacement(Body{Base: Base25mm, Pos: ends[k]}) == nil {
					break
				}
			}
		}
		id := round(tb, ends[0].X, ends[0].Y)
		p, err := tb.PathTo(id, ends[1], MoveOptions{})
		ref := fineRouteFan(polys, r, ends[0], ends[1])
		if math.IsInf(ref, 1) {
			continue
		}
		if err != nil || !p.Reached {
			noRoute++
			t.Logf("case %d: no route, the reference finds %v", n, ref)
			continue
		}
		if p.Cost < ref-1e-6 {
			t.Errorf("case %d: route %v shorter than the reference %v", n, p.Cost, ref)
		}
		rel = append(rel, (p.Cost-ref)/ref)
		abs = append(abs, p.Cost-ref)
	}
	slices.Sort(rel)
	slices.Sort(abs)
	q := func(xs []float64, f float64) float64 { return xs[int(f*float64(len(xs)-1))] }
	t.Logf("%d routes, %d without a route: excess median %.4f%%, p99 %.4f%%, max %.4f%%; absolute median %.4f\", p99 %.4f\", max %.4f\"",
		len(rel), noRoute, 100*q(rel, 0.5), 100*q(rel, 0.99), 100*q(rel, 1), q(abs, 0.5), q(abs, 0.99), q(abs, 1))
}
