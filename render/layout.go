package render

import (
	"fmt"
	"math"

	"github.com/borrowed-time/tabletop/physics"
)

// The space round the table in a layout drawing, in pixels.
const (
	layoutMargin = 48  // left and top, for the inch rulers
	layoutBottom = 64  // below, for the scale bar
	legendWidth  = 370 // right, for the legend
)

// LayoutSize returns the size in pixels of the layout drawing of a w×h inch table drawn at
// ppi pixels per inch.
func LayoutSize(w, h, ppi float64) (int, int) {
	return int(math.Ceil(w*ppi)) + layoutMargin + legendWidth, int(math.Ceil(h*ppi)) + layoutMargin + layoutBottom
}

// LayoutOrigin is where the table's corner (0, 0) sits in a layout drawing, in pixels.
func LayoutOrigin() physics.Vec { return physics.Vec{X: layoutMargin, Y: layoutMargin} }

// LayoutFit returns the largest scale at which the layout drawing of a w×h inch table fits
// an area of width×height pixels, and where the table's corner then sits.
func LayoutFit(w, h float64, width, height int) (ppi float64, origin physics.Vec) {
	ppi = math.Min(float64(width-layoutMargin-legendWidth)/w, float64(height-layoutMargin-layoutBottom)/h)
	return math.Max(ppi, 1), LayoutOrigin()
}

// DrawLayout draws a scenario as its designer checks it: the table with its terrain, markers
// and the models as set up, inch rulers along the top and left edges, a scale bar, and a
// legend of what is on this table. The canvas's origin must be LayoutOrigin.
func DrawLayout(cv Canvas, sc *Scene) {
	DrawTable(cv, sc)
	px := 1 / cv.PixelsPerInch() // inches per pixel: the margins are measured in pixels
	s := sc.Scenario
	drawRulers(cv, s.Width, s.Height, px)
	drawScaleBar(cv, physics.Vec{X: 0, Y: s.Height + 30*px}, math.Min(12, s.Width), px)
	at := physics.Vec{X: s.Width + 22*px, Y: -layoutMargin*px + 18*px}
	cv.Text(at, s.Name, 18, colText, AlignLeft)
	cv.Text(physics.Vec{X: at.X, Y: at.Y + 24*px}, fmt.Sprintf("%g\" × %g\" table", s.Width, s.Height), 12, colTextDim, AlignLeft)
	top := at.Y + 38*px
	DrawLegend(cv, sc, Rect{Min: physics.Vec{X: at.X, Y: top}, Max: physics.Vec{X: at.X + (legendWidth-30)*px, Y: s.Height + layoutBottom*px}})
}

func drawRulers(cv Canvas, w, h, px float64) {
	edge := rgba(200, 200, 190, 255)
	for x := 0.0; x <= w; x++ {
		l := 5 * px
		if math.Mod(x, 6) == 0 {
			l = 10 * px
			cv.Text(physics.Vec{X: x, Y: -20 * px}, fmt.Sprintf("%g", x), 11, edge, AlignCenter)
		}
		cv.StrokePolyline([]physics.Vec{{X: x, Y: -2 * px}, {X: x, Y: -2*px - l}}, false, 1, edge)
	}
	for y := 0.0; y <= h; y++ {
		l := 5 * px
		if math.Mod(y, 6) == 0 {
			l = 10 * px
			cv.Text(physics.Vec{X: -16 * px, Y: y}, fmt.Sprintf("%g", y), 11, edge, AlignRight)
		}
		cv.StrokePolyline([]physics.Vec{{X: -2 * px, Y: y}, {X: -2*px - l, Y: y}}, false, 1, edge)
	}
}

// drawScaleBar draws a bar of length inches in alternating one-inch blocks, labelled.
func drawScaleBar(cv Canvas, at physics.Vec, length, px float64) {
	hgt := 8 * px
	for i := 0.0; i < length; i++ {
		c := rgba(235, 235, 225, 255)
		if int(i)%2 == 1 {
			c = rgba(40, 40, 40, 255)
		}
		cv.FillPolygon(rectPts(at.X+i, at.Y, at.X+i+1, at.Y+hgt), c)
	}
	cv.StrokePolyline(rectPts(at.X, at.Y, at.X+length, at.Y+hgt), true, 1, rgba(235, 235, 225, 255))
	for _, x := range []float64{0, length / 2, length} {
		cv.Text(physics.Vec{X: at.X + x, Y: at.Y + hgt + 10*px}, fmt.Sprintf("%g\"", x), 11, colTextDim, AlignCenter)
	}
	cv.Text(physics.Vec{X: at.X + length + 12*px, Y: at.Y + hgt/2}, "inches (1 block = 1\")", 11, colTextDim, AlignLeft)
}
