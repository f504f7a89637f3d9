package render

import (
	"image/color"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// A board of squares is drawn where its view puts it: each square in its kind's colour, a
// wall on its edge, a closed door as a wooden leaf, and nothing off the board.
func TestSquaresAreDrawnWhereTheViewSays(t *testing.T) {
	cv, err := NewImageCanvas(400, 200, 40, physics.Vec{}, color.RGBA{0, 0, 0, 255})
	if err != nil {
		t.Fatal(err)
	}
	b := &game.Squares{Origin: physics.Vec{X: 1, Y: 1}, Size: 2, Cols: 3, Rows: 1,
		Ground: []string{".:?"}, Kinds: map[string]string{".": "street", ":": "floor", "?": "hidden"},
		Edges: []game.EdgeMark{{X: 1, Y: 0, West: true, Kind: "wall"}, {X: 2, Y: 0, West: true, Kind: "door"}}}
	drawSquares(cv, b)
	near := func(got, want color.RGBA, tol int) bool {
		d := func(a, b uint8) int { return max(int(a)-int(b), int(b)-int(a)) }
		return d(got.R, want.R) <= tol && d(got.G, want.G) <= tol && d(got.B, want.B) <= tol
	}
	px := func(x, y float64) color.RGBA { return cv.Dst.RGBAAt(int(x*40), int(y*40)) }
	for i, kind := range []string{"street", "floor", "hidden"} {
		// A quarter of the way into the square, clear of the lines and the details.
		if got := px(1.3+float64(i)*2, 1.7); !near(got, squareColour(kind), 30) {
			t.Errorf("%s square: %v, want about %v", kind, got, squareColour(kind))
		}
	}
	if got := px(3, 2); !near(got, colWallTop, 12) && !near(got, colWall, 12) {
		t.Errorf("the wall between the first squares: %v", got)
	}
	if got := px(5, 2); !near(got, colDoorLeaf, 12) && !near(got, colDoorEdge, 12) {
		t.Errorf("the door between the last squares: %v", got)
	}
	if got := px(0.5, 0.5); got != (color.RGBA{0, 0, 0, 255}) {
		t.Errorf("off the board: %v", got)
	}
}
