package render

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Rect is an area of a canvas, in the canvas's own units (table inches; on a canvas of
// scale 1 and offset 0, screen pixels).
type Rect struct {
	Min, Max physics.Vec
}

// DrawLegend draws the key to a scene's table into an area of a canvas: a sample of each
// kind of terrain on the table with what it does, the doors and windows, the markers (start
// zones, spawn points, search locations, each objective, stairs, where zombies fell), the
// models in sc.Tokens (each survivor, one of each zombie type) and their states (wounds,
// Downed, knocked down, on a roof). The icons are the table's own, drawn at a fixed size in
// pixels; long lines wrap to its width. When the rows would pass the area's bottom they are
// drawn closer together (legendSqueeze); any that still would are left out. It returns the
// height used, in canvas units. The layout drawing (DrawLayout) puts it beside the table; a
// window can put it in a panel with a canvas of scale 1.
func DrawLegend(cv Canvas, sc *Scene, area Rect) float64 {
	squeeze := 1.0
	if drawLegendRows(blankCanvas{ppi: cv.PixelsPerInch()}, sc, area, 1).full { // measured first
		squeeze = legendSqueeze
	}
	l := drawLegendRows(cv, sc, area, squeeze)
	return l.y - area.Min.Y
}

// legendSqueeze is how much closer the legend's rows go when they do not all fit: the icons
// still clear each other.
const legendSqueeze = 0.8

// drawLegendRows draws the legend's rows, each squeeze times its height (never less than its
// words need), and returns the legend as drawn.
func drawLegendRows(cv Canvas, sc *Scene, area Rect, squeeze float64) *legend {
	px := 1 / cv.PixelsPerInch()
	l := &legend{cv: cv, area: area, px: px, y: area.Min.Y + 8*px, squeeze: squeeze}
	s := sc.Scenario
	switch {
	case sc.Squares != nil:
		l.board(sc.Squares)
	case sc.Hexes != nil:
		l.hexBoard(sc.Hexes)
	default:
		l.terrain(s)
	}
	if sc.Markers != nil || sc.Squares != nil || sc.Hexes != nil {
		l.viewMarkers(sc)
	} else {
		l.markers(sc)
	}
	l.models(sc)
	return l
}

// blankCanvas draws nothing: the legend measures itself on it.
type blankCanvas struct{ ppi float64 }

func (blankCanvas) FillPolygon([]physics.Vec, color.RGBA)                   {}
func (blankCanvas) StrokePolyline([]physics.Vec, bool, float32, color.RGBA) {}
func (blankCanvas) FillCircle(physics.Vec, float64, color.RGBA)             {}
func (blankCanvas) StrokeCircle(physics.Vec, float64, float32, color.RGBA)  {}
func (blankCanvas) Text(physics.Vec, string, float64, color.RGBA, Align)    {}
func (c blankCanvas) PixelsPerInch() float64                                { return c.ppi }

// terrain shows each kind of terrain on the table with what it does, and the doors.
func (l *legend) terrain(s *maps.Scenario) {
	px := l.px
	l.heading("Terrain")
	for _, t := range legendTerrain(s) {
		l.row(20*px, terrainDescription(t), func(c physics.Vec) { l.swatch(t, c) })
	}
	if roofed(s) {
		t := maps.Terrain{ID: "legend-roof", Kind: "building", Roof: true}
		l.row(20*px, "building with a roof to stand on (level 1)", func(c physics.Vec) { l.swatch(t, c) })
	}
	if raised(s) {
		l.row(20*px, "outlined light: stands on a roof (level 1)", func(c physics.Vec) {
			box := rectPts(c.X-9*px, c.Y-6*px, c.X+9*px, c.Y+6*px)
			l.cv.FillPolygon(box, kindFill("scatter"))
			l.cv.StrokePolyline(box, true, 2, colRaised)
		})
	}
	l.doors(s)
}

