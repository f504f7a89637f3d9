package physics

import "math"

// arcStep is the widest angle (radians) between the corners of a route that a refined route
// puts round a model: the circumscribed polygon of its clearance circle is then at most
// 0.14% longer than the arc (the search's own 8 corners round a model: up to 5.5%).
const arcStep = math.Pi / 24

// refineSweeps bounds how often the corners of a route on the edges of difficult terrain are
// moved in turn.
const refineSweeps = 4

// routeRefiner shortens a route the search found, keeping every leg legal: it is the search's
// context for tests of moves and costs.
type routeRefiner struct {
	t     *Table
	sc    *pathScratch
	g     *navGraph
	id    BodyID
	key   navKey
	goal  pathGoal
	opt   MoveOptions
	n     int32
	edges [][2]Vec // the edges of the level's difficult terrain
	// groups are the edges' solids: each one's bounds and its edges, edges[from:to]
	groups []edgeGroup
}

// edgeGroup is the outline edges of one solid of difficult terrain and their bounds.
type edgeGroup struct {
	lo, hi   Vec
	from, to int
}

// refineRoute shortens a route that reached its goal where the search's corners are too
// coarse (issue 27), only ever making it cheaper, every leg tested as the search tests its
// moves:
//   - round a model, the search's 8 corners give way to corners every arcStep on the arc
//     between the tangents from the route's corners before and after it;
//   - where a leg crosses an edge of difficult terrain, the route bends there, at the point
//     of the edge that makes it cheapest (the refraction of a route between terrain that
//     costs 1" and 2" an inch), and corners that then serve nothing are dropped;
//   - when the straight move to the goal was clear but crossed difficult terrain, the
//     straight move refracted the same way is the route when it is cheaper.
//
// last is the search node the route ended at (the goal's nearest place or one of its places).
// Only for TraysAsRectangles: old saves keep the routes they were played with.
func (t *Table) refineRoute(sc *pathScratch, g *navGraph, id BodyID, key navKey, goal pathGoal, opt MoveOptions, p Path, last, n int32, straight bool) Path {
	rf := routeRefiner{t: t, sc: sc, g: g, id: id, key: key, goal: goal, opt: opt, n: n}
	if !key.ignoreDifficult {
		rf.edges, rf.groups = t.difficultEdges(key.level, sc)
	}
	var nodes []int32
	for v := last; v != -1; v = sc.parent[v] {
		nodes = append(nodes, v)
	}
	for i, j := 0, len(nodes)-1; i < j; i, j = i+1, j-1 {
		nodes[i], nodes[j] = nodes[j], nodes[i]
	}
	endFree := last == n+1 // the end is the goal's nearest place from the corner before it
	best := p
	pts := rf.rounded(p.Points, nodes)
	pts = rf.refract(pts, endFree)
	if c := t.PathCost(key.level, pts, key.ignoreDifficult); c < best.Cost-1e-12 {
		best = Path{Points: pts, Cost: c, Reached: true}
	}
	if straight && len(rf.edges) > 0 {
		from := p.Points[0]
		pts = rf.refract([]Vec{from, goal.end(from)}, true)
		if c := t.PathCost(key.level, pts, key.ignoreDifficult); c < best.Cost-1e-12 {
			best = Path{Points: pts, Cost: c, Reached: true}
		}
	}
	return best
}

// difficultEdges lists the outline edges of the level's difficult terrain, and their solids,
// in the search's scratch.
func (t *Table) difficultEdges(level int, sc *pathScratch) ([][2]Vec, []edgeGroup) {
	out, groups := sc.edges[:0], sc.edgeGroups[:0]
	for si := range t.solids {
		s := &t.solids[si]
		if s.movement != MoveDifficult || s.level != level || !t.active(s) {
			continue
		}
		b := boundsOf(s.outline)
		groups = append(groups, edgeGroup{lo: b.Min, hi: b.Max, from: len(out), to: len(out) + len(s.outline)})
		for i, v := range s.outline {
			out = append(out, [2]Vec{v, s.outline[(i+1)%len(s.outline)]})
		}
	}
	sc.edges, sc.edgeGroups = out, groups
	return out, groups
}

// owner returns the model a search node is a corner round, or -1.
func (rf *routeRefiner) owner(v int32) BodyID {
	if v < rf.n+2 {
		return -1
	}
	return rf.sc.dynOwner[v-rf.n-2]
}

// clear reports whether the base may make the straight move a→b, as the search tests it;
// toEnd also tests b as the route's end.
func (rf *routeRefiner) clear(a, b Vec, toEnd bool) bool {
	if _, ok := rf.t.searchMoveClear(rf.sc, rf.g, rf.id, rf.key, a, b, rf.opt, true, rf.n+1); !ok {
		return false
	}
	return !toEnd || rf.t.goalEndClear(rf.id, b, rf.goal, rf.opt) < 0
}

