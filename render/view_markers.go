package render

import (
	"fmt"
	"math"
	"unicode/utf8"

	"github.com/borrowed-time/tabletop/physics"
)

// Marker is something on the table that is not a model, as a game's view lists it: a kind
// the legend knows ("search", "entry", "objective", "supplies") or one of the ruleset's own.
type Marker struct {
	Kind string
	Name string
	At   physics.Vec
	Used bool // a search made, an objective taken: drawn faded
	// Count is the supplies in a pile; for a search, the searches left when the game counts
	// them (-1: never runs dry).
	Count  int
	Radius float64 // an area's size in inches (a fire)
}

// DrawMarker draws a view's marker with the same icons as the scenario's markers, so that
// the legend explains them: a search objective is the crate with the searches left (its
// count, else 1, or 0 once searched), an entry point the spawn ring, an objective the flag;
// supplies are a green box with their number, a fire its burning area, a dropped kit its
// bag, and any other kind a disc with its initial.
func DrawMarker(cv Canvas, m Marker, s float64) {
	switch m.Kind {
	case "search":
		left := 1
		switch {
		case m.Used:
			left = 0
		case m.Count != 0:
			left = m.Count // the searches left, or -1 for ∞
		}
		drawSearch(cv, m.At, left, s)
	case "fire":
		DrawFire(cv, m.At, m.Radius)
		return
	case "dropped-kit":
		DrawGroundItem(cv, m.At)
		return
	case "entry", "spawn":
		drawSpawn(cv, m.At, "", s)
	case "objective":
		drawObjective(cv, m.At, s)
	case "supplies":
		drawSupplies(cv, m.At, m.Count, s)
	case "tile":
		drawFaceDown(cv, m.At, s)
	case "door": // a board of squares draws its doors on their edges
		return
	case "spawn-square":
		drawSpawnSquare(cv, m.At, s)
		return
	default:
		cv.FillCircle(m.At, s, rgba(40, 40, 46, 230))
		cv.StrokeCircle(m.At, s, 2, colText)
		initial := "?"
		if r, _ := utf8.DecodeRuneInString(m.Kind); r != utf8.RuneError {
			initial = string(r)
		}
		cv.Text(m.At, initial, math.Max(9, s*cv.PixelsPerInch()), colText, AlignCenter)
	}
	if m.Used {
		cv.FillCircle(m.At, s*1.15, rgba(20, 20, 22, 130))
	}
}

// drawSupplies draws a pile of supplies: a green box strapped across, with how many it holds.
func drawSupplies(cv Canvas, p physics.Vec, n int, s float64) {
	h := s * 0.75
	box := rectPts(p.X-h, p.Y-h, p.X+h, p.Y+h)
	cv.FillPolygon(offset(box, physics.Vec{X: s * 0.12, Y: s * 0.15}), rgba(0, 0, 0, 110))
	cv.FillPolygon(box, rgba(46, 92, 52, 255))
	cv.StrokePolyline(box, true, 2, rgba(140, 220, 140, 255))
	cv.StrokePolyline([]physics.Vec{{X: p.X, Y: p.Y - h}, {X: p.X, Y: p.Y + h}}, false, 1, rgba(140, 220, 140, 255))
	if n > 0 {
		cv.Text(physics.Vec{X: p.X, Y: p.Y + h*0.2}, fmt.Sprint(n), math.Max(9, s*cv.PixelsPerInch()*0.9), colText, AlignCenter)
	}
}

// drawFaceDown marks a face-down tile: a question mark on a card back.
func drawFaceDown(cv Canvas, p physics.Vec, s float64) {
	h := s * 1.2
	box := rectPts(p.X-h*0.75, p.Y-h, p.X+h*0.75, p.Y+h)
	cv.FillPolygon(box, rgba(58, 66, 90, 255))
	cv.StrokePolyline(box, true, 2, rgba(150, 160, 190, 255))
	cv.Text(p, "?", math.Max(10, s*cv.PixelsPerInch()*1.4), rgba(200, 210, 235, 255), AlignCenter)
}

// drawSpawnSquare marks a square where zombies may rise: four red claw ticks in its corners,
// faint enough to leave the square's ground readable.
func drawSpawnSquare(cv Canvas, p physics.Vec, s float64) {
	c := rgba(200, 60, 50, 120)
	d := s * 0.8
	for _, k := range [][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
		corner := physics.Vec{X: p.X + k[0]*d, Y: p.Y + k[1]*d}
		cv.StrokePolyline([]physics.Vec{{X: corner.X - k[0]*s*0.35, Y: corner.Y}, corner, {X: corner.X, Y: corner.Y - k[1]*s*0.35}}, false, 1.5, c)
	}
}
