package game

import (
	"math"

	"github.com/borrowed-time/tabletop/physics"
)

// Hexes is a board of hexes as one seat sees it, for drawing: where it lies on the table,
// what each hex is, the numbers 1–6 printed on tiles, what stands on the sides between hexes
// and where new tiles may be laid. A ruleset played on hexes fills it in its views (package
// hex's Board.Drawing builds it); the table, the preview and a client draw it without knowing
// the game.
type Hexes struct {
	Origin physics.Vec // the centre of hex (0,0), in inches from the table's top-left corner
	Size   float64     // from a hex's centre to a corner, in inches
	// Orientation is "pointy": a corner points up the table and rows run left to right (the
	// only orientation drawn; "" means the same).
	Orientation string `json:",omitempty"`
	Cells       []HexCell
	// Edges are the walls and doors on the sides of hexes.
	Edges []HexSide `json:",omitempty"`
	// Exits are the sides where a tile may join another; Open ones still lead nowhere.
	Exits []HexExit `json:",omitempty"`
}

// HexCell is one hex in axial coordinates: Q grows to the east, R to the south-east.
type HexCell struct {
	Q, R int
	// Kind is what the hex is, as the drawing knows it: "street", "floor", "yard",
	// "rubble", "hidden" (a face-down tile), "search-1" to "search-3"; any other kind is
	// drawn plain.
	Kind   string
	Number int `json:",omitempty"` // 1–6: its number on its tile, for a D6 to pick it
	Tile   int `json:",omitempty"` // the tile it belongs to (1, 2…): tiles' borders are drawn heavier
}

// HexSide is what stands on the side of hex (Q, R) in direction Dir: 0 east, then
// counter-clockwise (1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east).
type HexSide struct {
	Q, R, Dir int
	// Kind is "wall", "door", "open door" or "broken door".
	Kind string
}

// HexExit is an exit of a tile: the side of hex (Q, R) in direction Dir (as HexSide).
type HexExit struct {
	Q, R, Dir int
	Open      bool `json:",omitempty"` // no tile beyond it yet
}

// Centre returns the middle of hex (q, r) on the table.
func (b *Hexes) Centre(q, r int) physics.Vec {
	return physics.Vec{
		X: b.Origin.X + b.Size*math.Sqrt(3)*(float64(q)+float64(r)/2),
		Y: b.Origin.Y + b.Size*1.5*float64(r),
	}
}

// Corners returns the six corners of hex (q, r) on the table, clockwise from the upper right
// (corner i at 60i − 30 degrees, y down the table).
func (b *Hexes) Corners(q, r int) [6]physics.Vec {
	c := b.Centre(q, r)
	var out [6]physics.Vec
	for i := range out {
		a := math.Pi / 180 * float64(60*i-30)
		out[i] = physics.Vec{X: c.X + b.Size*math.Cos(a), Y: c.Y + b.Size*math.Sin(a)}
	}
	return out
}

// SideEnds returns the ends of the side of hex (q, r) in direction dir (0 east, then
// counter-clockwise).
func (b *Hexes) SideEnds(q, r, dir int) (physics.Vec, physics.Vec) {
	c := b.Corners(q, r)
	d := ((dir % 6) + 6) % 6
	return c[(6-d)%6], c[(7-d)%6]
}

// HexDirections are the steps (dQ, dR) to the six neighbours, east first, counter-clockwise.
var HexDirections = [6][2]int{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}
