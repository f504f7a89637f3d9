package render

import (
	"image/color"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

// TestAMarksWordsGoBelowWhenAskedTo: a mark's words go on a pill above its ring, or below it
// (the table draws them below for a model at the window's top, where above would be cut).
func TestAMarksWordsGoBelowWhenAskedTo(t *testing.T) {
	const ppi = 20
	at := physics.Vec{X: 5, Y: 5} // the middle of a 200×200 canvas
	for _, below := range []bool{false, true} {
		cv, err := NewImageCanvas(200, 200, ppi, physics.Vec{}, color.RGBA{0, 0, 0, 255})
		if err != nil {
			t.Fatal(err)
		}
		DrawOutcome(cv, at, OutcomeArrive, "Zombie 13 arrives", 0.5, OutcomeWords{Below: below}, 1)
		ring := OutcomeRingRadius(0.5 * ppi)
		lit := func(y0, y1 int) int { // pixels drawn in rows y0..y1 beside the ring's centre
			n := 0
			for y := y0; y < y1; y++ {
				for x := 60; x < 140; x++ {
					if c := cv.Dst.RGBAAt(x, y); c.R+c.G+c.B > 60 {
						n++
					}
				}
			}
			return n
		}
		above, under := lit(0, 100-int(ring)-4), lit(100+int(ring)+4, 200)
		if below && (under == 0 || above != 0) || !below && (above == 0 || under != 0) {
			t.Errorf("below=%v: %d pixels drawn above the ring and %d under it", below, above, under)
		}
	}
}
