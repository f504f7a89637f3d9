package game

import "github.com/borrowed-time/tabletop/physics"

// Squares is a board of squares as one seat sees it, for drawing: where it lies on the table,
// what each square is, and what stands on the edges between squares. A ruleset played on
// squares fills it in its views; the table, the preview and a client draw it without knowing
// the game.
type Squares struct {
	Origin     physics.Vec // the board's top-left corner, in inches from the table's
	Size       float64     // a square's side, in inches
	Cols, Rows int
	// Tile, when not 0, is the side in squares of the tiles the board is laid from: their
	// borders are drawn heavier.
	Tile int `json:",omitempty"`
	// Ground is one string per row, one letter per square; Kinds says what each letter is.
	Ground []string
	// Kinds names what each letter of Ground is, as the drawing knows it: "street", "floor",
	// "yard", "helipad", "hidden" (a face-down tile), "fountain", "fence", "search-1" to
	// "search-3", "car"; any other kind is drawn plain.
	Kinds map[string]string
	// Edges are the walls, doors, windows and fences on square edges.
	Edges []EdgeMark `json:",omitempty"`
	// Links join squares that are not side by side (a hatch): drawn as a pair of marks.
	Links []SquareLink `json:",omitempty"`
}

// EdgeMark is what stands on one square edge: the north edge of square (X, Y), or its west
// edge when West.
type EdgeMark struct {
	X, Y int
	West bool `json:",omitempty"`
	// Kind is "wall", "door", "open door", "broken door", "blocked door", "window",
	// "broken window" or "fence".
	Kind string
}

// SquareLink joins two squares that are not side by side, such as the two ends of a hatch.
type SquareLink struct {
	Name           string
	AX, AY, BX, BY int
}

// KindAt returns the kind of the square (x, y), or "" off the board.
func (b *Squares) KindAt(x, y int) string {
	if y < 0 || y >= len(b.Ground) || x < 0 || x >= len(b.Ground[y]) {
		return ""
	}
	return b.Kinds[b.Ground[y][x:x+1]]
}

// Centre returns the middle of the square (x, y) on the table.
func (b *Squares) Centre(x, y int) physics.Vec {
	return physics.Vec{X: b.Origin.X + (float64(x)+0.5)*b.Size, Y: b.Origin.Y + (float64(y)+0.5)*b.Size}
}
