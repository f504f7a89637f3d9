package main

import (
	"image/color"
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

var (
	colPanel      = color.RGBA{36, 38, 35, 255}
	colProblemBox = color.RGBA{36, 16, 16, 235}
	colWhite      = color.RGBA{240, 240, 235, 255}
	colDim        = color.RGBA{175, 175, 165, 255}
	colGold       = color.RGBA{255, 220, 90, 255}
	colRed        = color.RGBA{240, 100, 90, 255}
	colGreen      = color.RGBA{120, 220, 120, 255}
	colButton     = color.RGBA{64, 68, 62, 255}
	colButtonX    = color.RGBA{48, 50, 47, 255}
	colButtonOn   = color.RGBA{92, 84, 48, 255}
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

// wrap breaks text into lines of at most n characters.
func wrap(s string, n int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		switch {
		case cur == "":
			cur = w
		case len(cur)+len(w)+1 > n:
			lines = append(lines, cur)
			cur = w
		default:
			cur += " " + w
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// joinNames lists names in words: "A", "A and B", "A, B and C".
func joinNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
