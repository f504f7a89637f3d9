package physics

import (
	"math"
	"math/bits"
)

// searchBody is a base that may block a route search's moves: those on the searching base's
// level, other than itself and those it may pass through, listed once per search in table
// order so that each move tests them without gathering them again.
type searchBody struct {
	pts      []Vec   // its core points (the centre of a round base, a tray's corners)
	lo, hi   Vec     // its bounding box
	r        float64 // its core radius (bodySlot.r)
	id       BodyID
	hasRound bool // pts is a single centre
}

// listSearchBodies fills sc.bodies with the bases that may block the moves of base id.
func (t *Table) listSearchBodies(sc *pathScratch, id BodyID, key navKey, opt MoveOptions) {
	sc.bodies = sc.bodies[:0]
	level := key.level
	for i := range t.bodies {
		o := &t.bodies[i]
		oid := BodyID(i)
		if !o.alive || oid == id || o.Level != level || inIDs(opt.PassThrough, oid) {
			continue
		}
		if key.tray.on() { // as the tray's routes see it: grown by the tray
			gb := grownBody(o, key)
			gb.id = oid
			sc.bodies = append(sc.bodies, gb)
			continue
		}
		br := o.Base.BoundingRadius()
		ext := Vec{br, br}
		sc.bodies = append(sc.bodies, searchBody{pts: o.pts, lo: o.Pos.Sub(ext), hi: o.Pos.Add(ext),
			r: o.r, id: oid, hasRound: len(o.pts) == 1})
	}
	sc.grid.reset(sc.bodies, t.width, t.height)
}

// searchMoveClear is moveClear for a route search: the bases come from sc.bodies, and the
// terrain part that last blocked a move ending at node `to` (sc.hint) is tested first, since
// moves to one corner from the corners round a model, or from the start, are mostly blocked
// by the same wall. The answer is moveClear's, exactly: the hint only orders the tests, and
// the bases are tested in the same order with the same bounds.
func (t *Table) searchMoveClear(sc *pathScratch, g *navGraph, id BodyID, key navKey, a, b Vec, opt MoveOptions, checkStatic bool, to int32) (BodyID, bool) {
	r := key.radius
	if checkStatic {
		slot, tag, known, clear := sc.memo.lookup(g, a, b)
		if !known {
			clear = t.staticVerdict(sc, g, key, a, b, to)
			sc.memo.store(slot, tag, clear)
		}
		if !clear {
			return -1, false
		}
	}
	if opt.PassModels {
		return -1, t.endClear(id, b)
	}
	minX, maxX := min(a.X, b.X)-r, max(a.X, b.X)+r
	minY, maxY := min(a.Y, b.Y)-r, max(a.Y, b.Y)+r
	for w, m := range sc.grid.near(minX, maxX, minY, maxY) {
		for ; m != 0; m &= m - 1 {
			o := &sc.bodies[w*64+bits.TrailingZeros64(m)]
			if o.hi.X < minX || o.lo.X > maxX || o.hi.Y < minY || o.lo.Y > maxY {
				continue
			}
			if o.blocks(a, b, r) {
				return o.id, false
			}
		}
	}
	return -1, true
}

// blocks reports whether the base blocks a base of radius r sliding from a to b.
func (o *searchBody) blocks(a, b Vec, r float64) bool {
	limit := r + o.r - geomEps // the target too: a route may touch it, not cut into it
	if o.hasRound {
		return limit > 0 && pointSegDist2(o.pts[0], a, b) < limit*limit
	}
	if r+o.r == 0 { // a tray grown by a tray: a polygon the centre may not enter
		return convexSegCuts(o.pts, a, b, geomEps)
	}
	return convexSegWithin(o.pts, a, b, limit)
}

// staticVerdict reports whether a search's move is clear of the terrain: it tests the edge of
// the table (or of a roof), then the part that last blocked a move to the same node, then
// every blocking part.
func (t *Table) staticVerdict(sc *pathScratch, g *navGraph, key navKey, a, b Vec, to int32) bool {
	if key.tray.on() {
		return t.keyWithin(key, b) && t.graphSegmentClear(g, a, b)
	}
	if !t.withinLevel(key.level, b, key.radius) {
		return false
	}
	if h := sc.hint[to]; h >= 0 && t.partBlocksMove(int(h), key.level, a, b, key.radius) {
		return false
	}
	blocker, ok := t.graphSegmentBlocker(g, a, b)
	if !ok {
		sc.hint[to] = int32(blocker)
	}
	return ok
}

// partBlocksMove reports whether terrain part pi blocks a round base of radius r sliding
// from a to b on a level: staticSegmentClear's test of one part.
func (t *Table) partBlocksMove(pi, level int, a, b Vec, r float64) bool {
	pr := &t.parts[pi]
	s := &t.solids[pr.solid]
	return s.movement == MoveImpassable && s.level == level && t.active(s) && convexSegWithin(pr.pts, a, b, r-geomEps)
}

// blockingPart is a terrain part that blocks the moves of a graph's bases: impassable, on
// the graph's level and, for a door, closed (a graph is built for the doors as they are).
type blockingPart struct {
	lo, hi Vec     // its bounds
	c      Vec     // the centre of its bounds
	rad    float64 // the radius of the circle round its bounds
	pts    []Vec   // its outline (convex)
	index  int32
}

