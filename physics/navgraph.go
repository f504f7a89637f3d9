package physics

import "math"

// navMargin is how far, beyond a base's radius, path corners keep from impassable corners:
// enough to stay clear of rounding, little enough that a base fits through any gap more than
// twice the margin wider than itself.
const navMargin = 1e-4

// nodeMerge is how close two route corners must be to count as one: the corners that a
// window and its wall, or two touching pieces, share.
const nodeMerge = 1e-6

// navKey names a cached visibility graph: one per level, base clearance and difficulty rule,
// and for a tray on the ground, one per tray size and facing (its radius is then 0).
type navKey struct {
	level           int
	radius          float64
	ignoreDifficult bool
	tray            trayShape
}

// navGraph is the visibility graph of the static terrain for one base clearance: corners a
// base's centre can round, and the straight moves between them that the base can make.
type navGraph struct {
	key   navKey
	nodes []Vec
	// sides[i] are the directions from node i along the outline it rounds, backwards and
	// forwards; a route bends at a node only on a line that touches that outline there.
	// Nodes whose sides are zero take any line (corners of difficult terrain, the ends of
	// each fan, and corners two outlines share).
	sides    [][2]Vec
	sideLens []float64 // |sides[i][0]|·|sides[i][1]|
	adjStart []int32   // adjacency of node i is adj[adjStart[i]:adjStart[i+1]]
	adj      []int32
	adjCost  []float64
	// rows[i][j] is the cheapest route cost from node i to node j over the terrain (models
	// ignored): a lower bound that steers the search (see anchors in pathfind.go). A row is
	// worked out when a search first needs it (row): searches read only their anchors' rows,
	// and a tray's graph, built for its facing, serves few searches.
	rows [][]float32
	// rowDist and rowHeap are row's scratch, kept for the graph's next row.
	rowDist []float64
	rowPos  []int32
	rowHeap []int32
	// blocking lists the terrain parts that block its bases' moves (searchmoves.go).
	blocking []blockingPart
	// anchors remembers goals' anchors (findAnchors in pathfind.go): with places and rows, the
	// only parts of a graph that change after it is built, and only by adding what the terrain
	// decides.
	anchors       map[anchorKey]*anchorSet
	estimatesKept int // how many of anchors hold estimates
	// places remembers contact goals' places clear of the terrain (goalPlacesOf in
	// goalplaces.go), as anchors does.
	places map[anchorKey][]Vec
	// memo and memoID: the memo of moves' verdicts this graph was last numbered in, and its
	// number there (movememo.go).
	memo   *moveMemo
	memoID int32
}

func (t *Table) invalidateNav() { clear(t.nav) }

// navKey names the graph a base's routes use: its level, its clearance (the bounding radius,
// exactly: equal bases have equal radii, and a rounded one would let a route clip a wall, or
// box in a base that touches one) and whether difficult terrain slows it. A tray on the
// ground is routed as its rectangle at its facing (tray.go); above it, on a roof, as its
// bounding circle.
func (s *bodySlot) navKey(opt MoveOptions, routes TrayRoutes) navKey {
	if s.Base.IsTray() && s.Level == 0 && routes == TraysAsRectangles {
		return navKey{ignoreDifficult: opt.IgnoreDifficult, tray: newTrayShape(s.Base, s.Facing)}
	}
	return navKey{level: s.Level, radius: s.Base.BoundingRadius(), ignoreDifficult: opt.IgnoreDifficult}
}

// navFor returns (building on first use) the graph for a base clearance on a level.
func (t *Table) navFor(k navKey) *navGraph {
	if g, ok := t.nav[k]; ok {
		return g
	}
	var shared navCacheKey
	if t.sharedNav != nil {
		shared = t.sharedKey(k)
		if g, ok := t.sharedNav.graphs[shared]; ok {
			t.nav[k] = g
			return g
		}
	}
	g := t.buildNav(k)
	t.nav[k] = g
	if t.sharedNav != nil {
		t.sharedNav.graphs[shared] = g
	}
	return g
}

