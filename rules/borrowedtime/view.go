package borrowedtime

import (
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// View is what a seat sees: the models, the tracks, the objectives, and the state with the
// generator, the deck's order and (for the Director, until the end) the agendas left out.
func (r *Rules) View(st *State, seat game.SeatID) game.View {
	v := game.View{Seat: seat, Status: status(st), Tokens: r.tokens(st), States: tokenStates}
	v.Tracks = []game.Track{{Name: "Round", Value: st.Round, Help: "The round the game is in."},
		{Name: "Heat", Value: st.Heat, Max: r.scenario.HeatMax, Help: "The noise the survivors make: shots, loud weapons and alarms add Heat. In the Director's phase the Director spends it all on zombies and tricks, and when it is high, a roll may push the Threat up as well."},
		{Name: "Threat", Value: st.Threat, Max: r.scenario.ThreatMax, Help: "The clock of the game: it rises at the end of every round, and with high Heat. When it reaches its last space, the survivors have run out of time and the Director wins."}}
	for _, l := range r.objectives(st) {
		v.Lines, v.Met = append(v.Lines, l.Text), append(v.Met, l.Done)
	}
	v.Cards = r.cards(st, seat)
	v.Markers = r.markers(st)
	red := st.Clone()
	red.RNG = 0
	red.Deck = make([]string, len(red.Deck))
	if seat != Survivors && seat != game.Host && st.Phase != PhaseOver {
		red.Agendas = nil
	}
	v.State, _ = json.Marshal(red)
	return v
}

func status(st *State) string {
	switch st.Phase {
	case PhaseOver:
		return fmt.Sprintf("Round %d · the game is over", st.Round)
	case PhaseDirector:
		return fmt.Sprintf("Round %d · the Director's phase", st.Round)
	}
	if st.Active != "" {
		return fmt.Sprintf("Round %d · %s is acting", st.Round, NameOf(st.Active))
	}
	return fmt.Sprintf("Round %d · the survivors' phase", st.Round)
}

// Tokens are the models of a game as a view shows them: first the marks where zombies fell
// (a Shambler's this round may still be brought back by Reanimate), then the models on the
// table — survivors with their wounds, zombies by type with theirs when they take more than
// one, hordes with their models, whether each is out of the fight, and its base as the
// table has it.
func Tokens(g *Game) []game.Token { return g.tokens(g.ReadState()) }

func (r *Rules) tokens(st *State) []game.Token {
	out := make([]game.Token, 0, len(st.Models))
	for _, m := range st.Models {
		if m.Removed && !m.IsSurvivor() && m.Kind != "horde" && m.RemovedRound > 0 {
			out = append(out, game.Token{ID: m.ID, Name: NameOf(m.ID), Kind: m.Kind, Fallen: true, Fresh: m.RemovedRound == st.Round,
				Body: physics.Body{Pos: m.Pos, Base: zombieProfiles[m.Kind].Base}})
		}
	}
	for i := range st.Models {
		m := &st.Models[i]
		if !m.OnTable() {
			continue
		}
		tk := game.Token{ID: m.ID, Name: NameOf(m.ID), Kind: m.Kind, Wounds: max(m.Wounds, 0), Down: m.Downed || m.Stunned, Models: m.Models}
		if id, ok := r.bodyOf(st, m.ID); ok {
			tk.Body, _ = r.table.Body(id)
		} else {
			tk.Body = physics.Body{Base: baseOf(m), Pos: m.Pos, Facing: m.Facing, Level: m.Level}
		}
		switch {
		case m.IsSurvivor():
			tk.Side, tk.Spent = Survivors, m.Activated && st.Active != m.ID // acting now is not spent
			if p, ok := survivorProfiles[m.ID]; ok {
				tk.MaxWounds = p.Wounds
			}
		case m.Kind == "horde":
			tk.Wounds = 0
		default:
			tk.MaxWounds = zombieProfiles[m.Kind].Wounds
		}
		out = append(out, tk)
	}
	return out
}

// tokenStates is what a Borrowed Time token's marks mean, for the table's key.
var tokenStates = game.TokenStates{
	SurvivorDown: "Downed at 0 wounds: bleeds out unless revived",
	ZombieDown:   "knocked down: it loses its next action",
	Spent:        "has acted this round",
}
