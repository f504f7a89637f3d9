package table

import (
	"image/color"

	"github.com/borrowed-time/tabletop/ui/widget"
)

// tone is what kind of thing the message line says, which sets its colour.
type tone int

const (
	toneProblem tone = iota // a refusal or an error: red
	toneHint                // what to do next ("click where to throw it"): gold
	toneDone                // something worked ("saved", "undone"): green
)

// notice is the message line under the panel's buttons.
type notice struct {
	text string
	tone tone
}

func (n notice) colour() color.RGBA {
	switch n.tone {
	case toneHint:
		return widget.ColGold
	case toneDone:
		return widget.ColGreen
	}
	return widget.ColRed
}
