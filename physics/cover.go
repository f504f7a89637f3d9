package physics

import "math"

// CoverReach is how close, in inches, a piece must be to a target's base to give it cover.
const CoverReach = 1.0

// RangedCover returns the cover a target has against shooting from an attacker, and the
// terrain piece that gives it (-1 for none). The rule (docs/geometry.md): a piece gives its
// cover when it comes within CoverReach of the target's base and cuts into the sight cone —
// the region swept by lines from the attacker's centre to every point of the target's base — so
// it stands between them and hides part of the base. Both are judged on the whole piece, not
// on one convex part or one run of a building's wall: a target inside a building, near its
// back wall and shot through a window, is behind the building (the rulebook's cover is a
// piece of terrain). The best cover wins; on a tie, the piece nearest the target. Targets on
// another level than the attacker get no cover from terrain.
func (t *Table) RangedCover(attacker, target BodyID) (Cover, int) {
	sa, st := &t.bodies[attacker], &t.bodies[target]
	if sa.Level != st.Level {
		return CoverNone, -1
	}
	var tri [6]Vec
	cone, ok := sightCone(sa.Pos, st, &tri)
	if !ok {
		return CoverNone, -1
	}
	// The pieces within reach: the parts near the target settle most of them.
	marks := t.scratch.marks[:0]
	t.gather(boundsOf(st.pts).Expand(st.r+CoverReach), true, false)
	for _, pi := range t.scratch.parts {
		p := &t.parts[pi]
		s := &t.solids[p.solid]
		if s.cover == CoverNone || s.level != st.Level || !t.active(s) {
			continue
		}
		d := max(0, hullDist(st.pts, p.pts)-st.r)
		if d > CoverReach+geomEps {
			continue
		}
		m := markOf(&marks, s.piece)
		m.cover = max(m.cover, s.cover)
		m.dist = min(m.dist, d)
		if !m.cut && (convexInteriorsOverlap(p.pts, cone) || hullOverlap(st.pts, st.r, p.pts, 0)) {
			m.cut = true
		}
	}
	best, bestPiece, bestDist := CoverNone, -1, math.Inf(1)
	for i := range marks {
		m := &marks[i]
		if m.cover < best || (m.cover == best && m.dist >= bestDist) {
			continue
		}
		if !m.cut { // the rest of the piece: a window across the room, the far arm of a hedge
			m.cut = t.pieceCutsCone(m.piece, st.Level, cone)
		}
		if m.cut {
			best, bestPiece, bestDist = m.cover, m.piece, m.dist
		}
	}
	t.scratch.marks = marks
	return best, bestPiece
}

// sightCone returns the region swept by the lines from x to every point of a base: the
// triangle from x to a round base's tangent points, or the hull of x and a tray's corners.
// False when x is on the base.
func sightCone(x Vec, st *bodySlot, tri *[6]Vec) ([]Vec, bool) {
	if len(st.pts) != 1 {
		return hullInto(tri[:0], x, st.pts), true
	}
	c := st.pts[0]
	d := x.Dist(c)
	if d <= st.r {
		return nil, false
	}
	u := x.Sub(c).Scale(1 / d)
	alpha := math.Acos(st.r / d)
	s, co := math.Sincos(alpha)
	t1 := c.Add(Vec{u.X*co - u.Y*s, u.X*s + u.Y*co}.Scale(st.r))
	t2 := c.Add(Vec{u.X*co + u.Y*s, -u.X*s + u.Y*co}.Scale(st.r))
	tri[0], tri[1], tri[2] = x, t1, t2
	return ccwInPlace(tri[:3]), true
}

// pieceCutsCone reports whether any active part of a piece that gives cover, on the level,
// cuts into the cone.
func (t *Table) pieceCutsCone(piece, level int, cone []Vec) bool {
	for _, pi := range t.pieceParts[piece] {
		p := &t.parts[pi]
		s := &t.solids[p.solid]
		if s.cover != CoverNone && s.level == level && t.active(s) && convexInteriorsOverlap(p.pts, cone) {
			return true
		}
	}
	return false
}

