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
