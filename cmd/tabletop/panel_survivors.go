package main

import (
	"fmt"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"strings"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/hajimehoshi/ebiten/v2"
)

// panelSurvivors: the team, the picked survivor's card, what the pointer is on, and the
// survivor actions.
func (p *play) panelSurvivors(w *panelWriter, st *bt.State) {
	for _, m := range st.Models {
		if !m.IsSurvivor() {
			continue
		}
		c := colDim
		if m.ID == p.selected {
			c = colGold
		}
		y0 := w.y
		w.line(fmt.Sprintf("%s  %s  — %s", bt.ModelName(&m), strings.Repeat("●", max(m.Wounds, 0)), survivorStatus(st, &m)), 12, c)
		w.explain(y0, bt.ModelName(&m), fmt.Sprintf("● is a Wound left (%s). Ready: yet to act this round; activating: acting now, with the AP shown; done: acted this round. Click the survivor on the table to pick them.", bt.Plural(max(m.Wounds, 0), "Wound", "Wounds")))
	}
	w.y += 4
	if p.selected == "" {
		w.wrapped("Click a survivor to pick them, or drag one straight away to move. Drop on a zombie to move into contact; click a zombie to attack.", 13, colGold, 46)
	} else {
		p.survivorCard(w, st.Model(p.selected))
	}
	w.y += 4
	p.survivorButtons(w, st)
}

func survivorStatus(st *bt.State, m *bt.Model) string {
	switch {
	case m.Removed:
		return "dead"
	case m.Downed:
		return "Downed"
	case st.Active == m.ID:
		return fmt.Sprintf("activating, %d AP", m.AP)
	case m.Activated:
		return "done this round"
	}
	return "ready"
}

// survivorButtons are the actions of the picked survivor, each with its key and its help.
func (p *play) survivorButtons(w *panelWriter, st *bt.State) {
	sel := p.selected != ""
	m := st.Model(p.selected)
	// A survivor's actions are open while they can still act this round.
	can := sel && m != nil && m.OnTable() && !m.Downed && (!m.Activated || st.Active == m.ID)
	p.addButton(w, 0, button{label: "Aim (A)", key: keyed(ebiten.KeyA), enabled: can, do: func() { p.apply(bt.Aim{Survivor: p.selected}) },
		help: "1 AP. Steady the next shot this activation: one more die, and light cover does not count."})
	p.addButton(w, 1, button{label: "Reload (R)", key: keyed(ebiten.KeyR), enabled: can, help: "1 AP. Refill the chosen gun's shots, using up one of the survivor's Reloads.",
		do: func() { p.apply(bt.Reload{Survivor: p.selected, Weapon: p.weapon}) }})
	p.addButton(w, 0, button{label: "Hunker Down (H)", key: keyed(ebiten.KeyH), enabled: can, do: func() { p.apply(bt.Hunker{Survivor: p.selected}) },
		help: "1 AP, touching cover. Until this survivor's next activation, shots at them roll one die fewer."})
	p.addButton(w, 1, button{label: "Search (S)", key: keyed(ebiten.KeyS), enabled: can, do: p.searchHere,
		help: "1 AP, touching a search location (the crates). A Wits roll: any success draws a salvage card."})
	p.addButton(w, 0, button{label: "Door (D)", key: keyed(ebiten.KeyD), enabled: can, do: p.doorHere,
		help: "1 AP, touching a door. Opens it, or closes it if open. Drop a survivor on a door to walk up to it."})
	p.addButton(w, 1, button{label: "Objective (I)", key: keyed(ebiten.KeyI), enabled: can, do: p.interactHere,
		help: "Work the objective marker the survivor touches (see the Briefing for what each does)."})
	p.addButton(w, 0, button{label: "Climb (C)", key: keyed(ebiten.KeyC), enabled: can, do: func() { p.apply(bt.Climb{Survivor: p.selected}) },
		help: "Climb up or down where the scenario allows it (a ladder or fire escape)."})
	p.addButton(w, 1, button{label: "Revive / Medkit (V)", key: keyed(ebiten.KeyV), enabled: can, do: p.helpHere,
		help: "1 AP. Stand up a Downed survivor in contact, or use a Medkit on the most hurt survivor in contact (or yourself)."})
	p.addButton(w, 0, button{label: "Use card (U)", key: keyed(ebiten.KeyU), enabled: can && p.item != "", do: p.useItem,
		help: "Use the card picked on the survivor's card (click a card first)."})
	p.addButton(w, 1, button{label: "Give card (T)", key: keyed(ebiten.KeyT), enabled: can && p.item != "",
		help: "Hand the picked card to a survivor in contact, then click them.",
		do:   func() { p.aiming = "give"; p.hint("click the survivor to give it to") }})
	p.addButton(w, 0, button{label: "Pick up (P)", key: keyed(ebiten.KeyP), enabled: can, do: p.pickUpHere,
		help: "1 AP. Take the nearest thing lying on the ground within reach (a fallen survivor's kit)."})
	p.skillButton(w, can)
	p.addButton(w, 0, button{label: onOff("Withdraw 1\" (W)", p.withdraw), key: keyed(ebiten.KeyW), enabled: sel,
		help: "When on: after a melee attack that wins or ties, step 1\" straight back from the enemy.",
		do:   func() { p.withdraw = !p.withdraw }})
	p.addButton(w, 1, button{label: onOff("Computer plays (Y)", sel && p.computer.survivors[p.selected]), key: keyed(ebiten.KeyY), enabled: sel,
		help: "Hand this survivor to the computer, or take them back.",
		do:   func() { p.computer.toggleSurvivor(p.selected) }})
	if pend := st.Pending; pend != nil {
		w.line(bt.ModelName(st.Model(pend.Survivor))+" keeps one:", 13, colGold)
		for i, c := range pend.Cards {
			p.addButton(w, i%2, button{label: nameOf(c), enabled: true, help: summaryOf(c), do: func() {
				p.apply(bt.Choose{Survivor: pend.Survivor, Item: c})
			}})
		}
		if len(pend.Cards)%2 == 1 {
			p.skipButton(w, 1)
		}
	}
	p.addButton(w, 0, button{label: "End activation (E)", key: keyed(ebiten.KeyE), enabled: st.Active != "",
		help: "This survivor is done for the round, even with AP left.",
		do:   func() { p.apply(bt.EndActivation{}) }})
	p.addButton(w, 1, p.endPhaseButton(st))
}

