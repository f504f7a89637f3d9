package main

import (
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
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
func waitingSurvivors(st *bt.State) []string {
	var out []string
	for i := range st.Models {
		m := &st.Models[i]
		if m.IsSurvivor() && m.OnTable() && !m.Downed && !m.Activated {
			out = append(out, bt.ModelName(m))
		}
	}
	return out
}

// askingButton is an Enter button that asks first while ask says there is a reason to
// (the question), and acts once the players confirm or nothing needs asking.
func (p *play) askingButton(what, label, help string, ask func() string, act func()) button {
	if p.confirming == what {
		label = "Yes, " + strings.ToLower(label[:1]) + label[1:]
	}
	return button{label: label, key: keyed(ebiten.KeyEnter), enabled: true, help: help, do: func() {
		if q := ask(); q != "" && !p.confirmed(what, q) {
			return
		}
		act()
	}}
}

// endPhaseButton ends the survivors' phase, asking first while a survivor has not acted.
func (p *play) endPhaseButton(st *bt.State) button {
	return p.askingButton("end-phase", "End phase (Enter)", "Hand over to the Director. Survivors who have not acted lose their turn this round.",
		func() string {
			if w := waitingSurvivors(st); len(w) > 0 {
				return joinNames(w) + " " + hasHave(len(w)) + " not acted yet. Press Enter again to end the phase anyway."
			}
			return ""
		},
		func() { p.apply(bt.EndSurvivorPhase{}) })
}

// doneSpendingButton ends the Director's spending, asking first while Heat could still buy
// an action.
func (p *play) doneSpendingButton(st *bt.State) button {
	return p.askingButton("end-spending", "Done spending (Enter)", "Stop spending Heat; the zombies then act one by one.",
		func() string {
			if cheapest, _ := bt.DirectorActionCost("sudden-lunge"); st.Heat >= cheapest {
				return "The Director still has Heat to spend. Press Enter again to stop spending."
			}
			return ""
		},
		func() {
			p.director.pending = ""
			p.apply(bt.EndSpending{})
		})
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

// leaveGame goes back to the start screen, asking first while the game is not over.
func (p *play) leaveGame() {
	if st := p.g.State(); st.Phase != bt.PhaseOver && !p.confirmed("leave", "Leave this game for the start screen? Click Menu again to leave; save first (Save) to come back to it.") {
		return
	}
	p.newGame = true
}
