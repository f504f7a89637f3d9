package main

import (
	"fmt"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"

	"github.com/hajimehoshi/ebiten/v2"
)

// panelDirector: the Director's Heat menu, then the zombies' activations.
func (p *play) panelDirector(w *panelWriter, st *bt.State) {
	p.addButton(w, 0, button{label: onOff("Computer Director (Y)", p.computer.director != nil), key: keyed(ebiten.KeyY), enabled: true,
		help: "Let the computer play the Director from here on, or take the seat back.", do: p.computer.toggleDirector})
	p.skipButton(w, 1)
	if st.Step == bt.StepSpend {
		p.panelSpending(w, st)
		return
	}
	left := 0
	for _, m := range st.Models {
		if !m.IsSurvivor() && m.OnTable() && !m.Acted {
			left++
		}
	}
	w.line(fmt.Sprintf("The zombies act: %d to go", left), 14, colGold)
	w.wrapped("Each zombie moves and attacks by its own rules; nobody chooses for it.", 12, colDim, 50)
	p.addButton(w, 0, button{label: "Next zombie (N)", key: keyed(ebiten.KeyN), enabled: left > 0, do: p.nextZombie,
		help: "Activate the next zombie: it moves its full Move after its prey, then attacks if in contact."})
	p.addButton(w, 1, button{label: "All of them (Space)", key: keyed(ebiten.KeySpace), enabled: left > 0,
		help: "Activate every zombie that has not acted, one after another.",
		do:   func() { p.apply(bt.ActivateAllZombies{}) }})
	p.addButton(w, 0, button{label: onOff("Fast-forward (X)", p.fastFwd), key: keyed(ebiten.KeyX), enabled: true,
		help: "Skip the move animations.", do: func() { p.fastFwd = !p.fastFwd }})
	p.addButton(w, 1, button{label: "End round (Enter)", key: keyed(ebiten.KeyEnter), enabled: left == 0,
		help: "Once every zombie has acted: the End phase (Threat goes up) and the next round.",
		do:   func() { p.apply(bt.EndRound{}) }})
}

// panelSpending: the Director's menu of Heat actions, each with its cost and its help.
func (p *play) panelSpending(w *panelWriter, st *bt.State) {
	w.line(fmt.Sprintf("The Director spends Heat (%d):", st.Heat), 14, colGold)
	w.wrapped("Pick an action, then click its target on the table. Rest the pointer on an action to read it.", 12, colDim, 50)
	menu := p.menu()
	for i, a := range menu {
		cost, _ := bt.DirectorActionCost(a.id)
		label := fmt.Sprintf("%s (%d)", a.label, cost)
		if p.director.pending == a.id {
			label = "» " + label
		}
		help := summaryOf(a.id)
		if a.needs != "" {
			help += " Then click " + a.needs + "."
		}
		p.addButton(w, i%2, button{label: label, enabled: st.Heat >= cost, help: help, do: func() {
			if a.needs == "" {
				p.apply(bt.DirectorAction{Action: a.id})
				return
			}
			p.director.pending = a.id
			p.hint("click " + a.needs)
		}})
	}
	if len(menu)%2 == 1 {
		p.skipButton(w, 1)
	}
	if p.director.pending == "spawn-special" {
		for i, k := range []string{"screamer", "brute", "hunter", "bloater"} {
			label := bt.ZombieName(k)
			if p.director.kind == k {
				label = "» " + label
			}
			p.addButton(w, i%2, button{label: label, enabled: true, help: summaryOf(k), do: func() { p.director.kind = k }})
		}
	}
	p.addButton(w, 0, p.doneSpendingButton(st))
	p.skipButton(w, 1)
}

// panelOver: who won and why, the secret agendas, and what next.
func (p *play) panelOver(w *panelWriter, st *bt.State) {
	who := map[string]string{"survivors": "The survivors win!", "director": "The Director wins."}[st.Winner]
	w.line(who, 20, colGold)
	w.wrapped(st.WinReason, 13, colWhite, 46)
	w.y += 6
	for _, r := range p.g.Agendas() {
		verdict, c := "not achieved", colDim
		if r.Achieved {
			verdict, c = "achieved", colGreen
		}
		w.wrapped(fmt.Sprintf("%s — %s: %s", r.Survivor, r.Agenda.Name, verdict), 12, c, 50)
	}
	p.addButton(w, 0, button{label: "Undo (Ctrl+Z)", enabled: true, help: "Take back the last command.", do: p.undo})
	p.addButton(w, 1, button{label: "New game (N)", key: keyed(ebiten.KeyN), enabled: true, help: "Back to the start screen.", do: func() { p.newGame = true }})
}