// skillButton is the picked survivor's own action, when their card has one.
func (p *play) skillButton(w *panelWriter, can bool) {
	switch p.selected {
	case "sparky":
		p.addButton(w, 1, button{label: "Jury-Rig (J)", key: keyed(ebiten.KeyJ), enabled: can, do: p.juryRigHere, help: summaryOf("jury-rig")})
	case "father-michael":
		p.addButton(w, 1, button{label: "Rally (L)", key: keyed(ebiten.KeyL), enabled: can, help: summaryOf("rally-the-faithful"),
			do: func() { p.aiming = "rally"; p.hint("click the survivor to rally") }})
	case "grizz":
		p.addButton(w, 1, button{label: onOff("Knock Down (K)", p.knock), key: keyed(ebiten.KeyK), enabled: can, help: summaryOf("knock-down"),
			do: func() { p.knock = !p.knock }})
	default:
		p.skipButton(w, 1)
	}
}

// survivorCard: the picked survivor's profile, weapons (keys 1-5 choose) and cards.
func (p *play) survivorCard(w *panelWriter, m *bt.Model) {
	prof, _ := bt.SurvivorProfileOf(m.ID)
	y0 := w.y
	w.line(fmt.Sprintf("%s   M%g\" F%d S%d W%d G%d   Wounds %d/%d", prof.Name, prof.Move, prof.Fight, prof.Shoot, prof.Wits, prof.Guts, max(m.Wounds, 0), prof.Wounds), 13, colWhite)
	var ws []string
	for i, wp := range m.Weapons {
		info, _ := bt.WeaponInfo(wp.ID)
		s := fmt.Sprintf("%d %s", i+1, info.Name)
		if info.Ranged {
			s += fmt.Sprintf(" (%s)", bt.Plural(wp.Shots, "shot", "shots"))
		}
		if wp.ID == p.weapon {
			s = "[" + s + "]"
		}
		ws = append(ws, s)
	}
	bare := fmt.Sprintf("%d bare hands", len(m.Weapons)+1)
	if p.weapon == "" {
		bare = "[" + bare + "]"
	}
	w.explain(y0, prof.Name, "M: inches a Move action (1 AP) covers. F Fight, S Shoot, W Wits, G Guts: the dice rolled for melee, shooting, searching and nerve. Wounds: left of the most, before Downed. "+summaryOf(bt.SkillOf(m.ID)))
	ws = append(ws, bare)
	y0 = w.y
	w.wrapped(strings.Join(ws, "  "), 12, colDim, 50)
	w.explain(y0, "Weapons", "Keys 1 to 5 choose the weapon an attack uses; [ ] marks the chosen one, and a gun's shots left are in brackets. Reload (R) refills the chosen gun.")
	line := bt.Plural(m.Reloads, "Reload", "Reloads")
	if len(m.Kit) > 0 {
		names := make([]string, len(m.Kit))
		for i, k := range m.Kit {
			names[i] = nameOf(k)
		}
		line += " · " + strings.Join(names, ", ")
	}
	w.wrapped(line, 12, colDim, 50)
	for i, it := range m.Items { // the Salvage cards: click one to use or give it
		label := nameOf(it)
		if it == p.item {
			label = "» " + label
		}
		p.addButton(w, i%2, button{label: label, enabled: true, help: summaryOf(it), do: func() { p.item = it }})
	}
	if len(m.Items)%2 == 1 {
		p.skipButton(w, 1)
	}
}

// lookTip: what the picked survivor makes of the model under the pointer (range, sight,
// cover and the dice), shown beside the pointer, where the eye is, so that the panel's
// buttons never move under it.
func (p *play) lookTip() (string, bool) {
	l := p.look
	if !l.valid || l.target == "" || p.selected == "" {
		return "", false
	}
	st := p.g.State()
	s := fmt.Sprintf("%.1f\" from %s", l.dist, bt.ModelName(st.Model(p.selected)))
	if !l.sight {
		return s + " · no line of sight", true
	}
	cover := "no cover"
	if l.cover != physics.CoverNone {
		cover = fmt.Sprintf("%s cover (%s)", l.cover, p.pieceName(l.piece))
	}
	s += " · in sight · " + cover + ". " + l.pool + "."
	if l.canShoot {
		s += " Click to attack."
	}
	return s, true
}

func (p *play) hoverName(id string) string {
	st := p.g.State()
	if m := st.Model(id); m != nil && m.IsSurvivor() {
		return bt.ModelName(m)
	}
	return nameOf(id)
}

func (p *play) describeModel(id string) string {
	st := p.g.State()
	m := st.Model(id)
	if m == nil {
		return ""
	}
	return fmt.Sprintf("%s, %s left", p.hoverName(id), bt.Plural(m.Wounds, "Wound", "Wounds"))
}

func (p *play) pieceName(i int) string {
	if i < 0 {
		return "terrain"
	}
	t := p.g.Scenario().Terrain[i]
	if t.Name != "" {
		return t.Name
	}
	return nameOf(t.ID)
}
