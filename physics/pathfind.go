package physics

import (
	"errors"
	"math"
)

// MoveOptions changes how a base moves.
type MoveOptions struct {
	// IgnoreDifficult makes difficult terrain cost 1" per inch (a Brute).
	IgnoreDifficult bool
	// PassModels lets the base move through every other model's base (a Brute); it still
	// cannot end its move on one.
	PassModels bool
	// PassThrough lists the bases this model may move through (Leo's Slippery, through Shamblers).
	PassThrough []BodyID
}

// Path is a route for a base's centre.
type Path struct {
	Points  []Vec   // from the base's centre to the end, corners in between
	Cost    float64 // movement spent, difficult terrain counted double
	Reached bool    // false: the goal cannot be reached and Points get as close as possible
}

// ErrNoRoute is returned when a base cannot get any closer to its goal at all.
var ErrNoRoute = errors.New("no route: the model is boxed in")

// PathTo returns the cheapest legal route for a base to move its centre to dest.
func (t *Table) PathTo(id BodyID, dest Vec, opt MoveOptions) (Path, error) {
	b := t.bodies[id].Body
	b.Pos = dest
	if err := t.CheckPlacement(b, t.passList(id, opt)...); err != nil {
		return Path{}, err
	}
	return t.search(id, pathGoal{point: dest}, opt)
}

// PathToContact returns the cheapest legal route that brings a base into base contact with
// the target's base (round bases; a tray is treated as its bounding circle).
func (t *Table) PathToContact(id, target BodyID, opt MoveOptions) (Path, error) {
	if t.InContact(id, target) {
		return Path{Points: []Vec{t.bodies[id].Pos}, Reached: true}, nil
	}
	tb := &t.bodies[target]
	reach := t.bodies[id].Base.BoundingRadius() + tb.Base.BoundingRadius() + ContactTolerance/2
	return t.search(id, pathGoal{point: tb.Pos, reach: reach, target: target, contact: true}, opt)
}

type pathGoal struct {
	point   Vec
	reach   float64 // for contact: the centre distance that means contact
	target  BodyID
	contact bool
}

// end returns where a base coming from p stops for the goal.
func (g *pathGoal) end(p Vec) Vec {
	if !g.contact {
		return g.point
	}
	d := p.Sub(g.point)
	l := d.Len()
	if l <= g.reach {
		return p
	}
	return g.point.Add(d.Scale(g.reach / l))
}

func (g *pathGoal) h(p Vec) float64 {
	if !g.contact {
		return p.Dist(g.point)
	}
	return math.Max(0, p.Dist(g.point)-g.reach)
}

// passList returns the bases that do not block this base's placement.
func (t *Table) passList(id BodyID, opt MoveOptions) []BodyID {
	l := append([]BodyID{id}, opt.PassThrough...)
	return l
}

type heapEntry struct {
	f, g     float64
	node     int32
	parent   int32
	verified bool
}

// search is a lazy A* over the cached graph: edges to and from the start and goal, and every
// edge's check against other models, are made only when the search reaches them.
func (t *Table) search(id BodyID, goal pathGoal, opt MoveOptions) (Path, error) {
	self := &t.bodies[id]
	r := self.Base.BoundingRadius()
	key := navKey{level: self.Level, radius: math.Round(r*1e4) / 1e4, ignoreDifficult: opt.IgnoreDifficult}
	g := t.navFor(key)
	n := len(g.nodes)
	start, goalN := int32(n), int32(n+1)
	sc := &t.pathScratch
	sc.reset(n + 2)
	pos := func(i int32) Vec {
		if i == start {
			return self.Pos
		}
		return g.nodes[i]
	}
	sc.push(heapEntry{f: goal.h(self.Pos), node: start, parent: -1, verified: true})
	bestNode, bestH := start, goal.h(self.Pos)
	for len(sc.heap) > 0 {
		e := sc.pop()
		if sc.closed[e.node] {
			continue
		}
		if !e.verified {
			from := pos(e.parent)
			to := goal.end(from)
			if e.node != goalN {
				to = g.nodes[e.node]
			}
			ok := t.moveClear(id, key, from, to, opt, e.parent == start || e.node == goalN, goal)
			if !ok {
				continue
			}
			cost := t.segmentCost(key.level, from, to, key.ignoreDifficult)
			trueG := sc.g[e.parent] + cost
			if trueG > e.g+1e-9 {
				e.g, e.f, e.verified = trueG, trueG+(e.f-e.g), true
				sc.push(e)
				continue
			}
		}
		sc.closed[e.node] = true
		sc.g[e.node] = e.g
		sc.parent[e.node] = e.parent
		if e.node == goalN {
			return t.buildPath(g, start, goalN, goal, self.Pos, sc, true), nil
		}
		p := pos(e.node)
		if h := goal.h(p); h < bestH {
			bestNode, bestH = e.node, h
		}
		if e.node == start {
			for j := 0; j < n; j++ {
				q := g.nodes[j]
				d := p.Dist(q)
				sc.push(heapEntry{f: d + goal.h(q), g: d, node: int32(j), parent: start})
			}
		} else {
			for k := g.adjStart[e.node]; k < g.adjStart[e.node+1]; k++ {
				j := g.adj[k]
				if sc.closed[j] {
					continue
				}
				gj := e.g + g.adjCost[k]
				sc.push(heapEntry{f: gj + goal.h(g.nodes[j]), g: gj, node: j, parent: e.node})
			}
		}
		end := goal.end(p)
		d := e.g + p.Dist(end)
		sc.push(heapEntry{f: d, g: d, node: goalN, parent: e.node})
	}
	if bestNode == start {
		return Path{Points: []Vec{self.Pos}}, ErrNoRoute
	}
	return t.buildPath(g, start, bestNode, goal, self.Pos, sc, false), nil
}

