package physics

import "math"

// MM is one millimetre in inches.
const MM = 1 / 25.4

// Base is the footprint of a model: a round base of Radius inches, or, when Width > 0, a
// rectangular movement tray Width inches wide (along its facing's perpendicular) and Depth deep.
type Base struct {
	Radius float64
	Width  float64
	Depth  float64
}

// The base sizes this table uses (docs/geometry.md). The rulebook fixes 25mm for survivors and
// Shamblers and leaves the rest to the players; these are the common sizes of the models.
var (
	// Base25mm is the standard base for survivors, Shamblers and Screamers.
	Base25mm = RoundBase(25)
	// Base32mm is the base for Hunters.
	Base32mm = RoundBase(32)
	// Base40mm is the base for Brutes and Bloaters.
	Base40mm = RoundBase(40)
	// HordeTray is a movement tray for four models on 25mm bases, two by two.
	HordeTray = Base{Width: 2, Depth: 2}
)

// RoundBase returns a round base of the given diameter in millimetres.
func RoundBase(mm float64) Base { return Base{Radius: mm * MM / 2} }

// IsTray reports whether the base is a rectangular movement tray.
func (b Base) IsTray() bool { return b.Width > 0 }

// BoundingRadius returns the radius of the smallest circle round the base's centre that holds it.
func (b Base) BoundingRadius() float64 {
	if b.IsTray() {
		return math.Hypot(b.Width, b.Depth) / 2
	}
	return b.Radius
}

// BodyID names a model's base on a Table.
type BodyID int

// Body is a model's base placed on the table: its centre, its facing (radians; only trays care)
// and the level it stands on (0 is the ground, 1 a roof).
type Body struct {
	Base   Base
	Pos    Vec
	Facing float64
	Level  int
}

// shapeOf returns the base as a rounded convex shape: its core points and a radius. A round
// base is one point with its radius; a tray is its four corners with radius 0. buf holds the
// corners so that no allocation happens.
func (b *Body) shapeOf(buf *[4]Vec) ([]Vec, float64) {
	if !b.Base.IsTray() {
		buf[0] = b.Pos
		return buf[:1], b.Base.Radius
	}
	s, c := math.Sincos(b.Facing)
	u := Vec{c, s}.Scale(b.Base.Depth / 2)
	v := Vec{-s, c}.Scale(b.Base.Width / 2)
	buf[0] = b.Pos.Sub(u).Sub(v)
	buf[1] = b.Pos.Add(u).Sub(v)
	buf[2] = b.Pos.Add(u).Add(v)
	buf[3] = b.Pos.Sub(u).Add(v)
	return ccwInPlace(buf[:4]), 0
}

// ccwInPlace reverses pts when its area is negative.
func ccwInPlace(pts []Vec) []Vec {
	if SignedArea(pts) < 0 {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	return pts
}

// hullDist returns the distance between two convex point sets of one point or a polygon.
func hullDist(p, q []Vec) float64 {
	switch {
	case len(p) == 1 && len(q) == 1:
		return p[0].Dist(q[0])
	case len(p) == 1:
		return convexPointDist(q, p[0])
	case len(q) == 1:
		return convexPointDist(p, q[0])
	}
	return convexConvexDist(p, q)
}

// hullOverlap reports whether two rounded convex shapes overlap by more than geomEps
// (touching is not overlapping). It catches one shape wholly inside the other.
func hullOverlap(p []Vec, pr float64, q []Vec, qr float64) bool {
	if pr+qr > 0 {
		return hullDist(p, q) < pr+qr-geomEps
	}
	return convexInteriorsOverlap(p, q)
}

// convexInteriorsOverlap tests two convex polygons with the separating-axis theorem: they
// overlap unless some edge's line separates them, touching allowed.
func convexInteriorsOverlap(p, q []Vec) bool {
	return !separatedByEdge(p, q) && !separatedByEdge(q, p)
}

func separatedByEdge(p, q []Vec) bool {
	for i := range p {
		a, b := p[i], p[(i+1)%len(p)]
		e := b.Sub(a)
		el := e.Len()
		sep := true
		for _, v := range q {
			if e.Cross(v.Sub(a))/el > geomEps { // strictly on the inner side
				sep = false
				break
			}
		}
		if sep {
			return true
		}
	}
	return false
}
