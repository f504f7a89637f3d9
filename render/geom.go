package render

import (
	"math"
	"slices"

	"github.com/borrowed-time/tabletop/physics"
)

// bounds returns a polygon's bounding box.
func bounds(pts []physics.Vec) (lo, hi physics.Vec) {
	lo, hi = pts[0], pts[0]
	for _, p := range pts[1:] {
		lo = physics.Vec{X: math.Min(lo.X, p.X), Y: math.Min(lo.Y, p.Y)}
		hi = physics.Vec{X: math.Max(hi.X, p.X), Y: math.Max(hi.Y, p.Y)}
	}
	return lo, hi
}

// inside reports whether p lies inside a simple polygon (even-odd rule).
func inside(pts []physics.Vec, p physics.Vec) bool {
	in := false
	for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
		a, b := pts[i], pts[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

// edgeDist returns the distance from p to a polygon's outline.
func edgeDist(pts []physics.Vec, p physics.Vec) float64 {
	d := math.Inf(1)
	for i := range pts {
		d = math.Min(d, segDist(p, pts[i], pts[(i+1)%len(pts)]))
	}
	return d
}

func segDist(p, a, b physics.Vec) float64 {
	ab := b.Sub(a)
	l2 := ab.Dot(ab)
	if l2 == 0 {
		return p.Dist(a)
	}
	t := math.Max(0, math.Min(1, p.Sub(a).Dot(ab)/l2))
	return p.Dist(a.Add(ab.Scale(t)))
}

// insideBy reports whether a disc of radius r at p lies wholly inside a polygon.
func insideBy(pts []physics.Vec, p physics.Vec, r float64) bool {
	return inside(pts, p) && edgeDist(pts, p) >= r
}

// clipLine returns the parts of the line p + t·dir that lie inside a polygon, as pairs of
// parameters (enter, leave).
func clipLine(pts []physics.Vec, p, dir physics.Vec) [][2]float64 {
	var ts []float64
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		e := b.Sub(a)
		den := dir.Cross(e)
		if den == 0 {
			continue
		}
		w := a.Sub(p)
		t, u := w.Cross(e)/den, w.Cross(dir)/den
		if u >= 0 && u < 1 {
			ts = append(ts, t)
		}
	}
	slices.Sort(ts)
	var out [][2]float64
	for i := 0; i+1 < len(ts); i += 2 {
		out = append(out, [2]float64{ts[i], ts[i+1]})
	}
	return out
}

// frame is a piece's own axes: its centre, its long axis u and the axis v across it, with
// its half-length and half-width along them.
type frame struct {
	c, u, v      physics.Vec
	halfL, halfW float64
}

// at returns the point at (a, b) in the frame's axes.
func (f frame) at(a, b float64) physics.Vec { return f.c.Add(f.u.Scale(a)).Add(f.v.Scale(b)) }

// quad returns the rectangle from (a0, b0) to (a1, b1) in the frame's axes.
func (f frame) quad(a0, b0, a1, b1 float64) []physics.Vec {
	return []physics.Vec{f.at(a0, b0), f.at(a1, b0), f.at(a1, b1), f.at(a0, b1)}
}

// frameOf fits a frame to a polygon: its long axis along its longest edge, its extents
// those of its points.
func frameOf(pts []physics.Vec) frame {
	best, u := -1.0, physics.Vec{X: 1}
	for i := range pts {
		e := pts[(i+1)%len(pts)].Sub(pts[i])
		if l := e.Len(); l > best {
			best, u = l, e.Scale(1/l)
		}
	}
	v := physics.Vec{X: -u.Y, Y: u.X}
	c := centroid(pts)
	lo, hi := math.Inf(1), math.Inf(-1)
	wlo, whi := math.Inf(1), math.Inf(-1)
	for _, p := range pts {
		d := p.Sub(c)
		lo, hi = math.Min(lo, d.Dot(u)), math.Max(hi, d.Dot(u))
		wlo, whi = math.Min(wlo, d.Dot(v)), math.Max(whi, d.Dot(v))
	}
	c = c.Add(u.Scale((lo + hi) / 2)).Add(v.Scale((wlo + whi) / 2))
	return frame{c: c, u: u, v: v, halfL: (hi - lo) / 2, halfW: (whi - wlo) / 2}
}

// isRectLike reports whether a polygon is (near enough) a rectangle, so that details drawn
// in its frame stay inside it.
func isRectLike(pts []physics.Vec) bool {
	if len(pts) != 4 {
		return false
	}
	for i := range pts {
		a := pts[(i+1)%4].Sub(pts[i])
		b := pts[(i+2)%4].Sub(pts[(i+1)%4])
		if math.Abs(a.Dot(b)) > 0.05*a.Len()*b.Len() {
			return false
		}
	}
	return true
}

// offset returns the polygon moved by d.
func offset(pts []physics.Vec, d physics.Vec) []physics.Vec {
	out := make([]physics.Vec, len(pts))
	for i, p := range pts {
		out[i] = p.Add(d)
	}
	return out
}

// shrink returns a convex-ish polygon pulled towards its centroid by a distance (roughly:
// each point moves by d along the line to the centroid).
func shrink(pts []physics.Vec, d float64) []physics.Vec {
	c := centroid(pts)
	out := make([]physics.Vec, len(pts))
	for i, p := range pts {
		v := c.Sub(p)
		l := v.Len()
		if l <= d {
			out[i] = c
			continue
		}
		out[i] = p.Add(v.Scale(d / l))
	}
	return out
}

// ring returns n points round a circle, each radius scaled by jitter(i).
func ring(c physics.Vec, r float64, n int, rot float64, jitter func(i int) float64) []physics.Vec {
	out := make([]physics.Vec, n)
	for i := range out {
		s, co := math.Sincos(rot + 2*math.Pi*float64(i)/float64(n))
		k := r
		if jitter != nil {
			k *= jitter(i)
		}
		out[i] = physics.Vec{X: c.X + k*co, Y: c.Y + k*s}
	}
	return out
}
