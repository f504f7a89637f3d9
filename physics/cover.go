package physics

import "math"

// CoverReach is how close, in inches, a piece must be to a target's base to give it cover.
const CoverReach = 1.0

// RangedCover returns the cover a target has against shooting from an attacker, and the
// terrain piece that gives it (-1 for none). The rule (docs/geometry.md): a piece gives its
// cover when it comes within CoverReach of the target's base and cuts into the sight cone —
// the region swept by lines from the attacker's centre to every point of the target's base — so
// it stands between them and hides part of the base. The best cover wins; on a tie, the piece
// nearest the target. Targets on another level than the attacker get no cover from terrain.
func (t *Table) RangedCover(attacker, target BodyID) (Cover, int) {
	sa, st := &t.bodies[attacker], &t.bodies[target]
	if sa.Level != st.Level {
		return CoverNone, -1
	}
	x := sa.Pos
	// The cone: the triangle from x to the base's tangent points (round), or the hull of x and
	// the tray's corners, plus the base itself.
	var tri [6]Vec
	var cone []Vec
	if len(st.pts) == 1 {
		c := st.pts[0]
		d := x.Dist(c)
		if d <= st.r {
			return CoverNone, -1
		}
		u := x.Sub(c).Scale(1 / d)
		alpha := math.Acos(st.r / d)
		s, co := math.Sincos(alpha)
		t1 := c.Add(Vec{u.X*co - u.Y*s, u.X*s + u.Y*co}.Scale(st.r))
		t2 := c.Add(Vec{u.X*co + u.Y*s, -u.X*s + u.Y*co}.Scale(st.r))
		tri[0], tri[1], tri[2] = x, t1, t2
		cone = ccwInPlace(tri[:3])
	} else {
		cone = hullInto(tri[:0], x, st.pts)
	}
	best, bestPiece, bestDist := CoverNone, -1, math.Inf(1)
	t.gather(boundsOf(st.pts).Expand(st.r+CoverReach), true, false)
	for _, pi := range t.scratch.parts {
		p := &t.parts[pi]
		s := &t.solids[p.solid]
		if s.cover == CoverNone || s.level != st.Level || !t.active(s) || s.cover < best {
			continue
		}
		d := max(0, hullDist(st.pts, p.pts)-st.r)
		if d > CoverReach+geomEps {
			continue
		}
		if !convexInteriorsOverlap(p.pts, cone) && !hullOverlap(st.pts, st.r, p.pts, 0) {
			continue
		}
		if s.cover > best || d < bestDist {
			best, bestPiece, bestDist = s.cover, s.piece, d
		}
	}
	return best, bestPiece
}

// hullInto appends to dst the convex hull (counter-clockwise) of x and the points pts (at most
// five points in all) and returns it.
func hullInto(dst []Vec, x Vec, pts []Vec) []Vec {
	var all [8]Vec
	all[0] = x
	n := 1 + copy(all[1:], pts)
	// Gift wrapping: tiny inputs.
	start := 0
	for i := 1; i < n; i++ {
		if all[i].X < all[start].X || (all[i].X == all[start].X && all[i].Y < all[start].Y) {
			start = i
		}
	}
	cur := start
	for {
		dst = append(dst, all[cur])
		next := (cur + 1) % n
		for i := 0; i < n; i++ {
			if o := orient(all[cur], all[next], all[i]); o < 0 || (o == 0 && all[cur].Dist(all[i]) > all[cur].Dist(all[next])) {
				next = i
			}
		}
		cur = next
		if cur == start || len(dst) > n {
			break
		}
	}
	return ccwInPlace(dst)
}