func (rf *routeRefiner) cost(a, b Vec) float64 {
	return rf.t.segmentCost(rf.key.level, a, b, rf.key.ignoreDifficult)
}

// rounded replaces each run of the route's corners round one round model with corners along
// its clearance circle, when that is clear and cheaper. The route's ends stay.
func (rf *routeRefiner) rounded(pts []Vec, nodes []int32) []Vec {
	if rf.key.tray.on() || len(nodes) != len(pts) {
		return pts
	}
	out := make([]Vec, 0, len(pts))
	out = append(out, pts[0])
	for i := 1; i < len(pts); {
		own := rf.owner(nodes[i])
		if own < 0 || i == len(pts)-1 || rf.t.bodies[own].Base.IsTray() {
			out = append(out, pts[i])
			i++
			continue
		}
		j := i
		for j+1 < len(pts)-1 && rf.owner(nodes[j+1]) == own {
			j++
		}
		a, b := out[len(out)-1], pts[j+1]
		o := &rf.t.bodies[own]
		arc, ok := arcRound(a, b, o.Pos, rf.key.radius+o.Base.Radius+navMargin, pts[i])
		if ok && rf.cheaperAndClear(a, pts[i:j+1], arc, b) {
			out = append(out, arc...)
		} else {
			out = append(out, pts[i:j+1]...)
		}
		i = j + 1
	}
	return out
}

// cheaperAndClear reports whether going from a through the corners via to b costs less than
// through old, every move of it clear.
func (rf *routeRefiner) cheaperAndClear(a Vec, old, via []Vec, b Vec) bool {
	legs := func(mid []Vec) float64 {
		c, p := 0.0, a
		for _, q := range mid {
			c += rf.cost(p, q)
			p = q
		}
		return c + rf.cost(p, b)
	}
	if legs(via) >= legs(old)-1e-12 {
		return false
	}
	p := a
	for _, q := range via {
		if !rf.clear(p, q, false) {
			return false
		}
		p = q
	}
	return rf.clear(p, b, false)
}

// arcRound returns the corners of the shortest way from a to b round a circle (centre c,
// radius rho) on the side the route's corner via goes: the tangent from a, the arc, the
// tangent to b, the arc replaced by its circumscribed polygon with sides of at most
// arcStep. It returns false when a or b is not outside the circle.
func arcRound(a, b, c Vec, rho float64, via Vec) ([]Vec, bool) {
	da, db := a.Dist(c), b.Dist(c)
	if da <= rho*(1+1e-9) || db <= rho*(1+1e-9) {
		return nil, false
	}
	pa, pb := a.Sub(c), b.Sub(c)
	phiA, phiB := math.Atan2(pa.Y, pa.X), math.Atan2(pb.Y, pb.X)
	alA, alB := math.Acos(rho/da), math.Acos(rho/db)
	sign := 1.0 // counter-clockwise round c: c on the left of the way from a
	if via.Sub(a).Cross(c.Sub(a)) < 0 {
		sign = -1
	}
	thA := phiA + sign*alA
	sweep := math.Mod(sign*((phiB-sign*alB)-thA), 2*math.Pi)
	if sweep < 0 {
		sweep += 2 * math.Pi
	}
	if sweep > 1.5*math.Pi { // the tangents cross before the circle: no need to go round it
		return nil, true
	}
	k := max(1, int(math.Ceil(sweep/arcStep)))
	step := sweep / float64(k)
	rad := rho / math.Cos(step/2)
	out := make([]Vec, k)
	for m := range out {
		s, cs := math.Sincos(thA + sign*step*(float64(m)+0.5))
		out[m] = c.Add(Vec{cs, s}.Scale(rad))
	}
	return out, true
}

// refractCorner is a corner of a route being refracted: fixed, or free to slide along an edge
// of difficult terrain (at s along a→b).
type refractCorner struct {
	p     Vec
	a, b  Vec
	s     float64
	slide bool
}

