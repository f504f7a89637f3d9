package physics

import "math"

// trayShape is a movement tray at a fixed facing, as a route graph sees it. For that facing
// a tray's routes are a point's routes among the obstacles grown by the tray: a terrain part
// P, or another base, blocks the tray at c exactly when c lies inside P ⊕ (−tray), the
// Minkowski sum of P and the tray reflected through its centre. Trays' graphs are built on
// those grown parts (convex, as both summands are), so a tray passes every gap it fits
// through and ends its routes into contact with its own rectangle touching the target.
type trayShape struct {
	w, d, facing float64
	ext          Vec     // half its extent along x and along y, at its facing
	bound        float64 // the radius of the circle round it
}

// newTrayShape returns the shape of a tray base at a facing.
func newTrayShape(b Base, facing float64) trayShape {
	s := trayShape{w: b.Width, d: b.Depth, facing: facing, bound: math.Hypot(b.Width, b.Depth) / 2}
	for _, c := range s.corners() {
		s.ext = Vec{max(s.ext.X, math.Abs(c.X)), max(s.ext.Y, math.Abs(c.Y))}
	}
	return s
}

// on reports whether the shape is a tray (the zero value is none: a round base).
func (s trayShape) on() bool { return s.w > 0 }

// corners returns the tray's corners about its centre, counter-clockwise.
func (s trayShape) corners() [4]Vec {
	b := Body{Base: Base{Width: s.w, Depth: s.d}, Facing: s.facing}
	var buf [4]Vec
	b.shapeOf(&buf)
	return buf
}

// clearance is the radius that stands for the base where the search needs one number: the
// round base's radius, or a tray's bounding radius.
func (k navKey) clearance() float64 {
	if k.tray.on() {
		return k.tray.bound
	}
	return k.radius
}

// keyWithin reports whether a graph's base centred at p is wholly on the table (and, for a
// round base above the ground, on a roof): withinLevel for either kind of base.
func (t *Table) keyWithin(k navKey, p Vec) bool {
	if !k.tray.on() {
		return t.withinLevel(k.level, p, k.radius)
	}
	e := k.tray.ext
	return p.X >= e.X-geomEps && p.Y >= e.Y-geomEps && p.X <= t.width-e.X+geomEps && p.Y <= t.height-e.Y+geomEps
}

// grownParts lists the parts that block a tray's moves (blockingParts), each grown by the tray.
func (t *Table) grownParts(k navKey) []blockingPart {
	corners := k.tray.corners()
	out := t.blockingParts(k.level)
	for i := range out {
		bp := &out[i]
		bp.pts = grownBy(bp.pts, corners[:])
		r := boundsOf(bp.pts)
		bp.lo, bp.hi = r.Min, r.Max
		bp.c = r.Min.Add(r.Max).Scale(0.5)
		bp.rad = r.Max.Dist(bp.c)
	}
	return out
}

// buildTrayNav builds a tray's graph: corners round the grown parts, and difficult
// terrain's corners as for round bases (its cost goes by the centre's path).
func (t *Table) buildTrayNav(k navKey) *navGraph {
	g := &navGraph{key: k, blocking: t.grownParts(k)}
	clearAt := func(p Vec) bool { return t.graphCentreClear(g, p) }
	for i := range g.blocking {
		g.cornerNodes(g.blocking[i].pts, navMargin, true, nil, clearAt)
	}
	if !k.ignoreDifficult {
		for si := range t.solids {
			if s := &t.solids[si]; s.level == k.level && s.movement == MoveDifficult {
				g.cornerNodes(ccw(s.outline), navMargin/2, false, nil, nil)
			}
		}
	}
	t.finishNav(g, clearAt, func(a, b Vec, first int) (int, bool) {
		i := g.trayBlockingPart(a, b, first)
		return i, i < 0
	})
	return g
}

// trayGraphSegmentBlocker is graphSegmentBlocker for a tray's graph: the centre's segment
// must not pass into any grown part.
func (t *Table) trayGraphSegmentBlocker(g *navGraph, a, b Vec) (int, bool) {
	if i := g.trayBlockingPart(a, b, -1); i >= 0 {
		return int(g.blocking[i].index), false
	}
	return -1, true
}