// buildNav builds the graph for a base clearance on a level, for the doors as they are now.
func (t *Table) buildNav(k navKey) *navGraph {
	if k.tray.on() {
		return t.buildTrayNav(k)
	}
	g := &navGraph{key: k, blocking: t.blockingParts(k.level)}
	r := k.radius
	fanClear := func(p Vec) bool { return t.centreClear(k.level, p, r) }
	for si := range t.solids {
		s := &t.solids[si]
		if s.level != k.level || !t.active(s) {
			continue
		}
		switch s.movement {
		case MoveImpassable:
			g.cornerNodes(ccw(s.outline), r+navMargin, true, func(v Vec) bool { return t.cornerCovered(k.level, si, v) }, fanClear)
		case MoveDifficult:
			if !k.ignoreDifficult {
				g.cornerNodes(ccw(s.outline), navMargin/2, false, nil, nil)
			}
		}
	}
	if k.level > 0 {
		for _, pi := range t.roofs {
			out := ccw(t.pieces[pi].Outline)
			rev := make([]Vec, len(out)) // reflex corners of the roof are convex corners of its outside
			for i := range out {
				rev[i] = out[len(out)-1-i]
			}
			g.cornerNodes(rev, r+navMargin, true, nil, fanClear)
		}
	}
	// Each move tested as staticSegmentClear tests it, over the graph's blocking parts.
	t.finishNav(g, fanClear, func(a, b Vec, first int) (int, bool) { return t.roundBlockingPart(g, a, b, first) })
	return g
}

// finishNav keeps a graph's corners where its base is clear (one of corners that coincide)
// and joins those with a clear straight move between them (the routes' costs between them
// are worked out when needed: row). segClear tests a move, the part of g.blocking that
// blocked the node's last move first (when it names them: the corners that follow one
// another round one outline are mostly hidden by the same part); it returns the part that
// blocks the move, or -1.
func (t *Table) finishNav(g *navGraph, clearAt func(Vec) bool, segClear func(a, b Vec, first int) (int, bool)) {
	k := g.key
	kept, keptSides := g.nodes[:0], g.sides[:0]
	for i, p := range g.nodes {
		if !clearAt(p) {
			continue
		}
		dup := false // corners shared by neighbouring solids (a window and its wall) give one node
		for q := range kept {
			if kept[q].Dist(p) < nodeMerge {
				dup = true
				keptSides[q] = [2]Vec{} // it rounds two outlines: any line may bend there
				break
			}
		}
		if !dup {
			kept = append(kept, p)
			keptSides = append(keptSides, g.sides[i])
		}
	}
	g.nodes, g.sides = kept, keptSides
	n := len(g.nodes)
	// Each pair is tested once; the adjacency is symmetric.
	lists := make([][]int32, n)
	for i := 0; i < n; i++ {
		first := -1
		for j := i + 1; j < n; j++ {
			blocker, ok := segClear(g.nodes[i], g.nodes[j], first)
			if ok {
				lists[i] = append(lists[i], int32(j))
				lists[j] = append(lists[j], int32(i))
			} else if blocker >= 0 {
				first = blocker
			}
		}
	}
	g.adjStart = make([]int32, n+1)
	for i := 0; i < n; i++ {
		for _, j := range lists[i] {
			g.adj = append(g.adj, j)
			g.adjCost = append(g.adjCost, t.segmentCost(k.level, g.nodes[i], g.nodes[j], k.ignoreDifficult))
		}
		g.adjStart[i+1] = int32(len(g.adj))
	}
	g.rows = make([][]float32, n)
	if t.fullGraph {
		clear(g.sides) // tests: every line may bend at every node
	}
	g.sideLens = make([]float64, len(g.sides))
	for i, sd := range g.sides {
		g.sideLens[i] = sd[0].Len() * sd[1].Len()
	}
}

// tangentSlack is how far (in square inches of cross product) a line may cut into a node's
// outline and still count as touching it: rounding, not geometry.
const tangentSlack = 1e-9

// tangent reports whether a route coming from p could bend at node i: the line from p
// touches the outline node i rounds without crossing it (both of the outline's directions
// at the node lie on one side of the line). A shortest route bends only at such nodes:
// elsewhere it could cut the corner. The search uses it for the moves from corners round
// models, which would otherwise be offered to every node of the graph.
func (g *navGraph) tangent(i int32, p Vec) bool {
	return g.sides[i][0] == (Vec{}) || g.tangentSides(i, p)
}

// tangentSides is tangent for a node with sides (kept apart so that tangent inlines).
func (g *navGraph) tangentSides(i int32, p Vec) bool {
	sd := &g.sides[i]
	d := g.nodes[i].Sub(p)
	a, b := d.Cross(sd[0]), d.Cross(sd[1])
	l2 := d.Len2()
	return a*b >= -tangentSlack*(g.sideLens[i]*l2+1e-12) || l2 < 1e-12
}

