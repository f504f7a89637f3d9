package screen

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// InputEchoFile is the file, in the shots folder, where a window run for scripted tests
// (Options.EchoInput, which -save-on-shot sets) writes what input it has seen, as "X Y PRESSES RELEASES KEYS KEYSUP":
// the cursor, and how many presses and releases of the left button, and of keys, its screens
// have handled. A test waits there until the window has seen its press, rather than
// for a time that a loaded machine may overrun. In the browser the same line is the page's
// global InputEchoGlobal.
const InputEchoFile = "input.txt"

// InputEchoGlobal is the browser page's global variable that holds the line InputEchoFile
// holds on the desktop (for the browser tests: a page has no folder to write to).
const InputEchoGlobal = "tabletopInput"

// inputEcho keeps and writes the counts of InputEchoFile.
type inputEcho struct {
	on                              bool   // the window is run for tests
	path                            string // InputEchoFile's path, on the desktop
	last                            string
	presses, releases, keys, keysUp int
	pressed                         []ebiten.Key
}

// newInputEcho returns the echo the options ask for (one that writes nothing without
// EchoInput, or on the desktop without a shots folder).
func newInputEcho(o Options) inputEcho {
	if !o.EchoInput {
		return inputEcho{}
	}
	return echoTo(o)
}

// seen counts this tick's input, after the screen on show has handled it, and publishes the
// counts when they changed (see publish). A failure to write is the test's to notice (it
// waits in vain).
func (e *inputEcho) seen() {
	if !e.on {
		return
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		e.presses++
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		e.releases++
	}
	e.pressed = inpututil.AppendJustPressedKeys(e.pressed[:0])
	e.keys += len(e.pressed)
	e.pressed = inpututil.AppendJustReleasedKeys(e.pressed[:0])
	e.keysUp += len(e.pressed)
	x, y := ebiten.CursorPosition()
	line := fmt.Sprintf("%d %d %d %d %d %d\n", x, y, e.presses, e.releases, e.keys, e.keysUp)
	if line == e.last {
		return
	}
	e.last = line
	e.publish(line)
}
