package physics

import "math"

// cornerMovesLimit bounds how many moves cornerMoves keeps (4 bytes each); past it, it
// forgets them all. A corner round a model has about 170 (Last Stop Gas, 25mm bases).
const cornerMovesLimit = 1 << 18

// cornerMoves remembers, for corners round models, the graph corners a route from there
// could bend round (navGraph.tangent). They depend only on the graph and the corner's place, and the corners round a model stand where the model stands: the
// searches of the zombies closing on one survivor go round the same crowd, and each used
// to test all of a graph's corners again from each of its corners. It lives with the
// search's arrays and numbers graphs as their memo of moves does.
type cornerMoves struct {
	index map[cornerKey][2]int32 // a corner's moves are nodes[lo:hi]
	nodes []int32                // (their distances are worked out again: keeping them made the memo three times the size, and it missed the cache)
	rings map[ringKey]ringPlaces // the places round a model, and which the terrain leaves clear
}

// ringKey is a model's place and the distance of its corners, in a numbered graph.
type ringKey struct {
	graph int32
	at    Vec
	rad   float64
}

// ringPlaces are the corners round a model, and (bit k) which are clear of the terrain.
type ringPlaces struct {
	p     [ringNodes]Vec
	clear uint8
}

// maxRememberedRings bounds the rings cornerMoves remembers; past it, it forgets them all.
const maxRememberedRings = 1 << 12

// ring returns the corners round a model at `at`, rad from its centre, every 45°, and which
// of them leave a graph's base clear of the terrain (Table.graphCentreClear).
func (c *cornerMoves) ring(t *Table, m *moveMemo, g *navGraph, at Vec, rad float64) ringPlaces {
	k := ringKey{graph: m.number(g), at: at, rad: rad}
	if r, ok := c.rings[k]; ok {
		return r
	}
	if c.rings == nil || len(c.rings) >= maxRememberedRings {
		c.rings = map[ringKey]ringPlaces{}
	}
	var r ringPlaces
	step := 2 * math.Pi / ringNodes
	for i := range r.p {
		s, cs := math.Sincos(step * float64(i))
		r.p[i] = at.Add(Vec{cs, s}.Scale(rad))
		if t.graphCentreClear(g, r.p[i]) {
			r.clear |= 1 << i
		}
	}
	c.rings[k] = r
	return r
}

// cornerKey is a corner's place, exactly, in a numbered graph.
type cornerKey struct {
	graph int32
	p     Vec
}

// moves returns the graph corners, in the graph's order, that a route from p could bend
// round.
func (c *cornerMoves) moves(m *moveMemo, g *navGraph, p Vec) []int32 {
	k := cornerKey{graph: m.number(g), p: p}
	if r, ok := c.index[k]; ok {
		return c.nodes[r[0]:r[1]]
	}
	if c.index == nil || len(c.nodes)+len(g.nodes) > cornerMovesLimit {
		c.index = map[cornerKey][2]int32{}
		c.nodes = c.nodes[:0]
	}
	lo := int32(len(c.nodes))
	for j := range g.nodes {
		if g.tangent(int32(j), p) {
			c.nodes = append(c.nodes, int32(j))
		}
	}
	hi := int32(len(c.nodes))
	c.index[k] = [2]int32{lo, hi}
	return c.nodes[lo:hi]
}
