package main

import (
	"testing"
	"time"

	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/table"
)

// TestComputerPlaysAWholeGameInTheWindow seats the computer on both sides of Last Stop Gas,
// seed 9, in the real window, fast-forwarded: the survivors fetch the supplies, load the
// ambulance and escape, the end screen says so, and the game is the very one a headless
// simulation plays from the same seed.
func TestComputerPlaysAWholeGameInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	s, err := bt.BuiltinScenario("last-stop-gas")
	if err != nil {
		t.Fatal(err)
	}
	want, err := bt.New(s, bt.Options{}, 9)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := bt.PlayOut(want, &bt.ComputerDirector{}, &bt.ComputerSurvivors{}, 20000); err != nil {
		t.Fatal(err)
	}
	if st := want.State(); st.Winner != "survivors" {
		t.Fatalf("seed 9 no longer ends in the survivors' win (%s: %s): pick another seed", st.Winner, st.WinReason)
	}

	ts := startTable(t, 48, 48, "-quickstart", "-seed", "9", "-auto-director", "-auto-survivors", "-fast-forward")
	var g *bt.Game
	deadline := time.Now().Add(90 * time.Second)
	for {
		time.Sleep(4 * time.Second)
		_, g = ts.shot()
		if g.State().Phase == bt.PhaseOver || time.Now().After(deadline) {
			break
		}
	}
	st := g.State()
	if st.Winner != "survivors" {
		t.Fatalf("the game in the window ended %q (%s) in round %d", st.Winner, st.WinReason, st.Round)
	}
	if g.Hash() != want.Hash() || len(g.Log()) != len(want.Log()) {
		t.Errorf("the window's game (%d commands) is not the simulation's (%d commands)", len(g.Log()), len(want.Log()))
	}
	img, _ := ts.shot()
	// The end screen's verdict in the panel: gold text at its top.
	gold := 0
	for x := 1280 - table.PanelWidth + 10; x < 1280-20; x++ {
		for y := 30; y < 90; y++ {
			r, gg, b, _ := img.At(x, y).RGBA()
			if r>>8 > 200 && gg>>8 > 170 && b>>8 < 140 {
				gold++
			}
		}
	}
	if gold < 40 {
		t.Errorf("no verdict drawn at the top of the panel (%d gold pixels)", gold)
	}
}
