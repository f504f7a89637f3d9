package render

import (
	"image/color"
	"math"

	"github.com/borrowed-time/tabletop/physics"
)

// Bands in a game of several (Team 1, 2, …) wear a colour each: a ring round the base, bright
// enough to read on grass, asphalt and a roof alike, and unlike any zombie's skin.
var teamColours = []color.RGBA{
	rgba(214, 58, 48, 255),  // 1: red
	rgba(52, 110, 226, 255), // 2: blue
	rgba(40, 200, 220, 255), // 3: cyan (not yellow: the gold of what may be picked)
	rgba(150, 80, 200, 255), // 4: purple
}

// TeamColour returns the colour of a team (1, 2, …); team 0 or an unknown team is grey.
func TeamColour(team int) color.RGBA {
	if team < 1 || team > len(teamColours) {
		return rgba(170, 170, 170, 255)
	}
	return teamColours[team-1]
}

// drawTeamRing rings a base in its team's colour, outside a thin dark edge so that it shows
// even against a token of the same colour.
func drawTeamRing(cv Canvas, p physics.Vec, r float64, team int) {
	px := 1 / cv.PixelsPerInch()
	cv.StrokeCircle(p, r+1.5*px, 1.5, colBaseEdge)
	cv.StrokeCircle(p, r+3.5*px, 3, TeamColour(team))
}

// drawSpent fades a model that has acted this round, and marks it with a small dark pip at
// its shoulder.
func drawSpent(cv Canvas, p physics.Vec, r float64) {
	px := 1 / cv.PixelsPerInch()
	cv.FillCircle(p, r, rgba(20, 20, 22, 120))
	c := physics.Vec{X: p.X + r*0.72, Y: p.Y - r*0.72}
	s := math.Max(r*0.3, 3.5*px)
	cv.FillCircle(c, s, rgba(40, 40, 44, 255))
	cv.StrokeCircle(c, s, 1, rgba(200, 200, 200, 255))
}
