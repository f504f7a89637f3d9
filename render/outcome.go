package render

import (
	"image/color"
	"math"

	"github.com/borrowed-time/tabletop/physics"
)

// OutcomeKind is what happened at a place on the table, for the mark the table leaves there
// for a while: so that a model taken out does not simply vanish.
type OutcomeKind int

// The outcomes a mark shows.
const (
	OutcomeFall   OutcomeKind = iota // a model taken out of the game
	OutcomeDown                      // a model knocked down, downed, stunned
	OutcomeHit                       // a model wounded
	OutcomeArrive                    // a model arrived (spawned, placed, revealed)
	OutcomeSearch                    // a place searched, supplies taken
)

// outcomeColour is each outcome's colour: red for a fall, orange for a wound or a fall to
// the ground, green for an arrival, gold for a search.
func outcomeColour(k OutcomeKind) color.RGBA {
	switch k {
	case OutcomeFall:
		return rgba(235, 70, 60, 255)
	case OutcomeDown, OutcomeHit:
		return rgba(245, 150, 50, 255)
	case OutcomeArrive:
		return rgba(110, 215, 120, 255)
	}
	return rgba(240, 205, 90, 255)
}

// faded is c with its opacity multiplied by a (0–1), as a premultiplied colour.
func faded(c color.RGBA, a float64) color.RGBA {
	a = max(0, min(1, a))
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// DrawOutcome marks where something happened: a ring in the outcome's colour, its sign
// (a cross for a fall, a burst for a wound, a plus for an arrival, a lens for a search) and
// its words on a pill above; opacity from 1 (new) down to 0 (gone).
func DrawOutcome(cv Canvas, at physics.Vec, k OutcomeKind, words string, opacity float64) {
	px := 1 / cv.PixelsPerInch()
	c := faded(outcomeColour(k), opacity)
	dark := faded(rgba(12, 12, 12, 200), opacity)
	r := 15 * px
	cv.StrokeCircle(at, r, 5, dark)
	cv.StrokeCircle(at, r, 2.5, c)
	d := 7 * px
	switch k {
	case OutcomeFall:
		for _, s := range [][2]physics.Vec{{{X: -d, Y: -d}, {X: d, Y: d}}, {{X: -d, Y: d}, {X: d, Y: -d}}} {
			cv.StrokePolyline([]physics.Vec{at.Add(s[0]), at.Add(s[1])}, false, 5, dark)
			cv.StrokePolyline([]physics.Vec{at.Add(s[0]), at.Add(s[1])}, false, 3, c)
		}
	case OutcomeDown, OutcomeHit:
		for i := 0; i < 8; i++ {
			a := float64(i) * math.Pi / 4
			u := physics.Vec{X: math.Cos(a), Y: math.Sin(a)}
			cv.StrokePolyline([]physics.Vec{at.Add(u.Scale(3 * px)), at.Add(u.Scale(d + 2*px))}, false, 2.5, c)
		}
	case OutcomeArrive:
		cv.StrokePolyline([]physics.Vec{at.Add(physics.Vec{X: -d}), at.Add(physics.Vec{X: d})}, false, 3, c)
		cv.StrokePolyline([]physics.Vec{at.Add(physics.Vec{Y: -d}), at.Add(physics.Vec{Y: d})}, false, 3, c)
	default:
		o := at.Add(physics.Vec{X: -2 * px, Y: -2 * px})
		cv.StrokeCircle(o, 5*px, 2.5, c)
		cv.StrokePolyline([]physics.Vec{o.Add(physics.Vec{X: 3.5 * px, Y: 3.5 * px}), o.Add(physics.Vec{X: 9 * px, Y: 9 * px})}, false, 3, c)
	}
	if words != "" {
		pillText(cv, physics.Vec{X: at.X, Y: at.Y - r - 12*px}, words, 12, c, faded(colPillOver, opacity*0.9))
	}
}
