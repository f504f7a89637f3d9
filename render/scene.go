package render

import (
	"fmt"
	"math"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Scene is what the table shows: a scenario, its geometry and the models on it.
type Scene struct {
	Scenario *maps.Scenario
	Table    *physics.Table
	Tokens   []Token
	Grid     bool
	// SearchesLeft, when given, is each search location's searches left (-1: unlimited), in
	// scenario order; otherwise the scenario's own counts are shown.
	SearchesLeft []int
	// Markers, when not nil, are what lies on the table as a game's view lists it (its search
	// objectives, entry points, supplies); they are drawn instead of the scenario's own
	// search locations, objectives and spawn points.
	Markers []Marker
	// Squares, when not nil, is the board of squares the game is played on, as a game's
	// view describes it: drawn over the table's ground, under the markers.
	Squares *game.Squares
	// Hexes, when not nil, is the board of hexes the game is played on, drawn like Squares.
	Hexes *game.Hexes
	// States says what the marks a token may carry mean, for the legend (a view's States):
	// a mark with no words is left out of it.
	States game.TokenStates
	// Health names what a token's pips count, in the singular (a view's Health; "" is
	// "wound").
	Health string
	// StartZones, when not nil, are the ids of the scenario's start zones to draw (a view's
	// zones in play); nil draws them all (a layout).
	StartZones []string
}

// zones are the scenario's start zones the scene draws.
func (sc *Scene) zones() []maps.StartZone {
	if sc.StartZones == nil {
		return sc.Scenario.StartZones
	}
	var out []maps.StartZone
	for _, z := range sc.Scenario.StartZones {
		if slices.Contains(sc.StartZones, z.ID) {
			out = append(out, z)
		}
	}
	return out
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
// window can draw once and keep until the view or the terrain changes. All the texture is
// drawn here, so a window pays for it only when it redraws this layer.
func DrawStatic(cv Canvas, sc *Scene) {
	s := sc.Scenario
	drawOpenGround(cv, s.Width, s.Height)
	// Ground first (roads, rubble), then start zones and the grid, then standing terrain.
	for _, t := range s.Terrain {
		if !t.IsBuilding() && !standing(t.Kind) {
			drawGround(cv, t)
		}
	}
	for _, z := range sc.zones() {
		cv.FillPolygon(z.Polygon, colStartZone)
		drawDashed(cv, z.Polygon, 0.8, 0.4, 1.5, colStartEdge)
	}
	drawSquares(cv, sc.Squares)
	drawHexes(cv, sc.Hexes)
	if sc.Grid && sc.Squares == nil && sc.Hexes == nil {
		drawGrid(cv, s.Width, s.Height)
	}
	for _, t := range s.Terrain {
		if t.IsBuilding() {
			drawBuildingShadow(cv, t)
		}
	}
	for _, t := range s.Terrain {
		if t.IsBuilding() {
			drawBuildingFloor(cv, t)
		}
	}
	drawWalls(cv, sc)
	for _, t := range s.Terrain {
		if !t.IsBuilding() && standing(t.Kind) {
			drawStanding(cv, t)
		}
		for _, a := range t.Access {
			drawAccess(cv, a.At, markerRadius)
		}
	}
	for _, t := range s.Terrain {
		if t.IsBuilding() {
			drawBuildingName(cv, t)
		}
	}
	if sc.Markers != nil {
		for _, m := range sc.Markers {
			DrawMarker(cv, m, markerRadius)
		}
		return
	}
	for i, sl := range s.SearchLocations {
		if i < len(sc.SearchesLeft) {
			sl.Searches = sc.SearchesLeft[i]
		}
		drawSearch(cv, sl.At, sl.Searches, markerRadius)
	}
	for _, o := range s.Objectives {
		drawObjective(cv, o.At, markerRadius)
	}
	for _, sp := range s.SpawnPoints {
		drawSpawn(cv, sp.At, sp.Kind, markerRadius)
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
