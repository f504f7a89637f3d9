package main

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// nameOf is the player-facing name of a content id (until game.NameOf lands).
func nameOf(id string) string {
	words := strings.Fields(strings.ReplaceAll(id, "-", " "))
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// summaryOf is the rules summary of a content id, or "" (until game.Describe lands).
func summaryOf(id string) string { return "" }

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

// briefingOf is a scenario's briefing (until the scenario format carries one).
func briefingOf(s *maps.Scenario) briefing {
	return briefing{story: s.Description, survivorsWin: "Complete the scenario's objective.", directorWins: "The survivors fail."}
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
