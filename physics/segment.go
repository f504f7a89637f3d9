package physics

import "math"

// geomEps is the tolerance, in inches, below which two things count as touching. Touching is
// never blocking: a sight line that grazes a corner or runs along a face is clear, and a base
// exactly touching a wall is legally placed (see docs/geometry.md).
const geomEps = 1e-7

// pointSegDist returns the distance from p to the segment ab.
func pointSegDist(p, a, b Vec) float64 {
	d := b.Sub(a)
	l2 := d.Len2()
	if l2 == 0 {
		return p.Dist(a)
	}
	t := p.Sub(a).Dot(d) / l2
	if t < 0 {
		t = 0
	} else if t > 1 {
		t = 1
	}
	return p.Dist(a.Add(d.Scale(t)))
}

// pointSegDist2 returns the squared distance from p to the segment ab.
func pointSegDist2(p, a, b Vec) float64 {
	d := b.Sub(a)
	l2 := d.Len2()
	if l2 == 0 {
		return p.Sub(a).Len2()
	}
	t := p.Sub(a).Dot(d) / l2
	t = min(max(t, 0), 1)
	return p.Sub(a.Add(d.Scale(t))).Len2()
}

// segmentsIntersect reports whether the closed segments ab and cd share a point.
func segmentsIntersect(a, b, c, d Vec) bool {
	d1 := orient(c, d, a)
	d2 := orient(c, d, b)
	d3 := orient(a, b, c)
	d4 := orient(a, b, d)
	if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) {
		return true
	}
	return (d1 == 0 && onSegment(c, d, a)) || (d2 == 0 && onSegment(c, d, b)) ||
		(d3 == 0 && onSegment(a, b, c)) || (d4 == 0 && onSegment(a, b, d))
}

// orient returns the sign-carrying cross product (b-a)×(c-a).
func orient(a, b, c Vec) float64 { return b.Sub(a).Cross(c.Sub(a)) }

// onSegment reports whether p, known to be collinear with ab, lies within its bounding box.
func onSegment(a, b, p Vec) bool {
	return min(a.X, b.X) <= p.X && p.X <= max(a.X, b.X) &&
		min(a.Y, b.Y) <= p.Y && p.Y <= max(a.Y, b.Y)
}

// segSegDist returns the distance between the segments ab and cd.
func segSegDist(a, b, c, d Vec) float64 {
	if segmentsIntersect(a, b, c, d) {
		return 0
	}
	return min(pointSegDist(a, c, d), pointSegDist(b, c, d), pointSegDist(c, a, b), pointSegDist(d, a, b))
}

// segSegWithin reports whether the segments ab and cd come closer than limit (> 0), without
// square roots: the test behind every straight move.
func segSegWithin(a, b, c, d Vec, limit float64) bool {
	if segmentsIntersect(a, b, c, d) {
		return true
	}
	l2 := limit * limit
	return pointSegDist2(a, c, d) < l2 || pointSegDist2(b, c, d) < l2 ||
		pointSegDist2(c, a, b) < l2 || pointSegDist2(d, a, b) < l2
}

// convexSegWithin reports whether the segment ab comes closer than limit (> 0) to the convex
// polygon pts: convexSegDist(pts, a, b) < limit, answered with early exits.
func convexSegWithin(pts []Vec, a, b Vec, limit float64) bool {
	if limit <= 0 || slabApart(pts, a, b, limit) {
		return false
	}
	if convexContains(pts, a, -geomEps) {
		return true
	}
	n := len(pts)
	for i := 0; i < n; i++ {
		j := i + 1
		if j == n {
			j = 0
		}
		if segSegWithin(a, b, pts[i], pts[j], limit) {
			return true
		}
	}
	return false
}

