package table

import (
	"image/color"
	"math"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// A point pick that lists its spots (the squares a model can reach, the walls a door may go
// on) shows them while the player chooses, and a click or a drop near one means that one:
// the player need not hit a square's middle or a wall's line.

// The colours of the spots: a faint gold wash edged in gold, the one under the pointer bright.
var (
	colSpotWash = color.RGBA{60, 52, 20, 60}
	colSpotEdge = color.RGBA{150, 130, 50, 150}
	colSpotHot  = color.RGBA{240, 210, 90, 255}
)

// spotReach is how far from a spot, in inches, a click still means it: most of a square.
func (p *Table) spotReach() float64 {
	if b := p.view.Squares; b != nil {
		return b.Size * 0.75
	}
	return max(0.5, 12/p.cam.Scale)
}

// snapped is where a point pick at pt lands: the nearest of the action's spots within reach,
// else pt itself (and the rules say why not).
func (p *Table) snapped(a game.Action, pt physics.Vec) physics.Vec {
	best, bestD := pt, p.spotReach()
	for _, s := range a.Spots {
		if d := s.Dist(pt); d <= bestD {
			best, bestD = s, d
		}
	}
	return best
}

// placeReach is how far from a place a click still picks it: beyond the marker's own size,
// up to most of the way to the nearest other target, so that a click anywhere on a
// face-down tile picks that tile.
func placeReach(markers []game.Marker, targets []string, scale float64) float64 {
	var at []physics.Vec
	for _, m := range markers {
		for _, t := range targets {
			if m.ID == t {
				at = append(at, m.At)
			}
		}
	}
	gap := math.Inf(1)
	for i := range at {
		for j := i + 1; j < len(at); j++ {
			gap = min(gap, at[i].Dist(at[j]))
		}
	}
	reach := max(0.8, 10/scale)
	if !math.IsInf(gap, 1) {
		reach = max(reach, min(gap*0.7, 6))
	}
	return reach
}

// drawSpots marks the spots of the point pick under way: squares washed in gold on a board
// of squares, else small rings; the one a click would take now stands out.
func (p *Table) drawSpots(cv *ebitenrender.Canvas) {
	var a game.Action
	switch {
	case p.drag.on && p.pointer.Dist(p.drag.from) >= 0.2:
		a = p.drag.action
	case p.pending != nil && p.pending.action.Needs == game.PickPoint:
		a = p.pending.action
	default:
		return
	}
	if len(a.Spots) == 0 {
		return
	}
	under := p.snapped(a, p.pointer)
	for _, s := range a.Spots {
		c, w := colSpotEdge, float32(1)
		if s == under {
			c, w = colSpotHot, 2.5
		}
		if pts, ok := p.spotSquare(s); ok {
			cv.FillPolygon(pts, colSpotWash)
			cv.StrokePolyline(pts, true, w, c)
			continue
		}
		if seg, ok := p.spotEdge(s); ok {
			cv.StrokePolyline(seg, false, w*2+2, c)
			continue
		}
		if !slices.ContainsFunc(p.view.Markers, func(m game.Marker) bool { return m.At.Dist(s) < 0.1 }) {
			cv.StrokeCircle(s, 0.25, w+1, c)
			continue
		}
		// A spot on a marker (a spawn point): a gold ring wide enough to show round it.
		r := max(0.25, 14/p.cam.Scale)
		cv.StrokeCircle(s, r, w+2, colSpotHot)
		if s == under {
			cv.StrokeCircle(s, r+3/p.cam.Scale, 2, colSpotHot)
		}
	}
}

// spotEdge returns most of the board edge whose middle s is: a wall a door may go on.
func (p *Table) spotEdge(s physics.Vec) ([]physics.Vec, bool) {
	b := p.view.Squares
	if b == nil {
		return nil, false
	}
	fx, fy := (s.X-b.Origin.X)/b.Size, (s.Y-b.Origin.Y)/b.Size
	whole := func(f float64) bool { return math.Abs(f-math.Round(f)) < 1e-6 }
	half := func(f float64) bool { return whole(f - 0.5) }
	h := b.Size * 0.4
	switch {
	case whole(fx) && half(fy): // a west edge: upright
		return []physics.Vec{{X: s.X, Y: s.Y - h}, {X: s.X, Y: s.Y + h}}, true
	case half(fx) && whole(fy): // a north edge: level
		return []physics.Vec{{X: s.X - h, Y: s.Y}, {X: s.X + h, Y: s.Y}}, true
	}
	return nil, false
}

// spotNear reports whether a click at pt would take one of the action's spots (true when it
// lists none: the rules judge the point).
func (p *Table) spotNear(a game.Action, pt physics.Vec) bool {
	return len(a.Spots) == 0 || p.snapped(a, pt) != pt || slices.Contains(a.Spots, pt)
}

// spotSquare returns the outline, a little inside, of the board square whose middle s is.
func (p *Table) spotSquare(s physics.Vec) ([]physics.Vec, bool) {
	b := p.view.Squares
	if b == nil {
		return nil, false
	}
	fx, fy := (s.X-b.Origin.X)/b.Size-0.5, (s.Y-b.Origin.Y)/b.Size-0.5
	if math.Abs(fx-math.Round(fx)) > 1e-6 || math.Abs(fy-math.Round(fy)) > 1e-6 {
		return nil, false // not a square's middle: an edge's
	}
	h := b.Size * 0.45
	return []physics.Vec{{X: s.X - h, Y: s.Y - h}, {X: s.X + h, Y: s.Y - h}, {X: s.X + h, Y: s.Y + h}, {X: s.X - h, Y: s.Y + h}}, true
}
