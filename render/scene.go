package render

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Token is a model to draw: a survivor (Kind "survivor", ID its survivor id) or a zombie
// (Kind the zombie type).
type Token struct {
	Kind     string
	ID       string
	Label    string
	Body     physics.Body
	Models   int // hordes: models left on the tray
	Wounds   int // wounds left, shown when > 0
	Downed   bool
	Selected bool
}

// Scene is what the table shows: a scenario, its geometry and the models on it.
type Scene struct {
	Scenario *maps.Scenario
	Table    *physics.Table
	Tokens   []Token
	Grid     bool
	// SearchesLeft, when given, is each search location's searches left (-1: unlimited), in
	// scenario order; otherwise the scenario's own counts are shown.
	SearchesLeft []int
}

// DrawTable draws the table, terrain, markers and models.
func DrawTable(cv Canvas, sc *Scene) {
	DrawStatic(cv, sc)
	DrawTokens(cv, sc.Tokens)
}

// DrawTokens draws the models.
func DrawTokens(cv Canvas, tokens []Token) {
	for i := range tokens {
		DrawToken(cv, &tokens[i])
	}
}

// DrawStatic draws everything but the models: the table, terrain, grid and markers — what a
// window can draw once and keep until the view or the terrain changes.
func DrawStatic(cv Canvas, sc *Scene) {
	s := sc.Scenario
	cv.FillPolygon(rectPts(0, 0, s.Width, s.Height), colTable)
	// Ground first (roads, rubble), then start zones and the grid, then standing terrain.
	for _, t := range s.Terrain {
		if !t.IsBuilding() && !standing(t.Kind) {
			cv.FillPolygon(t.Polygon, terrainFill[t.Kind])
		}
	}
	for _, z := range s.StartZones {
		cv.FillPolygon(z.Polygon, colStartZone)
		cv.StrokePolyline(z.Polygon, true, 1.5, rgba(90, 200, 120, 160))
	}
	if sc.Grid {
		drawGrid(cv, s.Width, s.Height)
	}
	for _, t := range s.Terrain {
		if t.IsBuilding() {
			fill := colFloor
			if t.Roof {
				fill = colRoofFloor
			}
			cv.FillPolygon(t.Polygon, fill)
		}
	}
	for _, w := range sc.Table.Walls() {
		switch {
		case w.Kind == physics.WallWindow:
			cv.FillPolygon(w.Outline, colWindow)
		case w.Kind == physics.WallDoor && w.Open:
			cv.FillPolygon(w.Outline, colDoorOpen)
		case w.Kind == physics.WallDoor:
			cv.FillPolygon(w.Outline, colDoorClosed)
		default:
			cv.FillPolygon(w.Outline, colWall)
		}
	}
	for _, t := range s.Terrain {
		if !t.IsBuilding() && standing(t.Kind) {
			cv.FillPolygon(t.Polygon, terrainFill[t.Kind])
			if t.Level > 0 { // on a roof
				cv.StrokePolyline(t.Polygon, true, 2, colRaised)
			} else {
				cv.StrokePolyline(t.Polygon, true, 1, rgba(0, 0, 0, 120))
			}
		}
		for _, a := range t.Access {
			drawAccess(cv, a.At)
		}
	}
	for _, t := range s.Terrain {
		if t.IsBuilding() && t.Name != "" && cv.PixelsPerInch() > 8 {
			c := centroid(t.Polygon)
			cv.Text(physics.Vec{X: c.X, Y: c.Y}, t.Name, 12, colTextDim, AlignCenter)
		}
	}
	for i, sl := range s.SearchLocations {
		if i < len(sc.SearchesLeft) {
			sl.Searches = sc.SearchesLeft[i]
		}
		drawSearch(cv, sl)
	}
	for _, o := range s.Objectives {
		drawObjective(cv, o)
	}
	for _, sp := range s.SpawnPoints {
		drawSpawn(cv, sp.At)
	}
}

// standing reports whether a kind stands up from the table (drawn over the ground and grid).
func standing(kind string) bool {
	switch kind {
	case "road", "pavement", "rubble", "woods":
		return false
	}
	return true
}

func drawGrid(cv Canvas, w, h float64) {
	for x := 1.0; x < w; x++ {
		c, width := colGridMinor, float32(1)
		if math.Mod(x, 6) == 0 {
			c, width = colGridMajor, 1.5
		}
		cv.StrokePolyline([]physics.Vec{{X: x, Y: 0}, {X: x, Y: h}}, false, width, c)
	}
	for y := 1.0; y < h; y++ {
		c, width := colGridMinor, float32(1)
		if math.Mod(y, 6) == 0 {
			c, width = colGridMajor, 1.5
		}
		cv.StrokePolyline([]physics.Vec{{X: 0, Y: y}, {X: w, Y: y}}, false, width, c)
	}
	if cv.PixelsPerInch() > 6 {
		for x := 6.0; x < w; x += 6 {
			cv.Text(physics.Vec{X: x, Y: 0.2}, fmt.Sprintf("%g\"", x), 10, colGridMajor, AlignCenter)
		}
		for y := 6.0; y < h; y += 6 {
			cv.Text(physics.Vec{X: 0.3, Y: y}, fmt.Sprintf("%g\"", y), 10, colGridMajor, AlignLeft)
		}
	}
}

func drawSpawn(cv Canvas, p physics.Vec) {
	cv.FillCircle(p, 0.5, rgba(60, 10, 10, 200))
	cv.StrokeCircle(p, 0.5, 2, colSpawn)
	d := 0.3
	cv.StrokePolyline([]physics.Vec{{X: p.X - d, Y: p.Y - d}, {X: p.X + d, Y: p.Y + d}}, false, 2, colSpawn)
	cv.StrokePolyline([]physics.Vec{{X: p.X - d, Y: p.Y + d}, {X: p.X + d, Y: p.Y - d}}, false, 2, colSpawn)
}

