package render

import (
	"image/color"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

func newTestCanvas(t testing.TB) *ImageCanvas {
	cv, err := NewImageCanvas(100, 100, 10, physics.Vec{}, color.RGBA{0, 0, 0, 255})
	if err != nil {
		t.Fatal(err)
	}
	return cv
}

func TestImageCanvasFillsInsideOnly(t *testing.T) {
	cv := newTestCanvas(t)
	// A concave L in inches: its notch stays empty.
	cv.FillPolygon([]physics.Vec{{X: 1, Y: 1}, {X: 8, Y: 1}, {X: 8, Y: 3}, {X: 3, Y: 3}, {X: 3, Y: 8}, {X: 1, Y: 8}}, color.RGBA{255, 0, 0, 255})
	if got := cv.Dst.RGBAAt(20, 20); got != (color.RGBA{255, 0, 0, 255}) {
		t.Errorf("inside: %v", got)
	}
	if got := cv.Dst.RGBAAt(60, 60); got != (color.RGBA{0, 0, 0, 255}) {
		t.Errorf("in the notch: %v", got)
	}
	// Either winding fills the same.
	cv.FillPolygon([]physics.Vec{{X: 5, Y: 9}, {X: 5, Y: 5}, {X: 9, Y: 5}, {X: 9, Y: 9}}, color.RGBA{0, 255, 0, 255})
	if got := cv.Dst.RGBAAt(70, 70); got != (color.RGBA{0, 255, 0, 255}) {
		t.Errorf("a clockwise square: %v", got)
	}
}

// A translucent line is as dark where its segments and joins overlap as along a segment.
func TestImageCanvasStrokeIsEvenWhereItOverlaps(t *testing.T) {
	cv := newTestCanvas(t)
	half := color.RGBA{128, 128, 128, 128} // premultiplied white at half alpha
	cv.StrokePolyline([]physics.Vec{{X: 1, Y: 5}, {X: 5, Y: 5}, {X: 5, Y: 1}}, false, 6, half)
	corner, along := cv.Dst.RGBAAt(50, 50), cv.Dst.RGBAAt(30, 50)
	if corner != along {
		t.Errorf("at the join %v, along the line %v", corner, along)
	}
	if along.R < 120 || along.R > 136 {
		t.Errorf("half-transparent white over black: %v", along)
	}
}

func TestImageCanvasStrokeCircleLeavesTheMiddle(t *testing.T) {
	cv := newTestCanvas(t)
	cv.StrokeCircle(physics.Vec{X: 5, Y: 5}, 3, 4, color.RGBA{0, 0, 255, 255})
	if got := cv.Dst.RGBAAt(50, 50); got != (color.RGBA{0, 0, 0, 255}) {
		t.Errorf("the middle of a ring: %v", got)
	}
	if got := cv.Dst.RGBAAt(80, 50); got != (color.RGBA{0, 0, 255, 255}) {
		t.Errorf("on the ring: %v", got)
	}
}

func TestImageCanvasText(t *testing.T) {
	cv := newTestCanvas(t)
	cv.Text(physics.Vec{X: 5, Y: 5}, "WWW", 20, color.RGBA{255, 255, 255, 255}, AlignCenter)
	lit := 0
	minX, maxX := 100, 0
	for y := 0; y < 100; y++ {
		for x := 0; x < 100; x++ {
			if cv.Dst.RGBAAt(x, y).R > 128 {
				lit++
				minX, maxX = min(minX, x), max(maxX, x)
			}
		}
	}
	if lit < 50 {
		t.Fatalf("no text drawn (%d pixels)", lit)
	}
	if mid := (minX + maxX) / 2; mid < 46 || mid > 54 {
		t.Errorf("centred text spans %d..%d", minX, maxX)
	}
}

// countingCanvas counts the drawing calls made through it.
type countingCanvas struct {
	ppi   float64
	calls int
}

func (c *countingCanvas) FillPolygon([]physics.Vec, color.RGBA)                   { c.calls++ }
func (c *countingCanvas) StrokePolyline([]physics.Vec, bool, float32, color.RGBA) { c.calls++ }
func (c *countingCanvas) FillCircle(physics.Vec, float64, color.RGBA)             { c.calls++ }
func (c *countingCanvas) StrokeCircle(physics.Vec, float64, float32, color.RGBA)  { c.calls++ }
func (c *countingCanvas) Text(physics.Vec, string, float64, color.RGBA, Align)    { c.calls++ }
func (c *countingCanvas) PixelsPerInch() float64                                  { return c.ppi }

// BenchmarkDrawStatic draws Last Stop Gas's cached table layer (terrain, texture, markers) at
// the window's default zoom, on the CPU, and reports how many drawing calls it makes (what
// the window's layer costs grows with them).
func BenchmarkDrawStatic(b *testing.B) {
	s, err := maps.LoadFile("../rules/borrowedtime/scenarios/last-stop-gas.json")
	if err != nil {
		b.Fatal(err)
	}
	tb, err := s.NewTable()
	if err != nil {
		b.Fatal(err)
	}
	sc := &Scene{Scenario: s, Table: tb, Grid: true}
	cc := &countingCanvas{ppi: 17}
	DrawStatic(cc, sc)
	b.ReportAllocs()
	for b.Loop() {
		cv, err := NewImageCanvas(850, 850, 17, physics.Vec{}, LayoutBackground())
		if err != nil {
			b.Fatal(err)
		}
		DrawStatic(cv, sc)
	}
	b.ReportMetric(float64(cc.calls), "calls")
}
