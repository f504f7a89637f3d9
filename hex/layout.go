package hex

import (
	"fmt"
	"math"

	"github.com/borrowed-time/tabletop/physics"
)

// Layout is where hexes lie on the table. Hexes are pointy-topped (a corner points up the
// table, rows run left to right), as Red Blob Games' guide calls them: rows of hexes read
// like lines of text, and a 4' table is as wide as it is deep.
type Layout struct {
	Origin physics.Vec // the centre of hex (0,0), in inches from the table's top-left corner
	Size   float64     // from a hex's centre to a corner, in inches; across the flats is √3 × Size
}

// sqrt3 is √3: a pointy-topped hex's width is √3 × its size.
var sqrt3 = math.Sqrt(3)

// NewLayout returns a layout, or an error naming a bad size.
func NewLayout(origin physics.Vec, size float64) (Layout, error) {
	if !(size > 0) || size > 100 {
		return Layout{}, fmt.Errorf("a hex's size is more than 0 and at most 100 inches, not %g", size)
	}
	return Layout{Origin: origin, Size: size}, nil
}

// Centre returns a hex's centre on the table, in inches.
func (l Layout) Centre(h Hex) physics.Vec {
	return physics.Vec{
		X: l.Origin.X + l.Size*sqrt3*(float64(h.Q)+float64(h.R)/2),
		Y: l.Origin.Y + l.Size*1.5*float64(h.R),
	}
}

// cornerOffsets are the six corners in the doubled frame (units of √3/2 × Size across, Size/2
// down), clockwise on the table from the upper right: corner i lies at 60i − 30 degrees.
var cornerOffsets = [6][2]int64{{1, -1}, {1, 1}, {0, 2}, {-1, 1}, {-1, -1}, {0, -2}}

// Corners returns a hex's six corners on the table, clockwise from the upper right.
func (l Layout) Corners(h Hex) [6]physics.Vec {
	c := l.Centre(h)
	var out [6]physics.Vec
	for i, o := range cornerOffsets {
		out[i] = physics.Vec{X: c.X + float64(o[0])*sqrt3/2*l.Size, Y: c.Y + float64(o[1])*l.Size/2}
	}
	return out
}

// SideEnds returns the two ends of the side of h in direction d, on the table.
func (l Layout) SideEnds(h Hex, d Direction) (physics.Vec, physics.Vec) {
	c := l.Corners(h)
	i, j := sideCorners(d)
	return c[i], c[j]
}

// sideCorners returns the indexes of the corners at the ends of the side in direction d
// (taken modulo 6, see Direction.Turn).
func sideCorners(d Direction) (int, int) { d = d.Turn(0); return (6 - int(d)) % 6, (7 - int(d)) % 6 }

// HexAt returns the hex under a table point: the hex whose centre is nearest. The guide's
// cube rounding gives it except within a rounding error of a side; there the nearer of that
// hex and its neighbours is kept, and a point exactly on a side goes to the hex first in
// Directions order from the rounded one.
func (l Layout) HexAt(p physics.Vec) Hex {
	x, y := (p.X-l.Origin.X)/l.Size, (p.Y-l.Origin.Y)/l.Size
	q, r := sqrt3/3*x-y/3, 2.0/3*y
	h := cubeRound(q, r)
	best, bestD := h, l.dist2(h, p)
	for _, n := range h.Neighbours() {
		if d := l.dist2(n, p); d < bestD {
			best, bestD = n, d
		}
	}
	return best
}

func (l Layout) dist2(h Hex, p physics.Vec) float64 {
	c := l.Centre(h)
	return (c.X-p.X)*(c.X-p.X) + (c.Y-p.Y)*(c.Y-p.Y)
}

// cubeRound rounds fractional axial coordinates to a hex: round all three cube coordinates
// and recompute the one that moved most, so that they still sum to 0.
func cubeRound(q, r float64) Hex {
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return Hex{int(rq), int(rr)}
}
