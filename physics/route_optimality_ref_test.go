package physics

import (
	"math"
	"slices"
)

// This file is an independent fine reference for route lengths among impassable pieces,
// models (round bases and trays) and difficult terrain: a visibility search over points
// every few degrees round every corner and model and along every edge of difficult
// terrain, each move tested exactly against every obstacle and costed exactly (its length
// plus its length inside difficult terrain, overlapping pieces counted once). It shares no
// code with the route search but the vector arithmetic.

// refMover is the base the reference routes: round (radius r) or a tray at a fixed facing.
type refMover struct {
	tray  bool
	r     float64
	shape []Vec // a tray's corners about its centre
	ext   Vec   // a tray's half extent along x and y
}

// refWorld is what the reference routes among.
type refWorld struct {
	size      float64
	walls     [][]Vec // impassable outlines (convex or L-shaped), counter-clockwise
	parts     [][]Vec // their convex parts, counter-clockwise
	discs     []Vec   // round models' centres
	discR     []float64
	rects     [][]Vec // trays' rectangles
	difficult [][]Vec // difficult outlines
}

// refGoal is a route's goal: a point, or (contact) the places within rho of a core (a
// point or a convex polygon, counter-clockwise).
type refGoal struct {
	point   Vec
	contact bool
	core    []Vec
	rho     float64
}

// refRouter holds the reference's nodes for one mover.
type refRouter struct {
	w        *refWorld
	m        refMover
	arcStep  float64 // radians between points round a corner or a model
	edgeStep float64 // inches between points along difficult terrain's edges
	nodes    []Vec
	path     []Vec // the last route found, for messages
}

// refCCW returns the polygon counter-clockwise (a copy).
func refCCW(poly []Vec) []Vec {
	out := slices.Clone(poly)
	a := 0.0
	for i := range out {
		a += out[i].Cross(out[(i+1)%len(out)])
	}
	if a < 0 {
		slices.Reverse(out)
	}
	return out
}

// refGrow returns the convex polygon grown by the tray mover (Minkowski sum with the tray
// reflected, which for a rectangle about its centre is itself).
func (m refMover) refGrow(poly []Vec) []Vec {
	var sum []Vec
	for _, p := range poly {
		for _, q := range m.shape {
			sum = append(sum, p.Sub(q))
		}
	}
	return refWrap(sum)
}

// obstacles lists the sets the mover's centre may not enter, as (core, rho): the points
// closer than rho to the core. Only the nodes are placed with them; moves are tested on
// the bases themselves.
func (rt *refRouter) obstacles() (cores [][]Vec, rhos []float64) {
	w, m := rt.w, rt.m
	for _, p := range w.parts {
		if m.tray {
			cores, rhos = append(cores, m.refGrow(p)), append(rhos, 0)
		} else {
			cores, rhos = append(cores, p), append(rhos, m.r)
		}
	}
	for i, c := range w.discs {
		if m.tray {
			cores, rhos = append(cores, m.refGrow([]Vec{c})), append(rhos, w.discR[i])
		} else {
			cores, rhos = append(cores, []Vec{c}), append(rhos, m.r+w.discR[i])
		}
	}
	for _, rc := range w.rects {
		if m.tray {
			cores, rhos = append(cores, m.refGrow(rc)), append(rhos, 0)
		} else {
			cores, rhos = append(cores, rc), append(rhos, m.r)
		}
	}
	return cores, rhos
}

// fan returns points round a core at distance rho: every arcStep round a point, or round
// each corner of a polygon over its outside angle. circumscribed puts them just outside
// (moves between neighbours stay rho away); else exactly at rho (goal places). With edges,
// also points along each edge at rho, every edgeStep.
func (rt *refRouter) fan(core []Vec, rho float64, circumscribed, edges bool) []Vec {
	var out []Vec
	rad := func(step float64) float64 {
		if !circumscribed {
			return rho
		}
		if rho == 0 {
			return 1e-6
		}
		return (rho + 1e-7) / math.Cos(step/2)
	}
	if len(core) == 1 {
		k := int(math.Ceil(2 * math.Pi / rt.arcStep))
		step := 2 * math.Pi / float64(k)
		for i := 0; i < k; i++ {
			s, c := math.Sincos(step * float64(i))
			out = append(out, core[0].Add(Vec{c, s}.Scale(rad(step))))
		}
		return out
	}
	n := len(core)
	for i, v := range core {
		prev, next := core[(i+n-1)%n], core[(i+1)%n]
		e1, e2 := v.Sub(prev).Unit(), next.Sub(v).Unit()
		n1, n2 := Vec{e1.Y, -e1.X}, Vec{e2.Y, -e2.X} // outward normals
		theta := math.Atan2(n1.Cross(n2), n1.Dot(n2))
		k := max(1, int(math.Ceil(theta/rt.arcStep)))
		step := theta / float64(k)
		for j := 0; j <= k; j++ {
			s, c := math.Sincos(step * float64(j))
			out = append(out, v.Add(Vec{n1.X*c - n1.Y*s, n1.X*s + n1.Y*c}.Scale(rad(step))))
		}
		if edges {
			l := next.Dist(v)
			for d := rt.edgeStep; d < l; d += rt.edgeStep {
				out = append(out, v.Add(e2.Scale(d)).Add(n2.Scale(rad(0))))
			}
		}
	}
	return out
}

