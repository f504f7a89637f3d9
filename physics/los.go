package physics

import (
	"cmp"
	"math"
	"slices"
)

// SightOptions changes what blocks a line of sight.
type SightOptions struct {
	// IgnoreModels lets sight pass through every other model's base.
	IgnoreModels bool
	// Ignore lists bases that do not block this sight line (the two ends never do).
	Ignore []BodyID
}

// tanCircle is a circle (radius 0 for a polygon's corner) whose tangent lines are candidate
// sight lines, with the corner's neighbours for the local tangency test.
type tanCircle struct {
	c, prev, next Vec
	r             float64
	corner        bool // a polygon corner: the line must not cut into the polygon there
}

// sightLine is a line n·p + k = 0 with n a unit normal.
type sightLine struct {
	n Vec
	k float64
}

// LineOfSight reports whether a straight line can be drawn from some point of a's base to
// some point of b's base without passing through terrain that blocks sight or, unless opt says
// otherwise, through another model's base (section VII). Grazing a corner or running along a
// face does not block. Bases in contact always see each other.
func (t *Table) LineOfSight(a, b BodyID, opt SightOptions) bool {
	_, _, ok := t.SightLine(a, b, opt)
	return ok
}

// SightLine is LineOfSight that also returns one clear line, from a point of a's base to a point
// of b's base, for the table to draw.
func (t *Table) SightLine(a, b BodyID, opt SightOptions) (from, to Vec, ok bool) {
	sa, sb := &t.bodies[a], &t.bodies[b]
	if !sa.alive || !sb.alive {
		return Vec{}, Vec{}, false
	}
	return t.sightBetween(sa, sb, a, b, opt)
}

// SightBlockers is what stands across the line between the centres of two bases that cannot
// see each other: the terrain pieces there that block sight (by name, else by id), and the
// other models. Nothing when they see each other, or when what cuts their sight lies off
// that line (a ceiling between levels, corners round their edges).
func (t *Table) SightBlockers(a, b BodyID, opt SightOptions) (pieces []string, models []BodyID) {
	sa, sb := &t.bodies[a], &t.bodies[b]
	if !sa.alive || !sb.alive {
		return nil, nil
	}
	sc := &t.scratch // the obstacles sightBetween gathers along the corridor (none, for a ceiling)
	sc.obst, sc.obstB = sc.obst[:0], sc.obstB[:0]
	if _, _, ok := t.sightBetween(sa, sb, a, b, opt); ok {
		return nil, nil
	}
	for _, pi := range sc.obst {
		p := &t.parts[pi]
		if !segCrossesConvexInterior(p.pts, sa.Pos, sb.Pos) {
			continue
		}
		piece := t.pieces[t.solids[p.solid].piece]
		if n := cmp.Or(piece.Name, piece.ID); n != "" && !slices.Contains(pieces, n) {
			pieces = append(pieces, n)
		}
	}
	for _, id := range sc.obstB {
		o := &t.bodies[id]
		if crosses := len(o.pts) == 1 && pointSegDist(o.pts[0], sa.Pos, sb.Pos) < o.r-geomEps ||
			len(o.pts) > 1 && segCrossesConvexInterior(o.pts, sa.Pos, sb.Pos); crosses {
			models = append(models, id)
		}
	}
	return pieces, models
}