// slabApart reports whether the polygon pts lies wholly at least limit to one side of the line
// through a and b, or at least limit beyond one end of the segment along it: then the two are
// at least limit apart. Most polygons a move's test gathers (by their bounds, near a long
// diagonal move) are settled this way, with one square root instead of one per edge.
func slabApart(pts []Vec, a, b Vec, limit float64) bool {
	d := b.Sub(a)
	l := d.Len()
	if l == 0 {
		return false
	}
	u := d.Scale(1 / l)
	loS, hiS := math.Inf(1), math.Inf(-1) // across the line
	loT, hiT := math.Inf(1), math.Inf(-1) // along it, from a
	for _, v := range pts {
		w := v.Sub(a)
		s, t := u.Cross(w), u.Dot(w)
		loS, hiS = min(loS, s), max(hiS, s)
		loT, hiT = min(loT, t), max(hiT, t)
	}
	return loS >= limit || hiS <= -limit || loT >= l+limit || hiT <= -limit
}

// convexContains reports whether p is inside the counter-clockwise convex polygon pts by more
// than margin (margin 0: inside or on the boundary counts only when strictly inside).
func convexContains(pts []Vec, p Vec, margin float64) bool {
	n := len(pts)
	for i := 0; i < n; i++ {
		a, b := pts[i], pts[(i+1)%n]
		e := b.Sub(a)
		if e.Cross(p.Sub(a)) <= margin*e.Len() {
			return false
		}
	}
	return true
}

// convexSegDist returns the distance between a convex polygon and the segment ab: 0 when they
// meet, including when the segment lies wholly inside.
func convexSegDist(pts []Vec, a, b Vec) float64 {
	if convexContains(pts, a, -geomEps) {
		return 0
	}
	best := math.Inf(1)
	n := len(pts)
	for i := 0; i < n; i++ {
		d := segSegDist(a, b, pts[i], pts[(i+1)%n])
		if d < best {
			best = d
			if d == 0 {
				return 0
			}
		}
	}
	return best
}

// convexPointDist returns the distance from p to a convex polygon (0 inside).
func convexPointDist(pts []Vec, p Vec) float64 { return convexSegDist(pts, p, p) }

// convexConvexDist returns the distance between two convex polygons (0 when they meet,
// including when one contains the other).
func convexConvexDist(p, q []Vec) float64 {
	if convexContains(p, q[0], -geomEps) || convexContains(q, p[0], -geomEps) {
		return 0
	}
	best := math.Inf(1)
	for i := range p {
		a, b := p[i], p[(i+1)%len(p)]
		for j := range q {
			d := segSegDist(a, b, q[j], q[(j+1)%len(q)])
			if d < best {
				best = d
			}
		}
	}
	return best
}

// segCrossesConvexInterior reports whether the segment ab passes through the interior of the
// counter-clockwise convex polygon pts by more than geomEps. A segment that only touches the
// boundary, or runs along an edge, does not.
func segCrossesConvexInterior(pts []Vec, a, b Vec) bool {
	lo, hi := 0.0, 1.0
	d := b.Sub(a)
	n := len(pts)
	for i := 0; i < n; i++ {
		v, w := pts[i], pts[(i+1)%n]
		e := w.Sub(v)
		el := e.Len()
		f0 := e.Cross(a.Sub(v))/el - geomEps
		fd := e.Cross(d) / el
		// Need f0 + t*fd > 0.
		if fd == 0 {
			if f0 <= 0 {
				return false
			}
			continue
		}
		t := -f0 / fd
		if fd > 0 {
			if t > lo {
				lo = t
			}
		} else if t < hi {
			hi = t
		}
		if lo >= hi {
			return false
		}
	}
	return lo < hi
}

// segRunsAlong reports whether the segment ab overlaps the segment vw collinearly over a
// length greater than geomEps.
func segRunsAlong(a, b, v, w Vec) bool {
	e := w.Sub(v)
	el := e.Len()
	if el == 0 {
		return false
	}
	if math.Abs(e.Cross(a.Sub(v)))/el > geomEps || math.Abs(e.Cross(b.Sub(v)))/el > geomEps {
		return false
	}
	u := e.Scale(1 / el)
	ta, tb := a.Sub(v).Dot(u), b.Sub(v).Dot(u)
	if ta > tb {
		ta, tb = tb, ta
	}
	return min(tb, el)-max(ta, 0) > geomEps
}
