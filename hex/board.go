package hex

import (
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/grid"
)

// Board is the hexes laid on the table so far: the tiles placed, each hex's kind and number,
// the tiles' exits, and what stands on edges. The zero value is no board: use NewBoard. A
// board keeps tables for its queries, rebuilt after a change, so it is not safe for
// concurrent use.
type Board struct {
	Layout
	tiles    []Laid
	cells    map[Hex]int32 // hex → its index in hexes
	hexes    []Cell
	exits    []Side
	barriers map[Edge]grid.Barrier
	// What queries keep, rebuilt when a tile is laid or a barrier changes: the ends of the
	// edges whose barrier blocks, in the doubled frame (for sight), and per hex the index of
	// the hex each step leads to, or -1 off the board or through a wall (for movement).
	blocking [][4]int64
	steps    [][6]int32
	dirty    bool
}

// Laid is a tile on the board and how it lies.
type Laid struct {
	Tile Tile
	Placement
}

// Cell is one hex of the board.
type Cell struct {
	Hex    Hex
	Tile   int // the tile it belongs to: its index in Tiles
	Kind   string
	Number int // 1–6 on its tile, or 0
}

// MaxHexes is the most hexes a board may hold.
const MaxHexes = 100_000

// MaxCoord bounds a board hex's coordinates (|Q|, |R| and |S|), so that sight's whole-number
// products stay far inside int64.
const MaxCoord = 1_000_000

// tooFar reports whether a hex lies more than MaxCoord hexes from hex (0,0), testing Q and R
// before working out S so that nothing overflows.
func tooFar(h Hex) bool {
	return h.Q < -MaxCoord || h.Q > MaxCoord || h.R < -MaxCoord || h.R > MaxCoord || abs(h.S()) > MaxCoord
}

// NewBoard returns a board with no tiles yet on the layout l.
func NewBoard(l Layout) (*Board, error) {
	if _, err := NewLayout(l.Origin, l.Size); err != nil {
		return nil, err
	}
	return &Board{Layout: l, cells: map[Hex]int32{}, barriers: map[Edge]grid.Barrier{}}, nil
}

// On reports whether h is a hex of the board.
func (b *Board) On(h Hex) bool { _, ok := b.cells[h]; return ok }

// Cell returns what the board has at h, or false off the board.
func (b *Board) Cell(h Hex) (Cell, bool) {
	i, ok := b.cells[h]
	if !ok {
		return Cell{}, false
	}
	return b.hexes[i], true
}

// Cells returns every hex of the board, in the order they were laid.
func (b *Board) Cells() []Cell { return slices.Clone(b.hexes) }

// Tiles returns the tiles laid, in order.
func (b *Board) Tiles() []Laid { return slices.Clone(b.tiles) }

// Numbered returns the hex of tile number n (0 the first laid) numbered k (1–6), or false.
func (b *Board) Numbered(tile, k int) (Hex, bool) {
	if tile < 0 || tile >= len(b.tiles) {
		return Hex{}, false
	}
	l := b.tiles[tile]
	for _, th := range l.Tile.Hexes {
		if th.Number == k && k > 0 {
			return l.Hex(th.Hex), true
		}
	}
	return Hex{}, false
}

// Exits returns every tile's exits on the board, open or not, in the order laid.
func (b *Board) Exits() []Side { return slices.Clone(b.exits) }

// OpenExits returns the exits with no hex beyond them yet: where the next tiles are laid.
func (b *Board) OpenExits() []Side {
	var out []Side
	for _, x := range b.exits {
		if !b.On(x.Beyond()) {
			out = append(out, x)
		}
	}
	return out
}

// TileOpenExits returns the open exits of one tile (the tiles to reveal when a model enters it).
func (b *Board) TileOpenExits(tile int) []Side {
	var out []Side
	for _, x := range b.OpenExits() {
		if c, _ := b.Cell(x.Hex); c.Tile == tile {
			out = append(out, x)
		}
	}
	return out
}

