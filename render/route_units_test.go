package render

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// TestRouteLengthInTheBoardsOwnUnits: the tape counts squares on squares, hexes on hexes and
// inches on an open table.
func TestRouteLengthInTheBoardsOwnUnits(t *testing.T) {
	sq := &game.Squares{Size: 1.5, Cols: 10, Rows: 10}
	path := []physics.Vec{sq.Centre(1, 1), sq.Centre(2, 1), sq.Centre(3, 1), sq.Centre(3, 2), sq.Centre(3, 5)}
	if got := RouteLength(path, game.View{Squares: sq}); got != "6 squares" {
		t.Errorf("squares: %q, want 6 squares", got)
	}
	if got := RouteLength(path[:2], game.View{Squares: sq}); got != "1 square" {
		t.Errorf("one step: %q, want 1 square", got)
	}
	hx := &game.Hexes{Size: 1.2}
	hp := []physics.Vec{hx.Centre(0, 0), hx.Centre(1, 0), hx.Centre(1, 1), hx.Centre(1, 3)}
	if got := RouteLength(hp, game.View{Hexes: hx}); got != "4 hexes" {
		t.Errorf("hexes: %q, want 4 hexes", got)
	}
	open := []physics.Vec{{X: 0, Y: 0}, {X: 3, Y: 4}}
	if got := RouteLength(open, game.View{}); got != "5.0\"" {
		t.Errorf("inches: %q, want 5.0\"", got)
	}
}
