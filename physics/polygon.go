package physics

import (
	"fmt"
	"math"
)

// SignedArea returns the signed area of a polygon: positive when its points run
// counter-clockwise in a Y-up frame (clockwise as seen on screen, where Y grows down).
func SignedArea(pts []Vec) float64 {
	s := 0.0
	for i := range pts {
		s += pts[i].Cross(pts[(i+1)%len(pts)])
	}
	return s / 2
}

// CheckSimplePolygon returns an error naming the first reason pts is not a simple polygon with
// at least three points and a non-zero area: repeated points, crossing or touching edges.
func CheckSimplePolygon(pts []Vec) error {
	n := len(pts)
	if n < 3 {
		return fmt.Errorf("needs at least 3 points, has %d", n)
	}
	for i := range pts {
		if pts[i].Dist(pts[(i+1)%n]) < 1e-6 {
			return fmt.Errorf("points %d and %d are the same point", i, (i+1)%n)
		}
	}
	for i := 0; i < n; i++ {
		a, b := pts[i], pts[(i+1)%n]
		for j := i + 1; j < n; j++ {
			if j == i+1 || (i == 0 && j == n-1) {
				continue // neighbouring edges share a point by construction
			}
			if segmentsIntersect(a, b, pts[j], pts[(j+1)%n]) {
				return fmt.Errorf("edge %d-%d crosses edge %d-%d", i, (i+1)%n, j, (j+1)%n)
			}
		}
	}
	if math.Abs(SignedArea(pts)) < 1e-6 {
		return fmt.Errorf("has no area (all points on one line)")
	}
	return nil
}

// PointInPolygon reports whether p lies inside the simple polygon pts (boundary points may go
// either way; callers that care use a margin).
func PointInPolygon(pts []Vec, p Vec) bool {
	in := false
	n := len(pts)
	for i, j := 0, n-1; i < n; j, i = i, i+1 {
		a, b := pts[i], pts[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

// ccw returns pts in counter-clockwise (positive area) order, copying when it must reverse.
func ccw(pts []Vec) []Vec {
	if SignedArea(pts) >= 0 {
		return pts
	}
	r := make([]Vec, len(pts))
	for i := range pts {
		r[i] = pts[len(pts)-1-i]
	}
	return r
}

// convexPart is one convex piece of a decomposed polygon: its points counter-clockwise and,
// for each edge i (points i to i+1), whether that edge is a cut inside the original polygon
// rather than part of its outline.
type convexPart struct {
	pts      []Vec
	internal []bool
}

// decompose splits a simple polygon into convex parts: ear-clipping into triangles, then
// merging neighbours while the union stays convex (Hertel–Mehlhorn). It adds no new points.
func decompose(outline []Vec) []convexPart {
	pts := dropCollinear(ccw(outline))
	n := len(pts)
	if n < 3 {
		return nil
	}
	// Polygons as index lists; edges between consecutive indices.
	var polys [][]int
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	// Ear clipping that resumes where the last ear was cut rather than from the start:
	// O(n²) on the polygons a table has.
	k := 0
	for tries := 0; len(idx) > 3; {
		if tries >= len(idx) { // numerically degenerate remainder: fan it
			for j := 1; j+1 < len(idx); j++ {
				polys = append(polys, []int{idx[0], idx[j], idx[j+1]})
			}
			idx = nil
			break
		}
		k %= len(idx)
		i0, i1, i2 := idx[(k+len(idx)-1)%len(idx)], idx[k], idx[(k+1)%len(idx)]
		ear := orient(pts[i0], pts[i1], pts[i2]) > 0
		for _, j := range idx {
			if !ear {
				break
			}
			if j != i0 && j != i1 && j != i2 && pointInTriangleClosed(pts[j], pts[i0], pts[i1], pts[i2]) {
				ear = false
			}
		}
		if !ear {
			k++
			tries++
			continue
		}
		polys = append(polys, []int{i0, i1, i2})
		idx = append(idx[:k:k], idx[k+1:]...)
		tries = 0
		if k > 0 {
			k--
		}
	}
	if len(idx) == 3 {
		polys = append(polys, idx)
	}
	outlineEdge := func(a, b int) bool { return (a+1)%n == b || (b+1)%n == a }
	// Merge across shared diagonals while convex.
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(polys) && !merged; i++ {
			for j := i + 1; j < len(polys) && !merged; j++ {
				if m := mergeConvex(pts, polys[i], polys[j]); m != nil {
					polys[i] = m
					polys = append(polys[:j], polys[j+1:]...)
					merged = true
				}
			}
		}
	}
	parts := make([]convexPart, len(polys))
	for k, p := range polys {
		part := convexPart{pts: make([]Vec, len(p)), internal: make([]bool, len(p))}
		for i, v := range p {
			part.pts[i] = pts[v]
			part.internal[i] = !outlineEdge(v, p[(i+1)%len(p)])
		}
		parts[k] = part
	}
	return parts
}

// mergeConvex joins two index polygons that share an edge, if the result is convex.
func mergeConvex(pts []Vec, a, b []int) []int {
	for i := range a {
		u, v := a[i], a[(i+1)%len(a)]
		for j := range b {
			if b[j] != v || b[(j+1)%len(b)] != u {
				continue
			}
			// a: ... u v ...  b: ... v u ...  → walk a from v round to u, then b from u round to v.
			var m []int
			for k := 0; k < len(a); k++ {
				m = append(m, a[(i+1+k)%len(a)])
			}
			for k := 2; k < len(b); k++ {
				m = append(m, b[(j+k)%len(b)])
			}
			for k := range m {
				if orient(pts[m[(k+len(m)-1)%len(m)]], pts[m[k]], pts[m[(k+1)%len(m)]]) < 0 {
					return nil
				}
			}
			return m
		}
	}
	return nil
}

func pointInTriangleClosed(p, a, b, c Vec) bool {
	return orient(a, b, p) >= 0 && orient(b, c, p) >= 0 && orient(c, a, p) >= 0
}

// dropCollinear removes points that lie on the straight line between their neighbours.
func dropCollinear(pts []Vec) []Vec {
	out := make([]Vec, 0, len(pts))
	n := len(pts)
	for i := range pts {
		a, b, c := pts[(i+n-1)%n], pts[i], pts[(i+1)%n]
		if math.Abs(orient(a, b, c)) > 1e-12*(1+a.Dist(b)*b.Dist(c)) {
			out = append(out, b)
		}
	}
	return out
}

// decomposeFlagged decomposes like decompose, and also marks as internal the parts' edges that
// lie on outline edges flagged internal (cuts against a neighbouring polygon).
func decomposeFlagged(outline []Vec, internal []bool) []convexPart {
	parts := decompose(outline)
	if internal == nil {
		return parts
	}
	n := len(outline)
	for pi := range parts {
		p := &parts[pi]
		for e := range p.pts {
			a, b := p.pts[e], p.pts[(e+1)%len(p.pts)]
			for k := 0; k < n; k++ {
				if internal[k] && segRunsAlong(a, b, outline[k], outline[(k+1)%n]) {
					p.internal[e] = true
				}
			}
		}
	}
	return parts
}
