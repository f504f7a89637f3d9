package render

import (
	"image/color"

	"github.com/borrowed-time/tabletop/physics"
)

// Align places text relative to its anchor point.
type Align int

// Text alignments.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// Canvas is a drawing surface addressed in table inches. Widths and text sizes are in screen
// pixels so that lines and labels stay readable at any zoom.
type Canvas interface {
	FillPolygon(pts []physics.Vec, c color.RGBA)
	StrokePolyline(pts []physics.Vec, closed bool, widthPx float32, c color.RGBA)
	FillCircle(center physics.Vec, radius float64, c color.RGBA)
	StrokeCircle(center physics.Vec, radius float64, widthPx float32, c color.RGBA)
	Text(at physics.Vec, s string, sizePx float64, c color.RGBA, align Align)
	// PixelsPerInch is the current scale, for choosing detail.
	PixelsPerInch() float64
}
