package screen

import "testing"

// TestTheGateRestsAfterQuietTicksAndWakesOnInput: the redraw gate is at rest once restTicks
// ticks in a row wanted no frame (the frame then wanted drawn), says so once, and wakes at
// the first input or change of what the screen shows.
func TestTheGateRestsAfterQuietTicksAndWakesOnInput(t *testing.T) {
	g := &redrawGate{pending: true}
	sc := &named{name: "table"}
	g.tick(false, sc, 0)
	g.draw() // the first frame
	changes := 0
	for k := 0; k < restTicks; k++ {
		g.tick(false, sc, 0)
		if rest, changed := g.atRest(); changed {
			changes++
			if !rest || k != restTicks-1 {
				t.Fatalf("tick %d: at rest %v, want rest after %d quiet ticks", k, rest, restTicks)
			}
		}
		if g.draw() {
			t.Fatalf("tick %d drew a frame with nothing changed", k)
		}
	}
	if changes != 1 {
		t.Fatalf("the gate said %d times that it rests, want once", changes)
	}
	g.tick(true, sc, 0) // the pointer moved
	if rest, changed := g.atRest(); rest || !changed {
		t.Fatalf("after input: at rest %v (changed %v), want awake", rest, changed)
	}
	g.draw()
	for range restTicks {
		g.tick(false, sc, 0)
	}
	sc.name = "the table after a computer's move"
	g.tick(false, sc, 0)
	if rest, _ := g.atRest(); rest {
		t.Fatal("a change of what the screen shows left the gate at rest")
	}
}
