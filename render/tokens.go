package render

import (
	"github.com/borrowed-time/tabletop/game"
)

// StateTokens returns the models on the table in a game's state, as tokens: survivors with
// their wounds left, zombies by type, hordes with their models, models on a roof marked "^".
func StateTokens(g *game.Game) []Token {
	st := g.State()
	out := make([]Token, 0, len(st.Models))
	for _, m := range st.Models {
		if !m.OnTable() {
			continue
		}
		id, _ := g.Body(m.ID)
		body, _ := g.Table().Body(id)
		t := Token{Kind: m.Kind, ID: m.ID, Body: body, Models: m.Models, Downed: m.Downed}
		if m.IsSurvivor() {
			t.Kind = "survivor"
			t.Wounds = max(m.Wounds, 0)
		}
		if m.Level > 0 {
			t.Label = "^"
		}
		out = append(out, t)
	}
	return out
}
