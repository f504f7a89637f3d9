package widget

import (
	"image/color"
	"strings"
)

// The colours of the window's panels, buttons and text.
var (
	ColPanel      = color.RGBA{36, 38, 35, 255}
	ColProblemBox = color.RGBA{36, 16, 16, 235}
	ColWhite      = color.RGBA{240, 240, 235, 255}
	ColDim        = color.RGBA{175, 175, 165, 255}
	ColGold       = color.RGBA{255, 220, 90, 255}
	ColRed        = color.RGBA{240, 100, 90, 255}
	ColGreen      = color.RGBA{120, 220, 120, 255}
	ColButton     = color.RGBA{64, 68, 62, 255}
	ColButtonX    = color.RGBA{48, 50, 47, 255}
	ColButtonOn   = color.RGBA{92, 84, 48, 255}
)

// Wrap breaks text into lines of at most n characters; a newline in it always breaks a line
// (a card's lines each start one).
func Wrap(s string, n int) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		cur := ""
		for _, w := range strings.Fields(para) {
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
	}
	return lines
}
