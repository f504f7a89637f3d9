package zombiemarines

import "github.com/borrowed-time/tabletop/grid"

// The computer players' measures of the map: distance fields over every square, and whether
// two touching squares see each other. All of it is worked out from the state alone, square
// by square in a fixed order, so that the same state always gives the same answers.

// far is a distance no route on the 35 × 35 map comes near: "cannot get there".
const far = 1 << 20

// index is a square's place in a field: row by row.
func index(q grid.Square) int { return q.Y*MapSide + q.X }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// kingDist is the distance in king's moves between two squares (edges and corners count alike).
func kingDist(a, b grid.Square) int { return max(abs(a.X-b.X), abs(a.Y-b.Y)) }

// terrain is the map as the computer players measure it, built once per decision from the
// state: per square (index), the sides a wall closes and the sides a closed door closes (bit
// d for the step grid.Orthogonal[d]), who stands there, and whether its tile is face up.
// Face-down tiles have no known walls (M7).
type terrain struct {
	wall, door     []uint8
	marine, zombie []bool // a living marine, a zombie
	flipped        []bool
}

// terrainOf builds the terrain of a state: the face-up tiles' walls, then the door counters
// on them (a closed door closes its side to zombies and to sight, a destroyed one nothing),
// then where the models stand. The walls and doors of the terrains built last are kept
// (keyedCache): the computer players ask for the terrain at every command of their
// rollouts, and only a tile turned over or a door changes them.
func (r *rules) terrainOf(s *State) *terrain {
	n := MapSide * MapSide
	r.key = appendBoardKey(r.key[:0], s)
	w, ok := r.walls.get(r.key)
	if !ok {
		w = r.buildWalls(s)
		r.walls.put(r.key, w)
	}
	t := &terrain{wall: w.wall, door: w.door, flipped: w.flipped, marine: make([]bool, n), zombie: make([]bool, n)}
	for _, m := range s.Marines {
		if !m.Dead {
			t.marine[index(m.At)] = true
		}
	}
	for _, z := range s.Zombies {
		t.zombie[index(z.At)] = true
	}
	return t
}

// terrainWalls are a terrain's walls, doors and face-up squares, which depend only on the
// tiles and the doors. Only read once built.
type terrainWalls struct {
	wall, door []uint8
	flipped    []bool
}

// buildWalls works out a terrain's walls, doors and face-up squares.
func (r *rules) buildWalls(s *State) terrainWalls {
	n := MapSide * MapSide
	t := &terrain{wall: make([]uint8, n), door: make([]uint8, n), flipped: make([]bool, n)}
	for p, up := range s.Flipped {
		if !up {
			continue
		}
		o := tileOrigin(p)
		for _, e := range r.setup.Tiles[s.Deck[p]].Walls {
			t.mark(t.wall, grid.Edge{X: e.X + o.X, Y: e.Y + o.Y, West: e.West}, true)
		}
		for _, q := range tileSquares(p) {
			t.flipped[index(q)] = true
		}
	}
	for _, d := range s.Doors {
		t.mark(t.wall, d.Edge, false)
		t.mark(t.door, d.Edge, !d.Broken)
	}
	return terrainWalls{wall: t.wall, door: t.door, flipped: t.flipped}
}

// The directions' bits, in grid.Orthogonal's order.
const (
	sideN uint8 = 1 << iota
	sideE
	sideS
	sideW
)

// mark sets (or clears) an edge's bit on both squares beside it.
func (t *terrain) mark(bits []uint8, e grid.Edge, on bool) {
	a, c := edgeSides(e)
	aSide, cSide := sideS, sideN
	if e.West {
		aSide, cSide = sideE, sideW
	}
	set := func(q grid.Square, bit uint8) {
		if !onMap(q) {
			return
		}
		if on {
			bits[index(q)] |= bit
		} else {
			bits[index(q)] &^= bit
		}
	}
	set(a, aSide)
	set(c, cSide)
}

// closed reports whether a step from q in direction d (grid.Orthogonal's index) is closed by
// a wall, or by a closed door when doors count.
func (t *terrain) closed(q grid.Square, d int, doors bool) bool {
	bit := uint8(1) << d
	return t.wall[index(q)]&bit != 0 || doors && t.door[index(q)]&bit != 0
}

// empty reports whether no living model stands on a square.
func (t *terrain) empty(q grid.Square) bool { return !t.marine[index(q)] && !t.zombie[index(q)] }

// stepCost says what one orthogonal step from the square at index i, in direction d
// (grid.Orthogonal's order), to the square at index n costs a mover, or false when it
// cannot take it. Its kinds are small structs, so that costField is compiled for each and
// the step's cost is worked out in line (a field is thousands of steps, and the searching
// players' rollouts work out thousands of fields).
type stepCost interface {
	step(i, d, n int) (int, bool)
}

// walkSteps are the marines' steps (walkField): the walls alone. (Its shape differs from
// zombieSteps', so that each has its own compiled costField.)
type walkSteps struct{ wall []uint8 }

func (w walkSteps) step(i, d, _ int) (int, bool) { return 1, w.wall[i]&(1<<d) == 0 }

// zombieSteps are a zombie's steps (zombieField).
type zombieSteps struct{ t *terrain }