// legend lays out the legend's rows from the top of its area down.
type legend struct {
	cv   Canvas
	area Rect
	px   float64
	y    float64 // the top of the next row
	full bool    // a row did not fit: the rest are left out
	// squeeze is how much of its height each row takes (legendSqueeze when they do not all
	// fit at their full height; 1 otherwise).
	squeeze float64
}

// iconX is the middle of a row's icon, from the area's left edge, in pixels.
const iconX = 16

func (l *legend) heading(s string) {
	if h := 24 * l.px * l.squeeze; l.fits(h) {
		l.cv.Text(physics.Vec{X: l.area.Min.X, Y: l.y + h - 10*l.px}, s, 14, colSearch, AlignLeft)
		l.y += h
	}
}

// fits reports whether a row of height h still fits.
func (l *legend) fits(h float64) bool {
	if l.full || l.y+h > l.area.Max.Y {
		l.full = true
		return false
	}
	return true
}

// row draws an icon (centred where icon is told) and its text, on as many lines as the
// legend's width needs (the row grows taller): never cut short.
func (l *legend) row(h float64, text string, icon func(c physics.Vec)) {
	x := l.area.Min.X + (iconX+22)*l.px
	lines := wrapWords(text, 12, (l.area.Max.X-x)/l.px)
	const lineH = 14 // pixels
	h = max(h*l.squeeze, float64(len(lines)*lineH+2)*l.px)
	if !l.fits(h) {
		return
	}
	c := physics.Vec{X: l.area.Min.X + iconX*l.px, Y: l.y + h/2}
	icon(c)
	top := c.Y - float64(len(lines)-1)*lineH/2*l.px
	for i, line := range lines {
		l.cv.Text(physics.Vec{X: x, Y: top + float64(i*lineH)*l.px}, line, 12, colTextDim, AlignLeft)
	}
	l.y += h
}

// wrapWords breaks text into lines no wider than width pixels at size (by textWidth's
// estimate), between words; a single word wider than that has a line of its own.
func wrapWords(text string, size, width float64) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && textWidth(line+" "+w, size) > width {
			lines = append(lines, line)
			line = w
			continue
		}
		line = strings.TrimPrefix(line+" "+w, " ")
	}
	return append(lines, line)
}

// swatch draws a small piece of a kind of terrain, textured as on the table.
func (l *legend) swatch(t maps.Terrain, c physics.Vec) {
	px := l.px
	w, h := 13*px, 8*px
	if t.Kind == "fence" || t.Kind == "wall" {
		h = 2.5 * px
	}
	t.Polygon = rectPts(c.X-w, c.Y-h, c.X+w, c.Y+h)
	t.ID = "legend-" + t.Kind + t.Name
	t.Level = 0
	switch {
	case t.IsBuilding():
		t.WallThickness = 2 * px
		drawBuildingFloor(l.cv, t)
		l.cv.StrokePolyline(t.Polygon, true, 3, colWallTop)
		l.cv.StrokePolyline(t.Polygon, true, 1, colWall)
	case standing(t.Kind):
		drawStanding(l.cv, t)
	default:
		drawGround(l.cv, t)
	}
}

