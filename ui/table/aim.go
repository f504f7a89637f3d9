package table

import (
	"github.com/borrowed-time/tabletop/physics"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// aim is the action a click on the model under the pointer would take with the selected
// model (the one whose Prefer names it: a fight in base contact, a shot further off), and
// what it would do: the table previews it under the pointer before the click.
type aim struct {
	action  game.Action
	target  string
	preview game.Preview
	key     aimKey
	clicks  bool // a click on the target takes the action (the rules prefer it); else only a preview
}

// aimKey is what an aim's preview depends on.
type aimKey struct {
	version  int
	selected string
	target   string
}

// mayAimAt reports whether the picked model may aim at target at all: another model, on a
// turn of the person at the screen.
func (p *Table) mayAimAt(target string) bool {
	return p.selected != "" && target != "" && target != p.selected && p.humanTurn()
}

// preferredAt is the selected model's action that a click on target means, if any: taken
// when the target qualifies, else previewed with the rules' reason why not.
func (p *Table) preferredAt(target string) (game.Action, bool) {
	if !p.mayAimAt(target) {
		return game.Action{}, false
	}
	for _, la := range p.actions() {
		if la.model == p.selected && la.Needs == game.PickModel && slices.Contains(la.Prefer, target) {
			return la.Action, true
		}
	}
	return game.Action{}, false
}

// aimAtPointer works out the aim at the model under the pointer, once per model and change
// of the game.
func (p *Table) aimAtPointer() {
	if p.pending != nil || p.drag.on {
		p.aiming = nil
		return
	}
	target := p.modelAt(p.pointer, 0)
	key := aimKey{version: p.version, selected: p.selected, target: target}
	if p.aiming != nil && p.aiming.key == key {
		return
	}
	a, ok := p.preferredAt(target)
	clicks := ok
	if !ok {
		a, ok = p.attackAt(target) // previewed only: a click on it still picks it
	}
	if !ok {
		p.aiming = nil
		return
	}
	pv := aimPreview(a, p.Game.Preview(p.seat, p.selected, a.ID, game.Picks{Target: target}))
	p.aiming = &aim{action: a, target: target, preview: pv, key: key, clicks: clicks}
}

// aimPreview is what pointing at a target with an action shows: the rules' preview of it,
// or, for an action not open now at all (its activation is over, say), why not. Where the
// rules already say why not at this target, their words stand: a closed action's own
// reason may be about another model (a shot closed because the nearest zombie is out of
// sight; a play-test read "cannot see Shambler 4" while pointing at Shambler 1).
func aimPreview(a game.Action, pv game.Preview) game.Preview {
	if !a.Enabled && a.Why != "" && (pv.OK || pv.Text == "") {
		pv.Text, pv.OK = a.Why, false
	}
	return pv
}

// attackAt is, where the rules prefer no action for a click on target, the selected model's
// first open action that may pick it when it is another side's model (an attack): pointing
// at it previews the odds in every game, as the help says (a School Grounds play-test saw
// only the zombie's hit points).
func (p *Table) attackAt(target string) (game.Action, bool) {
	if !p.mayAimAt(target) {
		return game.Action{}, false
	}
	t, ok := p.token(target)
	if !ok || t.Side == p.seat || t.Fallen {
		return game.Action{}, false
	}
	for _, la := range p.actions() {
		if la.model == p.selected && la.Needs == game.PickModel && la.Enabled && slices.Contains(la.Targets, target) {
			return la.Action, true
		}
	}
	return game.Action{}, false
}

// drawAim previews the aim under the pointer: the line of sight (or the blocked line), and
// the action's name with what the rules say of it.
func (p *Table) drawAim(cv *ebitenrender.Canvas) {
	am := p.aiming
	if am == nil || p.pending != nil || p.drag.on {
		return
	}
	pv := am.preview
	if len(pv.Sight) == 2 {
		render.DrawSight(cv, pv.Sight[0], pv.Sight[1], true)
	} else if pv.Blocked {
		if from, to, ok := p.lineTo(p.selected, am.target); ok {
			render.DrawSight(cv, from, to, false)
		}
	}
	words := am.action.Label
	if am.clicks && am.action.Enabled && slices.Contains(am.action.Targets, am.target) {
		words += " (click)"
	}
	if pv.Text != "" {
		words += " · " + pv.Text
	}
	at := p.labelAt(words)
	if t, ok := p.token(am.target); ok {
		// Below the target's whole base, whichever part of it the pointer rests on: the label
		// must not hide what it is about (a play-test's covered its Shambler).
		foot := t.Body.Pos.Add(physics.Vec{Y: t.Body.Base.BoundingRadius()})
		at = p.labelBelow(words, physics.Vec{X: p.pointer.X, Y: max(p.pointer.Y, foot.Y)})
	}
	render.DrawLabel(cv, at, words, pv.OK)
}

// aimClick takes the aim's action at the model clicked, if the click means one.
func (p *Table) aimClick(target string) bool {
	a, ok := p.preferredAt(target)
	if !ok {
		return false
	}
	if !a.Enabled || !slices.Contains(a.Targets, target) {
		why := a.Why
		if am := p.aiming; am != nil && am.target == target && am.preview.Text != "" {
			why = am.preview.Text // the range, the sight and what stops it
		}
		if why == "" {
			why = a.Label + ": not at this one."
		}
		p.problem(why)
		return true
	}
	p.act(p.selected, a, game.Picks{Target: target})
	return true
}
