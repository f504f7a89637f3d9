package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/borrowed-time/tabletop/physics"
)

// DrawRuler draws a tape measure from a to b with its length in inches.
func DrawRuler(cv Canvas, a, b physics.Vec) {
	px := 1 / cv.PixelsPerInch()
	cv.StrokePolyline([]physics.Vec{a, b}, false, 4.5, colBaseEdge)
	cv.StrokePolyline([]physics.Vec{a, b}, false, 2.5, colRuler)
	if l := a.Dist(b); l > 0 { // a tick every inch, as on a tape
		d := b.Sub(a).Scale(1 / l)
		n := perp(d).Scale(4 * px)
		for i := 1.0; i < l; i++ {
			q := a.Add(d.Scale(i))
			cv.StrokePolyline([]physics.Vec{q.Sub(n), q.Add(n)}, false, 1.5, colRuler)
		}
	}
	cv.FillCircle(a, 4*px, colRuler)
	cv.FillCircle(b, 4*px, colRuler)
	mid := a.Lerp(b, 0.5)
	pillText(cv, physics.Vec{X: mid.X, Y: mid.Y - 14*px}, fmt.Sprintf("%.1f\"", a.Dist(b)), 14, colRuler, colPillOver)
}

// DrawSight draws a sight line: the clear line found, or a red line between centres when none is.
func DrawSight(cv Canvas, from, to physics.Vec, clear bool) {
	c := colSight
	if !clear {
		c = colNoSight
	}
	cv.StrokePolyline([]physics.Vec{from, to}, false, 2, c)
}

// DrawArea draws what an action would reach (game.Preview.Area): each outline filled
// lightly and edged, so that the table shows through.
func DrawArea(cv Canvas, outlines [][]physics.Vec) {
	for _, o := range outlines {
		if len(o) >= 3 {
			cv.FillPolygon(o, colArea)
		}
	}
	for _, o := range outlines {
		if len(o) >= 2 {
			cv.StrokePolyline(o, true, 1.5, colAreaEdge)
		}
	}
}

// DrawRoute draws a planned route with its cost in inches.
func DrawRoute(cv Canvas, pts []physics.Vec, cost float64, ok bool) {
	DrawRouteLabelled(cv, pts, fmt.Sprintf("%.1f\"", cost), ok)
}

// DrawRouteLabelled draws a planned route with its length in words ("3 squares").
func DrawRouteLabelled(cv Canvas, pts []physics.Vec, words string, ok bool) {
	c := colRoute
	if !ok {
		c = colNoSight
	}
	cv.StrokePolyline(pts, false, 2.5, c)
	if len(pts) > 0 && words != "" {
		label(cv, pts[len(pts)-1], words, c)
	}
}

// label draws text on a dark pill above a point, so that it reads over any terrain.
func label(cv Canvas, at physics.Vec, s string, c color.RGBA) {
	pillText(cv, physics.Vec{X: at.X, Y: at.Y - 14/cv.PixelsPerInch()}, s, 14, c, colPillOver)
}

// DrawRefused marks a point a model cannot go to.
func DrawRefused(cv Canvas, p physics.Vec) {
	d := 0.4
	cv.StrokePolyline([]physics.Vec{{X: p.X - d, Y: p.Y - d}, {X: p.X + d, Y: p.Y + d}}, false, 3, colNoSight)
	cv.StrokePolyline([]physics.Vec{{X: p.X - d, Y: p.Y + d}, {X: p.X + d, Y: p.Y - d}}, false, 3, colNoSight)
}