func (t *Table) buildPath(g *navGraph, start, last int32, goal pathGoal, from Vec, sc *pathScratch, reached bool) Path {
	var rev []int32
	for v := last; v != -1; v = sc.parent[v] {
		rev = append(rev, v)
	}
	pts := make([]Vec, 0, len(rev))
	for i := len(rev) - 1; i >= 0; i-- {
		v := rev[i]
		switch {
		case v == start:
			pts = append(pts, from)
		case int(v) == len(g.nodes)+1:
			pts = append(pts, goal.end(pts[len(pts)-1]))
		default:
			pts = append(pts, g.nodes[v])
		}
	}
	return Path{Points: pts, Cost: sc.g[last], Reached: reached}
}

// moveClear checks a straight move against other models and, for edges not in the cached
// graph (from the start or to the goal), against terrain. A move to a contact goal may end
// touching its target.
func (t *Table) moveClear(id BodyID, key navKey, a, b Vec, opt MoveOptions, checkStatic bool, goal pathGoal) bool {
	r := key.radius
	if checkStatic {
		if !t.centreClear(key.level, b, r) || !t.staticSegmentClear(key.level, a, b, r) {
			return false
		}
	}
	if opt.PassModels {
		return t.endClear(id, b, opt)
	}
	bounds := Rect{Vec{math.Min(a.X, b.X), math.Min(a.Y, b.Y)}, Vec{math.Max(a.X, b.X), math.Max(a.Y, b.Y)}}.Expand(r + 2)
	t.gather(bounds, false, true)
	for _, oid := range t.scratch.bodies {
		o := &t.bodies[oid]
		if oid == id || o.Level != key.level || inIDs(opt.PassThrough, oid) {
			continue
		}
		limit := r + o.r - geomEps
		if goal.contact && oid == goal.target {
			limit = r + o.Base.BoundingRadius() - ContactTolerance
		}
		if len(o.pts) == 1 {
			if pointSegDist(o.pts[0], a, b) < limit {
				return false
			}
		} else if convexSegDist(o.pts, a, b) < limit {
			return false
		}
	}
	return true
}

// endClear reports whether a base passing through models may stop at p.
func (t *Table) endClear(id BodyID, p Vec, opt MoveOptions) bool {
	b := t.bodies[id].Body
	b.Pos = p
	b.Facing = t.bodies[id].Facing
	return t.CheckPlacement(b, t.passList(id, MoveOptions{PassThrough: opt.PassThrough})...) == nil
}

// pathScratch keeps the search's arrays between queries.
type pathScratch struct {
	heap   []heapEntry
	g      []float64
	parent []int32
	closed []bool
}

func (s *pathScratch) reset(n int) {
	s.heap = s.heap[:0]
	if cap(s.g) < n {
		s.g = make([]float64, n)
		s.parent = make([]int32, n)
		s.closed = make([]bool, n)
	}
	s.g, s.parent, s.closed = s.g[:n], s.parent[:n], s.closed[:n]
	for i := range s.closed {
		s.closed[i] = false
		s.parent[i] = -1
	}
}

func (s *pathScratch) push(e heapEntry) {
	s.heap = append(s.heap, e)
	i := len(s.heap) - 1
	for i > 0 {
		p := (i - 1) / 2
		if s.heap[p].f <= s.heap[i].f {
			break
		}
		s.heap[p], s.heap[i] = s.heap[i], s.heap[p]
		i = p
	}
}

func (s *pathScratch) pop() heapEntry {
	top := s.heap[0]
	last := len(s.heap) - 1
	s.heap[0] = s.heap[last]
	s.heap = s.heap[:last]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < last && s.heap[l].f < s.heap[m].f {
			m = l
		}
		if r < last && s.heap[r].f < s.heap[m].f {
			m = r
		}
		if m == i {
			break
		}
		s.heap[m], s.heap[i] = s.heap[i], s.heap[m]
		i = m
	}
	return top
}

// TruncatePath returns the part of a path a base can follow with the given movement budget
// (difficult terrain counted double), ending exactly where the budget runs out.
func (t *Table) TruncatePath(level int, path []Vec, budget float64, ignoreDifficult bool) []Vec {
	if len(path) == 0 {
		return nil
	}
	out := []Vec{path[0]}
	left := budget
	for i := 1; i < len(path); i++ {
		c := t.segmentCost(level, path[i-1], path[i], ignoreDifficult)
		if c <= left+1e-12 {
			out = append(out, path[i])
			left -= c
			continue
		}
		lo, hi := 0.0, 1.0 // cost along a segment grows monotonically: bisect
		for k := 0; k < 50; k++ {
			mid := (lo + hi) / 2
			if t.segmentCost(level, path[i-1], path[i-1].Lerp(path[i], mid), ignoreDifficult) <= left {
				lo = mid
			} else {
				hi = mid
			}
		}
		if lo > 0 {
			out = append(out, path[i-1].Lerp(path[i], lo))
		}
		break
	}
	return out
}
