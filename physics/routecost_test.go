package physics

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Walls with gaps just wider than a base, where the route graph has no corner in the gap:
// the search's bounds from the graph's routes are then far off, and before issue 20 a route's
// cost could differ from its points' (case 120: 13.15 against 11.87; case 2132: 27.63 against
// 23.27; others +Inf).
func TestRouteCostIsItsPointsCostRoundGaps(t *testing.T) {
	r := Base25mm.Radius
	cases := make([]int, 0, 201)
	for n := 0; n < 200; n++ {
		cases = append(cases, n)
	}
	for _, n := range append(cases, 2132) {
		rng := rand.New(rand.NewPCG(7, uint64(n)))
		size := 12 + rng.Float64()*36
		var pieces []PieceSpec
		var polys [][]Vec
		for i := 0; i < 6; i++ {
			// a wall pair with a gap just wider than a base
			y := 2 + rng.Float64()*(size-4)
			x := 2 + rng.Float64()*(size-6)
			gap := 2*r + rng.Float64()*0.1
			l1, l2 := rng.Float64()*6+0.5, rng.Float64()*6+0.5
			th := 0.2 + rng.Float64()*0.5
			if rng.IntN(2) == 0 {
				pieces = append(pieces, PieceSpec{Outline: rect(math.Max(0.1, x-l1), y, x, y+th), Movement: MoveImpassable},
					PieceSpec{Outline: rect(x+gap, y, math.Min(size-0.1, x+gap+l2), y+th), Movement: MoveImpassable})
			} else {
				pieces = append(pieces, PieceSpec{Outline: rect(y, math.Max(0.1, x-l1), y+th, x), Movement: MoveImpassable},
					PieceSpec{Outline: rect(y, x+gap, y+th, math.Min(size-0.1, x+gap+l2)), Movement: MoveImpassable})
			}
		}
		tb, err := NewTable(size, size, pieces)
		if err != nil {
			continue
		}
		for _, pc := range pieces {
			polys = append(polys, pc.Outline)
		}
		var ids []BodyID
		for k := 0; k < 2; k++ {
			for tries := 0; tries < 100; tries++ {
				p := Vec{rng.Float64() * size, rng.Float64() * size}
				if tb.CheckPlacement(Body{Base: Base25mm, Pos: p}) == nil {
					ids = append(ids, round(tb, p.X, p.Y))
					break
				}
			}
		}
		if len(ids) < 2 {
			continue
		}
		dest := tb.bodies[ids[1]].Pos
		tb.RemoveBody(ids[1])
		p, err := tb.PathTo(ids[0], dest, MoveOptions{})
		if err != nil {
			continue
		}
		if pc := PathLength(p.Points); math.Abs(p.Cost-pc) > 1e-9 {
			t.Fatalf("case %d: cost %v, but its points cost %v: %v", n, p.Cost, pc, p.Points)
		}
		for i := 1; i < len(p.Points); i++ {
			for _, poly := range polys {
				if !refCapsuleClear(poly, p.Points[i-1], p.Points[i], r) {
					t.Fatalf("case %d: leg %d cuts into %v", n, i, poly)
				}
			}
		}
	}
}
