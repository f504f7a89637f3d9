package directordeck

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
	"github.com/borrowed-time/tabletop/physics"
	"slices"
)

// tileOf returns the tile card a laid tile shows.
func tileOf(l Laid) TileCard {
	if l.Card < 0 || l.Card >= len(tileCards) {
		return startTile
	}
	return tileCards[l.Card]
}

// board returns the hexes laid so far, for reading only. The state keeps only the tiles and how
// they lie, as plain data; the board is built from them, and the last one built is kept for
// as long as the tiles are the same.
func (r *rules) board(s *State) *hex.Board {
	if r.cache.board != nil && slices.Equal(r.cache.tiles, s.Tiles) {
		return r.cache.board
	}
	b := r.freshBoard(s)
	r.cache.board, r.cache.tiles = b, slices.Clone(s.Tiles)
	return b
}

// freshBoard builds the board anew, for a rule that lays tiles on it.
func (r *rules) freshBoard(s *State) *hex.Board {
	b, _ := hex.NewBoard(r.layout)
	for _, l := range s.Tiles {
		c := tileOf(l)
		b.Place(buildTile(c, l.Card < 0), hex.Placement{Turn: l.Turn, At: l.At})
	}
	return b
}

// openExits are the board's open exits that do not lead off the table.
func (r *rules) openExits(s *State, b *hex.Board, tile int) []hex.Side {
	var out []hex.Side
	for _, x := range b.TileOpenExits(tile) {
		if !containsSide(s.Blocked, x) {
			out = append(out, x)
		}
	}
	return out
}

func containsSide(xs []hex.Side, x hex.Side) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// tileAt returns the index of the tile a hex belongs to, or -1.
func tileAt(b *hex.Board, h hex.Hex) int {
	c, ok := b.Cell(h)
	if !ok {
		return -1
	}
	return c.Tile
}

// onTable reports whether a tile laid at p would lie wholly on the table.
func (r *rules) onTable(p hex.Placement) bool {
	for _, h := range hex.Ring(p.At, TileRadius) {
		c := r.layout.Centre(h)
		m := r.layout.Size
		if c.X-m < 0 || c.Y-m < 0 || c.X+m > r.scen.Width || c.Y+m > r.scen.Height {
			return false
		}
	}
	return true
}

// centre is a hex's middle on the table.
func (r *rules) centre(h hex.Hex) physics.Vec { return r.layout.Centre(h) }

// survivorAt returns the living survivor on a hex, or -1.
func survivorAt(s *State, h hex.Hex) int {
	for i, sv := range s.Survivors {
		if !sv.Dead && sv.At == h {
			return i
		}
	}
	return -1
}

// zombieAt returns the zombie on a hex, or -1.
func zombieAt(s *State, h hex.Hex) int {
	for i, z := range s.Zombies {
		if z.At == h {
			return i
		}
	}
	return -1
}

// zombieIndex finds a zombie by id, or -1.
func zombieIndex(s *State, id string) int {
	for i, z := range s.Zombies {
		if z.ID == id {
			return i
		}
	}
	return -1
}

// free reports whether no model stands on a hex (rules §6: "a player may not move into the
// same hex as another player, or zombie model").
func free(s *State, h hex.Hex) bool { return survivorAt(s, h) < 0 && zombieAt(s, h) < 0 }

// freeOn is free on the board.
func freeOn(s *State, b *hex.Board) func(hex.Hex) bool {
	return func(h hex.Hex) bool { return b.On(h) && free(s, h) }
}

// standing reports whether a zombie is an active one that is not stunned: the ones that move
// and wound.
func standing(z Zombie) bool { return z.Active && !z.Stunned }

// alive lists the survivors still in the game.
func alive(s *State) []int {
	var out []int
	for i, sv := range s.Survivors {
		if !sv.Dead {
			out = append(out, i)
		}
	}
	return out
}

// route is a path of hexes as points on the table.
func (r *rules) route(hs []hex.Hex) []physics.Vec {
	out := make([]physics.Vec, len(hs))
	for i, h := range hs {
		out[i] = r.centre(h)
	}
	return out
}

// sideOf reads a drawn exit back as a side.
func sideOf(x game.HexExit) hex.Side {
	return hex.Side{Hex: hex.Hex{Q: x.Q, R: x.R}, Dir: hex.Direction(x.Dir)}
}
