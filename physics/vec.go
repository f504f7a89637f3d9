package physics

import "math"

// Vec is a point or a direction on the table, in inches. X grows to the right, Y grows down the
// table (towards the player sitting at the bottom edge), as on screen.
type Vec struct{ X, Y float64 }

// Add returns v+w.
func (v Vec) Add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y} }

// Sub returns v-w.
func (v Vec) Sub(w Vec) Vec { return Vec{v.X - w.X, v.Y - w.Y} }

// Scale returns v*k.
func (v Vec) Scale(k float64) Vec { return Vec{v.X * k, v.Y * k} }

// Dot returns the dot product of v and w.
func (v Vec) Dot(w Vec) float64 { return v.X*w.X + v.Y*w.Y }

// Cross returns the z component of the cross product v×w.
func (v Vec) Cross(w Vec) float64 { return v.X*w.Y - v.Y*w.X }

// Len returns the length of v. (A plain square root: table coordinates never come near the
// overflow math.Hypot guards against, and it is several times faster.)
func (v Vec) Len() float64 { return math.Sqrt(v.X*v.X + v.Y*v.Y) }

// Len2 returns the squared length of v.
func (v Vec) Len2() float64 { return v.X*v.X + v.Y*v.Y }

// Dist returns the distance between v and w.
func (v Vec) Dist(w Vec) float64 {
	dx, dy := v.X-w.X, v.Y-w.Y
	return math.Sqrt(dx*dx + dy*dy)
}

// Perp returns v turned a quarter turn counter-clockwise (in a Y-up frame).
func (v Vec) Perp() Vec { return Vec{-v.Y, v.X} }

// Unit returns v scaled to length 1, or the zero vector for the zero vector.
func (v Vec) Unit() Vec {
	l := v.Len()
	if l == 0 {
		return Vec{}
	}
	return Vec{v.X / l, v.Y / l}
}

// Lerp returns the point a fraction t of the way from v to w.
func (v Vec) Lerp(w Vec, t float64) Vec { return Vec{v.X + (w.X-v.X)*t, v.Y + (w.Y-v.Y)*t} }

// Rect is an axis-aligned rectangle, used for bounds.
type Rect struct{ Min, Max Vec }

// Expand returns r grown by d on every side.
func (r Rect) Expand(d float64) Rect {
	return Rect{Vec{r.Min.X - d, r.Min.Y - d}, Vec{r.Max.X + d, r.Max.Y + d}}
}

// Overlaps reports whether r and o share any point.
func (r Rect) Overlaps(o Rect) bool {
	return r.Min.X <= o.Max.X && o.Min.X <= r.Max.X && r.Min.Y <= o.Max.Y && o.Min.Y <= r.Max.Y
}

// boundsOf returns the bounds of a set of points.
func boundsOf(pts []Vec) Rect {
	r := Rect{pts[0], pts[0]}
	for _, p := range pts[1:] {
		r.Min.X = min(r.Min.X, p.X)
		r.Min.Y = min(r.Min.Y, p.Y)
		r.Max.X = max(r.Max.X, p.X)
		r.Max.Y = max(r.Max.Y, p.Y)
	}
	return r
}
