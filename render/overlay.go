package render

import (
	"fmt"
	"image/color"

	"github.com/borrowed-time/tabletop/physics"
)

// DrawRuler draws a tape measure from a to b with its length in inches.
func DrawRuler(cv Canvas, a, b physics.Vec) {
	cv.StrokePolyline([]physics.Vec{a, b}, false, 2.5, colRuler)
	cv.FillCircle(a, 0.12, colRuler)
	cv.FillCircle(b, 0.12, colRuler)
	label(cv, a.Lerp(b, 0.5), fmt.Sprintf("%.1f\"", a.Dist(b)), colRuler)
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

// label draws text with a shadow so that it reads over any terrain.
func label(cv Canvas, at physics.Vec, s string, c color.RGBA) {
	off := 1.2 / cv.PixelsPerInch()
	cv.Text(physics.Vec{X: at.X + off, Y: at.Y - 0.5 + off}, s, 14, colShadow, AlignCenter)
	cv.Text(physics.Vec{X: at.X, Y: at.Y - 0.5}, s, 14, c, AlignCenter)
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
