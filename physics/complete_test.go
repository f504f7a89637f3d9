package physics

import (
	"slices"
	"testing"
)

// crowdedDoorway is a wall across the table with one doorway, a crowd of models either side
// of the doorway, a base on one side and a point on the other: the route through the doorway
// and round the crowd takes a search many entries.
func crowdedDoorway(t *testing.T) (*Table, BodyID, Vec) {
	t.Helper()
	tb := mustTable(t, wall("left", 0, 23, 20, 25), wall("right", 24, 23, 48, 25))
	for _, p := range []Vec{{17, 20}, {19, 20}, {25, 20}, {27, 20}, {17, 28}, {19, 28}, {25, 28}, {27, 28}, {15, 21}, {29, 21}} {
		round(tb, p.X, p.Y)
	}
	return tb, round(tb, 6, 10), Vec{40, 40}
}

// A search bounded as ruling G9 bounds it stops short of a route that exists; a complete
// search (a player's own move) finds it, the same route as a search with budget to spare.
func TestCompleteSearchFindsWhatTheBoundStopsShortOf(t *testing.T) {
	tb, me, to := crowdedDoorway(t)
	want, err := tb.PathTo(me, to, MoveOptions{})
	if err != nil || !want.Reached {
		t.Fatalf("with the rule's bound: %+v %v, want a route through the doorway", want, err)
	}
	tb.budgetCap = 8 // as if the crowd had taken the whole budget
	short, err := tb.PathTo(me, to, MoveOptions{})
	if err != nil || short.Reached {
		t.Fatalf("with 8 entries: %+v %v, want the closest place, not the goal (the test's premise)", short, err)
	}
	got, err := tb.PathTo(me, to, MoveOptions{Complete: true})
	if err != nil || !got.Reached || !slices.Equal(got.Points, want.Points) || got.Cost != want.Cost {
		t.Fatalf("complete search: %+v %v, want %+v", got, err, want)
	}
}

// A complete search with no route to find looks everywhere and answers with the closest
// place, as the bounded search does, without an error: here models fill the doorway.
func TestCompleteSearchWithNoRouteAnswersTheClosestPlace(t *testing.T) {
	tb, me, to := crowdedDoorway(t)
	for x := 20.5; x < 24; x++ {
		round(tb, x, 24)
	}
	p, err := tb.PathTo(me, to, MoveOptions{Complete: true})
	if err != nil || p.Reached || len(p.Points) == 0 || p.Points[len(p.Points)-1].Y >= 24 {
		t.Fatalf("complete search with the doorway filled: %+v %v, want the closest place on this side", p, err)
	}
}

// Tables sharing routes keep a bounded answer apart from a complete one.
func TestSharedRoutesKeepCompleteSearchesApart(t *testing.T) {
	cache := NewNavCache()
	tb, me, to := crowdedDoorway(t)
	if err := tb.ShareNav(cache); err != nil {
		t.Fatal(err)
	}
	tb.budgetCap = 8
	if p, _ := tb.PathTo(me, to, MoveOptions{}); p.Reached {
		t.Fatal("the bounded search reached the goal: the test's premise fails")
	}
	if p, err := tb.PathTo(me, to, MoveOptions{Complete: true}); err != nil || !p.Reached {
		t.Fatalf("complete search after a bounded one on a shared cache: %+v %v, want the route", p, err)
	}
}
