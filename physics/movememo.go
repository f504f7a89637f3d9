package physics

import "math"

// moveMemoBits sets how many moves a search's arrays remember the terrain's verdict on:
// 2^bits, 40 bytes each (5 MB). The worst case (every zombie's route into the garage, 56
// searches) tested about 10,000 different moves against the terrain, 18,000 in all, before
// issue 27's goal places and refinement added their own; with 2^16 places the verdicts the
// next round of the same searches needs were evicted often enough to cost 3% of a route
// (docs/performance.md).
const moveMemoBits = 17

// moveVerdict is the terrain's verdict on one straight move of a graph's base.
type moveVerdict struct {
	a, b  Vec
	graph int32 // the graph's number in the memo (navGraph.memoID), 0 for an empty place
	clear bool
}

// moveMemo remembers the terrain's verdicts on the moves that route searches tested, direct
// mapped by the move's ends: a later search from the same place (a corner round a model that
// is still there, in the next zombie's search towards the same survivor) reads the verdict
// instead of testing the move again. A verdict depends only on the graph (its terrain, doors,
// level and base size) and the move's two ends, compared exactly, so it is the answer the
// test would give. It lives with the search's arrays (pathScratch), so the tables of a
// NavCache share one.
type moveMemo struct {
	slots  []moveVerdict // nil until the first search
	graphs int32         // numbers given to graphs so far
}

// lookup returns the place of the move a→b of graph g, and whether it holds the verdict.
func (m *moveMemo) lookup(g *navGraph, a, b Vec) (*moveVerdict, bool) {
	if m.slots == nil {
		m.slots = make([]moveVerdict, 1<<moveMemoBits)
	}
	id := m.number(g)
	h := math.Float64bits(a.X)*0x9E3779B97F4A7C15 ^ math.Float64bits(a.Y)*0xC2B2AE3D27D4EB4F ^
		math.Float64bits(b.X)*0x165667B19E3779F9 ^ math.Float64bits(b.Y)*0xD6E8FEB86659FD93
	h ^= h >> 29
	v := &m.slots[(h*0x9E3779B97F4A7C15)>>(64-moveMemoBits)]
	return v, v.graph == id && v.a == a && v.b == b
}

// knownBlocked reports whether the memo holds the verdict that the terrain blocks the move
// a→b of graph g.
func (m *moveMemo) knownBlocked(g *navGraph, a, b Vec) bool {
	if m.slots == nil {
		return false
	}
	v, known := m.lookup(g, a, b)
	return known && !v.clear
}

// number returns graph g's number in the memo. A graph is numbered afresh for each memo it
// is used with (one, as a rule), and a number is never given twice: nothing remembered for
// one graph is ever read for another.
func (m *moveMemo) number(g *navGraph) int32 {
	if g.memo != m {
		m.graphs++
		g.memo, g.memoID = m, m.graphs
	}
	return g.memoID
}