// doors shows the states of doors found on the table, and windows.
func (l *legend) doors(s *maps.Scenario) {
	var any, barricaded, windows bool
	for _, t := range s.Terrain {
		any = any || len(t.Doors) > 0
		windows = windows || len(t.Windows) > 0
		for _, d := range t.Doors {
			barricaded = barricaded || d.Barricaded
		}
	}
	door := func(open, boarded bool) func(c physics.Vec) {
		return func(c physics.Vec) {
			px := l.px
			building := rectPts(c.X-14*px, c.Y-3*px, c.X+14*px, c.Y+30*px)
			l.cv.FillPolygon(rectPts(c.X-14*px, c.Y-2*px, c.X-7*px, c.Y+2*px), colWallTop)
			l.cv.FillPolygon(rectPts(c.X+7*px, c.Y-2*px, c.X+14*px, c.Y+2*px), colWallTop)
			drawDoor(l.cv, building, rectPts(c.X-7*px, c.Y-2*px-3*px, c.X+7*px, c.Y+2*px-3*px), open, boarded)
		}
	}
	if any {
		l.row(20*l.px, "door, closed", door(false, false))
		l.row(24*l.px, "door, open (the leaf swung in)", door(true, false))
	}
	if barricaded {
		l.row(20*l.px, "door, boarded up", door(false, true))
		l.row(24*l.px, "door, broken in", door(true, true))
	}
	if windows {
		l.row(20*l.px, "window (sight passes, models do not)", func(c physics.Vec) {
			drawWindow(l.cv, rectPts(c.X-9*l.px, c.Y-2.5*l.px, c.X+9*l.px, c.Y+2.5*l.px))
		})
	}
}

// markers shows the markers on the table and the mark of a fallen zombie.
func (l *legend) markers(sc *Scene) {
	s := sc.Scenario
	px := l.px
	mr := 8 * px
	l.heading("Markers")
	// Borrowed Time's words for its own scenarios; plainer ones for other games'.
	zoneWord, spawnWord := "survivors' starting zone", "spawn point"
	if s.Ruleset != "" && s.Ruleset != maps.BorrowedTime {
		zoneWord, spawnWord = "a side's starting zone", "entry point for zombies"
	}
	if len(sc.zones()) > 0 {
		l.row(22*px, zoneWord, func(c physics.Vec) {
			box := rectPts(c.X-9*px, c.Y-7*px, c.X+9*px, c.Y+7*px)
			l.cv.FillPolygon(box, colStartZone)
			l.cv.StrokePolyline(box, true, 1.5, colStartEdge)
		})
	}
	kinds := map[string]int{}
	var order []string
	for _, sp := range s.SpawnPoints {
		if kinds[sp.Kind] == 0 {
			order = append(order, sp.Kind)
		}
		kinds[sp.Kind]++
	}
	for _, k := range order {
		l.row(22*px, fmt.Sprintf("%s: %s (%d)", spawnWord, k, kinds[k]), func(c physics.Vec) { drawSpawn(l.cv, c, k, mr) })
	}
	if len(s.SearchLocations) > 0 {
		l.row(22*px, fmt.Sprintf("search location (%d): searches left, ∞ unlimited", len(s.SearchLocations)), func(c physics.Vec) {
			drawSearch(l.cv, c, 2, mr)
		})
	}
	for _, o := range s.Objectives {
		name := o.Name
		if name == "" {
			name = o.ID
		}
		l.row(24*px, "objective: "+name, func(c physics.Vec) { drawObjective(l.cv, c, mr) })
	}
	l.accessRow(s)
	l.row(22*px, "a zombie fell here (green: this round)", func(c physics.Vec) {
		drawFallen(l.cv, &Token{Fallen: true, Fresh: true, Body: physics.Body{Pos: c, Base: physics.Base{Radius: 9 * px}}})
	})
}

