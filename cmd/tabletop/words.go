package main

import (
	"github.com/borrowed-time/tabletop/maps"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

// nameOf is the player-facing name of a content id: "Molotov Cocktail", "Shambler 3".
func nameOf(id string) string { return bt.NameOf(id) }

// summaryOf is what a piece of content does in play, in a sentence or two, or "".
func summaryOf(id string) string {
	d, _ := bt.Describe(id)
	return d.Summary
}

// markerText says what a kind of marker on the table is for (bt.MarkerMeaning).
func markerText(kind string) string { return bt.MarkerMeaning(kind).Summary }

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

// objectiveLines is the objective tracker: what the scenario asks, and how far it has got.
func objectiveLines(g *bt.Game) []bt.ObjectiveLine { return g.Objectives() }