func (z zombieSteps) step(i, d, n int) (int, bool) {
	t := z.t
	bit := uint8(1) << d
	switch {
	case !t.flipped[n] || t.marine[n] || t.wall[i]&bit != 0:
		return 0, false
	case t.door[i]&bit != 0:
		return 1 + doorWait, true
	}
	return 1, true
}

// neighbourIndex is the index of the square one step from index i in direction d, or false
// off the map.
func neighbourIndex(i, d int) (int, bool) {
	x, y := i%MapSide, i/MapSide
	switch d {
	case 0:
		return i - MapSide, y > 0
	case 1:
		return i + 1, x < MapSide-1
	case 2:
		return i + MapSide, y < MapSide-1
	}
	return i - 1, x > 0
}

// costField is, per square, the cheapest route to the nearest source square (Dial's
// algorithm: step costs are small whole numbers, at least 1). Squares no route reaches
// hold far. A bucket's memory, once its squares are done, serves a later one: the
// searching players' rollouts work out thousands of fields a decision.
func costField[C stepCost](sources []grid.Square, cost C) []int {
	field := make([]int, MapSide*MapSide)
	for i := range field {
		field[i] = far
	}
	buckets := make([][]int32, 1, 4*MapSide)
	buckets[0] = make([]int32, 0, 4*MapSide)
	var spare [][]int32 // done buckets' memory
	for _, q := range sources {
		if onMap(q) && field[index(q)] != 0 {
			field[index(q)] = 0
			buckets[0] = append(buckets[0], int32(index(q)))
		}
	}
	for d := 0; d < len(buckets); d++ {
		if d > 0 && buckets[d-1] != nil {
			spare = append(spare, buckets[d-1][:0])
			buckets[d-1] = nil
		}
		for _, i32 := range buckets[d] {
			i := int(i32)
			if field[i] != d {
				continue // reached more cheaply since
			}
			for dir := 0; dir < 4; dir++ {
				n, on := neighbourIndex(i, dir)
				if !on {
					continue
				}
				if c, ok := cost.step(i, dir, n); ok && d+c < field[n] {
					field[n] = d + c
					for len(buckets) <= d+c {
						buckets = append(buckets, nil)
					}
					if buckets[d+c] == nil && len(spare) > 0 {
						buckets[d+c], spare = spare[len(spare)-1], spare[:len(spare)-1]
					}
					buckets[d+c] = append(buckets[d+c], int32(n))
				}
			}
		}
	}
	return field
}

// walkField is, per square, the marines' steps to the nearest source square: through open
// ground and doors (A2), face-down tiles counting as open ground.
func (t *terrain) walkField(sources []grid.Square) []int {
	return costField(sources, walkSteps{t.wall})
}

// adjacentSees reports whether two touching squares (by an edge or a corner) see each other
// (A6, A6a): the cheap form of Board.Sees for neighbours. Between edge neighbours only their
// shared side can block; between corner neighbours the line passes through the shared
// corner, so any wall or closed door that ends there blocks it.
func (t *terrain) adjacentSees(a, c grid.Square) bool {
	blocks := func(q grid.Square, bit uint8) bool {
		return onMap(q) && (t.wall[index(q)]|t.door[index(q)])&bit != 0
	}
	dx, dy := c.X-a.X, c.Y-a.Y
	switch {
	case dx == 0 && dy == 0 || abs(dx) > 1 || abs(dy) > 1:
		return false
	case dy == 0 && dx == 1:
		return !blocks(a, sideE)
	case dy == 0:
		return !blocks(a, sideW)
	case dx == 0 && dy == 1:
		return !blocks(a, sideS)
	case dx == 0:
		return !blocks(a, sideN)
	}
	// The shared corner is the top-left corner of square k; the four edges meeting there are
	// the north and west sides of k and of the squares above and left of it.
	k := grid.Square{X: max(a.X, c.X), Y: max(a.Y, c.Y)}
	up, left := grid.Square{X: k.X, Y: k.Y - 1}, grid.Square{X: k.X - 1, Y: k.Y}
	return !blocks(k, sideN|sideW) && !blocks(up, sideW) && !blocks(left, sideN)
}

// neighbours8 lists the squares touching q on the map, by an edge or a corner, in buf's
// memory (a caller's array, so that the list costs no allocation).
func neighbours8(q grid.Square, buf *[9]grid.Square) []grid.Square {
	out := buf[:0]
	for _, d := range grid.Orthogonal {
		if n := q.Add(d); onMap(n) {
			out = append(out, n)
		}
	}
	for _, d := range grid.Diagonal {
		if n := q.Add(d); onMap(n) {
			out = append(out, n)
		}
	}
	return out
}

// marineSquares lists the living marines' squares.
func marineSquares(s *State) []grid.Square {
	var out []grid.Square
	for _, m := range s.Marines {
		if !m.Dead {
			out = append(out, m.At)
		}
	}
	return out
}

// tileSquares lists the 49 squares of the tile at a map position.
func tileSquares(pos int) []grid.Square {
	o := tileOrigin(pos)
	out := make([]grid.Square, 0, TileSide*TileSide)
	for y := 0; y < TileSide; y++ {
		for x := 0; x < TileSide; x++ {
			out = append(out, grid.Square{X: o.X + x, Y: o.Y + y})
		}
	}
	return out
}
