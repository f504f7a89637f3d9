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
	OutcomeLeave                     // a model left the table alive (walked off, escaped)
)

// outcomeColour is each outcome's colour: red for a fall, orange for a wound or a fall to
// the ground, green for an arrival, blue for a departure, gold for a search.
func outcomeColour(k OutcomeKind) color.RGBA {
	switch k {
	case OutcomeFall:
		return rgba(235, 70, 60, 255)
	case OutcomeDown, OutcomeHit:
		return rgba(245, 150, 50, 255)
	case OutcomeArrive:
		return rgba(110, 215, 120, 255)
	case OutcomeLeave:
		return rgba(120, 185, 245, 255)
	}
	return rgba(240, 205, 90, 255)
}

// faded is c with its opacity multiplied by a (0–1), as a premultiplied colour.
func faded(c color.RGBA, a float64) color.RGBA {
	a = max(0, min(1, a))
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// OutcomeWords is where a mark's words go: Lift pixels further from the ring than the
// nearest place (marks side by side stack their words), Below the ring rather than above it
// (no room above: a model at the window's top), and Shift pixels to the right of the ring's
// centre (left when negative), so that words by the view's side stay whole.
type OutcomeWords struct {
	Lift, Shift float64
	Below       bool
}

// DrawOutcome marks where something happened: a ring in the outcome's colour round the
// place (round the model's base, radius inches, when one still stands there), its sign (a
// cross for a fall, a burst for a wound, a plus for an arrival, an arrow for a departure, a
// lens for a search) on a
// badge at the ring's upper right, so the model stays in sight, and its words on a pill
// where place puts them; opacity from 1 (new) down to 0 (gone).
func DrawOutcome(cv Canvas, at physics.Vec, k OutcomeKind, words string, radius float64, place OutcomeWords, opacity float64) {
	px := 1 / cv.PixelsPerInch()
	c := faded(outcomeColour(k), opacity)
	dark := faded(rgba(12, 12, 12, 210), opacity)
	r := OutcomeRingRadius(radius/px) * px
	cv.StrokeCircle(at, r, 5, dark)
	cv.StrokeCircle(at, r, 2.5, c)
	badge := at.Add(physics.Vec{X: r * 0.72, Y: -r * 0.72})
	if k == OutcomeFall && radius == 0 {
		badge = at // nothing stands there: the cross where it fell
	}
	cv.FillCircle(badge, 8*px, dark)
	d := 4.5 * px
	switch k {
	case OutcomeFall:
		for _, s := range [][2]physics.Vec{{{X: -d, Y: -d}, {X: d, Y: d}}, {{X: -d, Y: d}, {X: d, Y: -d}}} {
			cv.StrokePolyline([]physics.Vec{badge.Add(s[0]), badge.Add(s[1])}, false, 2.5, c)
		}
	case OutcomeDown, OutcomeHit:
		for i := 0; i < 8; i++ {
			a := float64(i) * math.Pi / 4
			u := physics.Vec{X: math.Cos(a), Y: math.Sin(a)}
			cv.StrokePolyline([]physics.Vec{badge.Add(u.Scale(2 * px)), badge.Add(u.Scale(d + px))}, false, 2, c)
		}
	case OutcomeArrive:
		cv.StrokePolyline([]physics.Vec{badge.Add(physics.Vec{X: -d}), badge.Add(physics.Vec{X: d})}, false, 2.5, c)
		cv.StrokePolyline([]physics.Vec{badge.Add(physics.Vec{Y: -d}), badge.Add(physics.Vec{Y: d})}, false, 2.5, c)
	case OutcomeLeave: // an arrow out, up and to the right
		tip := badge.Add(physics.Vec{X: d, Y: -d})
		cv.StrokePolyline([]physics.Vec{badge.Add(physics.Vec{X: -d, Y: d}), tip}, false, 2.5, c)
		cv.StrokePolyline([]physics.Vec{tip.Add(physics.Vec{X: -d}), tip, tip.Add(physics.Vec{Y: d})}, false, 2.5, c)
	default:
		o := badge.Add(physics.Vec{X: -1.5 * px, Y: -1.5 * px})
		cv.StrokeCircle(o, 3*px, 1.8, c)
		cv.StrokePolyline([]physics.Vec{o.Add(physics.Vec{X: 2 * px, Y: 2 * px}), o.Add(physics.Vec{X: 5.5 * px, Y: 5.5 * px})}, false, 2, c)
	}
	DrawOutcomeWords(cv, at, k, words, radius, place, opacity)
}

// DrawOutcomeWords draws only a mark's words, where DrawOutcome would: a table draws every
// ring first and every mark's words after, so that no ring covers another mark's words.
func DrawOutcomeWords(cv Canvas, at physics.Vec, k OutcomeKind, words string, radius float64, place OutcomeWords, opacity float64) {
	if words == "" {
		return
	}
	px := 1 / cv.PixelsPerInch()
	r := OutcomeRingRadius(radius/px) * px
	y := at.Y - r - (12+place.Lift)*px
	if place.Below {
		y = at.Y + r + (12+place.Lift)*px
	}
	pillText(cv, physics.Vec{X: at.X + place.Shift*px, Y: y}, words, 12, faded(outcomeColour(k), opacity), faded(colPillOver, opacity*0.9))
}

// OutcomeLabelHeight is the height in pixels one mark's words take above it: marks near
// each other lift theirs by as much.
const OutcomeLabelHeight = 19

// OutcomeRingRadius is the radius in pixels of a mark's ring round a base of radius pixels.
func OutcomeRingRadius(radius float64) float64 { return max(radius+4, 12) }

// OutcomeLabelWidth is the width in pixels of a mark's words.
func OutcomeLabelWidth(words string) float64 { return textWidth(words, 12) + 12 }