// trayBlockingPart returns the grown part (its place in g.blocking) that the centre's segment
// ab passes into, or -1 when there is none; part first (when not -1) is tested before the
// others. Which part is found may depend on first; whether one is, does not.
func (g *navGraph) trayBlockingPart(a, b Vec, first int) int {
	minX, maxX := min(a.X, b.X), max(a.X, b.X)
	minY, maxY := min(a.Y, b.Y), max(a.Y, b.Y)
	d := b.Sub(a)
	l := d.Len()
	cuts := func(bp *blockingPart) bool {
		if bp.hi.X < minX || bp.lo.X > maxX || bp.hi.Y < minY || bp.lo.Y > maxY {
			return false
		}
		// A part whose circle stands off the move's line cannot be cut by it (a margin of
		// a millionth of an inch for rounding: the exact test decides).
		if cross := d.Cross(bp.c.Sub(a)); math.Abs(cross) > (bp.rad+1e-6)*l {
			return false
		}
		return convexSegCuts(bp.pts, a, b, geomEps)
	}
	if first >= 0 && cuts(&g.blocking[first]) {
		return first
	}
	for i := range g.blocking {
		if i != first && cuts(&g.blocking[i]) {
			return i
		}
	}
	return -1
}

// trayCentreClear is graphCentreClear for a tray's graph.
func (t *Table) trayCentreClear(g *navGraph, p Vec) bool {
	if !t.keyWithin(g.key, p) {
		return false
	}
	for i := range g.blocking {
		bp := &g.blocking[i]
		if bp.hi.X < p.X || bp.lo.X > p.X || bp.hi.Y < p.Y || bp.lo.Y > p.Y {
			continue
		}
		if convexContains(bp.pts, p, geomEps) {
			return false
		}
	}
	return true
}

// grownBody returns a base as a tray's search sees it: its core points grown by the tray,
// with its own radius round them.
func grownBody(o *bodySlot, k navKey) searchBody {
	corners := k.tray.corners()
	pts := grownBy(o.pts, corners[:])
	r := boundsOf(pts)
	ext := Vec{o.r, o.r}
	return searchBody{pts: pts, lo: r.Min.Sub(ext), hi: r.Max.Add(ext), r: o.r}
}

// trayMoveClear is moveClear for a tray: the terrain and the other bases grown by it.
func (t *Table) trayMoveClear(id BodyID, key navKey, a, b Vec, opt MoveOptions, checkStatic bool) (BodyID, bool) {
	if checkStatic {
		g := t.navFor(key)
		if !t.keyWithin(key, b) || !t.graphSegmentClear(g, a, b) {
			return -1, false
		}
	}
	if opt.PassModels {
		return -1, t.endClear(id, b)
	}
	for i := range t.bodies {
		o := &t.bodies[i]
		oid := BodyID(i)
		if !o.alive || oid == id || o.Level != key.level || inIDs(opt.PassThrough, oid) {
			continue
		}
		if gb := grownBody(o, key); gb.blocks(a, b, 0) {
			return oid, false
		}
	}
	return -1, true
}

// trayRing adds route corners round a model in a tray's way: one off each corner of the
// model grown by the tray (a corner of a rectangle grown by a rectangle turns at most 90°),
// far enough out that the lines between them clear its rounded corners.
func (t *Table) trayRing(sc *pathScratch, g *navGraph, key navKey, blocker BodyID, n, from int32, pushTo func(int32, float64, int32)) {
	o := &t.bodies[blocker]
	gb := grownBody(o, key)
	pts := gb.pts
	dist := o.r + navMargin
	m := len(pts)
	for i, v := range pts {
		prev, next := pts[(i+m-1)%m], pts[(i+1)%m]
		n1 := v.Sub(prev).Unit().Perp().Scale(-1)
		n2 := next.Sub(v).Unit().Perp().Scale(-1)
		bis := n1.Add(n2).Unit()
		c := n1.Dot(bis)
		if c < 0.5 {
			c = 0.5 // never sharper than 120°
		}
		p := v.Add(bis.Scale(dist / c))
		if !t.trayCentreClear(g, p) || sc.bodyAt(p, 0) {
			continue
		}
		t.addDyn(sc, blocker, p, n, from, pushTo)
	}
}

// addDyn adds one route corner round a model and offers it to the node that ran into the
// model and to the start.
func (t *Table) addDyn(sc *pathScratch, blocker BodyID, p Vec, n, from int32, pushTo func(int32, float64, int32)) {
	j := n + 2 + int32(len(sc.dyn))
	sc.dyn = append(sc.dyn, p)
	sc.dynOwner = append(sc.dynOwner, blocker)
	sc.g = append(sc.g, 0)
	sc.parent = append(sc.parent, -1)
	sc.closed = append(sc.closed, false)
	sc.hint = append(sc.hint, -1)
	pushTo(from, sc.g[from], j)
	if from != n {
		pushTo(n, 0, j) // and from the start
	}
}
