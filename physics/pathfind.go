package physics

import (
	"errors"
	"math"
	"math/bits"
	"slices"
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
	// Complete searches without the bound of ruling G9 (searchBudgetPerNode): it finds a
	// route wherever one exists, and where none does it looks at every route round every
	// model before it answers with the closest place (a few milliseconds in a crowd). For a
	// player's own move, where "there is no way there" must be true; the zombies and the
	// computer's survivors keep the bound.
	Complete bool
	// MaxCost, when above 0, says that only a route costing at most this much is wanted (a
	// zombie's reach): the search gives up once every route left to it would cost more
	// than MaxCost and a margin for the refinement of its routes (maxCostMargin), and then
	// answers Reached false, with a place on the way. A route it finds within the margin is
	// the route an unbounded search finds; the caller compares its Cost with MaxCost.
	MaxCost float64
}

// maxCostMargin is how far past MoveOptions.MaxCost a search still looks: a route the graph
// finds is refined afterwards (refineRoute), which may make it shorter, so one that
// looks dearer than MaxCost by less than the margin may come out within it.
const (
	maxCostRatio = 1.2
	maxCostSlack = 1.0 // inches
)

// Path is a route for a base's centre.
type Path struct {
	Points  []Vec   // from the base's centre to the end, corners in between
	Cost    float64 // movement spent, difficult terrain counted double
	Reached bool    // false: the goal cannot be reached and Points get as close as possible
}

// ErrNoRoute is returned when a base cannot get any closer to its goal at all.
var ErrNoRoute = errors.New("no route: the model is boxed in")

// PathTo returns the cheapest legal route for a base to move its centre to dest. It returns
// a *BodyError when id is not on the table, ErrNotAPoint when dest is not finite and a
// *PlacementError when the base may not stand at dest.
func (t *Table) PathTo(id BodyID, dest Vec, opt MoveOptions) (Path, error) {
	if err := t.liveBody(id); err != nil {
		return Path{}, err
	}
	if !finite(dest) {
		return Path{}, ErrNotAPoint
	}
	b := t.bodies[id].Body
	b.Pos = dest
	if err := t.CheckPlacement(b, id); err != nil { // passing through a model is not stopping on it
		return Path{}, err
	}
	return t.search(id, pathGoal{point: dest}, opt)
}

// PathToContact returns the cheapest legal route that brings a base into base contact with
// the target's base: its edge within half the contact tolerance of the target's own outline
// (a tray's rectangle, exactly), with no wall between them. A tray that moves on the ground
// is routed as its rectangle at its facing, and ends with its rectangle in contact (on a
// roof, as its bounding circle). It returns a *BodyError when either base is not on the
// table.
func (t *Table) PathToContact(id, target BodyID, opt MoveOptions) (Path, error) {
	if err := t.liveBody(id); err != nil {
		return Path{}, err
	}
	if err := t.liveBody(target); err != nil {
		return Path{}, err
	}
	if t.InContact(id, target) {
		return Path{Points: []Vec{t.bodies[id].Pos}, Reached: true}, nil
	}
	return t.search(id, t.contactGoal(id, target, opt), opt)
}

// contactGoal is PathToContact's goal: base id, moving with opt, in contact with base target.
func (t *Table) contactGoal(id, target BodyID, opt MoveOptions) pathGoal {
	tb := &t.bodies[target]
	goal := pathGoal{point: tb.Pos, target: target, contact: true,
		reach: t.bodies[id].Base.BoundingRadius() + tb.r + ContactTolerance/2}
	if len(tb.pts) == 4 {
		goal.npoly = copy(goal.poly[:], tb.pts)
	}
	if k := t.bodies[id].navKey(opt, t.trayRoutes); k.tray.on() {
		// The tray's centre within reach of the target grown by the tray: its rectangle
		// within reach of the target's outline.
		corners := k.tray.corners()
		if grown := grownBy(tb.pts, corners[:]); len(grown) <= len(goal.poly) {
			goal.npoly = copy(goal.poly[:], grown)
			goal.reach = tb.r + ContactTolerance/2
		}
	}
	return goal
}

// pathGoal is where a search is going: a point, or (contact) within reach of a point or of a
// convex polygon: a tray target's rectangle, or a target grown by a tray that moves.
type pathGoal struct {
	point   Vec
	reach   float64 // for contact: how far from the point, or the polygon, the centre may end
	target  BodyID
	contact bool
	poly    [8]Vec // the polygon's corners, counter-clockwise, when npoly > 0
	npoly   int
}

// core returns the point of the goal's target nearest p: its centre, or the nearest point
// of its polygon.
func (g *pathGoal) core(p Vec) Vec {
	if g.npoly == 0 {
		return g.point
	}
	return closestOnConvex(g.poly[:g.npoly], p)
}

// end returns where a base coming from p stops for the goal: for contact, the nearest place
// within reach (so a straight last leg from p is the shortest).
func (g *pathGoal) end(p Vec) Vec {
	if !g.contact {
		return g.point
	}
	c := g.core(p)
	d := p.Sub(c)
	l := d.Len()
	if l <= g.reach {
		return p
	}
	return c.Add(d.Scale(g.reach / l))
}