// Place lays a tile on the board as p says. It refuses, changing nothing, a tile with a
// problem, a hex already on the board, or more hexes than a board holds.
func (b *Board) Place(t Tile, p Placement) error {
	if err := t.Check(); err != nil {
		return err
	}
	if tooFar(p.At) {
		return fmt.Errorf("tile %q would be placed at %v, more than %d hexes from hex (0,0)", t.Name, p.At, MaxCoord)
	}
	if len(b.hexes)+len(t.Hexes) > MaxHexes {
		return fmt.Errorf("tile %q would take the board past %d hexes", t.Name, MaxHexes)
	}
	for _, th := range t.Hexes {
		h := p.Hex(th.Hex)
		if tooFar(h) {
			return fmt.Errorf("tile %q would put hex %v more than %d hexes from hex (0,0)", t.Name, h, MaxCoord)
		}
		if c, ok := b.Cell(h); ok {
			return fmt.Errorf("tile %q would cover hex %v, already laid by tile %q", t.Name, h, b.tiles[c.Tile].Tile.Name)
		}
	}
	t = cloneTile(t)
	ti := len(b.tiles)
	b.tiles = append(b.tiles, Laid{Tile: t, Placement: p})
	for _, th := range t.Hexes {
		h := p.Hex(th.Hex)
		b.cells[h] = int32(len(b.hexes))
		b.hexes = append(b.hexes, Cell{Hex: h, Tile: ti, Kind: th.Kind, Number: th.Number})
	}
	for _, x := range t.Exits {
		b.exits = append(b.exits, p.Side(x))
	}
	for _, w := range t.Walls {
		b.barriers[p.Side(w).Edge()] = grid.Wall
	}
	b.dirty = true
	return nil
}

// Reveal lays a tile at an open exit of the board (the reveal of a new tile): the tile's own
// exit number entry (0 the first) is turned to face the open exit from the hex beyond it. It
// refuses, changing nothing, a side that is not an open exit, an entry the tile does not have,
// and a tile that would cover hexes already laid.
func (b *Board) Reveal(exit Side, t Tile, entry int) (Placement, error) {
	if !slices.Contains(b.OpenExits(), exit) {
		return Placement{}, fmt.Errorf("%v is not an open exit of the board", exit)
	}
	if entry < 0 || entry >= len(t.Exits) {
		return Placement{}, fmt.Errorf("tile %q has %d exits, not an exit %d to enter by", t.Name, len(t.Exits), entry+1)
	}
	p := Entering(exit, t.Exits[entry])
	return p, b.Place(t, p)
}

func cloneTile(t Tile) Tile {
	t.Hexes, t.Exits, t.Walls = slices.Clone(t.Hexes), slices.Clone(t.Exits), slices.Clone(t.Walls)
	return t
}

// Set puts a barrier on an edge between two hexes of the board, or on its border (None takes
// it away).
func (b *Board) Set(e Edge, what grid.Barrier) error {
	if !e.valid() {
		return fmt.Errorf("%v is not a side of a hex of the board: an edge is named by its east, north-east or north-west side", e)
	}
	if x, y := e.Hexes(); !b.On(x) && !b.On(y) {
		return fmt.Errorf("%v is not a side of a hex of the board", e)
	}
	if what > grid.DoorBroken {
		return fmt.Errorf("unknown barrier %d", what)
	}
	if what == grid.None {
		delete(b.barriers, e)
	} else {
		b.barriers[e] = what
	}
	b.dirty = true
	return nil
}

// At returns what stands on an edge.
func (b *Board) At(e Edge) grid.Barrier { return b.barriers[e] }

// Edges returns every edge with a barrier, for drawing (in no particular order).
func (b *Board) Edges() map[Edge]grid.Barrier {
	out := make(map[Edge]grid.Barrier, len(b.barriers))
	for e, w := range b.barriers {
		out[e] = w
	}
	return out
}
