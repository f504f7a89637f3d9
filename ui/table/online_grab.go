package table

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/physics"
)

// grab is a press on a model whose actions are still on their way from the game's server:
// when they come, it becomes the drag the press began, or, if the button was let go by
// then, the drop where it was let go. Without it a quick drag online did nothing at all (an
// online play-test lost a turn to one): at a table that keeps its own game the actions are
// there at once.
type grab struct {
	model    string
	from     physics.Vec
	released bool
	to       physics.Vec // where the button was let go
	until    time.Time   // it is given up after this
}

// grabWait is how long a grab waits for the server's answer.
const grabWait = 5 * time.Second

// startGrab remembers a press on the picked model whose actions the server has not sent
// yet; it reports whether it did.
func (p *Table) startGrab(model string) bool {
	r := p.remote()
	if r == nil || !p.humanTurn() || !r.asked(model) {
		return false
	}
	p.grabbed = &grab{model: model, from: p.pointer, until: time.Now().Add(grabWait)}
	return true
}

// grabbing turns a waiting grab into its drag (or drop) once the actions have come.
func (p *Table) grabbing() {
	g := p.grabbed
	if g == nil {
		return
	}
	if !g.released && !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		g.released, g.to = true, p.pointer
	}
	if p.selected != g.model || time.Now().After(g.until) {
		p.grabbed = nil
		return
	}
	if r := p.remote(); r != nil && r.asked(g.model) {
		return // still on their way
	}
	p.grabbed = nil
	a, ok := p.dragAction()
	if !ok {
		return
	}
	p.drag = sessionDrag{on: true, from: g.from, action: a}
	if g.released {
		if g.to.Dist(g.from) < 0.2 {
			p.drag.on = false // a click: the model is picked, nothing more
			return
		}
		p.pendingDrop, p.dropBy = &g.to, time.Now().Add(grabWait)
	}
}