// row returns the route costs from node src to every node: a Dijkstra run over the graph,
// worked out on first use and kept. Costs are symmetric: row(a)[b] == row(b)[a]. Each
// corner's cost is the least, over the routes to it, of the moves' costs added up from src
// in order; any order of settling corners of equal cost gives the same sums, so the heap
// keeps each corner once and lowers its key in place (a heap of (cost, corner) entries with
// stale ones skipped, as before, takes about three times as many entries off).
func (g *navGraph) row(src int32) []float32 {
	if r := g.rows[src]; r != nil {
		return r
	}
	n := len(g.nodes)
	if cap(g.rowDist) < n {
		g.rowDist = make([]float64, n)
		g.rowPos = make([]int32, n)
	}
	d, pos := g.rowDist[:n], g.rowPos[:n]
	for i := range d {
		d[i] = math.Inf(1)
		pos[i] = -1
	}
	d[src] = 0
	h := nodeHeap{d: d, pos: pos, items: g.rowHeap[:0]}
	h.push(src)
	for len(h.items) > 0 {
		u := h.pop()
		du := d[u]
		for k := g.adjStart[u]; k < g.adjStart[u+1]; k++ {
			j := g.adj[k]
			if nd := du + g.adjCost[k]; nd < d[j] {
				// j is not settled: a settled corner costs no more than u, and a move
				// costs more than nothing.
				d[j] = nd
				if pos[j] < 0 {
					h.push(j)
				} else {
					h.up(pos[j])
				}
			}
		}
	}
	g.rowHeap = h.items
	r := make([]float32, n)
	for j, v := range d {
		r[j] = float32(v)
	}
	g.rows[src] = r
	return r
}

// nodeHeap is a binary heap of corners by their cost d, lowest first, each at most once:
// pos[i] is corner i's place in items, or -1 when it is not there.
type nodeHeap struct {
	d     []float64
	pos   []int32
	items []int32
}

func (h *nodeHeap) push(i int32) {
	h.items = append(h.items, i)
	h.pos[i] = int32(len(h.items) - 1)
	h.up(h.pos[i])
}

// up moves the corner at place k towards the top while its cost is below its parent's.
func (h *nodeHeap) up(k int32) {
	it, d := h.items, h.d
	x := it[k]
	for k > 0 {
		p := (k - 1) / 2
		if d[it[p]] <= d[x] {
			break
		}
		it[k] = it[p]
		h.pos[it[k]] = k
		k = p
	}
	it[k] = x
	h.pos[x] = k
}

// pop takes the corner of least cost off the heap.
func (h *nodeHeap) pop() int32 {
	it, d := h.items, h.d
	top := it[0]
	h.pos[top] = -1
	last := int32(len(it) - 1)
	x := it[last]
	it = it[:last]
	h.items = it
	if last == 0 {
		return top
	}
	k := int32(0)
	for {
		c := 2*k + 1
		if c >= last {
			break
		}
		if c+1 < last && d[it[c+1]] < d[it[c]] {
			c++
		}
		if d[it[c]] >= d[x] {
			break
		}
		it[k] = it[c]
		h.pos[it[k]] = k
		k = c
	}
	it[k] = x
	h.pos[x] = k
	return top
}

// cornerNodes adds nodes round the convex corners of a counter-clockwise outline at distance
// dist: when round is set, a fan of points every 45° or less whose edges touch the circle of
// that radius round the corner, so that every move between neighbours stays at least dist
// from the corner; else one point on the bisector. Where an end of that fan would not be clear
// (clear false: a gap just wider than a base), the fan hugs the circle closer instead: its
// ends where the circle touches the lines of the corner's edges, and between them points where
// tangents to the circle meet, so the base passes along the face at dist. Corners for which
// covered (when not nil) is true get none.
func (g *navGraph) cornerNodes(out []Vec, dist float64, round bool, covered, clear func(Vec) bool) {
	n := len(out)
	for i := 0; i < n; i++ {
		prev, v, next := out[(i+n-1)%n], out[i], out[(i+1)%n]
		if orient(prev, v, next) <= 0 || (covered != nil && covered(v)) {
			continue
		}
		n1 := v.Sub(prev).Unit().Perp().Scale(-1)
		n2 := next.Sub(v).Unit().Perp().Scale(-1)
		if !round {
			g.nodes = append(g.nodes, v.Add(n1.Add(n2).Unit().Scale(dist)))
			g.sides = append(g.sides, [2]Vec{})
			continue
		}
		theta := math.Atan2(n1.Cross(n2), n1.Dot(n2))
		steps := int(math.Ceil(theta/(math.Pi/4) - 1e-9))
		if steps < 1 {
			steps = 1
		}
		step := theta / float64(steps)
		rad := dist / math.Cos(step/2)
		first := len(g.nodes)
		at := func(a, l float64) Vec {
			s, c := math.Sincos(a)
			return v.Add(Vec{n1.X*c - n1.Y*s, n1.X*s + n1.Y*c}.Scale(l))
		}
		if clear == nil || (clear(at(0, rad)) && clear(at(theta, rad))) {
			for j := 0; j <= steps; j++ {
				g.nodes = append(g.nodes, at(step*float64(j), rad))
			}
		} else {
			g.nodes = append(g.nodes, v.Add(n1.Scale(dist)))
			for j := 0; j < steps; j++ {
				g.nodes = append(g.nodes, at(step*(float64(j)+0.5), rad))
			}
			g.nodes = append(g.nodes, v.Add(n2.Scale(dist)))
		}
		// Inside, each point's neighbours are the fan's points either side.
		for j := first; j < len(g.nodes); j++ {
			var sd [2]Vec // the fan's ends: zero, a route may bend there from any side
			if j > first && j < len(g.nodes)-1 {
				// (Its ends stand off the edges' lines, and a line that comes in past an
				// edge's line may still need to bend at one to clear the corner.)
				sd = [2]Vec{g.nodes[j-1].Sub(g.nodes[j]), g.nodes[j+1].Sub(g.nodes[j])}
			}
			g.sides = append(g.sides, sd)
		}
	}
}