// goalSlack is what an anchor's bound gives up so that it never overestimates (see
// findAnchors): a route may reach a place of the goal other than the anchor's, and the
// anchor's bound holds only up to the cost of going from there to the anchor's place: the
// goal's width, twice that where difficult terrain meets the goal. A point goal has one place.
func (t *Table) goalSlack(key navKey, g pathGoal) float64 {
	if !g.contact || t.trayRoutes == TraysAsCircles {
		return 0
	}
	w := 0.0
	box := Rect{g.point, g.point}
	for i := 0; i < g.npoly; i++ {
		box.Min = Vec{min(box.Min.X, g.poly[i].X), min(box.Min.Y, g.poly[i].Y)}
		box.Max = Vec{max(box.Max.X, g.poly[i].X), max(box.Max.Y, g.poly[i].Y)}
		for j := i + 1; j < g.npoly; j++ {
			w = max(w, g.poly[i].Dist(g.poly[j]))
		}
	}
	w += 2 * g.reach
	if key.ignoreDifficult {
		return w
	}
	box = box.Expand(g.reach)
	for _, pi := range t.difficultParts {
		if pr := &t.parts[pi]; t.solids[pr.solid].level == key.level && pr.bounds.Overlaps(box) {
			return 2 * w
		}
	}
	return w
}

func (g *pathGoal) h(p Vec) float64 {
	if !g.contact {
		return p.Dist(g.point)
	}
	return max(0, p.Dist(g.core(p))-g.reach)
}

// closestOnConvex returns the point of a convex polygon nearest p (p itself inside).
func closestOnConvex(pts []Vec, p Vec) Vec {
	if convexContains(pts, p, 0) {
		return p
	}
	best, bestD := pts[0], math.Inf(1)
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		d := b.Sub(a)
		s := min(max(p.Sub(a).Dot(d)/d.Len2(), 0), 1)
		q := a.Add(d.Scale(s))
		if dq := q.Sub(p).Len2(); dq < bestD {
			best, bestD = q, dq
		}
	}
	return best
}

type heapEntry struct {
	f, g     float64
	node     int32
	parent   int32
	next     int32 // the next entry (plus one) of its bucket, while it waits in one (queue.go)
	verified bool
}

// searchBudgetPerNode bounds a route search: it gives up after taking this many entries per
// corner (of the terrain graph, and round the models in the way) off its queue, and takes
// the route that got closest among the places it reached. Searches that find their goal
// mostly take a few dozen; one that cannot, because models close every way there, would
// otherwise look at every route round every model on the table, tens of thousands (see
// docs/rules-interpretations.md, G9). With 16, such searches took 78% of the queue's work;
// with 3, 0.30% of zombie routes at Last Stop Gas stop short of a route 16 would have found
// (with 4, 0.28%), and the games run about 6% faster.
const searchBudgetPerNode = 3

// searchBudget is how many entries a search of a graph of nodes corners (the terrain's, the
// start and goal, and those round the models in the way so far) may take off its queue
// before it stops at the closest place (ruling G9).
func (t *Table) searchBudget(nodes int) int {
	if t.budgetCap > 0 {
		return t.budgetCap
	}
	return max(searchBudgetPerNode*nodes, searchBudgetFloor)
}

// searchBudgetFloor is the least a search may take, however few corners the table has. On
// The Rooftop Signal's smaller graph it is the bound: at 768, four times as many of the
// computer survivors' routes there stopped short.
const searchBudgetFloor = 1024

// ringNodes is how many route corners are placed round a model that stands in the way.
const ringNodes = 8

// search is a lazy A* over the cached graph of the terrain. Edges to and from the start and
// the goal, and every edge's check against other models, are made only when the search
// reaches them. When a model blocks an edge, corners round that model join the graph, so
// routes go round models as well as terrain.
func (t *Table) search(id BodyID, goal pathGoal, opt MoveOptions) (Path, error) {
	c := t.sharedNav
	if c == nil || len(opt.PassThrough) > 0 {
		return t.searchGraph(id, goal, opt)
	}
	// A route depends only on the terrain, the doors and where every base stands: tables
	// sharing graphs remember answers under the table's fingerprint. Games on one scenario
	// open alike until the dice first differ, and a computer player's trial of a move asks
	// what applying it asks again (40% of the searches in a batch of simulated games).
	k := routeKey{print: t.print, id: id, goal: goal, ignoreDifficult: opt.IgnoreDifficult, passModels: opt.PassModels, complete: opt.Complete, maxCost: opt.MaxCost}
	if a, ok := c.routes[k]; ok {
		p := a.path
		p.Points = slices.Clone(p.Points)
		return p, a.err
	}
	p, err := t.searchGraph(id, goal, opt)
	if c.routes == nil || len(c.routes) >= maxSharedRoutes {
		c.routes = map[routeKey]routeAnswer{}
	}
	c.routes[k] = routeAnswer{path: Path{Points: slices.Clone(p.Points), Cost: p.Cost, Reached: p.Reached}, err: err}
	return p, err
}

