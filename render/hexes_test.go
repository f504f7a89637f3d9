package render

import (
	"image/color"
	"math"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// A board of hexes is drawn where its view puts it: each hex in its kind's colour, a wall on
// its side, an open exit as an arrow outside its side, a number in its disc, nothing off
// the board; and the table's drawing draws it from the scene.
func TestHexesAreDrawnWhereTheViewSays(t *testing.T) {
	b := &game.Hexes{Origin: physics.Vec{X: 2, Y: 2}, Size: 1, Orientation: "pointy",
		Cells: []game.HexCell{{Q: 0, R: 0, Kind: "street", Tile: 1}, {Q: 1, R: 0, Kind: "floor", Tile: 1},
			{Q: 0, R: 1, Kind: "hidden", Tile: 2}, {Q: 2, R: 0, Kind: "yard", Number: 3, Tile: 1}},
		Edges: []game.HexSide{{Q: 0, R: 0, Dir: 0, Kind: "wall"}},
		Exits: []game.HexExit{{Q: 2, R: 0, Dir: 0, Open: true}}}
	near := func(got, want color.RGBA, tol int) bool {
		d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
		return d(got.R, want.R) <= tol && d(got.G, want.G) <= tol && d(got.B, want.B) <= tol
	}
	for _, through := range []string{"drawHexes", "DrawStatic"} {
		cv, err := NewImageCanvas(320, 240, 40, physics.Vec{}, color.RGBA{0, 0, 0, 255})
		if err != nil {
			t.Fatal(err)
		}
		if through == "drawHexes" {
			drawHexes(cv, b)
		} else {
			DrawStatic(cv, &Scene{Scenario: &maps.Scenario{Width: 8, Height: 6}, Hexes: b, Grid: true})
		}
		px := func(p physics.Vec) color.RGBA { return cv.Dst.RGBAAt(int(math.Round(p.X*40)), int(math.Round(p.Y*40))) }
		for _, c := range []struct {
			q, r int
			kind string
			at   physics.Vec // from the centre, clear of lines and details
		}{{0, 0, "street", physics.Vec{X: -0.3, Y: 0.2}}, {1, 0, "floor", physics.Vec{X: 0.3, Y: 0}}, {0, 1, "hidden", physics.Vec{Y: 0.55}}, {2, 0, "yard", physics.Vec{X: -0.2, Y: 0.6}}} {
			if got := px(b.Centre(c.q, c.r).Add(c.at)); !near(got, squareColour(c.kind), 30) {
				t.Errorf("%s: %s hex: %v, want about %v", through, c.kind, got, squareColour(c.kind))
			}
		}
		if got := px(HexSideMiddle(b, 0, 0, 0)); !near(got, colWallTop, 12) && !near(got, colWall, 12) {
			t.Errorf("%s: the wall between the first hexes: %v", through, got)
		}
		out := HexSideMiddle(b, 2, 0, 0).Add(physics.Vec{X: 0.1})
		if got := px(out); !near(got, colExitOpen, 20) {
			t.Errorf("%s: the open exit: %v", through, got)
		}
		if got := px(b.Centre(2, 0).Add(physics.Vec{X: 0.26})); !near(got, colNumberDisc, 30) {
			t.Errorf("%s: the number's disc: %v", through, got)
		}
		if through == "drawHexes" {
			if got := px(b.Centre(1, 1)); got != (color.RGBA{0, 0, 0, 255}) {
				t.Errorf("off the board: %v", got)
			}
		}
	}
}