// build places the nodes: fans round every obstacle, and points along difficult edges.
func (rt *refRouter) build() {
	cores, rhos := rt.obstacles()
	for i := range cores {
		for _, p := range rt.fan(cores[i], rhos[i], true, false) {
			if rt.legal(p) {
				rt.nodes = append(rt.nodes, p)
			}
		}
	}
	for _, poly := range rt.w.difficult {
		for i, v := range poly {
			next := poly[(i+1)%len(poly)]
			l := v.Dist(next)
			for d := 0.0; d < l; d += rt.edgeStep {
				if p := v.Lerp(next, d/l); rt.legal(p) {
					rt.nodes = append(rt.nodes, p)
				}
			}
		}
	}
}

// rectAt is the tray mover's rectangle at c.
func (m refMover) rectAt(c Vec) []Vec {
	out := make([]Vec, len(m.shape))
	for i, q := range m.shape {
		out[i] = c.Add(q)
	}
	return out
}

// legal reports whether the mover may stand at p.
func (rt *refRouter) legal(p Vec) bool {
	w, m := rt.w, rt.m
	if m.tray {
		if p.X < m.ext.X-1e-9 || p.Y < m.ext.Y-1e-9 || p.X > w.size-m.ext.X+1e-9 || p.Y > w.size-m.ext.Y+1e-9 {
			return false
		}
		rc := m.rectAt(p)
		for _, q := range w.parts {
			if refOverlap(rc, q) > 1e-9 {
				return false
			}
		}
		for i, c := range w.discs {
			if refPolyPointDist(rc, c) < w.discR[i]-1e-9 {
				return false
			}
		}
		for _, q := range w.rects {
			if refOverlap(rc, q) > 1e-9 {
				return false
			}
		}
		return true
	}
	r := m.r
	if p.X < r-1e-9 || p.Y < r-1e-9 || p.X > w.size-r+1e-9 || p.Y > w.size-r+1e-9 {
		return false
	}
	for _, q := range w.walls {
		if refConcaveMinDist(q, p) < r-1e-9 {
			return false
		}
	}
	for i, c := range w.discs {
		if p.Dist(c) < r+w.discR[i]-1e-9 {
			return false
		}
	}
	for _, q := range w.rects {
		if refPolyPointDist(q, p) < r-1e-9 {
			return false
		}
	}
	return true
}

// refBox is a bounding box.
type refBox struct{ lo, hi Vec }

func refBounds(pts []Vec, grow float64) refBox {
	b := refBox{Vec{math.Inf(1), math.Inf(1)}, Vec{math.Inf(-1), math.Inf(-1)}}
	for _, p := range pts {
		b.lo = Vec{math.Min(b.lo.X, p.X), math.Min(b.lo.Y, p.Y)}
		b.hi = Vec{math.Max(b.hi.X, p.X), math.Max(b.hi.Y, p.Y)}
	}
	b.lo = b.lo.Sub(Vec{grow, grow})
	b.hi = b.hi.Add(Vec{grow, grow})
	return b
}

func (b refBox) meets(o refBox) bool {
	return b.lo.X <= o.hi.X && o.lo.X <= b.hi.X && b.lo.Y <= o.hi.Y && o.lo.Y <= b.hi.Y
}

// clear reports whether the mover slides from a to b (both legal) without entering any
// piece or base: a round base's capsule, a tray's swept hull, tested exactly.
func (rt *refRouter) clear(a, b Vec) bool {
	w, m := rt.w, rt.m
	if m.tray {
		hull := refWrap(append(m.rectAt(a), m.rectAt(b)...))
		box := refBounds(hull, 0)
		for _, q := range w.parts {
			if box.meets(refBounds(q, 0)) && refOverlap(hull, q) > 1e-6 {
				return false
			}
		}
		for i, c := range w.discs {
			if box.meets(refBounds([]Vec{c}, w.discR[i])) && refPolyPointDist(hull, c) < w.discR[i]-1e-6 {
				return false
			}
		}
		for _, q := range w.rects {
			if box.meets(refBounds(q, 0)) && refOverlap(hull, q) > 1e-6 {
				return false
			}
		}
		return true
	}
	box := refBounds([]Vec{a, b}, m.r)
	for _, q := range w.walls {
		if box.meets(refBounds(q, 0)) && !refCapsuleClear(q, a, b, m.r) {
			return false
		}
	}
	for i, c := range w.discs {
		if box.meets(refBounds([]Vec{c}, w.discR[i])) && refPointSeg(c, a, b) < m.r+w.discR[i]-1e-6 {
			return false
		}
	}
	for _, q := range w.rects {
		if box.meets(refBounds(q, 0)) && !refCapsuleClear(q, a, b, m.r) {
			return false
		}
	}
	return true
}

