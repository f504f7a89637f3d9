package table

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// overlay is a sheet drawn over the table that takes the input while it is open.
type overlay int

const (
	overlayNone     overlay = iota
	overlayHelp             // keys, mouse and the table's marks (F1)
	overlayBriefing         // the scenario's story, victory and special rules (B)
	overlaySave             // the save slots, to save into (Ctrl+S)
	overlayLoad             // the save slots, to load from (Ctrl+O)
	overlayHandover         // the screen covered while it passes to the next player
	overlayLog              // the whole log (a click on the panel's log)
)

// helpStyle is how a help sheet sets its lines: paragraphs (lines starting with a space) at
// a size and colour with a gap after each, and headings in gold with a gap before.
type helpStyle struct {
	size       float64
	colour     color.RGBA
	afterPara  float64
	beforeHead float64
}

// helpPage writes the help lines on the sheet's left half and the legend (what the table's
// marks mean) on its right half, with how to close it at the bottom: both tables' F1 sheet.
func helpPage(s *widget.Sheet, lines []string, st helpStyle, legend func(w, h int) *ebiten.Image, w, h int) {
	fit := helpFit(lines, st, s.Y, w, h)
	st.size, s.Gap = fit.size, fit.gap
	defer func() { s.Gap = 8 }()
	split := fit.split
	s.Width = split - 70
	for _, l := range lines {
		if strings.HasPrefix(l, " ") {
			s.Para(strings.TrimSpace(l), st.size, st.colour)
			s.Y += st.afterPara
			continue
		}
		s.Y += st.beforeHead
		s.Line(l, 15, widget.ColGold)
	}
	lx := split + 10
	ebitenrender.DrawText(s.Dst, s.Font, "What is on the table", float64(lx), 68, 15, widget.ColGold, render.AlignLeft)
	s.Dst.DrawImage(legend(w-split-50, h-150), &ebiten.DrawImageOptions{GeoM: translated(float64(lx), 80)})
	ebitenrender.DrawText(s.Dst, s.Font, "Esc, F1 or a click closes this", float64(w/2), float64(h-52), 13, widget.ColGold, render.AlignCenter)
}

// helpClose is how far above the window's bottom the help's text must end: the line that
// says how to close the sheet is below it.
const helpClose = 70

// helpLayout is how the help's lines are set: their size and the gap between lines, and
// split, where their column ends (the legend beside them takes the rest).
type helpLayout struct {
	size, gap float64
	split     int
}

// helpFit sets the help's lines, starting at y, so that they end above the line that says
// how to close the sheet in a w×h window: the largest size from st.size down to 11, with the
// usual gap between lines or a smaller one, on half the sheet or more of it (the legend
// keeps at least 250 pixels); else size 10, tight, on the most. No line is ever cut off at
// the window's bottom in a window the table can be played in.
func helpFit(lines []string, st helpStyle, y float64, w, h int) helpLayout {
	for size := st.size; size >= 11; size-- {
		for _, gap := range []float64{8, 6, 4} {
			for _, part := range []int{50, 58, 66, 74} {
				l := helpLayout{size: size, gap: gap, split: w * part / 100}
				if part > 50 && w-l.split < 250 {
					break
				}
				if helpEnd(lines, st, l, y) <= float64(h-helpClose) {
					return l
				}
			}
		}
	}
	return helpLayout{size: 10, gap: 3, split: max(w/2, w-250)}
}

// helpEnd is where the help's lines end when set as l from y, as helpPage sets them
// (widget.Sheet's Line and Para).
func helpEnd(lines []string, st helpStyle, l helpLayout, y float64) float64 {
	for _, line := range lines {
		if strings.HasPrefix(line, " ") {
			y += float64(len(widget.Wrap(strings.TrimSpace(line), int(float64(l.split-70)/(l.size*0.52)))))*(l.size+l.gap) + 4 + st.afterPara
			continue
		}
		y += st.beforeHead + 15 + l.gap
	}
	return y
}

// translated is a transform that moves an image by (x, y) pixels.
func translated(x, y float64) ebiten.GeoM {
	var m ebiten.GeoM
	m.Translate(x, y)
	return m
}