// searchGraph runs the search (see search). It first searches with a cutoff: entries whose
// estimate exceeds cutoffRatio times the straight distance to the goal plus cutoffSlack are
// not queued at all, which spares most of the queue's work (three in four entries a search
// queues are never taken off it). Until the queue runs dry, the entries the cut search takes
// off are exactly those the full search takes, in the same order: every entry it did not
// queue comes after every entry it did. So when the cut search finds the goal, runs out of
// budget or stops for a full goal, its answer is the full search's; only when its queue runs
// dry after cutting entries does the full search run (for a route more than the cutoff
// long, or a goal it cannot reach: about 7% of the searches of a batch of Last Stop Gas).
func (t *Table) searchGraph(id BodyID, goal pathGoal, opt MoveOptions) (Path, error) {
	if p, done, err := t.searchGraphWithin(id, goal, opt, true); done {
		return p, err
	}
	p, _, err := t.searchGraphWithin(id, goal, opt, false)
	return p, err
}

// cutoffRatio and cutoffSlack set the cut search's cutoff (see searchGraph): in a batch of
// Last Stop Gas games, 2% of the routes found are longer.
const (
	cutoffRatio = 1.25
	cutoffSlack = 2.0 // inches
)

// searchGraphWithin is searchGraph's search, with the cutoff or without; done is false when
// it cannot answer (the cut search's queue ran dry after cutting entries).
func (t *Table) searchGraphWithin(id BodyID, goal pathGoal, opt MoveOptions, cut bool) (Path, bool, error) {
	self := &t.bodies[id]
	key := self.navKey(opt, t.trayRoutes)
	g := t.navFor(key)
	n := int32(len(g.nodes))
	start, goalN := n, n+1
	sc := &t.ownPaths
	if t.sharedNav != nil {
		sc = &t.sharedNav.paths // grown once for all the cache's tables, not once per game
	}
	sc.reset(int(n) + 2)
	t.listSearchBodies(sc, id, key, opt)
	pos := func(i int32) Vec {
		switch {
		case i < n:
			return g.nodes[i]
		case i == start:
			return self.Pos
		}
		return sc.dyn[i-n-2]
	}
	var pushTo func(from int32, gFrom float64, j int32)
	// In the open the straight move is the route: no search. (Only when it crosses no
	// difficult terrain: then going round may be cheaper.)
	straight := false // the straight move is clear, but crosses difficult terrain
	if end := goal.end(self.Pos); true {
		if _, ok := t.searchMoveClear(sc, g, id, key, self.Pos, end, opt, true, goalN); ok && t.goalEndClear(id, end, goal, opt) < 0 {
			if cost := t.segmentCost(key.level, self.Pos, end, key.ignoreDifficult); cost <= self.Pos.Dist(end)+1e-12 {
				return Path{Points: []Vec{self.Pos, end}, Cost: cost, Reached: true}, true, nil
			}
			straight = true
		}
	}
	var goalSet *anchorSet
	sc.anchors, goalSet = t.findAnchors(g, key, goal, sc.anchors[:0])
	// Anchors on the start's side bound the start's routes the same way: a node the start
	// cannot see directly is not tried directly before nodes it can.
	sc.startAnchors, _ = t.findAnchors(g, key, pathGoal{point: self.Pos}, sc.startAnchors[:0])
	if goalSet.h != nil {
		copy(sc.hCache[:n], goalSet.h) // the estimates of an earlier search for this goal
	}
	var goalRows, startRows [maxAnchors][]float32 // the anchors' rows of route costs
	for k, a := range sc.anchors {
		goalRows[k] = g.row(a.node)
	}
	for k, a := range sc.startAnchors {
		startRows[k] = g.row(a.node)
	}
	startBound := func(j int32) float64 {
		best := 0.0
		for k, a := range sc.startAnchors {
			if v := float64(startRows[k][j]) - a.cost; v > best {
				best = v
			}
		}
		return best
	}
	h := func(i int32, p Vec) float64 {
		if i < n && sc.hCache[i] >= 0 {
			return sc.hCache[i]
		}
		best := goal.h(p)
		if i < n {
			for k, a := range sc.anchors {
				// Route costs are symmetric: read the anchor's row, which the loop over
				// the start's corners walks in order, rather than a column.
				if v := float64(goalRows[k][i]) - a.cost; v > best {
					best = v
				}
			}
			sc.hCache[i] = best
		}
		return best
	}
	pushTo = func(from int32, gFrom float64, j int32) {
		q := pos(j)
		d := gFrom + pos(from).Dist(q)
		if sc.closed[j] && d >= sc.g[j]-1e-9 {
			return
		}
		if j >= n+2 && sc.dynOwner[j-n-2] == goalPlaceOwner && sc.memo.knownBlocked(g, pos(from), q) {
			// A place of the goal the terrain hides from this corner, as the memo of
			// moves knows: taken off the queue, it would only fail the same test.
			return
		}
		// The start's bound orders the queue only: the entry's cost stays the move's own,
		// so that a route's cost is always the cost of its points (the bound comes from
		// the graph's routes, which need not pass the start).
		f := d
		if from == start && j < n {
			f = max(d, finiteBound(startBound(j), d))
		}
		sc.push(heapEntry{f: f + h(j, q), g: d, node: j, parent: from})
	}
	sc.band(goal.h(self.Pos))
	if cut {
		sc.cutoff = cutoffRatio*goal.h(self.Pos) + cutoffSlack
	}
	sc.push(heapEntry{f: goal.h(self.Pos), node: start, parent: -1, verified: true})
	bestNode, bestH := start, goal.h(self.Pos)
	roomChecked := false
	for pops := 0; sc.queued() > 0 && (opt.Complete || pops < t.searchBudget(int(n)+2+len(sc.dyn))); pops++ {
		if !roomChecked && pops >= max(goalRoomCheckPerNode*(int(n)+2), goalRoomCheckFloor) {
			roomChecked = true
			// The room at the goal is looked for at a few dozen places: a complete search
			// does not take its word that there is none.
			if g.apart(sc.startAnchors, sc.anchors) || (!opt.Complete && !t.roomAtGoal(key, id, goal, opt)) {
				// The terrain parts the start from the goal (for a base this size), or other
				// models fill every place at the goal: take the closest place so far (G9).
				break
			}
		}
		e := sc.pop()
		if opt.MaxCost > 0 && e.f > opt.MaxCost*maxCostRatio+maxCostSlack {
			break // every route left costs more than the caller wants
		}
		// Settled already at no greater cost? Corners round models make the estimate
		// inconsistent, so a settled node is reopened when a cheaper route to it turns up:
		// with an estimate that never overestimates, that keeps the route the cheapest.
		if sc.closed[e.node] && e.g >= sc.g[e.node]-1e-9 {
			continue
		}
		if !e.verified {
			from := pos(e.parent)
			var to Vec
			if e.node == goalN {
				to = goal.end(from)
			} else {
				to = pos(e.node)
			}
			static := e.parent < n && e.node < n
			blocker, ok := t.searchMoveClear(sc, g, id, key, from, to, opt, !static, e.node)
			moveClear := ok
			if ok && (e.node == goalN || sc.goalPlace(e.node, n)) {
				// The end may stand on a model the route passes through: corners round
				// that model give the route other places to end.
				if blocker = t.goalEndClear(id, to, goal, opt); blocker != -1 {
					ok = false
				}
			}
			if !ok {
				if blocker >= 0 {
					t.addRing(sc, g, key, blocker, n, e.parent, pushTo)
				} else if e.node == goalN && goal.contact && t.trayRoutes == TraysAsRectangles && t.blockedNearGoal(sc, g, id, key, opt, from, to, goal, moveClear) {
					// Terrain by the goal (or a wall in the way of sight) keeps this corner
					// from the goal's nearest place: other places of it may be in reach.
					t.addGoalPlaces(sc, g, key, id, goal, n, e.parent, pushTo)
				} else if blocker < 0 && sc.goalPlace(e.node, n) {
					// A place of the goal hidden from this corner does not count against
					// the search's bound: the places, dozens a search, would otherwise
					// stop searches that reach their goal without them.
					pops--
				}
				continue
			}
			trueG := sc.g[e.parent] + t.segmentCost(key.level, from, to, key.ignoreDifficult)
			if trueG > e.g+1e-9 {
				e.g, e.f, e.verified = trueG, trueG+(e.f-e.g), true
				sc.push(e)
				continue
			}
		}
		sc.closed[e.node] = true
		sc.g[e.node] = e.g
		sc.parent[e.node] = e.parent
		if e.node == goalN || sc.goalPlace(e.node, n) {
			p := t.buildPath(start, e.node, goal, pos, sc, true, key.level, key.ignoreDifficult)
			if t.trayRoutes == TraysAsRectangles {
				p = t.refineRoute(sc, g, id, key, goal, opt, p, e.node, n, straight)
			}
			return p, true, nil
		}
		p := pos(e.node)
		if h := goal.h(p); h < bestH && (e.node == start || t.mayStop(id, p, opt)) {
			bestNode, bestH = e.node, h
		}
		if e.node == start {
			sc.pushStartMoves(g, p, goal, &startRows, &goalRows)
			g.keepEstimates(goalSet, sc.hCache[:n])
		} else if e.node < n {
			lo, hi := g.adjStart[e.node], g.adjStart[e.node+1]
			adjCost := g.adjCost[lo:hi]
			closed, gs, hs := sc.closed[:n], sc.g[:n], sc.hCache[:n]
			for k, j := range g.adj[lo:hi] {
				gj := e.g + adjCost[k]
				if closed[j] && gj >= gs[j]-1e-9 {
					continue
				}
				hj := hs[j] // cached since the corner's first estimate, as a rule
				if hj < 0 {
					hj = h(j, g.nodes[j])
				}
				if f := gj + hj; f > sc.limit && sc.banded { // push, with its common path inlined
					sc.putBucket(heapEntry{f: f, g: gj, node: j, parent: e.node}, int32(len(sc.items)))
				} else {
					sc.pushNear(heapEntry{f: f, g: gj, node: j, parent: e.node})
				}
			}
		} else {
			// A corner round a model: on to the graph's corners that a route from here
			// could bend round (the others would be cut).
			nodes := sc.corners.moves(&sc.memo, g, p)
			closed, gs, hs := sc.closed[:n], sc.g[:n], sc.hCache[:n]
			for _, j := range nodes {
				d := e.g + p.Dist(g.nodes[j])
				if closed[j] && d >= gs[j]-1e-9 {
					continue
				}
				hj := hs[j]
				if hj < 0 {
					hj = h(j, g.nodes[j])
				}
				if f := d + hj; f > sc.limit && sc.banded {
					sc.putBucket(heapEntry{f: f, g: d, node: j, parent: e.node}, int32(len(sc.items)))
				} else {
					sc.pushNear(heapEntry{f: f, g: d, node: j, parent: e.node})
				}
			}
		}
		if e.node >= n+2 { // a corner round a model: its neighbours are the other corners round models
			for j := n + 2; j < n+2+int32(len(sc.dyn)); j++ {
				if !sc.closed[j] {
					pushTo(e.node, e.g, j)
				}
			}
		}
		end := goal.end(p)
		d := e.g + p.Dist(end)
		sc.push(heapEntry{f: d, g: d, node: goalN, parent: e.node})
	}
	if sc.cut && sc.queued() == 0 {
		return Path{}, false, nil // the full search may go on where this one ran dry
	}
	// From the closest corner, on straight towards the goal as far as the way is clear:
	// the closest place is often short of the goal on that line (a room with no corner
	// inside to go round, a wall across the way).
	from := pos(bestNode)
	end, ok := t.advance(id, key, from, goal.end(from), opt, goal)
	if bestNode == start && !ok {
		if !settledBeyond(sc, start) {
			return Path{Points: []Vec{self.Pos}}, true, ErrNoRoute // it cannot move at all
		}
		// It can move, but nowhere closer: the closest place is where it stands.
		return Path{Points: []Vec{self.Pos, self.Pos}}, true, nil
	}
	p := t.buildPath(start, bestNode, goal, pos, sc, false, key.level, key.ignoreDifficult)
	if ok {
		p.Points = append(p.Points, end)
		p.Cost = t.PathCost(key.level, p.Points, key.ignoreDifficult)
	}
	return p, true, nil
}