// sightBetween is SightLine for two live bases, either of which may stand where it has not
// moved to yet.
func (t *Table) sightBetween(sa, sb *bodySlot, a, b BodyID, opt SightOptions) (from, to Vec, ok bool) {
	cross := sa.Level != sb.Level
	if !cross && hullDist(sa.pts, sb.pts)-sa.r-sb.r <= geomEps {
		return sa.Pos, sb.Pos, true // touching on one level: nothing fits between them
	}
	upper, lower := sa, sb
	if sb.Level > sa.Level {
		upper, lower = sb, sa
	}
	ownRoof := -1
	if cross {
		if t.insideRoofedBuilding(lower.Pos) >= 0 {
			return Vec{}, Vec{}, false // under a ceiling: no sight to another level
		}
		ownRoof = t.insideRoofedBuilding(upper.Pos)
	}
	w := max(sa.Base.BoundingRadius(), sb.Base.BoundingRadius())
	ca, cb := sa.Pos, sb.Pos
	t.gatherSegment(ca, cb, w+4*geomEps, true, !opt.IgnoreModels && !cross)
	sc := &t.scratch
	sc.obst = sc.obst[:0]
	sc.inside = sc.inside[:0]
	for _, pi := range sc.parts {
		p := &t.parts[pi]
		s := &t.solids[p.solid]
		if !s.blocksSight || !t.active(s) {
			continue
		}
		if cross {
			if !(s.level == upper.Level || (s.level == 0 && s.tall && s.piece != ownRoof)) {
				continue
			}
		} else if s.level != sa.Level {
			continue
		}
		if convexSegDist(p.pts, ca, cb) > w+geomEps {
			continue
		}
		// A piece a base stands in does not block that base's own view out of it: none of
		// it, not just the convex part the base overlaps (one arm of an L-shaped hedge).
		if hullOverlap(sa.pts, sa.r, p.pts, 0) || hullOverlap(sb.pts, sb.r, p.pts, 0) {
			if !containsInt(sc.inside, p.solid) {
				sc.inside = append(sc.inside, p.solid)
			}
			continue
		}
		sc.obst = append(sc.obst, pi)
	}
	if len(sc.inside) > 0 {
		kept := sc.obst[:0]
		for _, pi := range sc.obst {
			if !containsInt(sc.inside, t.parts[pi].solid) {
				kept = append(kept, pi)
			}
		}
		sc.obst = kept
	}
	sc.obstB = sc.obstB[:0]
	if !opt.IgnoreModels && !cross {
		for _, id := range sc.bodies {
			o := &t.bodies[id]
			if id == a || id == b || o.Level != sa.Level || inIDs(opt.Ignore, id) {
				continue
			}
			if !segNear(o, ca, cb, w) {
				continue
			}
			if hullOverlap(sa.pts, sa.r, o.pts, o.r) || hullOverlap(sb.pts, sb.r, o.pts, o.r) {
				continue
			}
			sc.obstB = append(sc.obstB, id)
		}
	}
	// The line through the centres first: most sight lines in the open are settled by it.
	if f, g, ok := t.trySightLine(sightThrough(ca, cb), sa, sb); ok {
		return f, g, true
	}
	// Candidate circles: the bases' cores and the obstacles' corners inside the corridor.
	sc.circles = sc.circles[:0]
	for _, p := range sa.pts {
		sc.circles = append(sc.circles, tanCircle{c: p, r: sa.r})
	}
	for _, p := range sb.pts {
		sc.circles = append(sc.circles, tanCircle{c: p, r: sb.r})
	}
	for _, pi := range sc.obst {
		pts := t.parts[pi].pts
		for i, v := range pts {
			if pointSegDist(v, ca, cb) > w+geomEps || hasCorner(sc.circles, v) {
				continue
			}
			sc.circles = append(sc.circles, tanCircle{c: v, r: 0, corner: true,
				prev: pts[(i+len(pts)-1)%len(pts)], next: pts[(i+1)%len(pts)]})
		}
	}
	for _, id := range sc.obstB {
		o := &t.bodies[id]
		for i, v := range o.pts {
			tc := tanCircle{c: v, r: o.r}
			if len(o.pts) > 1 {
				tc.corner = true
				tc.prev, tc.next = o.pts[(i+len(o.pts)-1)%len(o.pts)], o.pts[(i+1)%len(o.pts)]
			}
			sc.circles = append(sc.circles, tc)
		}
	}
	var lines [4]sightLine
	for i := range sc.circles {
		for j := i + 1; j < len(sc.circles); j++ {
			ci, cj := &sc.circles[i], &sc.circles[j]
			n := commonTangents(ci.c, ci.r, cj.c, cj.r, &lines)
			for _, l := range lines[:n] {
				if !supports(ci, l) || !supports(cj, l) {
					continue
				}
				if f, g, ok := t.trySightLine(l, sa, sb); ok {
					return f, g, true
				}
			}
		}
	}
	return Vec{}, Vec{}, false
}

