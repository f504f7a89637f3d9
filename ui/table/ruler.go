package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// ruler is the tape measure: a left drag that starts on empty table measures from there to
// the pointer, in the board's own units (inches, squares or hexes), and changes nothing.
type ruler struct {
	on   bool
	from physics.Vec
}

// rulerMin is how far, in inches, the pointer must go from the press before the tape shows:
// a click on empty table is not a measure.
const rulerMin = 0.2

// startRuler begins a measure at the pointer.
func (p *Table) startRuler() { p.tape = ruler{on: true, from: p.pointer} }

// measuring follows the pointer while the button is held, and puts the tape away on release.
func (p *Table) measuring() {
	if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		p.tape.on = false
	}
}

// drawRuler draws the tape from where it started to the pointer, with its length.
func (p *Table) drawRuler(cv *ebitenrender.Canvas) {
	if !p.tape.on || p.pointer.Dist(p.tape.from) < rulerMin {
		return
	}
	path := []physics.Vec{p.tape.from, p.pointer}
	render.DrawRouteLabelled(cv, path, "", true)
	words := "Tape: " + render.RouteLength(path, p.view)
	render.DrawLabel(cv, p.labelAt(words), words, true)
}
