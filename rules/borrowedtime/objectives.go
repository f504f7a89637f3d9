package borrowedtime

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/physics"
)

// ObjectiveLine is one line of the objectives panel: a step or a count, and whether it is
// done.
type ObjectiveLine struct {
	Text string
	Done bool
}

// Objectives says how the game stands against its goals, read from the scenario's progress
// in the state: the survivors' steps (Last Stop Gas: the supplies and the escape; The Rooftop
// Signal: the breach, the roof, the signal, the rounds held), then what the Director needs
// (the Threat track and the dead). Once the game is over the first line says who won.
func (g *Game) Objectives() []ObjectiveLine { return g.objectives(g.ReadState()) }

func (r *Rules) objectives(st *State) []ObjectiveLine {
	var out []ObjectiveLine
	if st.Phase == PhaseOver {
		who := map[string]string{"director": "The Director wins", "survivors": "The survivors win"}[st.Winner]
		out = append(out, ObjectiveLine{Text: who + ": " + st.WinReason, Done: true})
	}
	switch r.scenario.Objective {
	case "escape-plan":
		out = append(out, r.escapeLines(st)...)
	case "signal-for-rescue":
		out = append(out, r.rescueLines(st)...)
	}
	return append(out, r.directorLines(st)...)
}

// escapeLines: Last Stop Gas's Escape Plan (Scenario 1).
func (r *Rules) escapeLines(st *State) []ObjectiveLine {
	out := []ObjectiveLine{{
		Text: fmt.Sprintf("Supplies loaded into the ambulance: %d of %d", len(st.Delivered), len(supplies)),
		Done: len(st.Delivered) >= len(supplies),
	}}
	for _, item := range supplies {
		out = append(out, ObjectiveLine{Text: NameOf(item) + ": " + r.whereIs(st, item), Done: indexOf(st.Delivered, item) >= 0})
	}
	living, near := 0, 0
	amb := r.outline("ambulance")
	for i := range st.Models {
		m := &st.Models[i]
		if !m.IsSurvivor() || !m.OnTable() {
			continue
		}
		living++
		if b, ok := r.bodyOf(st, m.ID); ok && amb != nil && r.table.DistanceToOutline(b, amb) <= escapeReach {
			near++
		}
	}
	out = append(out, ObjectiveLine{
		Text: fmt.Sprintf("Survivors within %g\" of the ambulance: %d of %d", escapeReach, near, living),
		Done: st.Winner == "survivors",
	})
	return out
}

// whereIs says where a supply card is: loaded, carried, lying on the table, or not found.
func (r *Rules) whereIs(st *State, item string) string {
	if indexOf(st.Delivered, item) >= 0 {
		return "in the ambulance"
	}
	var carriers []string
	for i := range st.Models {
		if m := &st.Models[i]; m.IsSurvivor() && m.OnTable() && indexOf(m.Items, item) >= 0 {
			carriers = append(carriers, name(m))
		}
	}
	switch {
	case len(carriers) > 0:
		return "carried by " + strings.Join(carriers, " and ")
	case onGround(st, item):
		return "lying on the ground"
	}
	return "not found yet"
}

func onGround(st *State, item string) bool {
	for _, it := range st.Ground {
		if it.Item == item {
			return true
		}
	}
	return false
}

// rescueLines: The Rooftop Signal's Signal for Rescue (Scenario 2).
func (r *Rules) rescueLines(st *State) []ObjectiveLine {
	living, up := 0, 0
	for i := range st.Models {
		if m := &st.Models[i]; m.IsSurvivor() && m.OnTable() {
			living++
			if m.Level > 0 {
				up++
			}
		}
	}
	held := 0
	if st.SignalRound > 0 {
		held = min(max(st.Round-st.SignalRound-1, 0), roundsToHold)
		if st.Winner == "survivors" {
			held = roundsToHold
		}
	}
	return []ObjectiveLine{
		{Text: fmt.Sprintf("Breach the Med-Tower's main entrance (%d AP)", breachAP), Done: st.Breached},
		{Text: fmt.Sprintf("Survivors on the roof: %d of %d", up, living), Done: st.SignalRound > 0 || (living > 0 && up == living)},
		{Text: fmt.Sprintf("Fire the signal on the roof (1 AP, +%d Heat)", signalHeat), Done: st.SignalRound > 0},
		{Text: fmt.Sprintf("Full rounds held on the roof after the signal: %d of %d", held, roundsToHold), Done: st.Winner == "survivors"},
	}
}

// directorLines: the Threat track and the dead, as checkElimination and addThreat judge them.
func (r *Rules) directorLines(st *State) []ObjectiveLine {
	top := r.scenario.ThreatMax
	out := []ObjectiveLine{{Text: fmt.Sprintf("Threat %d of %d: the Director wins at %d", st.Threat, top, top), Done: st.Threat >= top}}
	n := len(r.scenario.Survivors)
	need := n/2 + 1 // more than half (section XII)
	if r.scenario.Objective == "signal-for-rescue" {
		need = n // total elimination (Scenario 2)
	}
	out = append(out, ObjectiveLine{
		Text: fmt.Sprintf("Survivors dead: %d of %d: the Director wins at %d", st.Eliminated, n, need),
		Done: st.Eliminated >= need,
	})
	return out
}

// outline returns a terrain piece's polygon by id, or nil.
func (r *Rules) outline(id string) []physics.Vec {
	for _, t := range r.scenario.Terrain {
		if t.ID == id {
			return t.Polygon
		}
	}
	return nil
}
