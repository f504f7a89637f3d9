package hex

import "fmt"

// Side is one side of a hex seen from that hex: the side of Hex facing Dir. The same side
// seen from the neighbour is Side{Hex.Neighbour(Dir), Dir.Opposite()}; both name one Edge.
type Side struct {
	Hex Hex
	Dir Direction
}

// Beyond returns the hex on the other side.
func (s Side) Beyond() Hex { return s.Hex.Neighbour(s.Dir) }

// Edge returns the side as an edge, the same from either hex.
func (s Side) Edge() Edge {
	if s.Dir < West {
		return Edge{s.Hex, s.Dir}
	}
	return Edge{s.Beyond(), s.Dir.Opposite()}
}

func (s Side) String() string { return fmt.Sprintf("the %s side of %v", s.Dir, s.Hex) }

// Edge is one side shared by two hexes, where a wall or door may stand, named from the hex
// that has it to its east, north-east or north-west (Dir is East, NorthEast or NorthWest), so
// that every edge has one name.
type Edge struct {
	Hex Hex
	Dir Direction
}

// Between returns the edge between two adjacent hexes, or false.
func Between(a, b Hex) (Edge, bool) {
	d, ok := a.DirectionTo(b)
	if !ok {
		return Edge{}, false
	}
	return Side{a, d}.Edge(), true
}

// Hexes returns the two hexes either side of the edge.
func (e Edge) Hexes() (Hex, Hex) { return e.Hex, e.Hex.Neighbour(e.Dir) }

// valid reports whether the edge is named as Edge names it.
func (e Edge) valid() bool { return e.Dir >= East && e.Dir <= NorthWest }

// ends returns the edge's end points in the doubled frame (see lattice).
func (e Edge) ends() (ax, ay, bx, by int64) {
	cx, cy := lattice(e.Hex)
	i, j := sideCorners(e.Dir)
	return cx + cornerOffsets[i][0], cy + cornerOffsets[i][1], cx + cornerOffsets[j][0], cy + cornerOffsets[j][1]
}

func (e Edge) String() string { return fmt.Sprintf("the edge %s of %v", e.Dir, e.Hex) }

// lattice returns a hex's centre in the doubled frame: across in units of √3/2 × Size, down
// in units of Size/2. The frame only stretches the table's axes, so it keeps which lines
// cross, touch or miss, and in it every centre and corner is a whole-number point.
func lattice(h Hex) (int64, int64) { return int64(2*h.Q + h.R), int64(3 * h.R) }
