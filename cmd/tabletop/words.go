package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// nameOf is the player-facing name of a content id: "Molotov Cocktail", "Shambler 3".
func nameOf(id string) string { return game.NameOf(id) }

// summaryOf is what a piece of content does in play, in a sentence or two, or "".
func summaryOf(id string) string {
	d, _ := game.Describe(id)
	return d.Summary
}

// markerText says what a kind of marker on the table is for (until game.MarkerMeaning lands).
func markerText(kind string) string {
	switch kind {
	case "spawn-point":
		return "Where the Director may bring new zombies onto the table."
	case "search-location":
		return "Touch it and Search (S, 1 AP): a Wits roll may find a salvage card."
	case "objective":
		return "An objective: touch it and use Objective (I). The Briefing (B) says what it does."
	}
	return ""
}

// briefing is what the briefing sheet shows.
type briefing struct {
	story, survivorsWin, directorWins string
	rules, tips                       []string
}

// briefingOf is a scenario's briefing; a scenario file without one shows its description.
func briefingOf(s *maps.Scenario) briefing {
	b := s.Briefing
	if b.Empty() {
		return briefing{story: s.Description, survivorsWin: "Complete the scenario's objective before the Threat track runs out.", directorWins: "The survivors fail, or too many of them die."}
	}
	out := briefing{story: b.Story, survivorsWin: b.SurvivorsWin, directorWins: b.DirectorWins, tips: b.Tips}
	for _, r := range b.SpecialRules {
		out.rules = append(out.rules, r.Name+": "+r.Text)
	}
	return out
}

// objectiveLine is one line of the objective tracker.
type objectiveLine struct {
	Text string
	Done bool
}

// objectiveLines is the objective tracker (until game.Objectives lands).
func objectiveLines(g *game.Game) []objectiveLine { return nil }

// drawLegend draws what the table's marks mean (until render's legend lands).
func (p *play) drawLegend(dst *ebiten.Image, x, y, w float64) {
	for i, k := range []string{"spawn-point", "search-location", "objective"} {
		ebitenrender.DrawText(dst, p.font, nameOf(k)+": "+markerText(k), x, y+float64(i)*18, 12, colDim, render.AlignLeft)
	}
}
