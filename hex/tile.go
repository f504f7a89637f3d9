package hex

import (
	"errors"
	"fmt"
)

// Tile is a piece of board: a shape of hexes in the tile's own coordinates, six of them
// numbered 1–6 so that a D6 picks a hex of the tile, the sides where another tile may be
// laid (exits), and the walls the tile prints on its hexes' sides.
type Tile struct {
	Name  string
	Hexes []TileHex
	Exits []Side // sides of the tile's hexes facing out of the tile
	Walls []Side // sides of the tile's hexes with a wall (inside the tile or on its border)
}

// TileHex is one hex of a tile.
type TileHex struct {
	Hex    Hex
	Kind   string // what the hex is, as the game names it ("floor", "street", "rubble")
	Number int    // 1–6 for a numbered hex, 0 for none
}

// MaxTileHexes is the most hexes a tile may have.
const MaxTileHexes = 10_000

// Check reports the first problem with a tile: no hexes, a hex twice, numbers other than
// none or each of 1–6 once, an exit that does not face out of the tile or has a wall, a wall
// off the tile.
func (t *Tile) Check() error {
	name := t.Name
	if name == "" {
		return errors.New("a tile has no name")
	}
	if len(t.Hexes) == 0 || len(t.Hexes) > MaxTileHexes {
		return fmt.Errorf("tile %q has %d hexes; a tile has 1 to %d", name, len(t.Hexes), MaxTileHexes)
	}
	in := make(map[Hex]bool, len(t.Hexes))
	numbered := map[int]Hex{}
	for _, th := range t.Hexes {
		if tooFar(th.Hex) {
			return fmt.Errorf("tile %q: hex %v is more than %d hexes from its hex (0,0)", name, th.Hex, MaxCoord)
		}
		if in[th.Hex] {
			return fmt.Errorf("tile %q lists hex %v twice", name, th.Hex)
		}
		in[th.Hex] = true
		if th.Number < 0 || th.Number > 6 {
			return fmt.Errorf("tile %q: hex %v is numbered %d; numbers are 1 to 6", name, th.Hex, th.Number)
		}
		if th.Number > 0 {
			if o, dup := numbered[th.Number]; dup {
				return fmt.Errorf("tile %q numbers both %v and %v %d", name, o, th.Hex, th.Number)
			}
			numbered[th.Number] = th.Hex
		}
	}
	if len(numbered) != 0 && len(numbered) != 6 {
		return fmt.Errorf("tile %q numbers %d hexes; a tile numbers none or all of 1 to 6", name, len(numbered))
	}
	walls := map[Edge]bool{}
	for i, w := range t.Walls {
		if !w.Dir.Valid() || !in[w.Hex] {
			return fmt.Errorf("tile %q: wall %d (%v) is not a side of one of its hexes", name, i+1, w)
		}
		walls[w.Edge()] = true
	}
	for i, x := range t.Exits {
		switch {
		case !x.Dir.Valid() || !in[x.Hex]:
			return fmt.Errorf("tile %q: exit %d (%v) is not a side of one of its hexes", name, i+1, x)
		case in[x.Beyond()]:
			return fmt.Errorf("tile %q: exit %d (%v) leads into the tile's own hex %v", name, i+1, x, x.Beyond())
		case walls[x.Edge()]:
			return fmt.Errorf("tile %q: exit %d (%v) has a wall on it", name, i+1, x)
		}
	}
	return nil
}

// Placement is how a tile lies on the board: turned Turn sixths counter-clockwise about its
// hex (0,0), then moved so that hex lies on At.
type Placement struct {
	Turn int
	At   Hex
}

// Hex returns where a hex of the tile lies on the board.
func (p Placement) Hex(h Hex) Hex { return h.Rotate(p.Turn).Add(p.At) }

// Side returns where a side of the tile lies on the board.
func (p Placement) Side(s Side) Side { return Side{p.Hex(s.Hex), s.Dir.Turn(p.Turn)} }

// Entering returns the placement that lays a tile through its own exit entry against the
// board's side exit: the tile's exit turned to face back at it, on the hex beyond it.
func Entering(exit, entry Side) Placement {
	turn := int(exit.Dir.Opposite()-entry.Dir+6) % 6
	p := Placement{Turn: turn}
	p.At = exit.Beyond().Sub(p.Hex(entry.Hex))
	return p
}
