package main

import (
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"image"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/hajimehoshi/ebiten/v2"
)

// headlessHand plays a play directly: the same steps a click, a drag or a key leads to, with
// no window.
type headlessHand struct {
	t   *testing.T
	p   *play
	img *ebiten.Image
}

func (h *headlessHand) game() *bt.Game { return h.p.g }

func (h *headlessHand) click(at physics.Vec) {
	p := h.p
	if p.overlay != overlayNone {
		p.closeOverlays()
		p.tut.advance(p)
		return
	}
	p.pointer = at
	p.hover = p.modelAt(at)
	st := p.g.State()
	switch {
	case p.hover != "" && isSurvivor(&st, p.hover):
		p.selectSurvivor(p.hover)
	case p.hover != "" && p.selected != "":
		p.attack(p.hover)
	}
	p.tut.advance(p)
}

func (h *headlessHand) drag(from, to physics.Vec) {
	p := h.p
	p.hover = p.modelAt(from)
	st := p.g.State()
	if isSurvivor(&st, p.hover) {
		p.selectSurvivor(p.hover)
	}
	p.pointer = to
	p.drag = dragState{on: true, from: from}
	p.previewMove()
	n := len(p.g.Log())
	p.commitMove()
	if len(p.g.Log()) == n {
		h.t.Logf("drag %v -> %v moved nothing: %q", from, to, p.message.text)
	}
	p.anim = nil
	p.tut.advance(p)
}

var keyNames = map[string]ebiten.Key{"d": ebiten.KeyD, "e": ebiten.KeyE, "s": ebiten.KeyS, "Return": ebiten.KeyEnter, "space": ebiten.KeySpace}

func (h *headlessHand) key(k string) {
	p := h.p
	p.drawPanel(h.img, 1280, 800)
	want, ok := keyNames[k]
	if !ok {
		h.t.Fatalf("no key %q", k)
	}
	if b := buttonForKey(p.buttons, func(k ebiten.Key) bool { return k == want }); b != nil {
		b.do()
	}
	p.anim = nil
	p.tut.advance(p)
}

func (h *headlessHand) finish() {
	p := h.p
	p.drawPanel(h.img, 1280, 800)
	p.drawTutorial(h.img.SubImage(image.Rect(0, 0, p.tableW, 800)).(*ebiten.Image), p.tableW, 800)
	for _, b := range p.buttons {
		if b.label == "Finish" {
			b.do()
			return
		}
	}
	h.t.Fatal("no Finish button once every lesson is done")
}

func TestTheTutorialCanBePlayedToItsEnd(t *testing.T) {
	p := tablePlay(t, "last-stop-gas", tutorialSeed)
	p.tut, p.overlay = newTutorial(), overlayBriefing
	h := &headlessHand{t: t, p: p, img: ebiten.NewImage(1280, 800)}
	g := playTutorial(t, h)
	if p.tut != nil {
		t.Fatalf("the tutorial is still open after Finish")
	}
	st := g.State()
	t.Logf("the lessons took until round %d", st.Round)
}

func TestTutorialLessonsFollowThePlay(t *testing.T) {
	p := tablePlay(t, "last-stop-gas", tutorialSeed)
	p.tut, p.overlay = newTutorial(), overlayBriefing
	h := &headlessHand{t: t, p: p, img: ebiten.NewImage(1280, 800)}
	if s := p.tut.current(p); s != &tutorialSteps[0] {
		t.Fatal("the tutorial does not open on the briefing")
	}
	h.click(physics.Vec{X: 24, Y: 24})
	if s := p.tut.current(p); s != &tutorialSteps[1] {
		t.Fatal("closing the briefing does not lead to picking Leo")
	}
	st := p.g.State()
	h.click(st.Model("leo").Pos)
	if s := p.tut.current(p); s != &tutorialSteps[2] {
		t.Fatal("picking Leo does not lead to the door")
	}
	if n := p.tut.number(); n != 3 {
		t.Fatalf("two lessons done, and the box says lesson %d: one was ticked off before its phase", n)
	}
	h.key("Return")
	if p.tut.current(p) != &tutorialSteps[2] || p.g.State().Phase != bt.PhaseSurvivors {
		t.Fatal("one Enter ended the phase while every survivor was waiting")
	}
}
