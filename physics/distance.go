package physics

// ContactTolerance is how close, in inches, two base edges must be to count as in base
// contact. Exact contact is rare on a digital table; this is about a millimetre.
const ContactTolerance = 0.04

// LowObstacleReach is how far apart two bases may be and still fight across a low obstacle
// (cover that does not block sight, such as a fence) that both touch and that stands between them.
const LowObstacleReach = 0.5

// EdgeDistance returns the distance in inches between the edges of two bases: 0 when they touch
// or overlap. Bases on different levels are measured as if on one plane.
func (t *Table) EdgeDistance(a, b BodyID) float64 {
	sa, sb := &t.bodies[a], &t.bodies[b]
	return max(0, hullDist(sa.pts, sb.pts)-sa.r-sb.r)
}

// DistanceToPoint returns the distance from a base's edge to a point (0 when the point is on it).
func (t *Table) DistanceToPoint(a BodyID, p Vec) float64 {
	s := &t.bodies[a]
	return max(0, hullDist(s.pts, []Vec{p})-s.r)
}

// BodiesWithin appends to dst the live bodies on any level whose base comes within radius
// inches of p (a blast's reach is measured to the nearest part of each base), and returns it.
func (t *Table) BodiesWithin(dst []BodyID, p Vec, radius float64) []BodyID {
	t.gather(Rect{p, p}.Expand(radius+4), false, true)
	one := [1]Vec{p}
	for _, id := range t.scratch.bodies {
		s := &t.bodies[id]
		if hullDist(s.pts, one[:])-s.r <= radius+geomEps {
			dst = append(dst, id)
		}
	}
	return dst
}

// PiecesTouching appends to dst the indexes of the terrain pieces that give cover and whose
// solids a base touches or overlaps (what Hunker Down asks for), and returns it.
func (t *Table) PiecesTouching(dst []int, id BodyID) []int {
	s := &t.bodies[id]
	t.gather(boundsOf(s.pts).Expand(s.r+ContactTolerance), true, false)
	for _, pi := range t.scratch.parts {
		p := &t.parts[pi]
		sol := &t.solids[p.solid]
		if sol.cover == CoverNone || sol.level != s.Level || !t.active(sol) {
			continue
		}
		if hullDist(s.pts, p.pts)-s.r <= ContactTolerance && !containsInt(dst, sol.piece) {
			dst = append(dst, sol.piece)
		}
	}
	return dst
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// DistanceToOutline returns the distance from a base's edge to a convex polygon (0 when they
// touch or overlap): how far a model stands from a door.
func (t *Table) DistanceToOutline(id BodyID, pts []Vec) float64 {
	s := &t.bodies[id]
	return max(0, hullDist(s.pts, ccw(pts))-s.r)
}

// CoverWithin reports whether a piece that gives cover comes within dist inches of a base (on
// its level): a Hunter's ambush position.
func (t *Table) CoverWithin(id BodyID, dist float64) bool {
	s := &t.bodies[id]
	t.gather(boundsOf(s.pts).Expand(s.r+dist), true, false)
	for _, pi := range t.scratch.parts {
		p := &t.parts[pi]
		sol := &t.solids[p.solid]
		if sol.cover != CoverNone && sol.level == s.Level && t.active(sol) && hullDist(s.pts, p.pts)-s.r <= dist {
			return true
		}
	}
	return false
}