// settledBeyond reports whether the search reached any place other than the start.
func settledBeyond(sc *pathScratch, start int32) bool {
	for i, c := range sc.closed {
		if c && int32(i) != start {
			return true
		}
	}
	return false
}

// advance returns the farthest point of the straight move from a towards b that a base can
// make and stop at (to a ten-thousandth of the move), and false when it cannot move along it
// at all.
func (t *Table) advance(id BodyID, key navKey, a, b Vec, opt MoveOptions, goal pathGoal) (Vec, bool) {
	lo, hi := 0.0, 1.0
	l := a.Dist(b)
	if l < 1e-9 {
		return a, false
	}
	for hi-lo > 1e-4/max(l, 1e-4) && hi-lo > 1e-12 {
		mid := (lo + hi) / 2
		if _, ok := t.moveClear(id, key, a, a.Lerp(b, mid), opt, true, goal); ok {
			lo = mid
		} else {
			hi = mid
		}
	}
	if lo == 0 {
		return a, false
	}
	p := a.Lerp(b, lo)
	return p, t.mayStop(id, p, opt)
}

// pushStartMoves queues the start's move to every corner: pushTo(start, 0, j) for each, with
// startBound and h written out over the anchors' rows of route costs (the same sums in the
// same order). This loop runs for every search that is not a straight move, and it is the
// first thing the search does, so no corner is settled yet.
func (sc *pathScratch) pushStartMoves(g *navGraph, p Vec, goal pathGoal, startRowsOf, goalRowsOf *[maxAnchors][]float32) {
	n := len(g.nodes)
	var rows [2 * maxAnchors][]float32
	var costs [2 * maxAnchors]float64
	ns := len(sc.startAnchors)
	for k, a := range sc.startAnchors {
		rows[k], costs[k] = startRowsOf[k][:n], a.cost
	}
	for k, a := range sc.anchors {
		rows[ns+k], costs[ns+k] = goalRowsOf[k][:n], a.cost
	}
	startRows, goalRows := rows[:ns], rows[ns:ns+len(sc.anchors)]
	hCache := sc.hCache[:n]
	for j, q := range g.nodes {
		bound := 0.0
		for k, row := range startRows {
			if v := float64(row[j]) - costs[k]; v > bound {
				bound = v
			}
		}
		d := p.Dist(q)
		hj := hCache[j]
		if hj < 0 {
			hj = goal.h(q)
			for k, row := range goalRows {
				if v := float64(row[j]) - costs[ns+k]; v > hj {
					hj = v
				}
			}
			hCache[j] = hj
		}
		// The bound orders the queue; the cost stays the move's own (see pushTo).
		if f := max(d, finiteBound(bound, d)) + hj; f > sc.limit && sc.banded { // push, inlined
			sc.putBucket(heapEntry{f: f, g: d, node: int32(j), parent: int32(n)}, int32(len(sc.items)))
		} else {
			sc.pushNear(heapEntry{f: f, g: d, node: int32(j), parent: int32(n)})
		}
	}
}

