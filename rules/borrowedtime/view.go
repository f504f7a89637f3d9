package borrowedtime

import (
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// View is what a seat sees: the models, the tracks, the objectives, and the state with the
// generator, the deck's order and (for the Director, until the end) the agendas left out.
func (s *session) View(seat engine.SeatID) engine.View {
	st := s.g.ReadState()
	v := engine.View{Seat: seat, Status: status(st)}
	for _, m := range st.Models {
		if !m.OnTable() {
			continue
		}
		tk := engine.Token{ID: m.ID, Name: game.NameOf(m.ID), Kind: m.Kind, Wounds: max(m.Wounds, 0), Down: m.Downed || m.Stunned}
		if id, ok := s.g.Body(m.ID); ok {
			tk.Body, _ = s.g.Table().Body(id)
		} else {
			tk.Body = physics.Body{Base: physics.Base25mm, Pos: m.Pos, Level: m.Level}
		}
		if m.IsSurvivor() {
			tk.Side, tk.Team, tk.Spent = Survivors, 1, m.Activated
			if p, ok := game.SurvivorProfileOf(m.ID); ok {
				tk.MaxWounds = p.Wounds
			}
		}
		v.Tokens = append(v.Tokens, tk)
	}
	v.Tracks = []engine.Track{{Name: "Round", Value: st.Round}, {Name: "Heat", Value: st.Heat, Max: s.g.Scenario().HeatMax},
		{Name: "Threat", Value: st.Threat, Max: s.g.Scenario().ThreatMax}}
	for _, l := range s.g.Objectives() {
		v.Lines = append(v.Lines, l.Text)
	}
	red := st.Clone()
	red.RNG = 0
	red.Deck = make([]string, len(red.Deck))
	if seat != Survivors && seat != engine.Host && st.Phase != game.PhaseOver {
		red.Agendas = nil
	}
	v.State, _ = json.Marshal(red)
	return v
}

func status(st *game.State) string {
	switch st.Phase {
	case game.PhaseOver:
		return fmt.Sprintf("Round %d · the game is over", st.Round)
	case game.PhaseDirector:
		return fmt.Sprintf("Round %d · the Director's phase", st.Round)
	}
	if st.Active != "" {
		return fmt.Sprintf("Round %d · %s is acting", st.Round, game.NameOf(st.Active))
	}
	return fmt.Sprintf("Round %d · the survivors' phase", st.Round)
}