// pieceMark is what a query found of one terrain piece's parts.
type pieceMark struct {
	piece          int
	cover          Cover
	dist           float64 // the nearest part's distance from the target's base
	cut            bool    // some part cuts into the sight cone
	touchA, touchB bool    // melee: some part touches each base
	between        bool    // melee: some part stands between their centres
}

// markOf returns the mark of a piece, adding it when new (few pieces come near one base).
func markOf(marks *[]pieceMark, piece int) *pieceMark {
	for i := range *marks {
		if (*marks)[i].piece == piece {
			return &(*marks)[i]
		}
	}
	*marks = append(*marks, pieceMark{piece: piece, dist: math.Inf(1)})
	return &(*marks)[len(*marks)-1]
}

// MeleeCover returns the cover a defender gets in melee from the attacker and the piece that
// gives it (-1 for none): a piece that gives cover, that both bases touch, and that stands between
// their centres (section VII, Melee Cover). Judged on the whole piece: the attacker may touch
// one arm of an L-shaped fence and the defender the other. The rulebook gives melee cover one
// level: +1 defence die.
func (t *Table) MeleeCover(attacker, defender BodyID) (Cover, int) {
	sa, sd := &t.bodies[attacker], &t.bodies[defender]
	if sa.Level != sd.Level {
		return CoverNone, -1
	}
	return t.pieceBetween(sa, sd, false)
}

// pieceBetween returns the best cover, and its piece (-1 for none), of a piece that gives
// cover, that both bases touch and that stands between their centres; with lowOnly, only
// among low obstacles (pieces that do not block sight, ruling G4). Ties go to the lower piece
// index.
func (t *Table) pieceBetween(sa, sd *bodySlot, lowOnly bool) (Cover, int) {
	r := boundsOf(sa.pts).Expand(sa.r + ContactTolerance)
	r2 := boundsOf(sd.pts).Expand(sd.r + ContactTolerance)
	r.Min.X, r.Min.Y = min(r.Min.X, r2.Min.X), min(r.Min.Y, r2.Min.Y)
	r.Max.X, r.Max.Y = max(r.Max.X, r2.Max.X), max(r.Max.Y, r2.Max.Y)
	t.gather(r, true, false)
	marks := t.scratch.marks[:0]
	for _, pi := range t.scratch.parts {
		p := &t.parts[pi]
		s := &t.solids[p.solid]
		if s.cover == CoverNone || s.level != sa.Level || !t.active(s) {
			continue
		}
		if lowOnly && !t.lowObstacle(s.piece) {
			continue
		}
		ta := hullDist(sa.pts, p.pts)-sa.r <= ContactTolerance
		tb := hullDist(sd.pts, p.pts)-sd.r <= ContactTolerance
		between := convexSegDist(p.pts, sa.Pos, sd.Pos) <= geomEps
		if !ta && !tb && !between {
			continue
		}
		m := markOf(&marks, s.piece)
		m.cover = max(m.cover, s.cover)
		m.touchA, m.touchB, m.between = m.touchA || ta, m.touchB || tb, m.between || between
	}
	best, piece := CoverNone, -1
	for _, m := range marks {
		if m.touchA && m.touchB && m.between && (m.cover > best || (m.cover == best && m.piece < piece)) {
			best, piece = m.cover, m.piece
		}
	}
	t.scratch.marks = marks
	return best, piece
}

// lowObstacle reports whether a piece is a low obstacle (ruling G4): it gives cover and does
// not block sight. A building is not one, even where a window lets sight through its wall.
func (t *Table) lowObstacle(piece int) bool {
	p := &t.pieces[piece]
	return p.Cover != CoverNone && !p.BlocksSight && !p.IsBuilding()
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
