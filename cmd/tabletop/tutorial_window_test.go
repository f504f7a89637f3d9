package main

import (
	"fmt"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/physics"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

// windowHand plays the real table in a real window under Xvfb, with real mouse and keys, and
// reads the game back from the save F12 writes.
type windowHand struct {
	ts   *tableSession
	last *bt.Game
}

func (h *windowHand) Game() *bt.Game {
	_, s := h.ts.session()
	g, ok := bt.GameOf(s)
	if !ok {
		h.ts.t.Fatalf("the window plays %s, not Borrowed Time", s.Ruleset().ID())
	}
	h.last = g
	return g
}

func (h *windowHand) Click(at physics.Vec) { h.ts.click(at.X, at.Y) }

func (h *windowHand) Drag(from, to physics.Vec) {
	// The press seen where it happened before the pointer moves (a press first seen after
	// it moved would start a tape measure), each step seen, held still, let go.
	h.ts.dragTo(from, to)
	time.Sleep(250 * time.Millisecond)
	h.ts.mouseButton(false)
}

func (h *windowHand) Key(k string) { h.ts.key(k) }

func (h *windowHand) Finish() {
	h.Game() // F12 lists the buttons where they are now
	h.ts.clickButton("Finish")
}

// TestTutorialInTheWindow plays the guided first game to its end by mouse and keys in the
// real window, at the default zoom: Leo is dropped on the garage's side door and opens it,
// Grizz is dropped on a zombie and fights it, Ramirez shoots, Leo searches the Clinic, the
// Director's phases are played, and Finish closes the tutorial.
func TestTutorialInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("plays several rounds in a window")
	}
	s, _ := bt.BuiltinScenario("last-stop-gas")
	ts := startTable(t, s.Width, s.Height, "-tutorial", "-fast-forward")
	h := &windowHand{ts: ts}
	g := tabletest.PlayTutorial(t, h)
	// The side door was opened by Leo from where the drop put him.
	opened := false
	for _, c := range g.Log() {
		opened = opened || c == bt.Command(bt.OpenDoor{Survivor: "leo", Location: "garage-side-door"})
	}
	if !opened {
		t.Errorf("Leo never opened the garage's side door: log %v", g.Log())
	}
	img, _ := ts.session()
	// Once finished, the tutorial's box (its gold frame, whose left edge runs down x = 30 at
	// the top or the bottom of the table) is gone.
	gold := 0
	for y := 0; y < 800; y++ {
		if nearGold(img.At(30, y)) || nearGold(img.At(31, y)) {
			gold++
		}
	}
	if gold > 10 {
		t.Errorf("the tutorial's box is still drawn after Finish (%d gold pixels on its left edge)", gold)
	}
	fmt.Println("tutorial finished in round", g.State().Round)
}

func nearGold(c interface{ RGBA() (r, g, b, a uint32) }) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 > 220 && g>>8 > 190 && b>>8 < 130
}
