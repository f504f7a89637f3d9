package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestStartScreenFitsTwelveMarines: Zombie Marines with its most marines has thirteen seats;
// the start screen lays them two to a row, so that every seat's choices, the seed and Start
// stay on the window, none on top of another, and a seat's choice still works.
func TestStartScreenFitsTwelveMarines(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("runs the table in a window")
	}
	ts := startTable(t, 35, 35, "-seed", "5")
	ts.snap()
	if !ts.pressLabel("Zombie Marines") {
		t.Fatalf("no Zombie Marines on the start screen: %v", ts.buttons())
	}
	ts.snap()
	if !ts.pressLabel("12") {
		t.Fatalf("no 12 marines on the start screen: %v", ts.buttons())
	}
	ts.snap()
	spots := ts.buttons()
	at := map[string]string{}
	for _, b := range spots {
		if b.X <= 0 || b.X >= 1280 || b.Y <= 0 || b.Y >= 800 {
			t.Errorf("%q is off the window, at %d,%d", b.Label, b.X, b.Y)
		}
		k := fmt.Sprint(b.X/20, b.Y/20)
		if other, ok := at[k]; ok {
			t.Errorf("%q and %q are drawn on the same place, about %d,%d", b.Label, other, b.X, b.Y)
		}
		at[k] = b.Label
	}
	computers := computerChoices(spots)
	if len(computers) != 13 || !ts.hasButton("Start") {
		t.Fatalf("want 13 seats' computer choices and Start; buttons %v", spots)
	}
	// The last marine's "computer", in the second column of the last row, chooses it.
	last := computers[len(computers)-1]
	ts.press(last.X, last.Y)
	ts.snap()
	if got := computerChoices(ts.buttons())[12]; !strings.HasPrefix(got.Label, "» ") {
		t.Errorf("the twelfth marine's computer choice is not chosen after a click: %v", got)
	}
}
