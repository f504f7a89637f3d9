package zombiemarines

import (
	"encoding/binary"
	"fmt"

	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// centrePos is the spawn tile's map position (M3).
const centrePos = (MapTiles*MapTiles - 1) / 2

// posOf returns the map position (0–24) of the tile a square lies on.
func posOf(q grid.Square) int { return (q.Y/TileSide)*MapTiles + q.X/TileSide }

// tileOrigin returns the top-left square of the tile at a map position.
func tileOrigin(pos int) grid.Square {
	return grid.Square{X: (pos % MapTiles) * TileSide, Y: (pos / MapTiles) * TileSide}
}

// edgePos reports whether a map position is an edge tile (M4).
func edgePos(pos int) bool {
	x, y := pos%MapTiles, pos/MapTiles
	return x == 0 || y == 0 || x == MapTiles-1 || y == MapTiles-1
}

// onMap reports whether a square is on the map.
func onMap(q grid.Square) bool { return q.X >= 0 && q.Y >= 0 && q.X < MapSide && q.Y < MapSide }

// ground returns what a square of a flipped tile is (0 for a face-down tile's).
func (r *rules) ground(s *State, q grid.Square) Ground { return GroundAt(r.setup, s, q) }

// outdoor reports whether a square is known to be outdoor (helipad squares are).
func (r *rules) outdoor(s *State, q grid.Square) bool {
	g := r.ground(s, q)
	return g == Outdoor || g == Helipad
}

// boardFor builds the board as s has it: the walls of flipped tiles and the door counters.
// For marines' movement (marines true) closed doors open as they pass (A2). The boards
// built last are kept (keyedCache): the action lists and the computer players ask for both
// sides' boards many times over one state.
func (r *rules) boardFor(s *State, marines bool) *grid.Board {
	side := 0
	if marines {
		side = 1
	}
	r.key = appendBoardKey(r.key[:0], s) // each side keeps its own boards: the key need not say whose
	if b, ok := r.boards[side].get(r.key); ok {
		return b
	}
	b := r.buildBoard(s, marines)
	r.boards[side].put(r.key, b)
	return b
}

// appendBoardKey appends what a board depends on, the flipped tiles and the doors, to b: a
// key that two states share exactly when their boards are the same (a run of varints, each
// self-delimiting). Built without allocating: the zombies' routes ask for it for every
// square they weigh.
func appendBoardKey(b []byte, s *State) []byte {
	for p, up := range s.Flipped {
		if up {
			b = binary.AppendVarint(b, int64(p))
			b = binary.AppendVarint(b, int64(s.Deck[p]))
		}
	}
	b = append(b, 0xff) // where a tile's position (0–24, one byte) would come: the doors follow
	for _, d := range s.Doors {
		b = binary.AppendVarint(b, int64(d.Edge.X))
		b = binary.AppendVarint(b, int64(d.Edge.Y))
		b = append(b, flag(d.Edge.West), flag(d.Broken))
	}
	return b
}

// flag is a key's letter for a yes or a no.
func flag(v bool) byte {
	if v {
		return 'y'
	}
	return 'n'
}

func (r *rules) buildBoard(s *State, marines bool) *grid.Board {
	b := MapBoard(r.setup, s)
	if marines {
		for _, d := range s.Doors {
			if !d.Broken {
				b.Set(d.Edge, grid.DoorOpen)
			}
		}
	}
	return b
}

// MapBoard builds the map as a state has it, for drawing and for the rules: 35 × 35 one-inch
// squares from the table's corner, the walls of the face-up tiles, and the door counters
// (closed, or broken once destroyed). A view's state (its deck of face-up tiles) will do.
func MapBoard(setup *Setup, s *State) *grid.Board {
	b, _ := grid.New(MapSide, MapSide, physics.Vec{}, 1)
	for p, up := range s.Flipped {
		if !up || s.Deck[p] < 0 || s.Deck[p] >= len(setup.Tiles) {
			continue
		}
		o := tileOrigin(p)
		for _, e := range setup.Tiles[s.Deck[p]].Walls {
			b.Set(grid.Edge{X: e.X + o.X, Y: e.Y + o.Y, West: e.West}, grid.Wall)
		}
	}
	for _, d := range s.Doors {
		w := grid.DoorClosed
		if d.Broken {
			w = grid.DoorBroken
		}
		b.Set(d.Edge, w)
	}
	return b
}

// GroundAt says what a square of the map is: Outdoor, Indoor or Helipad on a face-up tile,
// 0 on a face-down one or off the map.
func GroundAt(setup *Setup, s *State, q grid.Square) Ground {
	if !onMap(q) {
		return 0
	}
	p := posOf(q)
	if !s.Flipped[p] || s.Deck[p] < 0 || s.Deck[p] >= len(setup.Tiles) {
		return 0
	}
	o := tileOrigin(p)
	return setup.Tiles[s.Deck[p]].Squares[q.Y-o.Y][q.X-o.X]
}

// sight is the board for line of sight: walls and closed doors block (A6).
func (r *rules) sight(s *State) *grid.Board { return r.boardFor(s, false) }

// tileWalls returns the wall sections (map edges) of the tile at pos that carry no door yet.
func (r *rules) tileWalls(s *State, pos int) []grid.Edge {
	o := tileOrigin(pos)
	var out []grid.Edge
	for _, e := range r.setup.Tiles[s.Deck[pos]].Walls {
		g := grid.Edge{X: e.X + o.X, Y: e.Y + o.Y, West: e.West}
		if doorAt(s, g) < 0 {
			out = append(out, g)
		}
	}
	return out
}

// doorAt returns the index of the door counter on an edge, or -1.
func doorAt(s *State, e grid.Edge) int {
	for i, d := range s.Doors {
		if d.Edge == e {
			return i
		}
	}
	return -1
}

// occupant says what stands on a square: a living marine's index, a zombie's index.
func occupant(s *State, q grid.Square) (marine, zombie int) {
	marine, zombie = -1, -1
	for i, m := range s.Marines {
		if !m.Dead && m.At == q && m.Kind != "" {
			marine = i
		}
	}
	for i, z := range s.Zombies {
		if z.At == q {
			zombie = i
		}
	}
	return marine, zombie
}

// empty reports whether no living model stands on a square (K7, A17).
func empty(s *State, q grid.Square) bool {
	m, z := occupant(s, q)
	return m < 0 && z < 0
}

// spawnSquares lists the empty spawn squares, in reading order (T1).
func (r *rules) spawnSquares(s *State) []grid.Square {
	var out []grid.Square
	for y := 0; y < MapSide; y++ {
		for x := 0; x < MapSide; x++ {
			q := grid.Square{X: x, Y: y}
			atEdge := x == 0 || y == 0 || x == MapSide-1 || y == MapSide-1
			if (atEdge || posOf(q) == centrePos) && r.outdoor(s, q) && empty(s, q) {
				out = append(out, q)
			}
		}
	}
	return out
}

// tileZombieSquares lists the empty outdoor squares of a tile's middle 3 × 3 (P6); when there
// are none, the spawn squares.
func (r *rules) tileZombieSquares(s *State, pos int) []grid.Square {
	o := tileOrigin(pos)
	var out []grid.Square
	for y := 2; y < TileSide-2; y++ {
		for x := 2; x < TileSide-2; x++ {
			q := grid.Square{X: o.X + x, Y: o.Y + y}
			if r.outdoor(s, q) && empty(s, q) {
				out = append(out, q)
			}
		}
	}
	if len(out) == 0 {
		return r.spawnSquares(s)
	}
	return out
}

// where says where a square is in words players read: "on the Corner Shop tile, by its
// north-west corner".
func (r *rules) where(s *State, q grid.Square) string {
	p := posOf(q)
	if !onMap(q) || !s.Flipped[p] {
		return "on a face-down tile"
	}
	o := tileOrigin(p)
	x, y := q.X-o.X, q.Y-o.Y
	ns, ew := "", ""
	switch {
	case y < 2:
		ns = "north"
	case y > TileSide-3:
		ns = "south"
	}
	switch {
	case x < 2:
		ew = "west"
	case x > TileSide-3:
		ew = "east"
	}
	part := "in its middle"
	switch {
	case ns != "" && ew != "":
		part = "by its " + ns + "-" + ew + " corner"
	case ns+ew != "":
		part = "by its " + ns + ew + " side"
	}
	return fmt.Sprintf("on the %s tile, %s", r.setup.Tiles[s.Deck[p]].Name, part)
}
