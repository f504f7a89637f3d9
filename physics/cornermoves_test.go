package physics

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// The remembered moves from a corner are the graph corners a route from there could bend
// round, in order: for two graphs (two base sizes) asked in turn about
// the same places, and after the memo forgets everything when full.
func TestCornerMovesAreTheTangentCorners(t *testing.T) {
	tb := mustTable(t, wall("a", 10, 10, 20, 11), wall("b", 30, 5, 31, 25), wall("c", 5, 30, 25, 31))
	graphs := []*navGraph{
		tb.navFor(navKey{radius: Base25mm.BoundingRadius()}),
		tb.navFor(navKey{radius: Base40mm.BoundingRadius()}),
	}
	var memo moveMemo
	var c cornerMoves
	rng := rand.New(rand.NewPCG(3, 3))
	places := make([]Vec, 40)
	for i := range places {
		places[i] = Vec{rng.Float64() * 48, rng.Float64() * 48}
	}
	for round := 0; round < 4; round++ {
		for _, p := range places {
			for gi, g := range graphs {
				nodes := c.moves(&memo, g, p)
				var want []int32
				for j := range g.nodes {
					if g.tangent(int32(j), p) {
						want = append(want, int32(j))
					}
				}
				if !slices.Equal(nodes, want) {
					t.Fatalf("round %d, graph %d, from %v: corners %v, want %v", round, gi, p, nodes, want)
				}
			}
		}
		if round == 1 { // full: the next place not remembered makes it forget all
			c.nodes = append(c.nodes, make([]int32, cornerMovesLimit)...)
			places = append([]Vec{{24, 24}}, places...)
		}
	}
}

// The remembered corners round a model are its 8 places and, for each graph, which of them
// the terrain leaves clear: a model's ring by a wall is clear on one side only for the larger
// base, and asking again (or for the other graph) reads the right answer.
func TestRingPlacesAreClearWhereTheTerrainIs(t *testing.T) {
	tb := mustTable(t, wall("a", 10, 10, 20, 11))
	graphs := []*navGraph{
		tb.navFor(navKey{radius: Base25mm.BoundingRadius()}),
		tb.navFor(navKey{radius: Base40mm.BoundingRadius()}),
	}
	var memo moveMemo
	var c cornerMoves
	at, rad := Vec{15, 12.5}, 1.2
	for round := 0; round < 2; round++ {
		for gi, g := range graphs {
			r := c.ring(tb, &memo, g, at, rad)
			for k, p := range r.p {
				s, cs := math.Sincos(2 * math.Pi / ringNodes * float64(k))
				if want := at.Add(Vec{cs, s}.Scale(rad)); p != want {
					t.Fatalf("graph %d: corner %d at %v, want %v", gi, k, p, want)
				}
				if got, want := r.clear&(1<<k) != 0, tb.graphCentreClear(g, p); got != want {
					t.Fatalf("round %d, graph %d: corner %d at %v clear %v, want %v", round, gi, k, p, got, want)
				}
			}
		}
	}
	if a, b := c.ring(tb, &memo, graphs[0], at, rad).clear, c.ring(tb, &memo, graphs[1], at, rad).clear; a == b {
		t.Fatalf("both graphs have the same corners clear (%08b): the test shows nothing", a)
	}
}
