package main

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
)

// confirmed asks before something that cannot be taken back without Undo: the first call
// puts the question on the message line and returns false; a second call for the same thing,
// with nothing else done in between, returns true.
func (p *play) confirmed(what, question string) bool {
	if p.confirming == what {
		p.confirming = ""
		return true
	}
	p.confirming = what
	p.hint(question)
	return false
}

// waitingSurvivors names the survivors who can still act this round.
func waitingSurvivors(st *game.State) []string {
	var out []string
	for i := range st.Models {
		m := &st.Models[i]
		if m.IsSurvivor() && m.OnTable() && !m.Downed && !m.Activated {
			out = append(out, game.ModelName(m))
		}
	}
	return out
}

// endPhaseButton ends the survivors' phase, asking first while a survivor has not acted.
func (p *play) endPhaseButton(st *game.State) button {
	label := "End phase (Enter)"
	if p.confirming == "end-phase" {
		label = "Yes, end phase (Enter)"
	}
	return button{label: label, key: keyed(ebiten.KeyEnter), enabled: true,
		help: "Hand over to the Director. Survivors who have not acted lose their turn this round.",
		do: func() {
			if w := waitingSurvivors(st); len(w) > 0 && !p.confirmed("end-phase", joinNames(w)+" "+hasHave(len(w))+" not acted yet. Press Enter again to end the phase anyway.") {
				return
			}
			p.apply(game.Command{Type: game.CmdEndSurvivorPhase})
		}}
}

// doneSpendingButton ends the Director's spending, asking first while Heat could still buy
// an action.
func (p *play) doneSpendingButton(st *game.State) button {
	label := "Done spending (Enter)"
	if p.confirming == "end-spending" {
		label = "Yes, done (Enter)"
	}
	return button{label: label, key: keyed(ebiten.KeyEnter), enabled: true,
		help: "Stop spending Heat; the zombies then act one by one.",
		do: func() {
			cheapest, _ := game.DirectorActionCost("sudden-lunge")
			if st.Heat >= cheapest && !p.confirmed("end-spending", "The Director still has Heat to spend. Press Enter again to stop spending.") {
				return
			}
			p.director.pending = ""
			p.apply(game.Command{Type: game.CmdEndSpending})
		}}
}

func hasHave(n int) string {
	if n == 1 {
		return "has"
	}
	return "have"
}

// joinNames writes "A", "A and B", "A, B and C".
func joinNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