// segNear reports whether a base comes within w of the segment ab.
func segNear(o *bodySlot, a, b Vec, w float64) bool {
	if len(o.pts) == 1 {
		return pointSegDist(o.pts[0], a, b) <= w+o.r+geomEps
	}
	return convexSegDist(o.pts, a, b) <= w+geomEps
}

func hasCorner(cs []tanCircle, v Vec) bool {
	for i := range cs {
		if cs[i].corner && cs[i].c == v {
			return true
		}
	}
	return false
}

func inIDs(ids []BodyID, id BodyID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// sightThrough returns the line through two distinct points.
func sightThrough(a, b Vec) sightLine {
	n := b.Sub(a).Unit().Perp()
	return sightLine{n: n, k: -n.Dot(a)}
}

// supports reports whether the line does not cut into a polygon at the corner c: both of the
// corner's neighbours lie on one side of it (or on it).
func supports(c *tanCircle, l sightLine) bool {
	if !c.corner {
		return true
	}
	dp := l.n.Dot(c.prev) + l.k
	dn := l.n.Dot(c.next) + l.k
	return !(dp > geomEps && dn < -geomEps) && !(dp < -geomEps && dn > geomEps)
}

// commonTangents writes the lines tangent to both circles (radius 0 is a point) into out and
// returns how many: up to four for two circles, two for a point and a circle, one for two points.
func commonTangents(c1 Vec, r1 float64, c2 Vec, r2 float64, out *[4]sightLine) int {
	d := c2.Sub(c1)
	dist2 := d.Len2()
	if dist2 == 0 {
		return 0
	}
	if r1 == 0 && r2 == 0 {
		out[0] = sightThrough(c1, c2)
		return 1
	}
	// A line and its flipped normal are the same line: fix the sign of the distance from c1
	// (and from c2 too when c1 is a point), leaving at most four lines.
	k := 0
	s1 := 1.0
	{
		for _, s2 := range [2]float64{1, -1} {
			if (r2 == 0 || r1 == 0) && s2 < 0 {
				continue
			}
			// Signed distances s1·r1 from c1 and s2·r2 from c2: n·d = s2·r2 − s1·r1.
			delta := s2*r2 - s1*r1
			h2 := dist2 - delta*delta
			if h2 < 0 {
				if h2 > -1e-12 {
					h2 = 0
				} else {
					continue
				}
			}
			h := math.Sqrt(h2)
			for _, s := range [2]float64{1, -1} {
				n := d.Scale(delta).Add(d.Perp().Scale(h * s)).Scale(1 / dist2)
				out[k] = sightLine{n: n, k: s1*r1 - n.Dot(c1)}
				k++
				if h == 0 {
					break
				}
			}
		}
	}
	return k
}

// trySightLine takes the part of line l between the two bases; if the line crosses both bases
// and that part is clear, it returns its ends.
func (t *Table) trySightLine(l sightLine, sa, sb *bodySlot) (Vec, Vec, bool) {
	u := l.n.Perp()
	p0 := l.n.Scale(-l.k)
	a0, a1, ok := chord(p0, u, l, sa.pts, sa.r)
	if !ok {
		return Vec{}, Vec{}, false
	}
	b0, b1, ok := chord(p0, u, l, sb.pts, sb.r)
	if !ok {
		return Vec{}, Vec{}, false
	}
	var f, g Vec
	switch {
	case a1 < b0:
		f, g = p0.Add(u.Scale(a1)), p0.Add(u.Scale(b0))
	case b1 < a0:
		f, g = p0.Add(u.Scale(a0)), p0.Add(u.Scale(b1))
	default:
		m := p0.Add(u.Scale((max(a0, b0) + min(a1, b1)) / 2))
		return m, m, true
	}
	if t.segmentClear(f, g) {
		return f, g, true
	}
	return Vec{}, Vec{}, false
}

// chord returns the interval of the line (p0 + s·u) inside a rounded convex shape, allowing a
// touch within geomEps.
func chord(p0, u Vec, l sightLine, pts []Vec, r float64) (float64, float64, bool) {
	if len(pts) == 1 {
		d := l.n.Dot(pts[0]) + l.k
		if math.Abs(d) > r+geomEps {
			return 0, 0, false
		}
		h := math.Sqrt(max(0, r*r-d*d))
		m := u.Dot(pts[0].Sub(p0))
		return m - h, m + h, true
	}
	lo, hi := math.Inf(-1), math.Inf(1)
	for i := range pts {
		v, w := pts[i], pts[(i+1)%len(pts)]
		e := w.Sub(v)
		el := e.Len()
		f0 := e.Cross(p0.Sub(v))/el + geomEps
		fd := e.Cross(u) / el
		if fd == 0 {
			if f0 < 0 {
				return 0, 0, false
			}
			continue
		}
		s := -f0 / fd
		if fd > 0 {
			lo = max(lo, s)
		} else {
			hi = min(hi, s)
		}
	}
	return lo, hi, lo <= hi
}

// segmentClear tests a candidate sight segment against the obstacles gathered for this query.
// Grazing one obstacle is clear, but two obstacles that touch leave no gap: a segment that
// grazes two different obstacles at one point squeezes between them and is blocked.
func (t *Table) segmentClear(f, g Vec) bool {
	touches := t.scratch.touches[:0]
	d := g.Sub(f)
	l2 := d.Len2()
	touch := func(p Vec, owner int) {
		if l2 > 0 {
			touches = append(touches, touchPoint{t: p.Sub(f).Dot(d) / l2, owner: owner})
		}
	}
	for _, pi := range t.scratch.obst {
		p := &t.parts[pi]
		if segCrossesConvexInterior(p.pts, f, g) {
			return false
		}
		for e, in := range p.internal {
			if in && segRunsAlong(f, g, p.pts[e], p.pts[(e+1)%len(p.pts)]) {
				return false
			}
		}
		for _, v := range p.pts {
			if pointSegDist(v, f, g) <= touchEps {
				touch(v, p.solid)
			}
		}
	}
	for _, id := range t.scratch.obstB {
		o := &t.bodies[id]
		if len(o.pts) == 1 {
			dist := pointSegDist(o.pts[0], f, g)
			if dist < o.r-geomEps {
				return false
			}
			if dist <= o.r+touchEps {
				touch(o.pts[0].Add(closestOnLine(o.pts[0], f, g).Sub(o.pts[0]).Unit().Scale(o.r)), -1-int(id))
			}
			continue
		}
		if segCrossesConvexInterior(o.pts, f, g) {
			return false
		}
		for _, v := range o.pts {
			if pointSegDist(v, f, g) <= touchEps {
				touch(v, -1-int(id))
			}
		}
	}
	t.scratch.touches = touches
	if len(touches) > 1 {
		tol := touchEps / math.Sqrt(l2)
		for i := range touches {
			for j := i + 1; j < len(touches); j++ {
				if touches[i].owner != touches[j].owner && math.Abs(touches[i].t-touches[j].t) <= tol {
					return false
				}
			}
		}
	}
	return true
}

// touchEps is how near, in inches, a sight line must pass an obstacle to graze it.
const touchEps = 1e-6

// touchPoint is where a sight segment grazes an obstacle: a fraction along it, and whose.
type touchPoint struct {
	t     float64
	owner int // a solid's index, or -1-id for a model's base
}

// closestOnLine returns the point of the line through a and b nearest to p.
func closestOnLine(p, a, b Vec) Vec {
	d := b.Sub(a)
	return a.Add(d.Scale(p.Sub(a).Dot(d) / d.Len2()))
}

// insideRoofedBuilding returns the piece index of the roofed building whose footprint holds p, or -1.
func (t *Table) insideRoofedBuilding(p Vec) int {
	for _, pi := range t.roofs {
		if PointInPolygon(t.pieces[pi].Outline, p) {
			return pi
		}
	}
	return -1
}