// refract bends the route where its legs cross edges of difficult terrain, each bend moved
// along its edge to where the route costs least, and drops the corners that serve nothing.
// With endFree the route's end is the goal's nearest place from the corner before it.
func (rf *routeRefiner) refract(pts []Vec, endFree bool) []Vec {
	if len(rf.edges) == 0 || len(pts) < 2 {
		return pts
	}
	cs := make([]refractCorner, 0, len(pts)+4)
	sliders := 0
	for i := 0; i+1 < len(pts); i++ {
		cs = append(cs, refractCorner{p: pts[i]})
		a, b := pts[i], pts[i+1]
		first := len(cs)
		lo, hi := Vec{min(a.X, b.X), min(a.Y, b.Y)}, Vec{max(a.X, b.X), max(a.Y, b.Y)}
		for _, gr := range rf.groups {
			if gr.hi.X < lo.X || gr.lo.X > hi.X || gr.hi.Y < lo.Y || gr.lo.Y > hi.Y {
				continue // the leg crosses none of its edges
			}
			for _, e := range rf.edges[gr.from:gr.to] {
				if s, u, ok := segCrossing(a, b, e[0], e[1]); ok && s > 1e-9 && s < 1-1e-9 {
					cs = append(cs, refractCorner{p: a.Lerp(b, s), a: e[0], b: e[1], s: u, slide: true})
					sliders++
				}
			}
		}
		added := cs[first:] // in order along the leg
		for x := 1; x < len(added); x++ {
			for y := x; y > 0 && added[y].p.Dist(a) < added[y-1].p.Dist(a); y-- {
				added[y], added[y-1] = added[y-1], added[y]
			}
		}
	}
	cs = append(cs, refractCorner{p: pts[len(pts)-1]})
	if sliders == 0 {
		return pts
	}
	next := func(k int, x Vec) Vec {
		if k+1 == len(cs)-1 && endFree {
			return rf.goal.end(x)
		}
		return cs[k+1].p
	}
	for sweep := 0; sweep < refineSweeps; sweep++ {
		moved := false
		for k := 1; k < len(cs)-1; k++ {
			c := &cs[k]
			if !c.slide {
				continue
			}
			prev := cs[k-1].p
			f := func(s float64) (float64, Vec, Vec) {
				x := c.a.Lerp(c.b, s)
				nx := next(k, x)
				return rf.cost(prev, x) + rf.cost(x, nx), x, nx
			}
			cur, _, _ := f(c.s)
			s := goldenMin(func(s float64) float64 { v, _, _ := f(s); return v })
			v, x, nx := f(s)
			last := k+1 == len(cs)-1
			if v < cur-1e-9 && rf.clear(prev, x, false) && rf.clear(x, nx, last && endFree) {
				c.p, c.s = x, s
				cs[k+1].p = nx
				moved = true
			}
		}
		if !moved {
			break
		}
	}
	// Drop corners that serve nothing: going straight past them is clear and no dearer.
	out := []Vec{cs[0].p}
	for k := 1; k < len(cs); k++ {
		if k == len(cs)-1 {
			out = append(out, cs[k].p)
			break
		}
		prev := out[len(out)-1]
		nx := cs[k+1].p
		last := k+1 == len(cs)-1
		if last && endFree {
			nx = rf.goal.end(prev)
		}
		if rf.cost(prev, nx) <= rf.cost(prev, cs[k].p)+rf.cost(cs[k].p, cs[k+1].p)+1e-12 &&
			rf.clear(prev, nx, last && endFree) {
			cs[k+1].p = nx
			continue
		}
		out = append(out, cs[k].p)
	}
	return out
}

// segCrossing returns where segments ab and cd cross: at s along ab and u along cd.
func segCrossing(a, b, c, d Vec) (float64, float64, bool) {
	r, q := b.Sub(a), d.Sub(c)
	den := r.Cross(q)
	if den == 0 {
		return 0, 0, false
	}
	w := c.Sub(a)
	s, u := w.Cross(q)/den, w.Cross(r)/den
	return s, u, s >= 0 && s <= 1 && u >= 0 && u <= 1
}

// goldenMin returns where f is least on [0, 1], by golden-section search (to about 10⁻⁸ of
// the edge; f is taken to have one minimum there, as the cost of two legs through a point
// sliding along an edge has, but for where a leg starts to cross more terrain).
func goldenMin(f func(float64) float64) float64 {
	const phi = 0.6180339887498949
	lo, hi := 0.0, 1.0
	x1, x2 := hi-phi*(hi-lo), lo+phi*(hi-lo)
	f1, f2 := f(x1), f(x2)
	for k := 0; k < 40; k++ {
		if f1 <= f2 {
			hi, x2, f2 = x2, x1, f1
			x1 = hi - phi*(hi-lo)
			f1 = f(x1)
		} else {
			lo, x1, f1 = x1, x2, f2
			x2 = lo + phi*(hi-lo)
			f2 = f(x2)
		}
	}
	best, fb := (lo+hi)/2, f((lo+hi)/2)
	for _, c := range [...]float64{0, 1} {
		if fc := f(c); fc < fb {
			best, fb = c, fc
		}
	}
	return best
}
