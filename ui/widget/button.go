package widget

import (
	"encoding/json"
	"image"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// shortcut is a button's key, if it has one. Ebitengine's key codes start at 0 (KeyA), so
// "no key" cannot be the zero key: it is a shortcut that is not set.
type shortcut struct {
	Key ebiten.Key
	Set bool
}

// Keyed returns the shortcut for a key.
func Keyed(k ebiten.Key) shortcut { return shortcut{Key: k, Set: true} }

// Button is a panel button with a keyboard shortcut and a line of help, rebuilt every frame
// from the game state.
type Button struct {
	Rect    image.Rectangle // where it is in the window; empty: scrolled out of sight
	Label   string          // what it says ("": a gap)
	Lines   []string        // the label as written on the button, on as many lines as it takes; nil: on one
	Key     shortcut        // its key, if it has one (Keyed)
	Enabled bool            // a click or its key does something now
	Help    string          // what it does, shown while the pointer rests on it
	Do      func()          // what a click or its key does
}

// ButtonIn returns the button of a list under a window point, or nil.
func ButtonIn(buttons []Button, x, y int) *Button {
	for i := range buttons {
		b := &buttons[i]
		if b.Label != "" && image.Pt(x, y).In(b.Rect) {
			return b
		}
	}
	return nil
}

// ButtonForKey returns the enabled button whose shortcut is pressed, or nil.
func ButtonForKey(buttons []Button, pressed func(ebiten.Key) bool) *Button {
	for i := range buttons {
		b := &buttons[i]
		if b.Key.Set && b.Enabled && pressed(b.Key.Key) {
			return b
		}
	}
	return nil
}

// ButtonSpot is where a panel button is on the screen, as written for scripted tests.
type ButtonSpot struct {
	Label   string `json:"label"`
	X       int    `json:"x"` // the button's centre in window pixels
	Y       int    `json:"y"`
	Enabled bool   `json:"enabled"` // a click on it would do something
}

// ButtonSpots are the labelled buttons drawn on the screen, each with its centre: the
// buttons a player can see and click, as the frame drew them (none scrolled away).
func ButtonSpots(buttons []Button) []ButtonSpot {
	spots := make([]ButtonSpot, 0, len(buttons))
	for _, b := range buttons {
		if b.Label == "" || b.Rect.Empty() {
			continue
		}
		c := b.Rect.Min.Add(b.Rect.Max).Div(2)
		spots = append(spots, ButtonSpot{Label: b.Label, X: c.X, Y: c.Y, Enabled: b.Enabled})
	}
	return spots
}

// WriteButtonSpots writes buttons and where they are to path.
func WriteButtonSpots(path string, buttons []Button) error {
	data, err := json.MarshalIndent(ButtonSpots(buttons), "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
