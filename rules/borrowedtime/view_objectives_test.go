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

// A survivor's card says what each salvage card they carry does, not its name alone.
func TestTheCardSaysWhatEachSalvageCardDoes(t *testing.T) {
	g := openGame(t, Options{})
	g.ReadState().Model("leo").Items = []string{"flashlight"}
	for _, c := range g.Session().View(Survivors).Cards {
		if c.Model == "leo" {
			want := "Salvage card: " + NameOf("flashlight") + ". " + summaryOf("flashlight")
			if !slices.Contains(c.Lines, want) || summaryOf("flashlight") == "" {
				t.Fatalf("Leo's card %q, want the line %q", c.Lines, want)
			}
			return
		}
	}
	t.Fatal("no card for Leo")
}