func drawSearch(cv Canvas, sl maps.SearchLocation) {
	p := sl.At
	cv.FillPolygon(rectPts(p.X-0.4, p.Y-0.4, p.X+0.4, p.Y+0.4), rgba(90, 70, 10, 230))
	cv.StrokePolyline(rectPts(p.X-0.4, p.Y-0.4, p.X+0.4, p.Y+0.4), true, 2, colSearch)
	label := "∞"
	if sl.Searches != maps.Unlimited {
		label = fmt.Sprint(sl.Searches)
	}
	cv.Text(p, label, 11, colSearch, AlignCenter)
}

func drawObjective(cv Canvas, o maps.Objective) {
	p := o.At
	d := []physics.Vec{{X: p.X, Y: p.Y - 0.55}, {X: p.X + 0.55, Y: p.Y}, {X: p.X, Y: p.Y + 0.55}, {X: p.X - 0.55, Y: p.Y}}
	cv.FillPolygon(d, rgba(20, 50, 110, 220))
	cv.StrokePolyline(d, true, 2, colObjective)
	cv.Text(p, "!", 12, colObjective, AlignCenter)
}

func drawAccess(cv Canvas, p physics.Vec) {
	for i := 0; i < 4; i++ { // stair treads
		y := p.Y - 0.45 + float64(i)*0.3
		cv.StrokePolyline([]physics.Vec{{X: p.X - 0.5, Y: y}, {X: p.X + 0.5, Y: y}}, false, 2, colText)
	}
}

// DrawToken draws one model.
func DrawToken(cv Canvas, t *Token) {
	b := t.Body
	var buf [4]physics.Vec
	if t.Body.Base.IsTray() {
		pts := trayCorners(b, &buf)
		cv.FillPolygon(pts, rgba(60, 70, 50, 255))
		cv.StrokePolyline(pts, true, 1.5, colZombieRim)
		for i := 0; i < t.Models && i < 4; i++ { // models on the tray, two by two
			s, c := math.Sincos(b.Facing)
			ox, oy := float64(i%2)-0.5, float64(i/2)-0.5
			p := physics.Vec{X: b.Pos.X + ox*c - oy*s, Y: b.Pos.Y + ox*s + oy*c}
			cv.FillCircle(p, 0.44, colZombie)
			cv.StrokeCircle(p, 0.44, 1, colZombieRim)
		}
		cv.Text(b.Pos, fmt.Sprint(t.Models), 13, colText, AlignCenter)
	} else {
		r := b.Base.Radius
		fill, rim := colZombie, colZombieRim
		if t.Kind == "survivor" {
			fill, rim = survivorColours[t.ID], rgba(20, 20, 20, 255)
		}
		if t.Downed {
			fill = rgba(fill.R, fill.G, fill.B, 110)
		}
		cv.FillCircle(b.Pos, r, fill)
		cv.StrokeCircle(b.Pos, r, 1.5, rim)
		label := t.Label
		if label == "" {
			label = initials(t)
		}
		tc := colText
		if t.Kind == "survivor" && luminance(fill) > 150 {
			tc = rgba(20, 20, 20, 255)
		}
		cv.Text(b.Pos, label, 11, tc, AlignCenter)
	}
	if t.Selected {
		cv.StrokeCircle(b.Pos, b.Base.BoundingRadius()+0.15, 2, colSelected)
	}
	if t.Wounds > 0 && cv.PixelsPerInch() > 10 {
		cv.Text(physics.Vec{X: b.Pos.X, Y: b.Pos.Y + b.Base.BoundingRadius() + 0.35}, strings.Repeat("●", min(t.Wounds, 6)), 9, rgba(230, 60, 60, 255), AlignCenter)
	}
}

func initials(t *Token) string {
	if t.Kind != "survivor" {
		switch t.Kind {
		case "screamer":
			return "Sc"
		case "hunter":
			return "Hu"
		case "bloater":
			return "Bl"
		}
		return strings.ToUpper(t.Kind[:1])
	}
	parts := strings.Split(t.ID, "-")
	s := ""
	for _, p := range parts {
		s += strings.ToUpper(p[:1])
	}
	return s
}

func luminance(c color.RGBA) float64 {
	return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
}

func trayCorners(b physics.Body, buf *[4]physics.Vec) []physics.Vec {
	s, c := math.Sincos(b.Facing)
	u := physics.Vec{X: c, Y: s}.Scale(b.Base.Depth / 2)
	v := physics.Vec{X: -s, Y: c}.Scale(b.Base.Width / 2)
	buf[0], buf[1] = b.Pos.Sub(u).Sub(v), b.Pos.Add(u).Sub(v)
	buf[2], buf[3] = b.Pos.Add(u).Add(v), b.Pos.Sub(u).Add(v)
	return buf[:]
}

func rectPts(x0, y0, x1, y1 float64) []physics.Vec {
	return []physics.Vec{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}}
}

// centroid returns the area centroid of a simple polygon.
func centroid(pts []physics.Vec) physics.Vec {
	var a, cx, cy float64
	for i := range pts {
		p, q := pts[i], pts[(i+1)%len(pts)]
		cr := p.Cross(q)
		a += cr
		cx += (p.X + q.X) * cr
		cy += (p.Y + q.Y) * cr
	}
	if a == 0 {
		return pts[0]
	}
	return physics.Vec{X: cx / (3 * a), Y: cy / (3 * a)}
}