// blockingParts lists the parts that block moves on a level, for the doors as they are now.
func (t *Table) blockingParts(level int) []blockingPart {
	var out []blockingPart
	for pi := range t.parts {
		pr := &t.parts[pi]
		s := &t.solids[pr.solid]
		if s.movement == MoveImpassable && s.level == level && t.active(s) {
			c := pr.bounds.Min.Add(pr.bounds.Max).Scale(0.5)
			out = append(out, blockingPart{lo: pr.bounds.Min, hi: pr.bounds.Max, c: c, rad: pr.bounds.Max.Dist(c), pts: pr.pts, index: int32(pi)})
		}
	}
	return out
}

// graphSegmentBlocker is staticSegmentBlocker for the graph's bases: a table has a few
// dozen blocking parts, and testing each one's bounds against the move's is cheaper than
// walking the grid cells along a long move. It finds a blocking part whenever
// staticSegmentBlocker does (every part it could find passes the bounds test, and the
// exact test is the same), though not always the same one.
func (t *Table) graphSegmentBlocker(g *navGraph, a, b Vec) (int, bool) {
	if g.key.tray.on() {
		return t.trayGraphSegmentBlocker(g, a, b)
	}
	r := g.key.radius
	minX, maxX := min(a.X, b.X)-r, max(a.X, b.X)+r
	minY, maxY := min(a.Y, b.Y)-r, max(a.Y, b.Y)+r
	d := b.Sub(a)
	l := d.Len()
	for i := range g.blocking {
		bp := &g.blocking[i]
		if bp.hi.X < minX || bp.lo.X > maxX || bp.hi.Y < minY || bp.lo.Y > maxY {
			continue
		}
		// A part whose circle stands farther than r from the move's line cannot block it
		// (a margin of a millionth of an inch for rounding: the exact test decides).
		if cross := d.Cross(bp.c.Sub(a)); math.Abs(cross) > (bp.rad+r+1e-6)*l {
			continue
		}
		if convexSegWithin(bp.pts, a, b, r-geomEps) {
			return int(bp.index), false
		}
	}
	if g.key.level > 0 {
		return -1, t.roofSegmentClear(a, b, r)
	}
	return -1, true
}

// roundBlockingPart is graphSegmentBlocker for building a round base's graph: it returns the
// part (its place in g.blocking) that blocks the move, part first (when not -1) tested before
// the others, or -1; and whether the move is clear (the edge of a roof may block it too).
// Whether a part blocks the move does not depend on first, only which one is found.
func (t *Table) roundBlockingPart(g *navGraph, a, b Vec, first int) (int, bool) {
	r := g.key.radius
	minX, maxX := min(a.X, b.X)-r, max(a.X, b.X)+r
	minY, maxY := min(a.Y, b.Y)-r, max(a.Y, b.Y)+r
	d := b.Sub(a)
	l := d.Len()
	blocks := func(bp *blockingPart) bool {
		if bp.hi.X < minX || bp.lo.X > maxX || bp.hi.Y < minY || bp.lo.Y > maxY {
			return false
		}
		if cross := d.Cross(bp.c.Sub(a)); math.Abs(cross) > (bp.rad+r+1e-6)*l {
			return false // as in graphSegmentBlocker
		}
		return convexSegWithin(bp.pts, a, b, r-geomEps)
	}
	if first >= 0 && blocks(&g.blocking[first]) {
		return first, false
	}
	for i := range g.blocking {
		if i != first && blocks(&g.blocking[i]) {
			return i, false
		}
	}
	if g.key.level > 0 {
		return -1, t.roofSegmentClear(a, b, r)
	}
	return -1, true
}

// graphCentreClear is centreClear for the graph's bases, over its blocking parts.
func (t *Table) graphCentreClear(g *navGraph, p Vec) bool {
	if g.key.tray.on() {
		return t.trayCentreClear(g, p)
	}
	r := g.key.radius
	if !t.withinLevel(g.key.level, p, r) {
		return false
	}
	for i := range g.blocking {
		bp := &g.blocking[i]
		if bp.hi.X < p.X-r || bp.lo.X > p.X+r || bp.hi.Y < p.Y-r || bp.lo.Y > p.Y+r {
			continue
		}
		if convexSegWithin(bp.pts, p, p, r-geomEps) {
			return false
		}
	}
	return true
}

// bodyAt is Table.bodyAt for the search's base (of radius r), over the bases listed for it.
func (s *pathScratch) bodyAt(p Vec, r float64) bool {
	one := [1]Vec{p}
	for w, m := range s.grid.near(p.X-r, p.X+r, p.Y-r, p.Y+r) {
		for ; m != 0; m &= m - 1 {
			o := &s.bodies[w*64+bits.TrailingZeros64(m)]
			if o.hi.X < p.X-r || o.lo.X > p.X+r || o.hi.Y < p.Y-r || o.lo.Y > p.Y+r {
				continue
			}
			if r+o.r == 0 { // a tray grown by a tray
				if convexContains(o.pts, p, geomEps) {
					return true
				}
			} else if hullDist(o.pts, one[:]) < r+o.r-geomEps {
				return true
			}
		}
	}
	return false
}

// graphSegmentClear is staticSegmentClear for the graph's bases (see graphSegmentBlocker).
func (t *Table) graphSegmentClear(g *navGraph, a, b Vec) bool {
	_, ok := t.graphSegmentBlocker(g, a, b)
	return ok
}