// finiteBound returns a bound from the graph's route costs, or d when the graph has no route
// at all (the start joins what the graph's corners alone do not).
func finiteBound(bound, d float64) float64 {
	if math.IsInf(bound, 1) {
		return d
	}
	return bound
}

// anchor is a graph node with a clear straight move to the goal, and that move's cost.
type anchor struct {
	node int32
	cost float64
}

// maxAnchors is how many goal-side nodes sharpen the search's estimate.
const maxAnchors = 2

// findAnchors picks, among the 8 nodes nearest the goal, up to two with a clear straight move to
// it. For any node v and anchor a, route(v→goal) ≥ dist(v→a) − cost(a→goal), a lower bound
// far tighter than the straight line when buildings stand in between. For a goal of many
// places (contact, within reach) the route may end at another place than a's, so the bound
// gives up the goal's slack (issue 27: without it the search could settle for a longer
// route, 5% longer for a tray closing on a model).
func (t *Table) findAnchors(g *navGraph, key navKey, goal pathGoal, out []anchor) ([]anchor, *anchorSet) {
	// They depend only on the graph's terrain and the goal, and goals repeat (the zombies of a
	// phase closing on the same few survivors), so each graph remembers them.
	k := anchorKey{point: goal.point, reach: goal.reach, contact: goal.contact, poly: goal.poly, npoly: goal.npoly}
	if a, ok := g.anchors[k]; ok {
		return append(out, a.list[:a.n]...), a
	}
	out = t.searchAnchors(g, key, goal, out)
	if g.anchors == nil || len(g.anchors) >= maxRememberedAnchors {
		g.anchors = map[anchorKey]*anchorSet{}
		g.estimatesKept = 0
	}
	a := &anchorSet{}
	a.n = copy(a.list[:], out)
	g.anchors[k] = a
	return out, a
}