// DrawFire draws a Burning area: scorched ground, glowing rings and tongues of flame, the
// same for the same place every time.
func DrawFire(cv Canvas, c physics.Vec, r float64) {
	cv.FillCircle(c, r, rgba(40, 20, 10, 120))
	cv.FillCircle(c, r*0.92, rgba(240, 110, 30, 90))
	cv.FillCircle(c, r*0.55, rgba(255, 190, 60, 80))
	rnd := newNoiseRand(seedOf(fmt.Sprint(c.X, c.Y)))
	for i := 0; i < int(6*r)+3; i++ {
		a, d := rnd.between(0, 2*math.Pi), r*math.Sqrt(rnd.float())*0.8
		p := c.Add(physics.Vec{X: math.Cos(a), Y: math.Sin(a)}.Scale(d))
		h := rnd.between(0.25, 0.55)
		cv.FillPolygon(flamePts(p, h), rgba(255, 130, 30, 210))
		cv.FillPolygon(flamePts(p.Add(physics.Vec{Y: h * 0.12}), h*0.55), rgba(255, 225, 120, 230))
	}
	cv.StrokeCircle(c, r, 2, rgba(255, 160, 40, 220))
}

// flamePts returns a tongue of flame h tall standing on p: a round foot and a pointed tip.
func flamePts(p physics.Vec, h float64) []physics.Vec {
	w := h * 0.38
	out := make([]physics.Vec, 0, 10)
	for k := 0; k <= 8; k++ {
		a := float64(k) * math.Pi / 8
		out = append(out, physics.Vec{X: p.X + w*math.Cos(a), Y: p.Y + w*0.8*math.Sin(a)})
	}
	return append(out, physics.Vec{X: p.X - w*0.6, Y: p.Y - h*0.45}, physics.Vec{X: p.X + w*0.15, Y: p.Y - h})
}

// DrawGroundItem marks a card or weapon lying on the table: a dropped bag with a strap.
func DrawGroundItem(cv Canvas, p physics.Vec) {
	bag := rectPts(p.X-0.3, p.Y-0.18, p.X+0.3, p.Y+0.22)
	cv.FillPolygon(offset(bag, physics.Vec{X: 0.05, Y: 0.07}), rgba(0, 0, 0, 110))
	cv.FillPolygon(bag, rgba(170, 140, 90, 255))
	cv.FillPolygon(rectPts(p.X-0.3, p.Y-0.18, p.X+0.3, p.Y-0.02), rgba(130, 104, 64, 255))
	cv.StrokePolyline([]physics.Vec{{X: p.X - 0.2, Y: p.Y - 0.18}, {X: p.X - 0.1, Y: p.Y - 0.34}, {X: p.X + 0.1, Y: p.Y - 0.34}, {X: p.X + 0.2, Y: p.Y - 0.18}}, false, 1.5, rgba(60, 45, 25, 255))
	cv.StrokePolyline(bag, true, 1, rgba(60, 45, 25, 255))
	cv.FillCircle(p.Add(physics.Vec{Y: 0.08}), 0.05, colSearch)
}

// DrawLabel writes a short note on the table (green when fine, red when not).
func DrawLabel(cv Canvas, at physics.Vec, s string, ok bool) {
	c := colRoute
	if !ok {
		c = colNoSight
	}
	lines := LabelLines(s)
	px := 1 / cv.PixelsPerInch()
	for i, l := range lines { // the first line where a one-line label goes, the others below it
		label(cv, physics.Vec{X: at.X, Y: at.Y + float64(i)*labelLineH*px}, l, c)
	}
}

// labelWidth is the widest a label on the table is, in pixels, and labelLineH the height of
// each of its lines: a longer note goes on more lines, whole.
const (
	labelWidth  = 440
	labelLineH  = 21
	labelSizePx = 14
)

// LabelLines is a note on the table as DrawLabel writes it: on lines no wider than
// labelWidth.
func LabelLines(s string) []string { return wrapWords(s, labelSizePx, labelWidth) }

// LabelWidth is the width in pixels of a note on the table (its widest line).
func LabelWidth(s string) float64 {
	w := 0.0
	for _, l := range LabelLines(s) {
		w = max(w, textWidth(l, labelSizePx))
	}
	return w
}
