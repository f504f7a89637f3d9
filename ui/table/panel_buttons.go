package table

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// PanelWidth is the width of the panel on the right, in pixels.
const PanelWidth = 340

// The panel's fixed regions, measured up from its bottom: the log, the dice tray above it
// and the message line above that. They do not move when the part above them grows, and a
// message never pushes a button away from under the pointer.
const (
	LogHeight     = 118
	TrayHeight    = 92
	messageHeight = 40
)

// drawButtonList draws buttons: greyed when disabled, gold when they show a choice made.
func drawButtonList(dst *panelCanvas, buttons []widget.Button) {
	for _, b := range buttons {
		if b.Rect.Empty() {
			continue // scrolled out of sight
		}
		c, tc := widget.ColButton, widget.ColWhite
		switch {
		case !b.Enabled:
			c, tc = widget.ColButtonX, color.RGBA{110, 110, 105, 255}
		case strings.HasPrefix(b.Label, "» ") || strings.HasSuffix(b.Label, ": on"):
			c = widget.ColButtonOn
		}
		dst.rect(float64(b.Rect.Min.X), float64(b.Rect.Min.Y), float64(b.Rect.Dx()), float64(b.Rect.Dy()), c)
		if b.Lines == nil {
			dst.text(b.Label, float64(b.Rect.Min.X+8), float64(b.Rect.Min.Y+b.Rect.Dy()/2), 12, tc, render.AlignLeft)
			continue
		}
		for i, l := range b.Lines {
			dst.text(l, float64(b.Rect.Min.X+8), float64(b.Rect.Min.Y+12+i*buttonLineH), 12, tc, render.AlignLeft)
		}
	}
}

func reverse(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[len(xs)-1-i] = x
	}
	return out
}

// joinNames lists names in words: "A", "A and B", "A, B and C".
func joinNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// cornerButtons lays the table's own buttons (Help, Briefing, Menu) right to left from x along
// the panel's top, enabled, each as wide as its label as m measures it, and adds them to
// buttons.
func cornerButtons(buttons []widget.Button, x int, bs []widget.Button, m textMeasure) []widget.Button {
	for _, b := range bs {
		bw := 16 + int(math.Ceil(m(b.Label, 12)))
		x -= bw
		b.Rect = image.Rect(x, 10, x+bw, 30)
		b.Enabled = true
		buttons = append(buttons, b)
		x -= 6
	}
	return buttons
}