// cost is the exact cost of the straight move a→b for its centre: its length, plus its
// length inside difficult terrain (closed pieces, overlapping ones counted once).
func (rt *refRouter) cost(a, b Vec) float64 {
	l := a.Dist(b)
	if l == 0 {
		return 0
	}
	ts := []float64{0, 1}
	d := b.Sub(a)
	box := refBounds([]Vec{a, b}, 0)
	var near [][]Vec
	for _, poly := range rt.w.difficult {
		if !box.meets(refBounds(poly, 0)) {
			continue
		}
		near = append(near, poly)
		for i := range poly {
			v, e := poly[i], poly[(i+1)%len(poly)].Sub(poly[i])
			den := d.Cross(e)
			if den == 0 {
				continue
			}
			t := v.Sub(a).Cross(e) / den
			u := v.Sub(a).Cross(d) / den
			if t > 0 && t < 1 && u >= 0 && u <= 1 {
				ts = append(ts, t)
			}
		}
	}
	if len(near) == 0 {
		return l
	}
	slices.Sort(ts)
	in := 0.0
	for i := 1; i < len(ts); i++ {
		mid := a.Lerp(b, (ts[i-1]+ts[i])/2)
		for _, poly := range near {
			if refInside(poly, mid) || refConcaveMinDist(poly, mid) < 1e-9 {
				in += ts[i] - ts[i-1]
				break
			}
		}
	}
	return l * (1 + in)
}

// goalDist is how far p is from the goal (0 within it).
func (g *refGoal) goalDist(p Vec) float64 {
	if !g.contact {
		return p.Dist(g.point)
	}
	return math.Max(0, refCoreDist(g.core, p)-g.rho)
}

func refCoreDist(core []Vec, p Vec) float64 {
	if len(core) == 1 {
		return p.Dist(core[0])
	}
	return refPolyPointDist(core, p)
}

// nearestIn returns the place of the goal nearest p.
func (g *refGoal) nearestIn(p Vec) Vec {
	if !g.contact {
		return g.point
	}
	var c Vec
	if len(g.core) == 1 {
		c = g.core[0]
	} else {
		best := math.Inf(1)
		for i := range g.core {
			a, b := g.core[i], g.core[(i+1)%len(g.core)]
			ab := b.Sub(a)
			s := math.Max(0, math.Min(1, p.Sub(a).Dot(ab)/ab.Dot(ab)))
			if q := a.Add(ab.Scale(s)); q.Dist(p) < best {
				best, c = q.Dist(p), q
			}
		}
	}
	d := p.Dist(c)
	if d <= g.rho {
		return p
	}
	return c.Add(p.Sub(c).Scale(g.rho / d))
}

// route returns the cost of the cheapest route from start to the goal over the reference's
// nodes (A* with the straight-line distance, which no route undercuts), +Inf when none.
func (rt *refRouter) route(start Vec, goal refGoal) float64 {
	nodes := append([]Vec{start}, rt.nodes...)
	isGoal := make([]bool, len(nodes))
	if goal.contact {
		for _, p := range rt.fan(goal.core, goal.rho, false, true) {
			if rt.legal(p) {
				nodes = append(nodes, p)
				isGoal = append(isGoal, true)
			}
		}
	} else {
		nodes = append(nodes, goal.point)
		isGoal = append(isGoal, true)
	}
	n := len(nodes)
	g := make([]float64, n)
	h := make([]float64, n)
	done := make([]bool, n)
	for i := range g {
		g[i] = math.Inf(1)
		h[i] = goal.goalDist(nodes[i])
	}
	g[0] = 0
	best := math.Inf(1)
	parent := make([]int, n)
	bestFrom, bestEnd := -1, Vec{}
	defer func() {
		rt.path = nil
		for v := bestFrom; v >= 0; v = parent[v] {
			rt.path = append(rt.path, nodes[v])
			if v == 0 {
				break
			}
		}
		slices.Reverse(rt.path)
		if bestFrom >= 0 && nodes[bestFrom] != bestEnd {
			rt.path = append(rt.path, bestEnd)
		}
	}()
	for {
		u := -1
		for i := range nodes {
			if !done[i] && !math.IsInf(g[i], 1) && (u < 0 || g[i]+h[i] < g[u]+h[u]) {
				u = i
			}
		}
		if u < 0 || g[u]+h[u] >= best {
			return best
		}
		done[u] = true
		if isGoal[u] {
			if g[u] < best {
				best, bestFrom, bestEnd = g[u], u, nodes[u]
			}
			continue
		}
		if goal.contact { // straight on to the nearest place of the goal
			q := goal.nearestIn(nodes[u])
			if c := g[u] + rt.cost(nodes[u], q); c < best && rt.legal(q) && rt.clear(nodes[u], q) {
				best, bestFrom, bestEnd = c, u, q
			}
		}
		for v := range nodes {
			if done[v] || g[u]+nodes[u].Dist(nodes[v]) >= g[v] || g[u]+nodes[u].Dist(nodes[v])+h[v] >= best {
				continue
			}
			if c := g[u] + rt.cost(nodes[u], nodes[v]); c < g[v] && rt.clear(nodes[u], nodes[v]) {
				g[v], parent[v] = c, u
			}
		}
	}
}
