package table

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
type boardBox struct{ min, Max physics.Vec }

func (b boardBox) size() physics.Vec { return b.Max.Sub(b.min) }

// contains reports whether o lies inside b (within a hundredth of an inch).
func (b boardBox) contains(o boardBox) bool {
	const eps = 0.01
	return o.min.X >= b.min.X-eps && o.min.Y >= b.min.Y-eps && o.Max.X <= b.Max.X+eps && o.Max.Y <= b.Max.Y+eps
}

// BoardOf is the part of the table a view's game is played on.
func BoardOf(v game.View, tableW, tableH float64) boardBox {
	switch {
	case v.Squares != nil:
		b := v.Squares
		return boardBox{min: b.Origin, Max: b.Origin.Add(physics.Vec{X: float64(b.Cols) * b.Size, Y: float64(b.Rows) * b.Size})}
	case v.Hexes != nil && len(v.Hexes.Cells) > 0:
		h := v.Hexes
		box := cellsOf(v, boardBox{})
		// Room around the tiles for the next ones, as far as the table goes: the edge of the
		// table is not framed as if tiles could be laid beyond it.
		room := physics.Vec{X: hexRoom * math.Sqrt(3) * h.Size, Y: hexRoom * math.Sqrt(3) * h.Size}
		lo, hi := box.min.Sub(room), box.Max.Add(room)
		lo = physics.Vec{X: min(max(lo.X, 0), box.min.X), Y: min(max(lo.Y, 0), box.min.Y)}
		hi = physics.Vec{X: max(min(hi.X, tableW), box.Max.X), Y: max(min(hi.Y, tableH), box.Max.Y)}
		return boardBox{min: lo, Max: hi}
	}
	return boardBox{Max: physics.Vec{X: tableW, Y: tableH}}
}

// cellsOf is the part of a board the hexes laid cover (b, the board framed, for other
// boards): a new tile that shows whole needs no new frame, even if its room does not.
func cellsOf(v game.View, b boardBox) boardBox {
	if v.Hexes == nil || len(v.Hexes.Cells) == 0 {
		return b
	}
	box := boardBox{min: physics.Vec{X: math.Inf(1), Y: math.Inf(1)}, Max: physics.Vec{X: math.Inf(-1), Y: math.Inf(-1)}}
	for _, c := range v.Hexes.Cells {
		for _, p := range v.Hexes.Corners(c.Q, c.R) {
			box.min = physics.Vec{X: min(box.min.X, p.X), Y: min(box.min.Y, p.Y)}
			box.Max = physics.Vec{X: max(box.Max.X, p.X), Y: max(box.Max.Y, p.Y)}
		}
	}
	return box
}

// FitBox shows the rectangle b whole and centred in a viewport of w×h pixels.
func (c *Camera) FitBox(b boardBox, w, h float64) {
	size := b.size()
	c.viewH = h
	c.Scale = math.Max(minScale, math.Min(maxScale, math.Min((w-2*margin)/max(size.X, 0.1), (h-2*margin)/max(size.Y, 0.1))))
	mid := b.min.Add(size.Scale(0.5))
	c.Offset = physics.Vec{X: w/2 - mid.X*c.Scale, Y: h/2 - mid.Y*c.Scale}
}

// visible is the part of the table a viewport of w×h pixels shows.
func (c *Camera) visible(w, h float64) boardBox {
	return boardBox{min: c.ToWorld(0, 0), Max: c.ToWorld(w, h)}
}

// Frame fits the board of the game in play to the table's part of the window (F does it
// too).
func (p *Table) Frame(w, h int) {
	p.tableW, p.tableH = w, h
	sc := p.Game.Scenario()
	p.board = BoardOf(p.view, sc.Width, sc.Height)
	p.cam.FitBox(p.board, float64(w), float64(h))
}

// keepBoardInView frames the board again when it grew beyond what the window shows (a tile
// laid at the edge): otherwise the players' zoom and pan stay as they were.
func (p *Table) keepBoardInView() {
	if p.tableW <= 0 || p.cam.Scale == 0 {
		return
	}
	sc := p.Game.Scenario()
	b := BoardOf(p.view, sc.Width, sc.Height)
	grew := !p.board.contains(b)
	p.board = b
	if grew && !p.cam.visible(float64(p.tableW), p.cam.viewH).contains(cellsOf(p.view, b)) {
		p.cam.FitBox(b, float64(p.tableW), p.cam.viewH)
	}
}

// CameraSpot is the camera as -save-on-shot writes it beside the game, for tests that click
// table points: the board framed, zoomed or panned as the players left it.
type CameraSpot struct {
	Scale   float64 // pixels per inch
	OffsetX float64 // the screen point of the table's corner (0, 0), in pixels
	OffsetY float64 // (in pixels)
}

// writeCamera writes the camera for the tests (saveForTests).
func writeCamera(path string, c Camera) error {
	data, err := json.Marshal(CameraSpot{Scale: c.Scale, OffsetX: c.Offset.X, OffsetY: c.Offset.Y})
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
