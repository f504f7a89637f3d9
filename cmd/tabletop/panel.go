package main

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/borrowed-time/tabletop/render"
)

// panelWidth is the width of the panel on the right, in pixels.
const panelWidth = 340

// The panel's fixed regions, measured up from its bottom: the log, the dice tray above it
// and the message line above that. They do not move when the part above them grows, and a
// message never pushes a button away from under the pointer.
const (
	logHeight     = 118
	trayHeight    = 92
	messageHeight = 40
)

// drawButtonList draws buttons: greyed when disabled, gold when they show a choice made.
func drawButtonList(dst *panelCanvas, buttons []button) {
	for _, b := range buttons {
		if b.rect.Empty() {
			continue // scrolled out of sight
		}
		c, tc := colButton, colWhite
		switch {
		case !b.enabled:
			c, tc = colButtonX, color.RGBA{110, 110, 105, 255}
		case strings.HasPrefix(b.label, "» ") || strings.HasSuffix(b.label, ": on"):
			c = colButtonOn
		}
		dst.rect(float64(b.rect.Min.X), float64(b.rect.Min.Y), float64(b.rect.Dx()), float64(b.rect.Dy()), c)
		if b.lines == nil {
			dst.text(b.label, float64(b.rect.Min.X+8), float64(b.rect.Min.Y+b.rect.Dy()/2), 12, tc, render.AlignLeft)
			continue
		}
		for i, l := range b.lines {
			dst.text(l, float64(b.rect.Min.X+8), float64(b.rect.Min.Y+12+i*buttonLineH), 12, tc, render.AlignLeft)
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
func cornerButtons(buttons []button, x int, bs []button, m textMeasure) []button {
	for _, b := range bs {
		bw := 16 + int(math.Ceil(m(b.label, 12)))
		x -= bw
		b.rect = image.Rect(x, 10, x+bw, 30)
		b.enabled = true
		buttons = append(buttons, b)
		x -= 6
	}
	return buttons
}
