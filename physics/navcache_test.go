package physics

import (
	"math"
	"testing"
)

// routeCost is the cost of the route from a 25mm base at from to to, or -1 when it cannot
// get there.
func routeCost(t *testing.T, tb *Table, from, to Vec) float64 {
	t.Helper()
	id := tb.AddBody(Body{Base: Base25mm, Pos: from})
	defer tb.RemoveBody(id)
	p, err := tb.PathTo(id, to, MoveOptions{})
	if err != nil || !p.Reached {
		return -1
	}
	return p.Cost
}

// Tables sharing a route cache find the same routes as a table with its own graphs, through
// a door shut and opened; and a cache of another terrain is refused.
func TestSharedRoutesMatchOwnRoutes(t *testing.T) {
	shop := PieceSpec{ID: "shop", Outline: rect(20, 20, 30, 30), WallThickness: 0.25,
		Openings: []OpeningSpec{{Kind: OpeningDoor, Edge: 0, Offset: 5, Width: 2}}}
	inside, outside := Vec{25, 25}, Vec{25, 10}
	own := mustTable(t, shop)
	cache := NewNavCache()
	shared := []*Table{mustTable(t, shop), mustTable(t, shop)}
	for _, tb := range shared {
		if err := tb.ShareNav(cache); err != nil {
			t.Fatal(err)
		}
	}
	for _, open := range []bool{false, true, false} {
		own.SetDoorOpen(0, 0, open)
		want := routeCost(t, own, outside, inside)
		if (want < 0) == open {
			t.Fatalf("door open %v: the table's own route costs %v", open, want)
		}
		for i, tb := range shared {
			tb.SetDoorOpen(0, 0, open)
			if got := routeCost(t, tb, outside, inside); math.Abs(got-want) > 1e-9 {
				t.Fatalf("door open %v, table %d: the shared graph's route costs %v, its own %v", open, i, got, want)
			}
		}
	}
	if len(cache.graphs) != 2 {
		t.Fatalf("%d graphs cached for one base size and two door states, want 2", len(cache.graphs))
	}
	if err := mustTable(t, wall("w", 5, 10, 6, 30)).ShareNav(cache); err == nil {
		t.Fatal("a cache of another terrain was accepted")
	}
}
