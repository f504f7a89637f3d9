package borrowedtime

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

// cards are the panel's card per model on the table: a survivor's stats, where they stand in
// the round, weapons with their shots, reloads, kit and Salvage cards, skill, and (for the
// survivors' seat, or once the game is over) their secret agenda; a zombie's stats and how it
// acts.
func (r *Rules) cards(st *State, seat game.SeatID) []game.Card {
	var out []game.Card
	for i := range st.Models {
		m := &st.Models[i]
		if !m.OnTable() {
			continue
		}
		if m.IsSurvivor() {
			out = append(out, survivorCard(st, m, seat))
			continue
		}
		if z, ok := zombieProfiles[m.Kind]; ok {
			lines := []string{zombieSummary(z)}
			if m.Kind != "horde" {
				lines = append([]string{fmt.Sprintf("Wounds left: %d of %d.", max(m.Wounds, 0), z.Wounds)}, lines...)
			} else {
				lines = append([]string{Plural(m.Models, "model", "models") + " left on the tray."}, lines...)
			}
			out = append(out, game.Card{Model: m.ID, Title: NameOf(m.ID), Lines: lines})
		}
	}
	return out
}

// survivorCard is one survivor's card.
func survivorCard(st *State, m *Model, seat game.SeatID) game.Card {
	p := survivorProfiles[m.ID]
	c := game.Card{Model: m.ID, Title: ModelName(m)}
	c.Lines = append(c.Lines,
		fmt.Sprintf("Move %g\" · Fight %d · Shoot %d · Wits %d · Guts %d", p.Move, p.Fight, p.Shoot, p.Wits, p.Guts),
		fmt.Sprintf("Wounds left: %d of %d · %s", max(m.Wounds, 0), p.Wounds, roundStanding(st, m)))
	var ws []string
	for _, w := range m.Weapons {
		info := weapons[w.ID]
		s := info.Name
		if info.Ranged {
			s += fmt.Sprintf(" (%s left)", Plural(w.Shots, "shot", "shots"))
		}
		ws = append(ws, s)
	}
	ws = append(ws, "bare hands")
	c.Lines = append(c.Lines, "Weapons: "+strings.Join(ws, ", ")+".")
	gear := Plural(m.Reloads, "Reload", "Reloads")
	for _, k := range m.Kit {
		gear += ", " + NameOf(k)
	}
	c.Lines = append(c.Lines, "Carries "+gear+".")
	for _, it := range m.Items { // each card with what it does: a name alone says nothing
		line := "Salvage card: " + NameOf(it)
		if s := summaryOf(it); s != "" {
			line += ". " + s
		}
		c.Lines = append(c.Lines, line)
	}
	if sk := survivorSkills[m.ID]; sk != "" {
		c.Lines = append(c.Lines, "Skill: "+describeEndSentence(skillDescriptions[sk].Name)+" "+summaryOf(sk))
	}
	if id, ok := st.Agendas[m.ID]; ok && (seat == Survivors || seat == game.Host || st.Phase == PhaseOver) {
		a := agendaByID(id)
		c.Lines = append(c.Lines, a.Name+". "+agendaSummary(a))
	}
	return c
}

// roundStanding says where a survivor stands in the round, in words.
func roundStanding(st *State, m *Model) string {
	switch {
	case m.Downed:
		return "Downed"
	case st.Active == m.ID:
		return fmt.Sprintf("acting now, %s left", Plural(m.AP, "AP", "AP"))
	case m.Activated:
		return "done this round"
	}
	return "yet to act this round"
}
