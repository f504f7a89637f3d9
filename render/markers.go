package render

import (
	"fmt"
	"image/color"
	"math"
	"unicode/utf8"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// The markers are icons of distinct shape and colour: a spawn point is a red ring with claw
// marks (over a manhole cover when it is one), a search location a yellow crate with its
// searches left, an objective a blue diamond with a flag, stairs a set of treads with an
// arrow. Each is drawn with a radius s in inches, so the legend can draw them at its own size.

// markerRadius is a marker's size on the table, in inches.
const markerRadius = 0.5

// drawSpawn draws a spawn point of a kind ("manhole", "alley", ...).
func drawSpawn(cv Canvas, p physics.Vec, kind string, s float64) {
	cv.FillCircle(p, s*1.12, rgba(0, 0, 0, 90))
	cv.FillCircle(p, s, colSpawnDark)
	if kind == "manhole" { // the cover's grating
		iron := rgba(90, 70, 66, 255)
		cv.StrokeCircle(p, s*0.62, 1, iron)
		for _, d := range []float64{-0.3, 0, 0.3} {
			cv.StrokePolyline([]physics.Vec{{X: p.X - s*0.55, Y: p.Y + d*s}, {X: p.X + s*0.55, Y: p.Y + d*s}}, false, 1, iron)
		}
	}
	cv.StrokeCircle(p, s, 2.5, colSpawn)
	for _, k := range []float64{-1, 0, 1} { // three claw marks
		a := physics.Vec{X: p.X + k*s*0.3 - s*0.22, Y: p.Y - s*0.42}
		b := physics.Vec{X: p.X + k*s*0.3 + s*0.22, Y: p.Y + s*0.42}
		cv.StrokePolyline([]physics.Vec{a, b}, false, 2, colSpawn)
	}
}

// drawSearch draws a search location with its searches left (∞: unlimited).
func drawSearch(cv Canvas, p physics.Vec, searches int, s float64) {
	h := s * 0.8
	box := rectPts(p.X-h, p.Y-h, p.X+h, p.Y+h)
	cv.FillPolygon(offset(box, physics.Vec{X: s * 0.12, Y: s * 0.15}), rgba(0, 0, 0, 110))
	cv.FillPolygon(box, colSearchDark)
	cv.StrokePolyline([]physics.Vec{{X: p.X - h, Y: p.Y - h*0.45}, {X: p.X + h, Y: p.Y - h*0.45}}, false, 1, colSearch)
	cv.StrokePolyline(box, true, 2, colSearch)
	label := "∞"
	if searches != maps.Unlimited {
		label = fmt.Sprint(searches)
	}
	cv.Text(physics.Vec{X: p.X, Y: p.Y + h*0.25}, label, math.Max(9, s*cv.PixelsPerInch()*0.95), colSearch, AlignCenter)
}

// drawObjective draws an objective marker: a diamond with a flag.
func drawObjective(cv Canvas, p physics.Vec, s float64) {
	d := s * 1.1
	dia := []physics.Vec{{X: p.X, Y: p.Y - d}, {X: p.X + d, Y: p.Y}, {X: p.X, Y: p.Y + d}, {X: p.X - d, Y: p.Y}}
	cv.FillPolygon(offset(dia, physics.Vec{X: s * 0.12, Y: s * 0.15}), rgba(0, 0, 0, 110))
	cv.FillPolygon(dia, colObjDark)
	cv.StrokePolyline(dia, true, 2, colObjective)
	pole := []physics.Vec{{X: p.X - s*0.25, Y: p.Y + s*0.5}, {X: p.X - s*0.25, Y: p.Y - s*0.55}}
	cv.StrokePolyline(pole, false, 1.5, colText)
	cv.FillPolygon([]physics.Vec{{X: p.X - s*0.25, Y: p.Y - s*0.55}, {X: p.X + s*0.45, Y: p.Y - s*0.32}, {X: p.X - s*0.25, Y: p.Y - s*0.08}}, colObjective)
}

// drawAccess draws stairs or a ladder to a roof: treads and an arrow up.
func drawAccess(cv Canvas, p physics.Vec, s float64) {
	box := rectPts(p.X-s, p.Y-s, p.X+s, p.Y+s)
	cv.FillPolygon(box, rgba(30, 30, 34, 200))
	for i := 0; i < 4; i++ {
		y := p.Y - s*0.7 + float64(i)*s*0.46
		cv.StrokePolyline([]physics.Vec{{X: p.X - s*0.8, Y: y}, {X: p.X + s*0.35, Y: y}}, false, 2, colText)
	}
	cv.FillPolygon([]physics.Vec{{X: p.X + s*0.68, Y: p.Y - s*0.85}, {X: p.X + s*0.95, Y: p.Y - s*0.35}, {X: p.X + s*0.41, Y: p.Y - s*0.35}}, colSearch)
	cv.StrokePolyline([]physics.Vec{{X: p.X + s*0.68, Y: p.Y - s*0.4}, {X: p.X + s*0.68, Y: p.Y + s*0.8}}, false, 2, colSearch)
	cv.StrokePolyline(box, true, 1, colTextDim)
}

// DrawSpawnChoices marks the spawn points (by id) the Director may choose from now: a bright
// pulsing ring, an arrow pointing in and the point's kind, over the spawn marker. pulse is
// the animation's phase in [0, 1) (0 for a still picture). Unknown ids are left out. It
// draws only strokes and discs, so it suits the per-frame canvas.
func DrawSpawnChoices(cv Canvas, s *maps.Scenario, ids []string, pulse float64) {
	px := 1 / cv.PixelsPerInch()
	grow := 0.5 + 0.5*math.Sin(2*math.Pi*pulse)
	for _, sp := range s.SpawnPoints {
		if !contains(ids, sp.ID) {
			continue
		}
		r := markerRadius + 0.25 + 0.2*grow
		cv.StrokeCircle(sp.At, r+3*px, 5, withAlpha(colSpawnHot, 90))
		cv.StrokeCircle(sp.At, r, 3, colSpawnHot)
		for k := 0; k < 4; k++ { // four ticks pointing in
			a := float64(k)*math.Pi/2 + math.Pi/4
			d := physics.Vec{X: math.Cos(a), Y: math.Sin(a)}
			cv.StrokePolyline([]physics.Vec{sp.At.Add(d.Scale(r + 0.5)), sp.At.Add(d.Scale(r + 0.12))}, false, 3, colSpawnHot)
		}
		// The label stays over the table, even for a point on its edge.
		text := "spawn: " + sp.Kind
		half := (textWidth(text, 11)/2 + 8) * px
		x := math.Max(half, math.Min(s.Width-half, sp.At.X))
		y := sp.At.Y + r + 0.35 + 8*px
		if y > s.Height-8*px {
			y = sp.At.Y - r - 0.35 - 8*px
		}
		pillText(cv, physics.Vec{X: x, Y: y}, text, 11, colSpawnHot, colPillOver)
	}
}

func contains(ids []string, id string) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// pillText writes text on a rounded dark pill, so that it reads over any terrain. The pill
// is one thick stroke with round ends (no filled path), so it may be drawn on the per-frame
// canvas too; there a translucent pill shows its joins, so overlays pass an opaque colour.
func pillText(cv Canvas, at physics.Vec, s string, size float64, fg, bg color.RGBA) {
	px := 1 / cv.PixelsPerInch()
	half := textWidth(s, size) / 2 * px
	cv.StrokePolyline([]physics.Vec{{X: at.X - half, Y: at.Y}, {X: at.X + half, Y: at.Y}}, false, float32(size*1.45), bg)
	cv.Text(at, s, size, fg, AlignCenter)
}

// textWidth estimates a line's width in pixels in the UI font (Go Regular averages about
// half its size per character).
func textWidth(s string, size float64) float64 {
	return float64(utf8.RuneCountInString(s)) * size * 0.52
}
