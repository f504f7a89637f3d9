package main

import (
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/physics"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// TestBorrowedTimeFromTheStartScreen starts Borrowed Time as a newcomer does, with no flags:
// the start screen's Director row set to the computer by mouse, Start, the briefing closed;
// then, on the one table, Leo picked from the roster and dragged by mouse, the survivors'
// phase ended, and the computer Director plays its phase to the next round.
func TestBorrowedTimeFromTheStartScreen(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	ts := startTable(t, 48, 48, "-seed", "5")
	ts.snap() // the start screen's buttons
	var director *widget.ButtonSpot
	for _, b := range ts.buttons() {
		if b.Label == "the computer" && (director == nil || b.Y < director.Y) {
			director = &b // the Director's row comes before the survivors'
		}
	}
	if director == nil {
		t.Fatalf("no choice of the computer on the start screen: %v", ts.buttons())
	}
	ts.press(director.X, director.Y)
	ts.key("Return") // Start
	time.Sleep(time.Second)
	ts.key("Return") // the briefing
	_, g := ts.shot()
	if st := g.State(); st.Round != 1 || st.Phase != bt.PhaseSurvivors {
		t.Fatalf("the game starts in round %d, %s", st.Round, st.Phase)
	}
	ts.pressButton("Leo") // the roster
	ts.snap()
	if !ts.hasButton("» Leo") {
		t.Fatalf("the roster did not pick Leo: %v", ts.buttons())
	}
	st := g.State()
	from := st.Model("leo").Pos
	to := from.Add(physics.Vec{X: 0, Y: -2})
	sx, sy := ts.at(from.X, from.Y)
	xdo(t, ts.disp, "mousemove", "--window", ts.win, sx, sy)
	xdo(t, ts.disp, "mousedown", "1")
	time.Sleep(400 * time.Millisecond)
	for k := 1; k <= 6; k++ {
		p := from.Lerp(to, float64(k)/6)
		mx, my := ts.at(p.X, p.Y)
		xdo(t, ts.disp, "mousemove", "--window", ts.win, mx, my)
		time.Sleep(60 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	xdo(t, ts.disp, "mouseup", "1")
	time.Sleep(800 * time.Millisecond)
	_, g = ts.shot()
	if st = g.State(); st.Model("leo").Pos.Dist(to) > 0.3 {
		t.Fatalf("Leo is at %v after the drag, want about %v; log %v", st.Model("leo").Pos, to, g.Log())
	}
	ts.key("Return") // the survivors end their phase: it asks first
	ts.key("Return")
	for end := time.Now().Add(60 * time.Second); ; time.Sleep(2 * time.Second) {
		_, g = ts.shot()
		if st := g.State(); st.Round == 2 && st.Phase == bt.PhaseSurvivors {
			break
		}
		if time.Now().After(end) {
			st := g.State()
			t.Fatalf("the computer Director did not play its phase: round %d, %s; log %v", st.Round, st.Phase, g.Log())
		}
	}
}
