package render

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Token is a model to draw: a survivor (Kind "survivor", ID its survivor id) or a zombie
// (Kind the zombie type), or the mark where a zombie fell (Fallen).
type Token struct {
	Kind  string
	ID    string
	Label string // replaces the survivor's monogram when set
	Name  string // the model's name for the legend, when the game gives one
	Body  physics.Body
	// Models is, for a Horde, the models left on the tray.
	Models int
	// Wounds is the wounds left and MaxWounds the most the model has: pips round the base
	// (filled for those left, hollow for those lost) when MaxWounds > 1 or Wounds > 0.
	Wounds, MaxWounds int
	Downed            bool // a survivor knocked out of the fight
	Stunned           bool // a zombie knocked down: it loses its next activation
	Level             int  // 1: on a roof
	// UnderRoof marks a model on the ground floor of a building whose roof is drawn over it.
	UnderRoof bool
	Selected  bool
	// Fallen marks where a zombie was removed; Fresh that it fell this round, so a Shambler
	// there may still be brought back by Reanimate.
	Fallen, Fresh bool
	// Team is the band a model belongs to in a game of several bands (0: none, as in Borrowed
	// Time): a ring in the team's colour round the base, and a survivor without a look of its
	// own is filled with it.
	Team int
	// Spent marks a model that has acted this round: it is drawn faded.
	Spent bool
}

// StateTokens returns what to draw of the models in a game's state: first the marks where
// zombies fell (under everything), then the models on the table — survivors with their
// wounds, zombies by type with theirs when they take more than one, hordes with their
// models, whether each is Downed or knocked down, and its level.
func StateTokens(g *game.Game) []Token {
	st := g.State()
	out := make([]Token, 0, len(st.Models))
	for _, m := range st.Models {
		if m.Removed && !m.IsSurvivor() && m.Kind != "horde" && m.RemovedRound > 0 {
			fresh := m.RemovedRound == st.Round
			base := physics.Base25mm
			if z, ok := zombieSizes[m.Kind]; ok {
				base = z.base
			}
			out = append(out, Token{Kind: m.Kind, ID: m.ID, Fallen: true, Fresh: fresh,
				Body: physics.Body{Pos: m.Pos, Base: base}})
		}
	}
	for _, m := range st.Models {
		if !m.OnTable() {
			continue
		}
		id, _ := g.Body(m.ID)
		body, _ := g.Table().Body(id)
		t := Token{Kind: m.Kind, ID: m.ID, Body: body, Models: m.Models, Downed: m.Downed,
			Stunned: m.Stunned, Level: m.Level, UnderRoof: m.Level == 0 && underRoof(g.Scenario(), m.Pos)}
		switch {
		case m.IsSurvivor():
			t.Wounds = max(m.Wounds, 0)
			if p, ok := game.SurvivorProfileOf(m.ID); ok {
				t.MaxWounds = p.Wounds
			}
		case m.Kind != "horde":
			if z, ok := zombieSizes[m.Kind]; ok && z.wounds > 1 {
				t.Wounds, t.MaxWounds = max(m.Wounds, 0), z.wounds
			}
		}
		out = append(out, t)
	}
	return out
}

// zombieSizes are the zombie types' bases and wounds (section X's profiles, as package game
// holds them), for the marks of fallen zombies and the wound pips of the tougher ones: game
// exports no zombie profile to read them from.
var zombieSizes = map[string]struct {
	base   physics.Base
	wounds int
}{
	"shambler": {physics.Base25mm, 1},
	"screamer": {physics.Base25mm, 1},
	"brute":    {physics.Base40mm, 3},
	"hunter":   {physics.Base32mm, 2},
	"bloater":  {physics.Base40mm, 3},
}

// underRoof reports whether a point lies inside a building with a roof models stand on.
func underRoof(s *maps.Scenario, p physics.Vec) bool {
	for _, t := range s.Terrain {
		if t.IsBuilding() && t.Roof && inside(t.Polygon, p) {
			return true
		}
	}
	return false
}
