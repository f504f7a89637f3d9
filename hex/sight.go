package hex

import (
	"math"

	"github.com/borrowed-time/tabletop/grid"
)

// Sees reports whether the straight line from the centre of hex a to the centre of hex c is
// clear. Both hexes must be on the board.
//
// A wall or closed door blocks a line that touches it at any point, its ends included, as on
// boards of squares: a line through the corner where a wall ends is blocked. A hex that
// blocks (blocks(h) true; nil: none does) blocks a line that passes through its inside; a
// line running exactly along the side between two hexes is blocked only when both block, and
// a line that only touches a blocking hex's corner passes (a line through a corner and not
// along a side passes through the inside of two of the three hexes meeting there, so it is
// judged by them). The two end hexes never block. Hexes off the board block only if blocks says so.
func (b *Board) Sees(a, c Hex, blocks func(Hex) bool) bool {
	if !b.On(a) || !b.On(c) {
		return false
	}
	px, py := lattice(a)
	qx, qy := lattice(c)
	if b.wallBetween(px, py, qx, qy) {
		return false
	}
	if blocks == nil || a == c {
		return true
	}
	visible := true
	candidates(px, py, qx, qy, func(h Hex) bool {
		if h != a && h != c && blocks(h) && b.hexBlocks(h, a, c, px, py, qx, qy, blocks) {
			visible = false
		}
		return visible
	})
	return visible
}

// wallBetween reports whether the segment touches a wall or closed door.
func (b *Board) wallBetween(px, py, qx, qy int64) bool {
	if b.dirty || b.blocking == nil {
		b.rebuild()
	}
	minX, maxX := min(px, qx), max(px, qx)
	minY, maxY := min(py, qy), max(py, qy)
	for _, w := range b.blocking {
		ax, ay, bx, by := w[0], w[1], w[2], w[3]
		if max(ax, bx) < minX || min(ax, bx) > maxX || max(ay, by) < minY || min(ay, by) > maxY {
			continue
		}
		if grid.SegmentsTouch(px, py, qx, qy, ax, ay, bx, by) {
			return true
		}
	}
	return false
}

// rebuild remakes what queries keep after the board changed.
func (b *Board) rebuild() {
	b.steps = b.steps[:0]
	for _, c := range b.hexes {
		var out [6]int32
		for d, s := range Directions {
			n := c.Hex.Add(s)
			j, on := b.cells[n]
			if !on || b.barriers[mustBetween(c.Hex, n)].Blocks() {
				j = -1
			}
			out[d] = j
		}
		b.steps = append(b.steps, out)
	}
	b.blocking = b.blocking[:0]
	for e, w := range b.barriers {
		if w.Blocks() {
			ax, ay, bx, by := e.ends()
			b.blocking = append(b.blocking, [4]int64{ax, ay, bx, by})
		}
	}
	if b.blocking == nil {
		b.blocking = [][4]int64{}
	}
	b.dirty = false
}

// hexBlocks reports whether the blocking hex h stops the segment: the segment passes through
// its inside, or runs along one of its sides whose other hex blocks too (and is no end).
func (b *Board) hexBlocks(h, a, c Hex, px, py, qx, qy int64, blocks func(Hex) bool) bool {
	if throughInside(h, px, py, qx, qy) {
		return true
	}
	for d := East; d <= SouthEast; d++ {
		n := h.Neighbour(d)
		if n == a || n == c {
			continue
		}
		ax, ay, bx, by := Side{h, d}.Edge().ends()
		if orient(px, py, qx, qy, ax, ay) == 0 && orient(px, py, qx, qy, bx, by) == 0 &&
			grid.SegmentsTouch(px, py, qx, qy, ax, ay, bx, by) && blocks(n) {
			return true
		}
	}
	return false
}

// throughInside reports whether some point of the segment p–q lies strictly inside hex h.
// Each side of the hex keeps the points on its inner side, f(t) > 0 along p + t(q − p); the
// points kept by all six and by 0 ≤ t ≤ 1 are an interval of t, empty unless its lower bound
// is below its upper bound. Bounds are fractions compared by cross-multiplying.
func throughInside(h Hex, px, py, qx, qy int64) bool {
	cx, cy := lattice(h)
	loN, loD := int64(0), int64(1) // lower bound of t, as a fraction
	hiN, hiD := int64(1), int64(1)
	for i := 0; i < 6; i++ {
		j := (i + 1) % 6
		ax, ay := cx+cornerOffsets[i][0], cy+cornerOffsets[i][1]
		bx, by := cx+cornerOffsets[j][0], cy+cornerOffsets[j][1]
		// Corners run clockwise on the table (y down), so the inside is to the right: the
		// cross product (b − a) × (x − a) is positive inside.
		f0 := (bx-ax)*(py-ay) - (by-ay)*(px-ax)
		f1 := (bx-ax)*(qy-ay) - (by-ay)*(qx-ax)
		slope := f1 - f0 // f(t) = f0 + t·slope
		switch {
		case slope == 0:
			if f0 <= 0 {
				return false
			}
		case slope > 0: // t > −f0/slope
			if n, d := -f0, slope; n*loD > loN*d {
				loN, loD = n, d
			}
		default: // t < f0/−slope
			if n, d := f0, -slope; n*hiD < hiN*d {
				hiN, hiD = n, d
			}
		}
	}
	return loN*hiD < hiN*loD
}

// orient is the sign of the turn p→q→r: 1 left, -1 right, 0 in line.
func orient(px, py, qx, qy, rx, ry int64) int {
	v := (qx-px)*(ry-py) - (qy-py)*(rx-px)
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// candidates calls f with every hex that the segment p–q (doubled frame) might touch, row by
// row, until f returns false: in each row of hexes, those whose centres lie within a hex and
// a half of the part of the segment crossing the row's band. Floating point only chooses
// candidates, with a margin far beyond its error; the tests that decide are exact.
func candidates(px, py, qx, qy int64, f func(Hex) bool) {
	r0 := int(math.Floor(float64(min(py, qy))/3)) - 1
	r1 := int(math.Ceil(float64(max(py, qy))/3)) + 1
	dx, dy := float64(qx-px), float64(qy-py)
	for r := r0; r <= r1; r++ {
		// The row's hexes span y from 3r − 2 to 3r + 2.
		t0, t1 := 0.0, 1.0
		if dy != 0 {
			ta, tb := (float64(3*r-2)-float64(py))/dy, (float64(3*r+2)-float64(py))/dy
			t0, t1 = max(t0, min(ta, tb)), min(t1, max(ta, tb))
			if t0 > t1 {
				continue
			}
		} else if float64(py) < float64(3*r-2) || float64(py) > float64(3*r+2) {
			continue
		}
		xa, xb := float64(px)+t0*dx, float64(px)+t1*dx
		// Centre x = 2q + r; a hex spans x ± 1. Take a hex more on each side.
		q0 := int(math.Floor((min(xa, xb)-3-float64(r))/2)) - 1
		q1 := int(math.Ceil((max(xa, xb)+3-float64(r))/2)) + 1
		for q := q0; q <= q1; q++ {
			if !f(Hex{q, r}) {
				return
			}
		}
	}
}
