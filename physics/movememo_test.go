package physics

import "testing"

// The memo of moves' verdicts answers for one graph only: the same moves, tested again after a
// door opens (a new graph), are tested afresh, and so again when it shuts.
func TestMoveMemoFollowsDoors(t *testing.T) {
	shop := PieceSpec{ID: "shop", Outline: rect(20, 20, 30, 30), WallThickness: 0.25,
		Openings: []OpeningSpec{{Kind: OpeningDoor, Edge: 0, Offset: 4, Width: 2}}}
	tb := mustTable(t, shop)
	inside, outside := Vec{24, 25}, Vec{24, 10} // straight through the door when it is open
	for _, open := range []bool{false, true, false, true} {
		tb.SetDoorOpen(0, 0, open)
		got := routeCost(t, tb, outside, inside)
		if (got >= 0) != open {
			t.Fatalf("door open %v: the route costs %v (-1: none)", open, got)
		}
		fresh := mustTable(t, shop) // no memo yet
		fresh.SetDoorOpen(0, 0, open)
		if want := routeCost(t, fresh, outside, inside); got != want {
			t.Fatalf("door open %v: the route costs %v, on a new table %v", open, got, want)
		}
	}
	if tb.ownPaths.memo.graphs < 2 {
		t.Fatalf("the memo numbered %d graphs for two door states", tb.ownPaths.memo.graphs)
	}
}
