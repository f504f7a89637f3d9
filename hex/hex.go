package hex

import (
	"fmt"
	"github.com/borrowed-time/tabletop/grid"
	"math"
)

// Hex is one hex in axial coordinates: Q grows to the east, R to the south-east (pointy-topped
// hexes, rows of equal R run left to right). The third cube coordinate is S = -Q - R.
type Hex struct{ Q, R int }

// S returns the hex's third cube coordinate, so that Q + R + S = 0 (for hexes within
// MaxCoord of hex (0,0), like every hex of a board; far beyond, it wraps round as Go's ints do).
func (h Hex) S() int { return -h.Q - h.R }

// Add returns the hex d away. Like Go's ints, coordinates wrap round past the ends of int's
// range; a board's hexes are far inside it.
func (h Hex) Add(d Hex) Hex { return Hex{h.Q + d.Q, h.R + d.R} }

// Sub returns the step from o to h.
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

func (h Hex) String() string { return fmt.Sprintf("(%d,%d)", h.Q, h.R) }

// Direction is one of the six ways out of a hex, counter-clockwise on the table from the east.
type Direction int

// The six directions. A direction plus 3 is its opposite; plus 1 is the next one
// counter-clockwise.
const (
	East Direction = iota
	NorthEast
	NorthWest
	West
	SouthWest
	SouthEast
)

// Directions are the steps to the six neighbours, in Direction order.
var Directions = [6]Hex{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

// Valid reports whether d is one of the six directions.
func (d Direction) Valid() bool { return d >= 0 && d < 6 }

// Opposite returns the direction pointing the other way (of d taken modulo 6, see Turn).
func (d Direction) Opposite() Direction { return d.Turn(3) }

// Turn returns the direction k sixths of a turn counter-clockwise from d (k may be negative;
// d is taken modulo 6, so the answer is always one of the six).
func (d Direction) Turn(k int) Direction { return Direction(((int(d)%6+k%6)%6 + 6) % 6) }

func (d Direction) String() string {
	if !d.Valid() {
		return fmt.Sprintf("direction %d", int(d))
	}
	return [...]string{"east", "north-east", "north-west", "west", "south-west", "south-east"}[d]
}

// Neighbour returns the hex next to h in direction d (taken modulo 6, see Turn).
func (h Hex) Neighbour(d Direction) Hex { return h.Add(Directions[d.Turn(0)]) }

// Neighbours returns the six hexes around h, in Direction order.
func (h Hex) Neighbours() [6]Hex {
	var out [6]Hex
	for d, s := range Directions {
		out[d] = h.Add(s)
	}
	return out
}

// DirectionTo returns the direction from h to an adjacent hex, or false if they do not touch
// (hexes at opposite ends of int's range do not).
func (h Hex) DirectionTo(n Hex) (Direction, bool) {
	dq, okq := grid.UnitStep(h.Q, n.Q)
	dr, okr := grid.UnitStep(h.R, n.R)
	if !okq || !okr {
		return 0, false
	}
	step := Hex{dq, dr}
	for d, s := range Directions {
		if s == step {
			return Direction(d), true
		}
	}
	return 0, false
}

// Distance returns the number of steps from a to b: the largest change of a cube coordinate.
// It is exact for any two hexes whose distance fits in an int, and math.MaxInt for those
// farther apart (only hexes near the ends of int's range are).
func Distance(a, b Hex) int {
	dq, dr := grid.AbsDiff(a.Q, b.Q), grid.AbsDiff(a.R, b.R)
	// The change of S is −(change of Q + change of R): when Q and R change the same way it
	// is the largest, their sum; else it lies between them.
	d := max(dq, dr)
	if (b.Q > a.Q) == (b.R > a.R) || dq == 0 || dr == 0 {
		d = dq + dr
		if d < dq { // past the top of uint
			return math.MaxInt
		}
	}
	return int(min(d, math.MaxInt))
}

// Adjacent reports whether two hexes share a side (for any coordinates: hexes at opposite
// ends of int's range do not).
func Adjacent(a, b Hex) bool { return Distance(a, b) == 1 }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Rotate turns h by k sixths of a turn counter-clockwise about hex (0,0), so that each of
// Directions[d] goes to Directions[d+k] (k may be negative).
func (h Hex) Rotate(k int) Hex {
	k = ((k % 6) + 6) % 6
	for ; k > 0; k-- {
		// One sixth counter-clockwise in cube coordinates: (q, r, s) → (-s, -q, -r).
		h = Hex{-h.S(), -h.Q}
	}
	return h
}

// MaxRing is the largest ring Ring and Within return: a board holds at most MaxHexes hexes,
// so no query of a board needs more, and beyond it Within's answer alone would take gigabytes.
const MaxRing = 1000

// Ring returns the hexes exactly n steps from centre (n ≥ 1: 6n hexes; n ≤ 0: the centre),
// starting n steps to the east and going counter-clockwise; nil for n > MaxRing.
func Ring(centre Hex, n int) []Hex {
	if n <= 0 {
		return []Hex{centre}
	}
	if n > MaxRing {
		return nil
	}
	out := make([]Hex, 0, 6*n)
	h := centre.Add(Hex{n * Directions[East].Q, n * Directions[East].R})
	for side := 0; side < 6; side++ {
		// Along each side the walk turns two sixths from the way out.
		d := Direction(side).Turn(2)
		for i := 0; i < n; i++ {
			out = append(out, h)
			h = h.Neighbour(d)
		}
	}
	return out
}

// Within returns every hex at most n steps from centre (1 + 3n(n+1) hexes), ring by ring;
// the centre alone for n ≤ 0, and nil for n > MaxRing.
func Within(centre Hex, n int) []Hex {
	if n > MaxRing {
		return nil
	}
	var out []Hex
	for k := 0; k <= n; k++ {
		out = append(out, Ring(centre, k)...)
	}
	return out
}

// Surrounded reports whether all six neighbours of h are occupied.
func Surrounded(h Hex, occupied func(Hex) bool) bool {
	for _, n := range h.Neighbours() {
		if !occupied(n) {
			return false
		}
	}
	return true
}
