package main

import (
	"encoding/json"
	"image"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// shortcut is a button's key, if it has one. Ebitengine's key codes start at 0 (KeyA), so
// "no key" cannot be the zero key: it is a shortcut that is not set.
type shortcut struct {
	key ebiten.Key
	set bool
}

// keyed returns the shortcut for a key.
func keyed(k ebiten.Key) shortcut { return shortcut{key: k, set: true} }

// button is a panel button with a keyboard shortcut and a line of help, rebuilt every frame
// from the game state.
type button struct {
	rect    image.Rectangle
	label   string
	lines   []string // the label as written on the button, on as many lines as it takes; nil: on one
	key     shortcut
	enabled bool
	help    string // what it does, shown while the pointer rests on it
	do      func()
}

// buttonIn returns the button of a list under a window point, or nil.
func buttonIn(buttons []button, x, y int) *button {
	for i := range buttons {
		b := &buttons[i]
		if b.label != "" && image.Pt(x, y).In(b.rect) {
			return b
		}
	}
	return nil
}

// buttonForKey returns the enabled button whose shortcut is pressed, or nil.
func buttonForKey(buttons []button, pressed func(ebiten.Key) bool) *button {
	for i := range buttons {
		b := &buttons[i]
		if b.key.set && b.enabled && pressed(b.key.key) {
			return b
		}
	}
	return nil
}

// buttonSpot is where a panel button is on the screen, as written for scripted tests.
type buttonSpot struct {
	Label   string `json:"label"`
	X       int    `json:"x"` // the button's centre in window pixels
	Y       int    `json:"y"`
	Enabled bool   `json:"enabled"`
}

// buttonSpots are the labelled buttons drawn on the screen, each with its centre: the
// buttons a player can see and click, as the frame drew them (none scrolled away).
func buttonSpots(buttons []button) []buttonSpot {
	spots := make([]buttonSpot, 0, len(buttons))
	for _, b := range buttons {
		if b.label == "" || b.rect.Empty() {
			continue
		}
		c := b.rect.Min.Add(b.rect.Max).Div(2)
		spots = append(spots, buttonSpot{Label: b.label, X: c.X, Y: c.Y, Enabled: b.enabled})
	}
	return spots
}

// writeButtonSpots writes buttons and where they are to path.
func writeButtonSpots(path string, buttons []button) error {
	data, err := json.MarshalIndent(buttonSpots(buttons), "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
