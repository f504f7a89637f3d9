package grid

import (
	"fmt"

	"github.com/borrowed-time/tabletop/physics"
)

// Square is one square of a board: its column X (from the left) and row Y (from the top).
type Square struct{ X, Y int }

// Add returns the square d away. Like Go's ints, coordinates wrap round past the ends of
// int's range; a board's squares are far inside it.
func (s Square) Add(d Square) Square { return Square{s.X + d.X, s.Y + d.Y} }

func (s Square) String() string { return fmt.Sprintf("(%d,%d)", s.X, s.Y) }

// The four orthogonal steps, and the four diagonal ones.
var (
	Orthogonal = [4]Square{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}
	Diagonal   = [4]Square{{1, -1}, {1, 1}, {-1, 1}, {-1, -1}}
)

// Edge is one side of a square, where a wall or door may stand. West{X, Y} is the left side
// of square (X, Y): the line x = X from y = Y to Y+1. North{X, Y} is its top side: the line
// y = Y from x = X to X+1. The right side of (X, Y) is West of (X+1, Y); its bottom, North of
// (X, Y+1).
type Edge struct {
	X, Y int
	West bool // true: the left side of square (X, Y); false: its top side
}

// Between returns the edge between two orthogonally adjacent squares, or false. Squares at
// opposite ends of int's range are far apart, not adjacent.
func Between(a, b Square) (Edge, bool) {
	dx, okx := UnitStep(a.X, b.X)
	dy, oky := UnitStep(a.Y, b.Y)
	if !okx || !oky {
		return Edge{}, false
	}
	switch (Square{dx, dy}) {
	case Square{1, 0}:
		return Edge{X: b.X, Y: b.Y, West: true}, true
	case Square{-1, 0}:
		return Edge{X: a.X, Y: a.Y, West: true}, true
	case Square{0, 1}:
		return Edge{X: b.X, Y: b.Y}, true
	case Square{0, -1}:
		return Edge{X: a.X, Y: a.Y}, true
	}
	return Edge{}, false
}

// ends returns the edge's end points in doubled coordinates (a square's corners are even).
func (e Edge) ends() (ax, ay, bx, by int64) {
	x, y := int64(2*e.X), int64(2*e.Y)
	if e.West {
		return x, y, x, y + 2
	}
	return x, y, x + 2, y
}

// Barrier is what stands on an edge.
type Barrier uint8

// What an edge may hold. Walls and closed doors block movement and sight; open and broken
// doors block neither.
const (
	None Barrier = iota
	Wall
	DoorClosed
	DoorOpen
	DoorBroken
)

// Blocks reports whether the barrier stops movement and sight.
func (b Barrier) Blocks() bool { return b == Wall || b == DoorClosed }

// IsDoor reports whether the barrier is a door in any state.
func (b Barrier) IsDoor() bool { return b == DoorClosed || b == DoorOpen || b == DoorBroken }

func (b Barrier) String() string {
	if b > DoorBroken {
		return fmt.Sprintf("barrier %d", uint8(b))
	}
	return [...]string{"nothing", "a wall", "a closed door", "an open door", "a broken door"}[b]
}

// Board is a rectangle of W × H squares laid on the table with its top-left corner at Origin,
// each square Size inches wide, with barriers on edges. The zero value is no board: use New.
type Board struct {
	W, H     int
	Origin   physics.Vec
	Size     float64
	barriers map[Edge]Barrier
	// dense holds the same barriers by edgeIndex, for boards of at most maxDense squares:
	// routes ask what stands on an edge for every step they weigh, and an array answers
	// faster than the map.
	dense    []Barrier
	blocking []Edge // the edges whose barrier blocks, for sight; rebuilt when one changes
	dirty    bool
}

// maxDense is the most squares a board keeps its barriers in an array for (Board.dense).
const maxDense = 1 << 16

// edgeIndex is an edge's place in dense: the left sides row by row, then the top sides.
// The edge must be on the board.
func (b *Board) edgeIndex(e Edge) int {
	if e.West {
		return e.Y*(b.W+1) + e.X
	}
	return (b.W+1)*b.H + e.Y*b.W + e.X
}

// MaxSide is the most squares a board may have on a side.
const MaxSide = 1000

// New returns an empty board of w × h squares of size inches at origin.
func New(w, h int, origin physics.Vec, size float64) (*Board, error) {
	if w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return nil, fmt.Errorf("a board is 1 to %d squares on a side, not %d × %d", MaxSide, w, h)
	}
	if !(size > 0) || size > 100 {
		return nil, fmt.Errorf("a square's size is more than 0 and at most 100 inches, not %g", size)
	}
	b := &Board{W: w, H: h, Origin: origin, Size: size, barriers: map[Edge]Barrier{}}
	if w*h <= maxDense {
		b.dense = make([]Barrier, (w+1)*h+w*(h+1))
	}
	return b, nil
}

// On reports whether s is a square of the board.
func (b *Board) On(s Square) bool { return s.X >= 0 && s.Y >= 0 && s.X < b.W && s.Y < b.H }

// onEdge reports whether e is a side of some square of the board.
func (b *Board) onEdge(e Edge) bool {
	if e.West {
		return e.X >= 0 && e.X <= b.W && e.Y >= 0 && e.Y < b.H
	}
	return e.X >= 0 && e.X < b.W && e.Y >= 0 && e.Y <= b.H
}

// Set puts a barrier on an edge (None takes it away).
func (b *Board) Set(e Edge, what Barrier) error {
	if !b.onEdge(e) {
		return fmt.Errorf("edge %+v is not on the %d × %d board", e, b.W, b.H)
	}
	if what > DoorBroken {
		return fmt.Errorf("unknown barrier %d", what)
	}
	if what == None {
		delete(b.barriers, e)
	} else {
		b.barriers[e] = what
	}
	if b.dense != nil {
		b.dense[b.edgeIndex(e)] = what
	}
	b.dirty = true
	return nil
}

// At returns what stands on an edge.
func (b *Board) At(e Edge) Barrier {
	if b.dense != nil {
		if !b.onEdge(e) {
			return None // Set puts nothing off the board
		}
		return b.dense[b.edgeIndex(e)]
	}
	return b.barriers[e]
}

// Centre returns a square's centre on the table, in inches.
func (b *Board) Centre(s Square) physics.Vec {
	return physics.Vec{X: b.Origin.X + (float64(s.X)+0.5)*b.Size, Y: b.Origin.Y + (float64(s.Y)+0.5)*b.Size}
}

// SquareAt returns the square under a table point, or false off the board (and for a point
// that is not finite).
func (b *Board) SquareAt(p physics.Vec) (Square, bool) {
	fx, fy := (p.X-b.Origin.X)/b.Size, (p.Y-b.Origin.Y)/b.Size
	if !(fx >= 0 && fy >= 0 && fx < float64(b.W) && fy < float64(b.H)) { // NaN fails too
		return Square{}, false
	}
	s := Square{int(fx), int(fy)}
	return s, b.On(s)
}

// Edges returns every edge with a barrier, for drawing (in no particular order).
func (b *Board) Edges() map[Edge]Barrier {
	out := make(map[Edge]Barrier, len(b.barriers))
	for e, w := range b.barriers {
		out[e] = w
	}
	return out
}
