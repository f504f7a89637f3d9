package physics

import "testing"

func TestNearestVisibleSkipsHiddenModels(t *testing.T) {
	tb := mustTable(t, wall("w", 9, 5, 9.5, 15))
	me := round(tb, 5, 10)
	hidden := round(tb, 11, 10) // nearest, behind the wall
	visible := round(tb, 5, 17) // farther, in the open
	farther := round(tb, 5, 25) // farther still
	got, d, ok := tb.NearestVisible(me, []BodyID{hidden, farther, visible}, SightOptions{})
	if !ok || got != visible {
		t.Fatalf("nearest visible = %d (ok %v), want %d", got, ok, visible)
	}
	if want := 7 - 2*Base25mm.Radius; d < want-1e-9 || d > want+1e-9 {
		t.Fatalf("distance %v, want %v", d, want)
	}
	if _, _, ok := tb.NearestVisible(me, []BodyID{hidden}, SightOptions{}); ok {
		t.Fatal("a hidden model is reported visible")
	}
}

func TestSightBetweenLevels(t *testing.T) {
	tower := PieceSpec{ID: "tower", Outline: rect(10, 0, 38, 12), WallThickness: 0.5, Roof: true,
		Openings: []OpeningSpec{{Kind: OpeningDoor, Edge: 2, Offset: 14, Width: 3}}}
	other := PieceSpec{ID: "other", Outline: rect(40, 14, 46, 20), WallThickness: 0.25, Roof: true}
	tb := mustTable(t, tower, other)
	onRoof := tb.AddBody(Body{Base: Base25mm, Pos: Vec{24, 6}, Level: 1})
	street := round(tb, 24, 30)
	inside := round(tb, 20, 6) // under the roof
	behindOther := round(tb, 47.3, 23)
	if !tb.LineOfSight(onRoof, street, SightOptions{}) {
		t.Error("the roof does not see the street below")
	}
	if tb.LineOfSight(onRoof, inside, SightOptions{}) {
		t.Error("the roof sees through its own ceiling")
	}
	if tb.LineOfSight(onRoof, behindOther, SightOptions{}) {
		t.Error("the roof sees through another roofed building")
	}
	if c, _ := tb.RangedCover(street, onRoof); c != CoverNone {
		t.Errorf("ground terrain gives %v cover against a shot between levels", c)
	}
}

func TestMoveThroughModels(t *testing.T) {
	tb := mustTable(t)
	leo := round(tb, 10, 20)
	var shamblers []BodyID
	for y := 15.0; y <= 25; y++ {
		shamblers = append(shamblers, round(tb, 15, y))
	}
	dest := Vec{20, 20}
	around, err := tb.PathTo(leo, dest, MoveOptions{})
	if err != nil || !around.Reached {
		t.Fatalf("no route round the line: %v", err)
	}
	through, err := tb.PathTo(leo, dest, MoveOptions{PassThrough: shamblers})
	if err != nil || !through.Reached || len(through.Points) != 2 {
		t.Fatalf("Slippery does not go straight through: %+v %v", through, err)
	}
	if through.Cost >= around.Cost {
		t.Fatalf("straight through (%v) is not shorter than round (%v)", through.Cost, around.Cost)
	}
	// May pass through, may not stop on one.
	if _, err := tb.PathTo(leo, Vec{15, 20}, MoveOptions{PassThrough: shamblers}); err == nil {
		t.Fatal("Slippery lets Leo end his move on a Shambler")
	}
}

func TestPiecesTouchingForHunkerDown(t *testing.T) {
	r := Base25mm.Radius
	fence := PieceSpec{ID: "fence", Outline: rect(10, 5, 10.1, 15), Cover: CoverLight, Movement: MoveImpassable}
	road := PieceSpec{ID: "road", Outline: rect(0, 0, 48, 4), Movement: MoveOpen}
	tb := mustTable(t, fence, road)
	by := round(tb, 10-r, 10)
	away := round(tb, 5, 10)
	onRoad := round(tb, 20, 2)
	if got := tb.PiecesTouching(nil, by); len(got) != 1 || got[0] != 0 {
		t.Errorf("base at the fence touches %v, want [0]", got)
	}
	if got := tb.PiecesTouching(nil, away); len(got) != 0 {
		t.Errorf("base in the open touches %v", got)
	}
	if got := tb.PiecesTouching(nil, onRoad); len(got) != 0 {
		t.Errorf("a road gives cover to touch: %v", got)
	}
}
