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
	s.Width = w/2 - 70
	for _, l := range lines {
		if strings.HasPrefix(l, " ") {
			s.Para(strings.TrimSpace(l), st.size, st.colour)
			s.Y += st.afterPara
			continue
		}
		s.Y += st.beforeHead
		s.Line(l, 15, widget.ColGold)
	}
	lx := w/2 + 10
	ebitenrender.DrawText(s.Dst, s.Font, "What is on the table", float64(lx), 68, 15, widget.ColGold, render.AlignLeft)
	s.Dst.DrawImage(legend(w/2-50, h-150), &ebiten.DrawImageOptions{GeoM: translated(float64(lx), 80)})
	ebitenrender.DrawText(s.Dst, s.Font, "Esc, F1 or a click closes this", float64(w/2), float64(h-52), 13, widget.ColGold, render.AlignCenter)
}

// translated is a transform that moves an image by (x, y) pixels.
func translated(x, y float64) ebiten.GeoM {
	var m ebiten.GeoM
	m.Translate(x, y)
	return m
}
