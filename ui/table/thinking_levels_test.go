package table

import (
	"runtime"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
)

// A searching seat at the generic table: the update loop never waits for it (each step
// returns at once while it thinks), nothing is applied until its move comes, a game changed
// meanwhile (an undo) makes it think again, and its moves keep coming.
func TestASearchingSeatAtTheTableThinksApart(t *testing.T) {
	p := newTestSession(t, "dockside-depot", 2, SeatChoice{"band-1": true, "band-2": true})
	p.fastFwd = true // no moves to wait for
	p.UseLevels(map[game.SeatID]string{"band-2": "steady"}, 3)
	th, ok := p.computers["band-2"].(*thinker)
	if !ok {
		t.Fatalf("band-2 plays as %T", p.computers["band-2"])
	}
	var slowest time.Duration // a step while the computer thinks
	step := func() {
		p.wait = 0
		start := time.Now()
		p.computerStep()
		if d := time.Since(start); th.waiting != nil {
			slowest = max(slowest, d)
		}
	}
	moves, undone := 0, false
	for end := time.Now().Add(2 * time.Minute); moves < 3; runtime.Gosched() {
		if time.Now().After(end) {
			t.Fatalf("band-2 made %d moves", moves)
		}
		if _, over := p.Game.Outcome(); over {
			break
		}
		n, turn := len(p.Game.Log()), p.Game.Turn()
		step()
		switch {
		case th.waiting != nil && !undone && n > 0:
			if err := p.Game.Undo(1); err != nil { // the game changes under the search
				t.Fatal(err)
			}
			undone = true
		case len(p.Game.Log()) > n && len(turn) > 0 && turn[0] == "band-2":
			moves++
		}
	}
	if !undone || th.failed {
		t.Fatalf("undone %v, the search failed %v", undone, th.failed)
	}
	// A step copies the game for the search and looks whether its move came: a frame's
	// work, far less than a decision (a loaded machine, and the collector the search
	// keeps busy, may stretch it).
	if slowest > time.Second {
		t.Errorf("a step took %v while the computer thought", slowest)
	}
	t.Logf("the slowest step while the computer thought: %v", slowest)
}