// cornerCovered reports whether a corner of an impassable solid lies on another impassable
// solid of the level: where a window meets its wall, or two pieces touch, the outline they
// make together has no corner to go round (and where it has, the other solid's corners are
// there to round).
func (t *Table) cornerCovered(level, solid int, v Vec) bool {
	t.gather(Rect{v, v}.Expand(geomEps), true, false)
	for _, pi := range t.scratch.parts {
		p := &t.parts[pi]
		s := &t.solids[p.solid]
		if p.solid != solid && s.movement == MoveImpassable && s.level == level && t.active(s) && convexContains(p.pts, v, -geomEps) {
			return true
		}
	}
	return false
}

// centreClear reports whether a round base of radius r centred at p is on the table and clear
// of the level's impassable terrain (and, above the ground, on a roof).
func (t *Table) centreClear(level int, p Vec, r float64) bool {
	if !t.withinLevel(level, p, r) {
		return false
	}
	t.gather(Rect{p, p}.Expand(r), true, false)
	for _, pi := range t.scratch.parts {
		pr := &t.parts[pi]
		s := &t.solids[pr.solid]
		if s.movement == MoveImpassable && s.level == level && t.active(s) && convexSegWithin(pr.pts, p, p, r-geomEps) {
			return false
		}
	}
	return true
}

// withinLevel reports whether a round base of radius r centred at p is on the table and, above
// the ground, on a roof: centreClear without the terrain.
func (t *Table) withinLevel(level int, p Vec, r float64) bool {
	if p.X < r-geomEps || p.Y < r-geomEps || p.X > t.width-r+geomEps || p.Y > t.height-r+geomEps {
		return false
	}
	if level > 0 {
		one := [1]Vec{p}
		return t.onRoof(one[:], r)
	}
	return true
}

// staticSegmentClear reports whether a round base of radius r can slide straight from a to b
// without touching the level's impassable terrain (models are not considered). Both ends must
// be clear positions; the table's usable area is convex, so the whole move stays on it.
func (t *Table) staticSegmentClear(level int, a, b Vec, r float64) bool {
	_, ok := t.staticSegmentBlocker(level, a, b, r)
	return ok
}

// staticSegmentBlocker is staticSegmentClear, also returning the terrain part that blocks the
// move (-1 when none does, or the roof's edge does).
func (t *Table) staticSegmentBlocker(level int, a, b Vec, r float64) (int, bool) {
	blocker := -1
	if t.segmentPartsBlock(a, b, r, func(pi int) bool {
		if t.partBlocksMove(pi, level, a, b, r) {
			blocker = pi
			return true
		}
		return false
	}) {
		return blocker, false
	}
	if level > 0 {
		return -1, t.roofSegmentClear(a, b, r)
	}
	return -1, true
}

// roofSegmentClear reports whether a round base of radius r can slide straight from a to b
// on one roof, without coming closer than r to its edge.
func (t *Table) roofSegmentClear(a, b Vec, r float64) bool {
	pi := t.roofUnder(a)
	if pi < 0 || t.roofUnder(b) != pi {
		return false
	}
	out := t.pieces[pi].Outline
	for i := range out {
		if segSegDist(a, b, out[i], out[(i+1)%len(out)]) < r-geomEps {
			return false
		}
	}
	return true
}

// roofUnder returns the roofed building whose footprint holds p, or -1.
func (t *Table) roofUnder(p Vec) int { return t.insideRoofedBuilding(p) }
