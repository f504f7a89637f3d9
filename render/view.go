package render

import "github.com/borrowed-time/tabletop/engine"

// ViewToken is a model of a game's view as render draws it: its team's ring, a down model's
// look (a survivor's cross, a zombie's stars), a faded look once it has acted, and its name
// for the legend.
func ViewToken(t engine.Token) Token {
	r := Token{Kind: t.Kind, ID: t.ID, Name: t.Name, Label: t.Label, Body: t.Body, Level: t.Body.Level,
		Team: t.Team, Spent: t.Spent}
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

// ViewMarkers are a view's markers as render draws them (nil when the view lists none, so
// that the scenario's own are drawn).
func ViewMarkers(ms []engine.Marker) []Marker {
	var out []Marker
	for _, m := range ms {
		out = append(out, Marker{Kind: m.Kind, Name: m.Name, At: m.At, Used: m.Used, Count: m.Count})
	}
	return out
}