// models shows each survivor and zombie type among the tokens, and the states a token shows.
func (l *legend) models(sc *Scene) {
	tokens := sc.Tokens
	if len(tokens) == 0 {
		return
	}
	px := l.px
	l.heading("Models")
	for _, t := range legendTokens(tokens) {
		h := 22 * px
		if t.Body.Base.IsTray() {
			h = 30 * px
		}
		text := t.Name
		if text == "" {
			text = maps.ReadableID(t.Kind)
		}
		if t.Kind != "survivor" {
			text = strings.TrimRight(text, " 0123456789") // "Shambler 3": one row for them all
		}
		if t.Kind != "survivor" {
			text += onTable(countKind(tokens, t.Kind))
		}
		l.row(h, text, func(c physics.Vec) {
			t.Body = legendBody(t.Body.Base, c, px)
			DrawToken(l.cv, &t)
		})
	}
	var survivor, zombie *Token
	for i := range tokens {
		switch {
		case survivor == nil && tokens[i].Kind == "survivor":
			survivor = &tokens[i]
		case zombie == nil && tokens[i].Kind != "survivor" && !tokens[i].Body.Base.IsTray() && !tokens[i].Fallen:
			zombie = &tokens[i]
		}
	}
	words := sc.States
	if survivor != nil {
		health := sc.Health
		if health == "" {
			health = "wound"
		}
		l.state(*survivor, health+"s left (hollow: lost)", func(t *Token) { t.Wounds, t.MaxWounds = 2, 3 })
		if words.SurvivorDown != "" {
			l.state(*survivor, words.SurvivorDown, func(t *Token) { t.Downed = true })
		}
		if words.Spent != "" {
			l.state(*survivor, words.Spent, func(t *Token) { t.Spent = true })
		}
		if roofed(sc.Scenario) {
			l.state(*survivor, "on a roof (level 1)", func(t *Token) { t.Level = 1 })
			l.state(*survivor, "inside, under the roof drawn over it", func(t *Token) { t.UnderRoof = true })
		}
		l.state(*survivor, "picked", func(t *Token) { t.Selected = true })
	}
	if zombie != nil && words.ZombieDown != "" {
		l.state(*zombie, words.ZombieDown, func(t *Token) { t.Stunned = true })
	}
}

// state draws a sample token in a state.
func (l *legend) state(t Token, text string, set func(t *Token)) {
	t.Selected, t.Wounds, t.MaxWounds, t.Downed, t.Stunned, t.Level, t.UnderRoof, t.Spent = false, 0, 0, false, false, 0, false, false
	set(&t)
	l.row(26*l.px, text, func(c physics.Vec) {
		t.Body = legendBody(t.Body.Base, c, l.px)
		DrawToken(l.cv, &t)
	})
}

// legendBody returns a body at c for the legend: a round base 9 pixels across its radius, a
// tray 24 pixels square.
func legendBody(b physics.Base, c physics.Vec, px float64) physics.Body {
	if b.IsTray() {
		k := 24 * px / math.Max(b.Width, b.Depth)
		return physics.Body{Pos: c, Base: physics.Base{Width: b.Width * k, Depth: b.Depth * k}}
	}
	return physics.Body{Pos: c, Base: physics.Base{Radius: 9 * px * math.Max(1, b.Radius/physics.Base25mm.Radius*0.85)}}
}

// legendTerrain returns one piece of each kind on the table (with its own traits: the
// first piece of the kind), in the order they first appear.
func legendTerrain(s *maps.Scenario) []maps.Terrain {
	seen := map[string]bool{}
	var out []maps.Terrain
	for _, t := range s.Terrain {
		key := t.Kind + fmt.Sprint(t.BlocksSight, t.Cover, t.Movement)
		if t.IsBuilding() {
			key = "building"
			if t.Roof {
				continue
			}
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, t)
	}
	return out
}

// terrainDescription says what a piece is and does: "vehicle: blocks sight, heavy cover,
// impassable".
func terrainDescription(t maps.Terrain) string {
	if t.IsBuilding() {
		return "building: walls, doors and windows"
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
		traits = append(traits, "difficult (dashed edge)")
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
		if seen[key] || t.Fallen {
			continue
		}
		seen[key] = true
		t.Selected, t.Wounds, t.MaxWounds, t.Downed, t.Stunned, t.Level, t.UnderRoof, t.Spent = false, 0, 0, false, false, 0, false, false
		out = append(out, t)
	}
	return out
}

func countKind(tokens []Token, kind string) int {
	n := 0
	for _, t := range tokens {
		if t.Kind == kind && !t.Fallen {
			n++
		}
	}
	return n
}

// onTable is how many of a kind of model or marker the table has, for a legend's row.
func onTable(n int) string { return fmt.Sprintf(", %d on the table", n) }
