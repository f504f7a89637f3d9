package screen

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// inputWatch tells whether the players did anything this tick: the pointer moved, a button
// or key is down or was just let go, the wheel turned, a character was typed, a finger
// touches, or the window gained or lost the focus. Any of these may change what the screen
// shows (a hover tip, a drag's tape, a held arrow key panning), so the frame is drawn.
type inputWatch struct {
	cx, cy  int
	focused bool
	keys    []ebiten.Key
	chars   []rune
	touches []ebiten.TouchID
}

// active reports whether there was input this tick.
func (w *inputWatch) active() bool {
	x, y := ebiten.CursorPosition()
	f := ebiten.IsFocused()
	changed := x != w.cx || y != w.cy || f != w.focused
	w.cx, w.cy, w.focused = x, y, f
	if changed {
		return true
	}
	for b := ebiten.MouseButton0; b <= ebiten.MouseButtonMax; b++ {
		if ebiten.IsMouseButtonPressed(b) || inpututil.IsMouseButtonJustReleased(b) {
			return true
		}
	}
	if wx, wy := ebiten.Wheel(); wx != 0 || wy != 0 {
		return true
	}
	w.keys = inpututil.AppendPressedKeys(w.keys[:0])
	w.keys = inpututil.AppendJustReleasedKeys(w.keys)
	w.chars = ebiten.AppendInputChars(w.chars[:0])
	w.touches = ebiten.AppendTouchIDs(w.touches[:0])
	w.touches = inpututil.AppendJustReleasedTouchIDs(w.touches)
	return len(w.keys) > 0 || len(w.chars) > 0 || len(w.touches) > 0
}
