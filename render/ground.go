package render

import (
	"image/color"
	"math"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// detail returns how finely to texture at the canvas's zoom: 0 below 6 pixels an inch (the
// table too small for specks to show), 1 at the usual whole-table view, 2 zoomed in.
func detail(cv Canvas) int {
	switch ppi := cv.PixelsPerInch(); {
	case ppi < 6:
		return 0
	case ppi < 24:
		return 1
	}
	return 2
}

// drawOpenGround draws the table's bare ground: grass worn to dirt in patches, with tufts.
func drawOpenGround(cv Canvas, w, h float64) {
	cv.FillPolygon(rectPts(0, 0, w, h), colTable)
	if detail(cv) == 0 {
		return
	}
	const cell = 1.2
	seed := seedOf("ground")
	r := newNoiseRand(seed)
	for y := cell / 2; y < h; y += cell {
		for x := cell / 2; x < w; x += cell {
			p := physics.Vec{X: x + r.between(-0.5, 0.5), Y: y + r.between(-0.5, 0.5)}
			// Blotches stay on the table: none spills into a layout's margin.
			rad := math.Min(r.between(0.6, 1.2), math.Min(math.Min(p.X, w-p.X), math.Min(p.Y, h-p.Y)))
			if rad < 0.2 {
				continue
			}
			n := fractalNoise(p.X, p.Y, 7, seed)
			switch {
			case n > 0.58:
				cv.FillCircle(p, rad, withAlpha(colDirt, uint8(25+180*(n-0.58))))
			case n < 0.4:
				cv.FillCircle(p, rad, withAlpha(colGrassDark, uint8(25+180*(0.4-n))))
			case r.float() < 0.3:
				cv.FillCircle(p, rad*0.6, withAlpha(colGrassLit, 45))
			}
		}
	}
	if detail(cv) < 2 {
		return
	}
	for i := 0; i < int(w*h/2); i++ { // tufts
		p := physics.Vec{X: r.between(0, w), Y: r.between(0, h)}
		cv.FillCircle(p, r.between(0.05, 0.12), withAlpha(colGrassLit, 140))
	}
}

// drawGround draws a piece of flat terrain (road, pavement, rubble, woods) with its texture.
func drawGround(cv Canvas, t maps.Terrain) {
	switch t.Kind {
	case "road":
		drawRoad(cv, t)
	case "pavement":
		cv.FillPolygon(t.Polygon, kindFill(t.Kind))
		drawSlabs(cv, t.Polygon, 2, shade(kindFill(t.Kind), -0.18))
	case "woods":
		drawWoods(cv, t)
	default:
		drawRubble(cv, t)
	}
}

// drawRoad draws asphalt: mottled, cracked and stained, with a dashed centre line and solid
// edge lines along the road's long axis.
func drawRoad(cv Canvas, t maps.Terrain) {
	base := kindFill("road")
	cv.FillPolygon(t.Polygon, base)
	seed := seedOf(t.ID + "road")
	scatter(cv, t.Polygon, 1.0, seed, func(p physics.Vec, r *noiseRand) {
		n := fractalNoise(p.X, p.Y, 5, seed)
		switch {
		case n > 0.58:
			cv.FillCircle(p, r.between(0.5, 0.9), withAlpha(shade(base, 0.1), uint8(30+250*(n-0.58))))
		case n < 0.42:
			cv.FillCircle(p, r.between(0.5, 0.9), withAlpha(shade(base, -0.3), uint8(30+250*(0.42-n))))
		}
	})
	if detail(cv) == 0 {
		return
	}
	r := newNoiseRand(seed)
	lo, hi := bounds(t.Polygon)
	area := (hi.X - lo.X) * (hi.Y - lo.Y)
	for i := 0; i < int(area/120)+1; i++ { // oil stains
		p := physics.Vec{X: r.between(lo.X, hi.X), Y: r.between(lo.Y, hi.Y)}
		if insideBy(t.Polygon, p, 1) {
			cv.FillCircle(p, r.between(0.4, 0.9), rgba(20, 20, 22, 90))
			cv.FillCircle(p.Add(physics.Vec{X: 0.3, Y: 0.2}), r.between(0.2, 0.5), rgba(20, 20, 22, 70))
		}
	}
	drawRoadMarkings(cv, t.Polygon)
	for i := 0; i < int(area/90)+1; i++ { // cracks
		p := physics.Vec{X: r.between(lo.X, hi.X), Y: r.between(lo.Y, hi.Y)}
		crack := []physics.Vec{p}
		a := r.between(0, 2*math.Pi)
		for k := 0; k < 5; k++ {
			a += r.between(-0.9, 0.9)
			s, c := math.Sincos(a)
			p = p.Add(physics.Vec{X: c, Y: s}.Scale(r.between(0.4, 1.1)))
			if !insideBy(t.Polygon, p, 0.3) {
				break
			}
			crack = append(crack, p)
		}
		if len(crack) > 2 {
			cv.StrokePolyline(crack, false, 1, rgba(22, 22, 24, 200))
		}
	}
}

// drawRoadMarkings paints a dashed yellow centre line and white edge lines along the road's
// principal axis, clipped to the road.
func drawRoadMarkings(cv Canvas, pts []physics.Vec) {
	c, u := principalAxis(pts)
	v := physics.Vec{X: -u.Y, Y: u.X}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range pts {
		d := p.Sub(c).Dot(v)
		lo, hi = math.Min(lo, d), math.Max(hi, d)
	}
	if hi-lo < 4 { // a lane too narrow for markings
		return
	}
	paint := rgba(236, 200, 70, 200)
	for _, span := range clipLine(pts, c, u) {
		for a := span[0] + 1; a+1.8 < span[1]-0.5; a += 3.5 {
			p := c.Add(u.Scale(a))
			cv.FillPolygon(bandPts(p, p.Add(u.Scale(1.8)), v, 0.09), paint)
		}
	}
	// Edge lines in opaque paint, laid in short pieces: a long diagonal band would make the
	// rasterizer walk the whole table's box.
	white := mix(kindFill("road"), rgba(225, 225, 220, 255), 0.6)
	for _, side := range []float64{lo + 0.7, hi - 0.7} {
		o := c.Add(v.Scale(side))
		for _, span := range clipLine(pts, o, u) {
			for a := span[0] + 0.4; a < span[1]-0.4; a += 3 {
				e := math.Min(a+3, span[1]-0.4)
				cv.FillPolygon(bandPts(o.Add(u.Scale(a)), o.Add(u.Scale(e)), v, 0.07), white)
			}
		}
	}
}

// bandPts returns the quadrilateral of half-width hw along a→b, with v the unit normal.
func bandPts(a, b, v physics.Vec, hw float64) []physics.Vec {
	n := v.Scale(hw)
	return []physics.Vec{a.Add(n), b.Add(n), b.Sub(n), a.Sub(n)}
}

// principalAxis returns a polygon's centroid and the unit direction along which it is
// longest (the main axis of its area, from points sampled inside it).
func principalAxis(pts []physics.Vec) (physics.Vec, physics.Vec) {
	lo, hi := bounds(pts)
	step := math.Max(hi.X-lo.X, hi.Y-lo.Y) / 40
	var n, sx, sy, sxx, syy, sxy float64
	for y := lo.Y + step/2; y < hi.Y; y += step {
		for x := lo.X + step/2; x < hi.X; x += step {
			if inside(pts, physics.Vec{X: x, Y: y}) {
				n++
				sx, sy, sxx, syy, sxy = sx+x, sy+y, sxx+x*x, syy+y*y, sxy+x*y
			}
		}
	}
	if n == 0 {
		return centroid(pts), physics.Vec{X: 1}
	}
	mx, my := sx/n, sy/n
	cxx, cyy, cxy := sxx/n-mx*mx, syy/n-my*my, sxy/n-mx*my
	a := 0.5 * math.Atan2(2*cxy, cxx-cyy)
	s, co := math.Sincos(a)
	return physics.Vec{X: mx, Y: my}, physics.Vec{X: co, Y: s}
}

// scatter calls f at points on a jittered grid of the given spacing inside a polygon, each
// with the generator for its details.
func scatter(cv Canvas, pts []physics.Vec, spacing float64, seed uint64, f func(p physics.Vec, r *noiseRand)) {
	if detail(cv) == 0 {
		return
	}
	lo, hi := bounds(pts)
	r := newNoiseRand(seed)
	for y := lo.Y + spacing/2; y < hi.Y; y += spacing {
		for x := lo.X + spacing/2; x < hi.X; x += spacing {
			p := physics.Vec{X: x + r.between(-0.4, 0.4)*spacing, Y: y + r.between(-0.4, 0.4)*spacing}
			if insideBy(pts, p, spacing*0.45) {
				f(p, r)
			}
		}
	}
}

// drawSlabs draws joints every size inches, clipped to the polygon, in the polygon's frame.
func drawSlabs(cv Canvas, pts []physics.Vec, size float64, c color.RGBA) {
	if detail(cv) == 0 {
		return
	}
	f := frameOf(pts)
	for _, axis := range [2]struct{ along, across physics.Vec }{{f.u, f.v}, {f.v, f.u}} {
		half := f.halfL
		if axis.along == f.v {
			half = f.halfW
		}
		for d := -half + size; d < half-0.05; d += size {
			o := f.c.Add(axis.along.Scale(d))
			for _, span := range clipLine(pts, o, axis.across) {
				cv.StrokePolyline([]physics.Vec{o.Add(axis.across.Scale(span[0])), o.Add(axis.across.Scale(span[1]))}, false, 1, c)
			}
		}
	}
}

// drawRubble draws broken ground: a dusty base, chunks of concrete and brick, and a dashed
// edge that marks it as difficult ground.
func drawRubble(cv Canvas, t maps.Terrain) {
	base := kindFill(t.Kind)
	cv.FillPolygon(t.Polygon, withAlpha(base, 235))
	seed := seedOf(t.ID + "rubble")
	chunks := [...]color.RGBA{rgba(150, 144, 136, 255), rgba(96, 88, 80, 255), rgba(140, 90, 70, 255), rgba(176, 166, 150, 255)}
	scatter(cv, t.Polygon, 0.55, seed, func(p physics.Vec, r *noiseRand) {
		rad := r.between(0.12, 0.3)
		c := chunks[r.next()%uint64(len(chunks))]
		rot := r.between(0, math.Pi)
		chunk := ring(p, rad, 5, rot, func(i int) float64 { return 0.7 + 0.6*hash2(i, int(p.X*10), seed) })
		cv.FillPolygon(offset(chunk, physics.Vec{X: 0.04, Y: 0.05}), rgba(0, 0, 0, 90))
		cv.FillPolygon(chunk, c)
	})
	if t.Movement == physics.MoveDifficult {
		drawDashed(cv, t.Polygon, 0.5, 0.35, 1.5, rgba(230, 200, 140, 170))
	}
}

// drawWoods draws a canopy of overlapping tree crowns.
func drawWoods(cv Canvas, t maps.Terrain) {
	base := kindFill(t.Kind)
	cv.FillPolygon(t.Polygon, withAlpha(shade(base, -0.3), 230))
	seed := seedOf(t.ID + "woods")
	scatter(cv, t.Polygon, 1.1, seed, func(p physics.Vec, r *noiseRand) {
		rad := r.between(0.5, 0.8)
		cv.FillCircle(p.Add(physics.Vec{X: 0.12, Y: 0.15}), rad, rgba(0, 0, 0, 70))
		cv.FillCircle(p, rad, shade(base, r.between(-0.1, 0.2)))
		cv.FillCircle(p.Sub(physics.Vec{X: rad * 0.3, Y: rad * 0.3}), rad*0.45, withAlpha(shade(base, 0.3), 120))
	})
	if t.Movement == physics.MoveDifficult {
		drawDashed(cv, t.Polygon, 0.5, 0.35, 1.5, rgba(200, 230, 160, 170))
	}
}

// drawDashed strokes a closed outline in dashes of length on, gaps off (inches).
func drawDashed(cv Canvas, pts []physics.Vec, on, off float64, width float32, c color.RGBA) {
	carry := 0.0
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		l := a.Dist(b)
		for s := carry; s < l; s += on + off {
			e := math.Min(s+on, l)
			cv.StrokePolyline([]physics.Vec{a.Lerp(b, s/l), a.Lerp(b, e/l)}, false, width, c)
		}
		carry = math.Mod(carry-l, on+off)
		if carry < 0 {
			carry += on + off
		}
	}
}
