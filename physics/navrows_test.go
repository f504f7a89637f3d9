package physics

import (
	"math"
	"math/rand/v2"
	"testing"
)

// plainRow is an independent Dijkstra for navGraph.row: it settles the cheapest unsettled
// corner by scanning them all, with no heap, and adds the moves' costs from src in order.
func plainRow(g *navGraph, src int32) []float32 {
	n := len(g.nodes)
	d := make([]float64, n)
	done := make([]bool, n)
	for i := range d {
		d[i] = math.Inf(1)
	}
	d[src] = 0
	for {
		u := -1
		for i := range d {
			if !done[i] && !math.IsInf(d[i], 1) && (u < 0 || d[i] < d[u]) {
				u = i
			}
		}
		if u < 0 {
			break
		}
		done[u] = true
		for k := g.adjStart[u]; k < g.adjStart[u+1]; k++ {
			if j := g.adj[k]; d[u]+g.adjCost[k] < d[j] {
				d[j] = d[u] + g.adjCost[k]
			}
		}
	}
	r := make([]float32, n)
	for j, v := range d {
		r[j] = float32(v)
	}
	return r
}

// The route costs a graph works out for a node when a search first needs them (its row, with
// a heap that keeps each corner once) are bit for bit those of a plain Dijkstra, and
// symmetric: on random tables with difficult terrain, for round bases and trays at random
// facings. The searches steer by them, so the routes (and old saves' replays) depend on it.
func TestNavRowsMatchPlainDijkstra(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 2))
	for table := 0; table < 6; table++ {
		s := newRouteScene(t, rng, 1)
		keys := []navKey{
			{radius: Base25mm.BoundingRadius()},
			{radius: Base40mm.BoundingRadius(), ignoreDifficult: true},
			{tray: newTrayShape(HordeTray, rng.Float64()*math.Pi)},
		}
		for _, k := range keys {
			g := s.tb.navFor(k)
			n := int32(len(g.nodes))
			for i := int32(0); i < n; i++ {
				got, want := g.row(i), plainRow(g, i)
				for j := range want {
					if math.Float32bits(got[j]) != math.Float32bits(want[j]) {
						t.Fatalf("table %d, key %+v: row %d, node %d: %v, plain Dijkstra %v", table, k, i, j, got[j], want[j])
					}
				}
			}
			for i := int32(0); i < n; i++ {
				for j := int32(0); j < i; j++ {
					if a, b := g.row(i)[j], g.row(j)[i]; a != b && !(math.IsInf(float64(a), 1) && math.IsInf(float64(b), 1)) {
						if math.Abs(float64(a-b)) > 1e-4*float64(max(a, b)) {
							t.Fatalf("table %d: cost %d→%d %v, %d→%d %v", table, i, j, a, j, i, b)
						}
					}
				}
			}
		}
	}
}

// A round base's graph is built with each move tested over the graph's blocking parts, the
// part that blocked the last one first (roundBlockingPart): the verdicts are
// staticSegmentClear's, for every pair of the graph's corners, on random tables.
func TestGraphMovesAsStaticSegmentClear(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 3))
	for table := 0; table < 6; table++ {
		s := newRouteScene(t, rng, 1)
		for _, r := range []float64{Base25mm.BoundingRadius(), Base40mm.BoundingRadius(), 1.2} {
			g := s.tb.navFor(navKey{radius: r})
			for i, a := range g.nodes {
				first := -1
				for j, b := range g.nodes {
					blocker, got := s.tb.roundBlockingPart(g, a, b, first)
					if want := s.tb.staticSegmentClear(0, a, b, r); got != want {
						t.Fatalf("table %d, radius %g: move %d→%d clear %v, staticSegmentClear %v", table, r, i, j, got, want)
					}
					if blocker >= 0 {
						first = blocker
					}
				}
			}
		}
	}
}
