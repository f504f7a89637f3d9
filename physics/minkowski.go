package physics

import (
	"math"
	"slices"
)

// convexHull returns the convex hull of pts, counter-clockwise, without points in line
// (Andrew's monotone chain). It sorts pts in place.
func convexHull(pts []Vec) []Vec {
	slices.SortFunc(pts, func(a, b Vec) int {
		switch {
		case a.X < b.X || a.X == b.X && a.Y < b.Y:
			return -1
		case a == b:
			return 0
		}
		return 1
	})
	pts = slices.Compact(pts)
	if len(pts) < 3 {
		return slices.Clone(pts)
	}
	out := make([]Vec, 0, 2*len(pts))
	for pass := 0; pass < 2; pass++ { // the lower chain, then the upper one
		start := len(out)
		for i := range pts {
			p := pts[i]
			if pass == 1 {
				p = pts[len(pts)-1-i]
			}
			for len(out)-start >= 2 && orient(out[len(out)-2], out[len(out)-1], p) <= 0 {
				out = out[:len(out)-1]
			}
			out = append(out, p)
		}
		out = out[:len(out)-1] // its last point starts the other chain
	}
	return out
}

// grownBy returns the Minkowski sum of a convex point set and the reflection of another,
// hull(p − k for p in pts, k in by): a point's place is clear of pts ⊕ by's shape exactly
// when the shape moved there is clear of pts. Counter-clockwise.
func grownBy(pts, by []Vec) []Vec {
	all := make([]Vec, 0, len(pts)*len(by))
	for _, p := range pts {
		for _, k := range by {
			all = append(all, p.Sub(k))
		}
	}
	return convexHull(all)
}

// convexSegCuts reports whether the segment ab passes deeper than eps into the inside of
// the counter-clockwise convex polygon pts: the parts of the segment at least eps inside
// every edge's line form an interval of its parameter (each edge's test is linear along the
// segment), which is not empty.
func convexSegCuts(pts []Vec, a, b Vec, eps float64) bool {
	lo, hi := 0.0, 1.0
	n := len(pts)
	if n < 3 {
		return false
	}
	for i := 0; i < n; i++ {
		p, q := pts[i], pts[(i+1)%n]
		e := q.Sub(p)
		l := e.Len()
		if l == 0 {
			continue
		}
		f0 := e.Cross(a.Sub(p))/l - eps // > 0: inside this edge's line by more than eps
		f1 := e.Cross(b.Sub(p))/l - eps
		switch {
		case f0 <= 0 && f1 <= 0:
			return false
		case f0 > 0 && f1 > 0:
			continue
		case f0 <= 0: // entering
			lo = max(lo, f0/(f0-f1))
		default: // leaving
			hi = min(hi, f0/(f0-f1))
		}
		if lo >= hi {
			return false
		}
	}
	return lo < hi && !math.IsNaN(lo) && !math.IsNaN(hi)
}