// keepEstimates remembers, with a goal's anchors, the search's estimates of the routes from
// every corner of the graph to the goal (h: they depend only on the goal, its anchors and
// the graph), for the graph's next search towards the same goal; up to
// maxRememberedEstimates goals.
func (g *navGraph) keepEstimates(a *anchorSet, h []float64) {
	if a.h == nil && g.estimatesKept < maxRememberedEstimates {
		a.h = slices.Clone(h)
		g.estimatesKept++
	}
}

// maxRememberedEstimates bounds the goals a graph remembers estimates for (a corner's
// 8 bytes each).
const maxRememberedEstimates = 256

// anchorKey is what a goal's anchors depend on.
type anchorKey struct {
	point   Vec
	reach   float64
	contact bool
	poly    [8]Vec
	npoly   int
}

// anchorSet is a goal's anchors, remembered, and the estimates of the routes to it from the
// graph's corners once a search has worked them all out (keepEstimates).
type anchorSet struct {
	list [maxAnchors]anchor
	n    int
	h    []float64
}

// maxRememberedAnchors bounds the goals a graph remembers anchors for; past it, it forgets them all.
const maxRememberedAnchors = 1 << 14

// searchAnchors finds the anchors (see findAnchors).
func (t *Table) searchAnchors(g *navGraph, key navKey, goal pathGoal, out []anchor) []anchor {
	var near [8]int32
	var nearH [8]float64 // their estimates, kept beside them
	cnt := 0
	for i := range g.nodes { // the 8 nearest nodes, by insertion
		d := goal.h(g.nodes[i])
		if cnt < len(near) {
			cnt++
		} else if d >= nearH[cnt-1] {
			continue
		}
		j := cnt - 1
		for j > 0 && nearH[j-1] > d {
			near[j], nearH[j] = near[j-1], nearH[j-1]
			j--
		}
		near[j], nearH[j] = int32(i), d
	}
	for _, i := range near[:cnt] {
		p := g.nodes[i]
		end := goal.end(p)
		if t.keyWithin(key, end) && t.graphSegmentClear(g, p, end) {
			out = append(out, anchor{node: i, cost: t.segmentCost(key.level, p, end, key.ignoreDifficult) + t.goalSlack(key, goal)})
			if len(out) == maxAnchors {
				break
			}
		}
	}
	return out
}

// addRing adds route corners round a model that blocked a move, once per model and search,
// and offers each new corner to the nodes already settled.
func (t *Table) addRing(sc *pathScratch, g *navGraph, key navKey, blocker BodyID, n, from int32, pushTo func(int32, float64, int32)) {
	if !sc.offered.add(from, int32(blocker)) {
		return
	}
	if k := slices.Index(sc.ringed, blocker); k >= 0 {
		// Already ringed: offer its corners to the node that ran into it (once). They are
		// the dyn corners from ringSpan[k][0] to ringSpan[k][1], in order.
		for j := sc.ringSpan[k][0]; j < sc.ringSpan[k][1]; j++ {
			if !sc.closed[n+2+j] {
				pushTo(from, sc.g[from], n+2+j)
			}
		}
		return
	}
	// Ring the blocker and every model too close to it for this base to pass between: a line
	// of models is one obstacle, and only its ends have room for corners.
	queue := append(sc.queue[:0], blocker)
	sc.ringed = append(sc.ringed, blocker)
	sc.ringSpan = append(sc.ringSpan, [2]int32{})
	for len(queue) > 0 {
		cur := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		lo := int32(len(sc.dyn))
		t.ringOne(sc, g, key, cur, n, from, pushTo)
		sc.ringSpan[slices.Index(sc.ringed, cur)] = [2]int32{lo, int32(len(sc.dyn))}
		c := &t.bodies[cur]
		// The models this search tests its moves against are the ones that can stand in
		// its way (in table order); of those, only ones whose bounds come within the
		// base's width of this one's can be too close to pass between.
		reach := c.Base.BoundingRadius() + 2*key.clearance() + geomEps
		for w, m := range sc.grid.near(c.Pos.X-reach, c.Pos.X+reach, c.Pos.Y-reach, c.Pos.Y+reach) {
			for ; m != 0; m &= m - 1 { // in table order
				o := &sc.bodies[w*64+bits.TrailingZeros64(m)]
				oid := o.id
				if o.lo.X > c.Pos.X+reach || o.hi.X < c.Pos.X-reach || o.lo.Y > c.Pos.Y+reach || o.hi.Y < c.Pos.Y-reach || inIDs(sc.ringed, oid) {
					continue
				}
				pts, r := o.pts, o.r
				if key.tray.on() { // o is grown by the tray: measure the base itself
					pts, r = t.bodies[oid].pts, t.bodies[oid].r
				}
				if hullDist(c.pts, pts)-c.r-r < 2*key.clearance() {
					sc.ringed = append(sc.ringed, oid)
					sc.ringSpan = append(sc.ringSpan, [2]int32{})
					queue = append(queue, oid)
				}
			}
		}
	}
	sc.queue = queue
}

