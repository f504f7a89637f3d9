package render

import (
	"fmt"
	"image/color"

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

// DrawRoute draws a planned route with its cost.
func DrawRoute(cv Canvas, pts []physics.Vec, cost float64, ok bool) {
	c := colRoute
	if !ok {
		c = colNoSight
	}
	cv.StrokePolyline(pts, false, 2.5, c)
	if len(pts) > 0 {
		label(cv, pts[len(pts)-1], fmt.Sprintf("%.1f\"", cost), c)
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

// DrawFire draws a Burning area.
func DrawFire(cv Canvas, c physics.Vec, r float64) {
	cv.FillCircle(c, r, rgba(240, 110, 30, 110))
	cv.StrokeCircle(c, r, 2, rgba(255, 160, 40, 220))
}

// DrawGroundItem marks a card or weapon lying on the table.
func DrawGroundItem(cv Canvas, p physics.Vec) {
	cv.FillPolygon(rectPts(p.X-0.3, p.Y-0.2, p.X+0.3, p.Y+0.2), rgba(220, 200, 150, 230))
	cv.StrokePolyline(rectPts(p.X-0.3, p.Y-0.2, p.X+0.3, p.Y+0.2), true, 1, rgba(60, 50, 30, 255))
}

// DrawLabel writes a short note on the table (green when fine, red when not).
func DrawLabel(cv Canvas, at physics.Vec, s string, ok bool) {
	c := colRoute
	if !ok {
		c = colNoSight
	}
	label(cv, at, s, c)
}
