package borrowedtime

import (
	"slices"
	"strings"
	"testing"
)

// The view ticks off the objectives met (game.View.Met, one for each line): a browser
// play-test saw every line's ring open after the breach, the signal and the win.
func TestTheViewTicksOffTheObjectivesMet(t *testing.T) {
	sc, err := BuiltinScenario("rooftop-signal")
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(t, sc, Options{})
	v := g.Session().View(Survivors)
	if len(v.Met) != len(v.Lines) || slices.Contains(v.Met, true) {
		t.Fatalf("at the start: lines %q, met %v", v.Lines, v.Met)
	}
	g.ReadState().Breached = true
	v = g.Session().View(Survivors)
	for i, l := range v.Lines {
		if want := strings.HasPrefix(l, "Breach"); v.Met[i] != want {
			t.Errorf("after the breach, %q met: %v", l, v.Met[i])
		}
	}
}
