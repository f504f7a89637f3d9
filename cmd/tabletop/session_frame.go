package main

import (
	"encoding/json"
	"math"
	"os"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// Every board is framed in the window when a game starts: the part of the table the game is
// played on, not the whole table it lies on. A board of squares is its squares; a board of
// hex tiles is the tiles laid so far with room around them for the next ones; a game
// measured in inches is its whole table.

// hexRoom is how many hexes across of room a board of hexes is framed with beyond its tiles
// laid so far: a tile laid at an open exit then still shows whole, near enough.
const hexRoom = 2.5

// boardBox is a rectangle of the table, in inches.
type boardBox struct{ min, max physics.Vec }

func (b boardBox) size() physics.Vec { return b.max.Sub(b.min) }

// contains reports whether o lies inside b (within a hundredth of an inch).
func (b boardBox) contains(o boardBox) bool {
	const eps = 0.01
	return o.min.X >= b.min.X-eps && o.min.Y >= b.min.Y-eps && o.max.X <= b.max.X+eps && o.max.Y <= b.max.Y+eps
}

// boardOf is the part of the table a view's game is played on.
func boardOf(v game.View, tableW, tableH float64) boardBox {
	switch {
	case v.Squares != nil:
		b := v.Squares
		return boardBox{min: b.Origin, max: b.Origin.Add(physics.Vec{X: float64(b.Cols) * b.Size, Y: float64(b.Rows) * b.Size})}
	case v.Hexes != nil && len(v.Hexes.Cells) > 0:
		h := v.Hexes
		box := cellsOf(v, boardBox{})
		// Room around the tiles for the next ones, as far as the table goes: the edge of the
		// table is not framed as if tiles could be laid beyond it.
		room := physics.Vec{X: hexRoom * math.Sqrt(3) * h.Size, Y: hexRoom * math.Sqrt(3) * h.Size}
		lo, hi := box.min.Sub(room), box.max.Add(room)
		lo = physics.Vec{X: min(max(lo.X, 0), box.min.X), Y: min(max(lo.Y, 0), box.min.Y)}
		hi = physics.Vec{X: max(min(hi.X, tableW), box.max.X), Y: max(min(hi.Y, tableH), box.max.Y)}
		return boardBox{min: lo, max: hi}
	}
	return boardBox{max: physics.Vec{X: tableW, Y: tableH}}
}

// cellsOf is the part of a board the hexes laid cover (b, the board framed, for other
// boards): a new tile that shows whole needs no new frame, even if its room does not.
func cellsOf(v game.View, b boardBox) boardBox {
	if v.Hexes == nil || len(v.Hexes.Cells) == 0 {
		return b
	}
	box := boardBox{min: physics.Vec{X: math.Inf(1), Y: math.Inf(1)}, max: physics.Vec{X: math.Inf(-1), Y: math.Inf(-1)}}
	for _, c := range v.Hexes.Cells {
		for _, p := range v.Hexes.Corners(c.Q, c.R) {
			box.min = physics.Vec{X: min(box.min.X, p.X), Y: min(box.min.Y, p.Y)}
			box.max = physics.Vec{X: max(box.max.X, p.X), Y: max(box.max.Y, p.Y)}
		}
	}
	return box
}

// fitBox shows the rectangle b whole and centred in a viewport of w×h pixels.
func (c *camera) fitBox(b boardBox, w, h float64) {
	size := b.size()
	c.viewH = h
	c.scale = math.Max(minScale, math.Min(maxScale, math.Min((w-2*margin)/max(size.X, 0.1), (h-2*margin)/max(size.Y, 0.1))))
	mid := b.min.Add(size.Scale(0.5))
	c.offset = physics.Vec{X: w/2 - mid.X*c.scale, Y: h/2 - mid.Y*c.scale}
}

// visible is the part of the table a viewport of w×h pixels shows.
func (c *camera) visible(w, h float64) boardBox {
	return boardBox{min: c.toWorld(0, 0), max: c.toWorld(w, h)}
}

// frame fits the board of the game in play to the table's part of the window (F does it
// too).
func (p *sessionPlay) frame(w, h int) {
	p.tableW = w
	sc := p.s.Scenario()
	p.board = boardOf(p.view, sc.Width, sc.Height)
	p.cam.fitBox(p.board, float64(w), float64(h))
}

// keepBoardInView frames the board again when it grew beyond what the window shows (a tile
// laid at the edge): otherwise the players' zoom and pan stay as they were.
func (p *sessionPlay) keepBoardInView() {
	if p.tableW <= 0 || p.cam.scale == 0 {
		return
	}
	sc := p.s.Scenario()
	b := boardOf(p.view, sc.Width, sc.Height)
	grew := !p.board.contains(b)
	p.board = b
	if grew && !p.cam.visible(float64(p.tableW), p.cam.viewH).contains(cellsOf(p.view, b)) {
		p.cam.fitBox(b, float64(p.tableW), p.cam.viewH)
	}
}

// cameraSpot is the camera as -save-on-shot writes it beside the game, for tests that click
// table points: the board framed, zoomed or panned as the players left it.
type cameraSpot struct {
	Scale   float64
	OffsetX float64
	OffsetY float64
}

// writeCamera writes the camera for the tests (saveForTests).
func writeCamera(path string, c camera) error {
	data, err := json.Marshal(cameraSpot{Scale: c.scale, OffsetX: c.offset.X, OffsetY: c.offset.Y})
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
