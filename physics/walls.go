package physics

import (
	"fmt"
	"math"
)

// wallPiece is a polygon produced from a building outline: a run of wall, a door or a window,
// with the edges that are cuts against a neighbouring wall polygon marked internal.
type wallPiece struct {
	outline  []Vec
	internal []bool
	opening  int // index into the spec's openings, or -1 for a wall run
}

// buildingWalls turns a building footprint into wall runs and openings. The wall lies inside
// the outline, its outer face on the outline. Each opening is a gap in the wall, filled by a
// door or window polygon of its own.
func buildingWalls(spec PieceSpec) ([]wallPiece, error) {
	out := ccw(spec.Outline)
	reversed := &out[0] != &spec.Outline[0]
	n := len(out)
	t := spec.WallThickness
	// Arc-length position of each vertex.
	start := make([]float64, n+1)
	for i := 0; i < n; i++ {
		start[i+1] = start[i] + out[i].Dist(out[(i+1)%n])
	}
	perimeter := start[n]
	type span struct {
		s0, s1  float64
		opening int
	}
	var gaps []span
	for k, o := range spec.Openings {
		e := o.Edge
		if e < 0 || e >= n {
			return nil, fmt.Errorf("openings[%d].edge: %d is not an edge of the outline (0..%d)", k, o.Edge, n-1)
		}
		length := spec.Outline[e].Dist(spec.Outline[(e+1)%n])
		if o.Width <= 0 || o.Offset-o.Width/2 < t || o.Offset+o.Width/2 > length-t {
			return nil, fmt.Errorf("openings[%d]: a %.2g\" opening at %.2g\" does not fit on edge %d (%.2g\" long, walls %.2g\" thick)", k, o.Width, o.Offset, o.Edge, length, t)
		}
		s0, s1 := o.Offset-o.Width/2, o.Offset+o.Width/2
		if reversed { // edge e of the spec runs backwards in the ccw outline, as edge n-2-e
			e = (2*n - 2 - e) % n
			s0, s1 = length-s1, length-s0
		}
		gaps = append(gaps, span{start[e] + s0, start[e] + s1, k})
	}
	for i := 1; i < len(gaps); i++ { // sort by position (few openings)
		for j := i; j > 0 && gaps[j].s0 < gaps[j-1].s0; j-- {
			gaps[j], gaps[j-1] = gaps[j-1], gaps[j]
		}
	}
	for i := 1; i < len(gaps); i++ {
		if gaps[i].s0 < gaps[i-1].s1+t {
			return nil, fmt.Errorf("openings[%d] and openings[%d] overlap or leave no wall between them", gaps[i-1].opening, gaps[i].opening)
		}
	}
	// Inner points: miter at each vertex, offset at points along edges.
	normal := func(e int) Vec { return out[(e+1)%n].Sub(out[e]).Unit().Perp() }
	miter := make([]Vec, n)
	for i := 0; i < n; i++ {
		n1, n2 := normal((i+n-1)%n), normal(i)
		k := 1 + n1.Dot(n2)
		if k < 0.2 {
			return nil, fmt.Errorf("the corner at point %d is too sharp for a wall", i)
		}
		miter[i] = out[i].Add(n1.Add(n2).Scale(t / k))
	}
	at := func(s float64) (outer, inner Vec) {
		s = math.Mod(s+perimeter, perimeter)
		e := 0
		for e < n-1 && start[e+1] <= s {
			e++
		}
		p := out[e].Lerp(out[(e+1)%n], (s-start[e])/(start[e+1]-start[e]))
		return p, p.Add(normal(e).Scale(t))
	}
	band := func(s0, s1 float64, cutEnds bool) wallPiece {
		o0, i0 := at(s0)
		o1, i1 := at(s1)
		outer := []Vec{o0}
		inner := []Vec{i0}
		for k := 0; k < 2*n; k++ { // vertices strictly inside (s0, s1), in order, wrapping
			s := start[k%n] + float64(k/n)*perimeter
			if s > s0+1e-9 && s < s1-1e-9 {
				outer = append(outer, out[k%n])
				inner = append(inner, miter[k%n])
			}
		}
		outer = append(outer, o1)
		inner = append(inner, i1)
		poly := append([]Vec{}, outer...)
		for k := len(inner) - 1; k >= 0; k-- {
			poly = append(poly, inner[k])
		}
		internal := make([]bool, len(poly))
		internal[len(outer)-1] = cutEnds // o1 → i1
		internal[len(poly)-1] = cutEnds  // i0 → o0
		return wallPiece{outline: poly, internal: internal, opening: -1}
	}
	var pieces []wallPiece
	switch len(gaps) {
	case 0: // a closed ring: two halves joined by internal cuts
		a := (start[0] + start[1]) / 2
		b := (start[n/2] + start[n/2+1]) / 2
		pieces = append(pieces, band(a, b, true), band(b, a+perimeter, true))
	default:
		for i, g := range gaps {
			next := gaps[(i+1)%len(gaps)]
			end := next.s0
			if i == len(gaps)-1 {
				end += perimeter
			}
			pieces = append(pieces, band(g.s1, end, false))
		}
	}
	for _, g := range gaps {
		fill := band(g.s0, g.s1, true)
		fill.opening = g.opening
		pieces = append(pieces, fill)
	}
	for _, p := range pieces {
		if err := CheckSimplePolygon(p.outline); err != nil {
			return nil, fmt.Errorf("its walls do not fit the outline (%v): make the walls thinner or the edges longer", err)
		}
	}
	return pieces, nil
}
