package render

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// textsCanvas keeps the texts drawn on it and draws nothing else.
type textsCanvas struct{ texts []string }

func (c *textsCanvas) FillPolygon([]physics.Vec, color.RGBA)                   {}
func (c *textsCanvas) StrokePolyline([]physics.Vec, bool, float32, color.RGBA) {}
func (c *textsCanvas) FillCircle(physics.Vec, float64, color.RGBA)             {}
func (c *textsCanvas) StrokeCircle(physics.Vec, float64, float32, color.RGBA)  {}
func (c *textsCanvas) Text(_ physics.Vec, s string, _ float64, _ color.RGBA, _ Align) {
	c.texts = append(c.texts, s)
}
func (c *textsCanvas) PixelsPerInch() float64 { return 1 }

// TestTheLegendWrapsLongLines: a line too long for the legend's width goes on more lines,
// whole, never cut with an ellipsis.
func TestTheLegendWrapsLongLines(t *testing.T) {
	long := "Sergeant Alexandra Montgomery-Whitfield of the Fourth Quarantine Patrol"
	sc := &Scene{Scenario: &maps.Scenario{Width: 10, Height: 10},
		Tokens: []Token{{Kind: "survivor", ID: "a", Name: long, Body: physics.Body{Base: physics.Base25mm}}}}
	cv := &textsCanvas{}
	DrawLegend(cv, sc, Rect{Max: physics.Vec{X: 220, Y: 600}})
	all := strings.Join(cv.texts, " ")
	if strings.Contains(all, "…") || !strings.Contains(all, "Montgomery-Whitfield") || !strings.Contains(all, "Patrol") {
		t.Errorf("the legend wrote %q", cv.texts)
	}
}

// TestTheLegendExplainsTheGamesOwnMarks: the legend says what a down or spent token means
// in the game's own words, and leaves out a mark the game has no words for.
func TestTheLegendExplainsTheGamesOwnMarks(t *testing.T) {
	tokens := []Token{{Kind: "survivor", ID: "a", Name: "Ann", Body: physics.Body{Base: physics.Base25mm}},
		{Kind: "shambler", ID: "z1", Name: "Zombie 1", Body: physics.Body{Base: physics.Base25mm}},
		{Kind: "shambler", ID: "z2", Name: "Zombie 2", Body: physics.Body{Base: physics.Base25mm}}}
	legendOf := func(sc *Scene) string {
		cv := &textsCanvas{}
		DrawLegend(cv, sc, Rect{Max: physics.Vec{X: 400, Y: 2000}})
		return strings.Join(cv.texts, " | ")
	}
	sc := &Scene{Scenario: &maps.Scenario{Width: 10, Height: 10}, Tokens: tokens, Health: "hit point",
		States: game.TokenStates{SurvivorDown: "pinned by a zombie", ZombieDown: "asleep", Spent: "has acted this phase"}}
	all := legendOf(sc)
	for _, want := range []string{"pinned by a zombie", "asleep", "has acted this phase", "hit points left", "Zombie, 2 on the table"} {
		if !strings.Contains(all, want) {
			t.Errorf("the legend lacks %q: %s", want, all)
		}
	}
	sc.States = game.TokenStates{Spent: "has acted this turn"}
	all = legendOf(sc)
	if strings.Contains(all, "pinned") || strings.Contains(all, "asleep") || strings.Contains(all, "Downed") || !strings.Contains(all, "has acted this turn") {
		t.Errorf("a game with no down models: %s", all)
	}
}

// TestALegendTooTallForItsAreaDrawsItsRowsCloser: rows that would pass the area's foot are
// drawn closer together, so that none is left out when a squeeze makes them fit.
func TestALegendTooTallForItsAreaDrawsItsRowsCloser(t *testing.T) {
	var tokens []Token
	for i := range 12 {
		tokens = append(tokens, Token{Kind: "survivor", ID: fmt.Sprint("s", i), Name: fmt.Sprint("Survivor ", i+1), Body: physics.Body{Base: physics.Base25mm}})
	}
	sc := &Scene{Scenario: &maps.Scenario{Width: 10, Height: 10}, Tokens: tokens,
		States: game.TokenStates{SurvivorDown: "down", Spent: "has acted"}}
	all := &textsCanvas{}
	height := DrawLegend(all, sc, Rect{Max: physics.Vec{X: 400, Y: 5000}})
	short := &textsCanvas{}
	used := DrawLegend(short, sc, Rect{Max: physics.Vec{X: 400, Y: height * 0.85}})
	if len(short.texts) != len(all.texts) || used > height*0.85 {
		t.Fatalf("in %.0f of the %.0f pixels it needs, the legend drew %d of its %d texts in %.0f", height*0.85, height, len(short.texts), len(all.texts), used)
	}
}

// TestTheLegendHeadsOnlyWhatItLists: a game with nothing on the table but its models has no
// "Markers" heading over nothing, and a start zone the view leaves out of play is not in the
// key either.
func TestTheLegendHeadsOnlyWhatItLists(t *testing.T) {
	zone := maps.StartZone{ID: "west", Side: "band-1", Polygon: []physics.Vec{{X: 0, Y: 0}, {X: 2, Y: 0}, {X: 2, Y: 2}}}
	legendOf := func(sc *Scene) string {
		cv := &textsCanvas{}
		DrawLegend(cv, sc, Rect{Max: physics.Vec{X: 400, Y: 2000}})
		return strings.Join(cv.texts, " | ")
	}
	sc := &Scene{Scenario: &maps.Scenario{Width: 10, Height: 10, StartZones: []maps.StartZone{zone}}, Markers: []Marker{}, StartZones: []string{}}
	if all := legendOf(sc); strings.Contains(all, "Markers") || strings.Contains(all, "starting zone") {
		t.Errorf("nothing to list, yet: %s", all)
	}
	sc.StartZones = []string{"west"}
	if all := legendOf(sc); !strings.Contains(all, "Markers") || !strings.Contains(all, "starting zone") {
		t.Errorf("the zone in play is not in the key: %s", all)
	}
}
