package table

import (
	"strings"
	"unicode/utf8"

	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// textMeasure gives the width in pixels of a line of text at a size.
type textMeasure func(s string, size float64) float64

// uiMeasure measures text as the UI font draws it; with no font (tables made by tests
// without a window), by an average letter's width.
func uiMeasure(font fontSource) textMeasure {
	if font == nil {
		return func(s string, size float64) float64 { return float64(utf8.RuneCountInString(s)) * size * 0.52 }
	}
	return func(s string, size float64) float64 { return ebitenrender.TextWidth(font, s, size) }
}

// wrapText breaks player-facing text into lines no wider than width at size, at spaces; a
// word wider than a whole line is split between its letters. Nothing is left out and
// nothing is cut short with an ellipsis: the lines joined by spaces give the words back
// (a split word aside).
func wrapText(m textMeasure, s string, size, width float64) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		switch {
		case cur == "":
		case m(cur+" "+w, size) <= width:
			cur += " " + w
			continue
		default:
			lines = append(lines, cur)
		}
		// A new line starts with w; a word too wide for any line goes letter by letter.
		for m(w, size) > width && utf8.RuneCountInString(w) > 1 {
			r := []rune(w)
			n := 1
			for n < len(r)-1 && m(string(r[:n+1]), size) <= width {
				n++
			}
			lines = append(lines, string(r[:n]))
			w = string(r[n:])
		}
		cur = w
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
