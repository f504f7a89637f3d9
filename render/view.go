package render

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// ViewToken is a model of a game's view as render draws it: its team's ring, a down model's
// look (a survivor's cross, a zombie's stars), a faded look once it has acted, and its name
// for the legend.
func ViewToken(t game.Token) Token {
	r := Token{Kind: t.Kind, ID: t.ID, Name: t.Name, Label: t.Label, Body: t.Body, Level: t.Body.Level,
		Team: t.Team, Spent: t.Spent, Models: t.Models, Fallen: t.Fallen, Fresh: t.Fresh}
	if t.Kind == "survivor" {
		r.Downed = t.Down
	} else {
		r.Stunned = t.Down
	}
	if t.MaxWounds > 1 { // one wound needs no pips
		r.Wounds, r.MaxWounds = t.Wounds, t.MaxWounds
	}
	return r
}

// ViewScene is a game's view drawn on the scenario's table: its models, markers and board,
// and its words for the legend.
func ViewScene(v game.View, s *maps.Scenario, tb *physics.Table) *Scene {
	return &Scene{Scenario: s, Table: tb, Tokens: ViewTokens(v, s), Markers: ViewMarkers(v.Markers),
		Squares: v.Squares, Hexes: v.Hexes, States: v.States, Health: v.Health, StartZones: v.StartZones}
}

// ViewTokens are a view's models as render draws them on the scenario's table: the marks
// where models fell first (under everything), and the models on the ground floor of a
// building with a roof marked as under it.
func ViewTokens(v game.View, s *maps.Scenario) []Token {
	out := make([]Token, 0, len(v.Tokens))
	for _, fallen := range []bool{true, false} {
		for _, t := range v.Tokens {
			if t.Fallen != fallen {
				continue
			}
			r := ViewToken(t)
			r.UnderRoof = !t.Fallen && t.Body.Level == 0 && s != nil && underRoof(s, t.Body.Pos)
			out = append(out, r)
		}
	}
	return out
}

// ViewMarkers are a view's markers as render draws them (nil when the view lists none, so
// that the scenario's own are drawn).
func ViewMarkers(ms []game.Marker) []Marker {
	var out []Marker
	for _, m := range ms {
		out = append(out, Marker{Kind: m.Kind, Name: m.Name, At: m.At, Used: m.Used, Count: m.Count, Radius: m.Radius})
	}
	return out
}
