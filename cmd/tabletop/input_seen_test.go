package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/borrowed-time/tabletop/ui/screen"
)

// The test's input, each step waited on until the window says it has seen it
// (screen.InputEchoFile): no press is let go before a frame has seen it down, however slow
// the loaded machine's frames, and none waits longer than that.

// inputSeen is what the window has seen: the cursor, and how many presses and releases of
// the left button and of keys.
type inputSeen struct{ x, y, presses, releases, keys, keysUp int }

// seen reads what the window has seen; false before its first frame.
func (ts *tableSession) seen() (inputSeen, bool) {
	data, err := os.ReadFile(filepath.Join(ts.dir, screen.InputEchoFile))
	if err != nil {
		return inputSeen{}, false
	}
	var in inputSeen
	if _, err := fmt.Sscan(string(data), &in.x, &in.y, &in.presses, &in.releases, &in.keys, &in.keysUp); err != nil {
		return inputSeen{}, false
	}
	return in, true
}

// waitSeen waits until the window has seen what ok asks for. The deadline only keeps a hung
// window from hanging the test.
func (ts *tableSession) waitSeen(what string, ok func(inputSeen) bool) {
	ts.t.Helper()
	if in, done := waitForInput(ts.seen, ok, 30*time.Second, 5*time.Millisecond); !done {
		ts.t.Fatalf("the window never saw %s (it saw %+v); the table wrote: %s", what, in, ts.stderr.String())
	}
}

// waitForInput polls seen every poll until ok holds for what it reads, or until the deadline:
// it returns the last reading and whether ok held.
func waitForInput(seen func() (inputSeen, bool), ok func(inputSeen) bool, deadline, poll time.Duration) (inputSeen, bool) {
	end := time.Now().Add(deadline)
	for {
		in, read := seen()
		if read && ok(in) {
			return in, true
		}
		if time.Now().After(end) {
			return in, false
		}
		time.Sleep(poll)
	}
}

// moveTo moves the pointer to a window pixel and waits until the window has seen it there.
func (ts *tableSession) moveTo(x, y int) {
	ts.t.Helper()
	ts.xdo("mousemove", "--window", ts.win, fmt.Sprint(x), fmt.Sprint(y))
	ts.waitSeen(fmt.Sprintf("the pointer at %d,%d", x, y), func(in inputSeen) bool { return in.x == x && in.y == y })
}

// mouseButton presses (down) or lets go of the left button and waits until the window has
// seen it.
func (ts *tableSession) mouseButton(down bool) {
	ts.t.Helper()
	before, _ := ts.seen()
	if down {
		ts.xdo("mousedown", "1")
		ts.waitSeen("the button pressed", func(in inputSeen) bool { return in.presses > before.presses })
		return
	}
	ts.xdo("mouseup", "1")
	ts.waitSeen("the button let go", func(in inputSeen) bool { return in.releases > before.releases })
}

// key presses and lets go of a key, each seen by the window before the next.
func (ts *tableSession) key(k string) {
	ts.t.Helper()
	before, _ := ts.seen()
	ts.xdo("keydown", k)
	ts.waitSeen("the key "+k+" pressed", func(in inputSeen) bool { return in.keys > before.keys })
	ts.xdo("keyup", k)
	ts.waitSeen("the key "+k+" let go", func(in inputSeen) bool { return in.keysUp > before.keysUp })
}