// ringOne adds the corners round one model and offers them to the node that ran into it and
// to the start.
func (t *Table) ringOne(sc *pathScratch, g *navGraph, key navKey, blocker BodyID, n, from int32, pushTo func(int32, float64, int32)) {
	if key.tray.on() {
		t.trayRing(sc, g, key, blocker, n, from, pushTo)
		return
	}
	o := &t.bodies[blocker]
	rad := (key.radius + o.Base.BoundingRadius() + navMargin) / math.Cos(math.Pi/ringNodes)
	ring := sc.corners.ring(t, &sc.memo, g, o.Pos, rad)
	for k, p := range ring.p {
		if ring.clear&(1<<k) == 0 || sc.bodyAt(p, key.radius) {
			continue
		}
		t.addDyn(sc, blocker, p, n, from, pushTo)
	}
}

// bodyAt reports whether a round base of the key's radius at p would overlap a model that blocks it.
func (t *Table) bodyAt(key navKey, self BodyID, p Vec, opt MoveOptions) bool {
	t.gather(Rect{p, p}.Expand(key.radius+2), false, true)
	one := [1]Vec{p}
	for _, oid := range t.scratch.bodies {
		o := &t.bodies[oid]
		if oid == self || o.Level != key.level || inIDs(opt.PassThrough, oid) {
			continue
		}
		if hullDist(o.pts, one[:]) < key.radius+o.r-geomEps {
			return true
		}
	}
	return false
}

func (t *Table) buildPath(start, last int32, goal pathGoal, pos func(int32) Vec, sc *pathScratch, reached bool, level int, ignoreDifficult bool) Path {
	var rev []int32
	for v := last; v != -1; v = sc.parent[v] {
		rev = append(rev, v)
	}
	pts := make([]Vec, 0, len(rev))
	for i := len(rev) - 1; i >= 0; i-- {
		if v := rev[i]; v == start+1 {
			pts = append(pts, goal.end(pts[len(pts)-1]))
		} else {
			pts = append(pts, pos(v))
		}
	}
	// The cost of the points themselves: a corner reopened at a lower cost after its
	// successors were settled leaves their recorded costs stale, and the bound that orders
	// the start's moves is no cost at all.
	return Path{Points: pts, Cost: t.PathCost(level, pts, ignoreDifficult), Reached: reached}
}

// moveClear checks a straight move against other models and, for edges not in the cached
// graph (from the start or to the goal), against terrain. A move to a contact goal may end
// touching its target.
func (t *Table) moveClear(id BodyID, key navKey, a, b Vec, opt MoveOptions, checkStatic bool, goal pathGoal) (BodyID, bool) {
	if key.tray.on() {
		return t.trayMoveClear(id, key, a, b, opt, checkStatic)
	}
	r := key.radius
	// The terrain test of the move covers its end: only the table's (or roof's) edge is
	// tested apart.
	if checkStatic && (!t.withinLevel(key.level, b, r) || !t.staticSegmentClear(key.level, a, b, r)) {
		return -1, false
	}
	if opt.PassModels {
		return -1, t.endClear(id, b)
	}
	t.gatherBodiesAlong(a, b, r)
	for _, oid := range t.scratch.bodies {
		o := &t.bodies[oid]
		if oid == id || o.Level != key.level || inIDs(opt.PassThrough, oid) {
			continue
		}
		limit := r + o.r - geomEps // the target too: a route may touch it, not cut into it
		if len(o.pts) == 1 {
			if limit > 0 && pointSegDist2(o.pts[0], a, b) < limit*limit {
				return oid, false
			}
		} else if convexSegWithin(o.pts, a, b, limit) {
			return oid, false
		}
	}
	return -1, true
}

// goalEndClear reports whether a route that reaches its goal at p may end there: not on a
// model it was allowed to pass through, and, for contact, with no wall between the base and
// the target, however thin (InContact's rule; the goal's reach sees to the distance). It returns -1 when it may, else
// the model passed through that it would stand on, or -2.
func (t *Table) goalEndClear(id BodyID, p Vec, goal pathGoal, opt MoveOptions) BodyID {
	if len(opt.PassThrough) > 0 {
		b := t.bodies[id].Body
		b.Pos = p
		if err := t.CheckPlacement(b, id); err != nil {
			if pe, ok := err.(*PlacementError); ok && pe.Body >= 0 {
				return pe.Body
			}
			return -2
		}
	}
	if goal.contact && goal.target >= 0 && !t.seesAt(id, p, goal.target) {
		return -2
	}
	return -1
}

