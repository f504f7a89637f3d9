package main

import (
	"testing"
	"time"

	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

// TestComputerSeatsInTheWindow lets the computer Director (-auto-director) play its whole
// phase in the real window, once the people at the table end the survivors' phase.
func TestComputerSeatsInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	ts := startTable(t, 48, 48, "-quickstart", "-seed", "7", "-auto-director")
	var g *bt.Game
	ts.key("Return") // the players end their phase; it asks first, as the others have not acted
	ts.key("Return") // yes: the Director's phase is the computer's
	deadline := time.Now().Add(40 * time.Second)
	for {
		time.Sleep(3 * time.Second)
		_, g = ts.shot()
		if st := g.State(); st.Round == 2 || time.Now().After(deadline) {
			break
		}
	}
	st := g.State()
	if st.Round != 2 || st.Phase != bt.PhaseSurvivors {
		t.Fatalf("the computer Director did not finish its phase: round %d, %s; log %v", st.Round, st.Phase, g.Log())
	}
	oneByOne := 0
	for _, c := range g.Log() {
		if _, ok := c.(bt.ActivateZombie); ok {
			oneByOne++
		}
	}
	if oneByOne == 0 {
		t.Errorf("the computer Director did not activate the zombies one by one: log %v", g.Log())
	}
}
