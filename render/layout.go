package render

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// The space round the table in a layout drawing, in pixels.
const (
	layoutMargin = 48  // left and top, for the inch rulers
	layoutBottom = 64  // below, for the scale bar
	legendWidth  = 330 // right, for the legend
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
	drawLegend(cv, sc, physics.Vec{X: s.Width + 22*px, Y: -layoutMargin*px + 18*px}, px)
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

// legendRow is where the next legend line goes.
type legendRow struct {
	cv  Canvas
	at  physics.Vec // the symbol's centre
	px  float64
	gap float64
}

func (r *legendRow) text(s string, size float64, c color.RGBA) {
	r.cv.Text(physics.Vec{X: r.at.X + 20*r.px, Y: r.at.Y}, s, size, c, AlignLeft)
	r.at.Y += r.gap
}

func (r *legendRow) heading(s string) {
	r.at.Y += 6 * r.px
	r.cv.Text(physics.Vec{X: r.at.X - 8*r.px, Y: r.at.Y}, s, 14, colSearch, AlignLeft)
	r.at.Y += r.gap
}

func drawLegend(cv Canvas, sc *Scene, at physics.Vec, px float64) {
	s := sc.Scenario
	r := &legendRow{cv: cv, at: physics.Vec{X: at.X + 10*px, Y: at.Y}, px: px, gap: 21 * px}
	cv.Text(physics.Vec{X: at.X, Y: r.at.Y}, s.Name, 18, colText, AlignLeft)
	r.at.Y += 24 * px
	cv.Text(physics.Vec{X: at.X, Y: r.at.Y}, fmt.Sprintf("%g\" × %g\" table", s.Width, s.Height), 12, colTextDim, AlignLeft)
	r.at.Y += 14 * px

	r.heading("Terrain")
	for _, t := range legendTerrain(s) {
		box := rectPts(r.at.X-7*px, r.at.Y-6*px, r.at.X+7*px, r.at.Y+6*px)
		fill := terrainFill[t.Kind]
		if t.IsBuilding() {
			fill = colFloor
		}
		cv.FillPolygon(box, fill)
		outline := rgba(0, 0, 0, 160)
		if t.IsBuilding() {
			outline = colWall
		}
		cv.StrokePolyline(box, true, 2, outline)
		r.text(terrainDescription(t), 12, colTextDim)
	}
	if roofed(s) {
		box := rectPts(r.at.X-7*px, r.at.Y-6*px, r.at.X+7*px, r.at.Y+6*px)
		cv.FillPolygon(box, colRoofFloor)
		cv.StrokePolyline(box, true, 2, colWall)
		r.text("building with a roof to stand on (level 1)", 12, colTextDim)
	}
	if raised(s) {
		box := rectPts(r.at.X-7*px, r.at.Y-6*px, r.at.X+7*px, r.at.Y+6*px)
		cv.FillPolygon(box, terrainFill["scatter"])
		cv.StrokePolyline(box, true, 2, colRaised)
		r.text("outlined light: stands on a roof (level 1)", 12, colTextDim)
	}

	r.heading("Markers")
	if len(s.StartZones) > 0 {
		box := rectPts(r.at.X-7*px, r.at.Y-6*px, r.at.X+7*px, r.at.Y+6*px)
		cv.FillPolygon(box, colStartZone)
		cv.StrokePolyline(box, true, 1.5, rgba(90, 200, 120, 160))
		r.text("survivors' starting zone", 12, colTextDim)
	}
	if len(s.SpawnPoints) > 0 {
		drawSpawn(cv, r.at)
		r.text(fmt.Sprintf("spawn point (%d)", len(s.SpawnPoints)), 12, colTextDim)
	}
	if len(s.SearchLocations) > 0 {
		drawSearch(cv, maps.SearchLocation{At: r.at, Searches: 2})
		r.text(fmt.Sprintf("search location: searches left, ∞ unlimited (%d)", len(s.SearchLocations)), 12, colTextDim)
	}
	for _, o := range s.Objectives {
		drawObjective(cv, maps.Objective{At: r.at})
		name := o.Name
		if name == "" {
			name = o.ID
		}
		r.text("objective: "+name, 12, colTextDim)
	}
	for _, t := range s.Terrain {
		if len(t.Access) > 0 {
			drawAccess(cv, r.at)
			r.text("stairs or ladder to the roof", 12, colTextDim)
			break
		}
	}

	r.heading("Models as set up")
	for _, t := range legendTokens(sc.Tokens) {
		t.Body.Pos = r.at
		t.Body.Facing = 0
		if t.Body.Base.IsTray() {
			r.at.Y += 4 * px
			t.Body.Pos = r.at
		}
		DrawToken(cv, &t)
		label := game.ZombieName(t.Kind)
		if t.Kind == "survivor" {
			if p, ok := game.SurvivorProfileOf(t.ID); ok {
				label = p.Name
			}
		} else {
			label += fmt.Sprintf(" ×%d", countKind(sc.Tokens, t.Kind))
		}
		r.at.X += 6 * px
		r.text(label, 12, colTextDim)
		r.at.X -= 6 * px
		if t.Body.Base.IsTray() {
			r.at.Y += 8 * px
		}
	}
}

// legendTerrain returns one piece of each kind on the table (with its own traits: the
// first piece of the kind), in the order they first appear.
func legendTerrain(s *maps.Scenario) []maps.Terrain {
	seen := map[string]bool{}
	var out []maps.Terrain
	for _, t := range s.Terrain {
		key := t.Kind + fmt.Sprint(t.BlocksSight, t.Cover, t.Movement)
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, t)
	}
	return out
}

// terrainDescription says what a piece is and does: "vehicle — blocks sight, heavy cover,
// impassable".
func terrainDescription(t maps.Terrain) string {
	if t.IsBuilding() {
		return "building: walls, doors (brown), windows (blue)"
	}
	var traits []string
	if t.BlocksSight {
		traits = append(traits, "blocks sight")
	}
	if t.Cover != physics.CoverNone {
		traits = append(traits, t.Cover.String()+" cover")
	}
	switch t.Movement {
	case physics.MoveDifficult:
		traits = append(traits, "difficult")
	case physics.MoveImpassable:
		traits = append(traits, "impassable")
	}
	if len(traits) == 0 {
		traits = append(traits, "open ground")
	}
	return t.Kind + ": " + strings.Join(traits, ", ")
}

func roofed(s *maps.Scenario) bool {
	for _, t := range s.Terrain {
		if t.IsBuilding() && t.Roof {
			return true
		}
	}
	return false
}

func raised(s *maps.Scenario) bool {
	for _, t := range s.Terrain {
		if t.Level > 0 {
			return true
		}
	}
	return false
}

// legendTokens returns each survivor, and one token of each zombie type.
func legendTokens(tokens []Token) []Token {
	seen := map[string]bool{}
	var out []Token
	for _, t := range tokens {
		key := t.Kind
		if t.Kind == "survivor" {
			key += t.ID
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		t.Selected, t.Wounds = false, 0
		out = append(out, t)
	}
	return out
}

func countKind(tokens []Token, kind string) int {
	n := 0
	for _, t := range tokens {
		if t.Kind == kind {
			n++
		}
	}
	return n
}