// mayStop reports whether a route that falls short may end at p: a corner the base passes
// models to reach may lie on one of them.
func (t *Table) mayStop(id BodyID, p Vec, opt MoveOptions) bool {
	return (len(opt.PassThrough) == 0 && !opt.PassModels) || t.endClear(id, p)
}

// endClear reports whether a base passing through models may stop at p: not on any of them.
func (t *Table) endClear(id BodyID, p Vec) bool {
	b := t.bodies[id].Body
	b.Pos = p
	return t.CheckPlacement(b, id) == nil
}

// pathScratch keeps the search's arrays between queries.
type pathScratch struct {
	dyn          []Vec       // route corners added round models during this search
	dynOwner     []BodyID    // the model each corner goes round
	ringed       []BodyID    // models that have them
	ringSpan     [][2]int32  // per model in ringed: its corners are dyn[span[0]:span[1]]
	offered      pairSet     // (node, model) pairs whose corners were offered to the node
	placed       bool        // the goal's places (goalplaces.go) joined this search
	edges        [][2]Vec    // difficult terrain's edges, for refining a route (refine.go)
	edgeGroups   []edgeGroup // and their solids
	anchors      []anchor    // goal-side anchors
	startAnchors []anchor
	hCache       []float64 // estimate per graph node, -1 until computed
	queue        []BodyID
	heap         []heapKey           // the entries within the band, in order
	heads        [queueBuckets]int32 // the entries above it, unsorted, by estimate: each bucket's newest entry plus one, or 0 (queue.go)
	waiting      int                 // how many entries the buckets hold
	base         float64             // the estimate where the first bucket starts
	limit        float64             // the band's top
	next         int                 // the first bucket not yet taken into the heap
	banded       bool
	cutoff       float64     // entries estimated dearer are not queued (see searchGraph)
	cut          bool        // an entry was not queued for its estimate
	items        []heapEntry // the queue's entries (heap holds their keys)
	g            []float64
	parent       []int32
	closed       []bool
	hint         []int32      // per node: the terrain part that last blocked a move to it, or -1
	bodies       []searchBody // the bases that may block this search's moves
	memo         moveMemo     // the terrain's verdicts on moves, kept from search to search
	grid         bodyGrid     // finds the bases near a move among bodies
	corners      cornerMoves  // the moves from corners round models, kept from search to search
}

func (s *pathScratch) reset(n int) {
	s.heap = s.heap[:0]
	s.clearBuckets()
	s.banded = false
	s.cutoff, s.cut = math.Inf(1), false
	s.items = s.items[:0]
	if cap(s.hCache) < n {
		s.hCache = make([]float64, n)
	}
	s.hCache = s.hCache[:n]
	for i := range s.hCache {
		s.hCache[i] = -1
	}
	s.dyn = s.dyn[:0]
	s.dynOwner = s.dynOwner[:0]
	s.ringed = s.ringed[:0]
	s.ringSpan = s.ringSpan[:0]
	s.offered.reset()
	s.placed = false
	// Each grows on its own as corners join a search (addDyn), so their capacities differ.
	s.g = slices.Grow(s.g[:0], n)[:n]
	s.parent = slices.Grow(s.parent[:0], n)[:n]
	s.closed = slices.Grow(s.closed[:0], n)[:n]
	clear(s.closed)
	s.hint = slices.Grow(s.hint[:0], n)[:n]
	for i := range s.parent {
		s.parent[i] = -1
		s.hint[i] = -1
	}
}

// TruncatePath returns the part of a path a base can follow with the given movement budget
// (difficult terrain counted double), ending exactly where the budget runs out. A budget that
// is negative or not a number counts as 0; the path stops before its first point that is not
// finite.
func (t *Table) TruncatePath(level int, path []Vec, budget float64, ignoreDifficult bool) []Vec {
	if len(path) == 0 || !finite(path[0]) {
		return nil
	}
	out := []Vec{path[0]}
	left := budget
	if !(left > 0) { // also NaN
		left = 0
	}
	for i := 1; i < len(path) && finite(path[i]); i++ {
		c := t.segmentCost(level, path[i-1], path[i], ignoreDifficult)
		if c <= left+1e-12 {
			out = append(out, path[i])
			left -= c
			continue
		}
		if l := path[i-1].Dist(path[i]); c == l {
			// No difficult terrain on the way: the cost is the distance.
			if left > 0 {
				out = append(out, path[i-1].Lerp(path[i], left/l))
			}
			break
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

// PathWithin returns the cheapest legal route that brings a base's centre within reach inches
// of a point — for heading to a marker that may stand on terrain no base can enter. It
// returns a *BodyError when id is not on the table and ErrNotAPoint when p or reach is not
// finite (a negative reach counts as 0).
func (t *Table) PathWithin(id BodyID, p Vec, reach float64, opt MoveOptions) (Path, error) {
	if err := t.liveBody(id); err != nil {
		return Path{}, err
	}
	if !finite(p) || math.IsNaN(reach) || math.IsInf(reach, 0) {
		return Path{}, ErrNotAPoint
	}
	reach = max(reach, 0)
	self := &t.bodies[id]
	if self.Pos.Dist(p) <= reach {
		return Path{Points: []Vec{self.Pos}, Reached: true}, nil
	}
	return t.search(id, pathGoal{point: p, reach: reach, target: -1, contact: true}, opt)
}
