package table

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// rosterMax is the most models the roster lists: a side with more (a horde of zombies) is
// picked on the table.
const rosterMax = 10

// roster is the models of the seat to play, as the panel lists them for a click to pick.
func (p *Table) roster() []game.Token {
	if !p.humanTurn() {
		return nil
	}
	var out []game.Token
	for _, t := range p.view.Tokens {
		if t.Side == p.seat && t.Side != "" && !t.Fallen {
			out = append(out, t)
		}
	}
	if len(out) > rosterMax {
		return nil
	}
	return out
}

// rosterWords is a model's row in the roster: its name and where it stands.
func rosterWords(t game.Token) string {
	s := t.Name
	switch {
	case t.Down:
		s += " · down"
	case t.Spent:
		s += " · done"
	}
	return s
}

// rosterRowH is the height of a row of the roster's buttons, in pixels.
const rosterRowH = 20

// panelRoster lists the seat's models as small buttons, each as wide as its longest words, in
// as many rows as they take; each picks its model (the picked one marked »), so that a model
// hidden under others or off the screen is one click away.
func (p *Table) panelRoster(w *sessionPanel) {
	models := p.roster()
	if len(models) < 2 {
		return // one model or none: nothing to choose between
	}
	const gap = 6
	x, right := int(w.x0)+14, int(w.x0)+PanelWidth-14
	for _, t := range models {
		label := rosterWords(t)
		if t.ID == p.selected {
			label = "» " + label
		}
		// As wide as its widest label (picked, and done or down), so that the roster does
		// not move under the pointer as models are picked and finish.
		widest := max(w.m("» "+t.Name+" · done", 12), w.m("» "+t.Name+" · down", 12))
		bw := min(int(widest)+16, right-int(w.x0)-14)
		if x+bw > right { // the next row
			x = int(w.x0) + 14
			w.y += rosterRowH + buttonGap
		}
		p.buttons = append(p.buttons, widget.Button{Rect: image.Rect(x, int(w.y), x+bw, int(w.y)+rosterRowH), Label: label, Enabled: true,
			Help: "Pick " + t.Name + ": their card and what they can do appear below.",
			Do:   func() { p.pickModel(t.ID) }})
		x += bw + gap
	}
	w.y += rosterRowH + buttonGap + 4
}

// pickModel selects a model, as a click on it on the table does.
func (p *Table) pickModel(id string) {
	if id == p.selected {
		return
	}
	p.selected, p.confirming, p.choosing = id, "", nil
	if t, ok := p.token(id); ok && p.message.tone != toneProblem {
		p.hint(t.Name + " picked.")
	}
}

// modelsUnder are the models (not the marks of fallen ones) whose bases hold the point or
// come within grabbing reach of it, the topmost first.
func (p *Table) modelsUnder(pt physics.Vec) []string {
	var out []string
	for i := len(p.view.Tokens) - 1; i >= 0; i-- {
		t := p.view.Tokens[i]
		if !t.Fallen && t.Body.Pos.Dist(pt)-t.Body.Base.BoundingRadius() <= grabReach {
			out = append(out, t.ID)
		}
	}
	return out
}

// offerChoice asks which of the models under the pointer the click meant: the panel lists
// them in place of the actions.
func (p *Table) offerChoice(ids []string) {
	p.choosing = ids
	p.hint(game.Plural(len(ids), "model", "models") + " are under the pointer: pick one on the panel (Esc gives up).")
}

// choiceButtons are the buttons of the models to choose between, and Cancel.
func (p *Table) choiceButtons() []actionButton {
	var out []actionButton
	for _, id := range p.choosing {
		t, ok := p.token(id)
		if !ok {
			continue
		}
		out = append(out, actionButton{b: widget.Button{Label: "Pick " + t.Name, Help: p.tokenWords(t), Enabled: true, Do: func() {
			p.choosing = nil
			p.pickModel(id)
			p.message = notice{}
		}}})
	}
	cancel := widget.Button{Label: "Cancel", Key: widget.Keyed(ebiten.KeyEscape), Help: "Pick none of them (Esc).", Enabled: true, Do: p.escape}
	return append(out, actionButton{b: cancel, side: "Esc", stays: true})
}
