package schoolgrounds

import (
	"github.com/borrowed-time/tabletop/grid"
)

// The board's size in squares (rules: 17 by 42), one inch a square on the table.
const (
	BoardW = 42
	BoardH = 17
)

// Ground letters of the plan (school-grounds.md §2).
const (
	yard     = '.'
	street   = ','
	floor    = '_'
	station  = 'g' // the gas station's roofed, open-sided floor
	fountain = 'F'
	car      = 'C'
)

// groundKinds names each ground letter as game.Squares draws it.
var groundKinds = map[byte]string{yard: "yard", street: "street", floor: "floor", station: "floor", fountain: "fountain",
	car: "car", '1': "search-1", '2': "search-2", '3': "search-3"}

// edgeKind is what stands on an edge of the plan.
type edgeKind uint8

const (
	edgeNone edgeKind = iota
	edgeWall
	edgeFence
	edgeDoor
	edgeWindow
)

// edgeRef is an edge's kind and, for a door or window, its index.
type edgeRef struct {
	Kind  edgeKind
	Index int
}

// Opening is a door between two side-by-side squares, or a hatch joining two squares
// that are not (rules: hatches).
type Opening struct {
	Name  string
	Hatch bool
	Edge  grid.Edge // a door's edge
	A, B  grid.Square
	Open  bool // open at the start
}

// SearchTile is a search pile and its tier.
type SearchTile struct {
	At   grid.Square
	Tier int
}

// Board is the scenario's board: ground, edges, doors, hatches, windows, search tiles. It
// never changes during a game; what does (doors opened, windows broken) is in State.
type Board struct {
	Ground   []string // BoardH rows of BoardW letters
	edges    map[grid.Edge]edgeRef
	Doors    []Opening // doors, then hatches
	Windows  []grid.Edge
	Search   []SearchTile
	Fountain []grid.Square
	Car      []grid.Square
	FenceX   int // the fence runs down the west edges of this column
}

func onBoard(q grid.Square) bool { return q.X >= 0 && q.Y >= 0 && q.X < BoardW && q.Y < BoardH }

func (b *Board) at(q grid.Square) byte { return b.Ground[q.Y][q.X] }

// outside: ground where zombies may rise (rules: "Zombies must spawn outside"): the yard, the
// street, and a search pile lying out in them (school-grounds.md Z3).
func (b *Board) outside(q grid.Square) bool {
	switch b.at(q) {
	case yard, street:
		return true
	case '1', '2', '3':
		return b.outdoorPile(q)
	}
	return false
}

// outdoorPile reports whether the search pile on q lies out of doors: beside it, edge to
// edge, is yard or street and nowhere a building's floor or the gas station's.
func (b *Board) outdoorPile(q grid.Square) bool {
	out := false
	for _, d := range grid.Orthogonal {
		n := q.Add(d)
		if !onBoard(n) {
			continue
		}
		switch b.at(n) {
		case floor, station, car:
			return false
		case yard, street:
			out = true
		}
	}
	return out
}

// searchAt returns the index of the search tile on q, or -1.
func (b *Board) searchAt(q grid.Square) int {
	for i, t := range b.Search {
		if t.At == q {
			return i
		}
	}
	return -1
}

// nearCar reports whether q is on or beside the car (rules: winning).
func (b *Board) nearCar(q grid.Square) bool {
	for _, c := range b.Car {
		if c == q || grid.Adjacent(c, q) {
			return true
		}
	}
	return false
}

// edge returns what stands on the edge between two side-by-side squares.
func (b *Board) edge(e grid.Edge) edgeRef { return b.edges[e] }

// schoolSide reports whether q lies west of the fence, on the school's side.
func (b *Board) schoolSide(q grid.Square) bool { return q.X < b.FenceX }
