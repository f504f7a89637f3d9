package table

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// The whole log on a sheet over the table (a click on the panel's log opens it): the
// panel's few rows cannot hold a turn of twenty zombies.

// logSheetSize and logSheetRow are the sheet's text size and row height, in pixels.
const (
	logSheetSize = 13
	logSheetRow  = 18
)

// drawLogSheet writes the log's lines, oldest at the top, ending at the newest or as far
// back as the players scrolled (p.sheetScroll lines of the log), and says how to move.
func (p *Table) drawLogSheet(dst *ebiten.Image, w, h int) {
	s := widget.NewSheet(dst, p.font, w, h)
	log := p.visibleLog()
	s.Line("The log", 20, widget.ColGold)
	top, bottom := s.Y, float64(h)-70
	rows := max(int((bottom-top)/logSheetRow), 1)
	lines, shown := p.logSheetPage(log, float64(s.Width), rows)
	for k := range min(len(lines), rows) {
		y := top + float64(rows-1-k)*logSheetRow
		ebitenrender.DrawText(dst, p.font, lines[k], 56, y, logSheetSize, widget.ColWhite, render.AlignLeft)
	}
	first := len(log) - p.sheetScroll - shown + 1 // the first line shown, counting from 1
	where := fmt.Sprintf("Lines %d–%d of %d", max(first, 1), len(log)-p.sheetScroll, len(log))
	if len(log) == 0 {
		where = "Nothing has happened yet"
	}
	ebitenrender.DrawText(dst, p.font, where+" · wheel or PgUp/PgDn to read back and on, Home the first, End the newest · Esc, or a click, closes",
		float64(w/2), float64(h-48), 13, widget.ColGold, render.AlignCenter)
}

// logSheetPage is the page of the log the sheet shows, rows of width pixels: its rows,
// newest first, and how many lines of the log they hold (a line is not cut: it starts the
// next page instead, unless it alone is longer than the page).
func (p *Table) logSheetPage(log []string, width float64, rows int) ([]string, int) {
	m := uiMeasure(p.font)
	// As far back as it goes, the page is the first page: the log's first lines filling it
	// from the top, not line 1 alone at the foot of an empty page (as a play-test saw Home).
	first, used := 0, 0
	for first < len(log) {
		n := len(wrapText(m, log[first], logSheetSize, width))
		if used+n > rows && first > 0 {
			break
		}
		used += n
		first++
	}
	p.sheetScroll = min(max(p.sheetScroll, 0), max(len(log)-first, 0))
	var lines []string
	shown := 0
	for i := len(log) - 1 - p.sheetScroll; i >= 0 && len(lines) < rows; i-- {
		wrapped := wrapText(m, log[i], logSheetSize, width)
		if len(lines)+len(wrapped) > rows && shown > 0 {
			break
		}
		lines = append(lines, reverse(wrapped)...)
		shown++
	}
	p.sheetPage = shown
	return lines, shown
}

// logSheetInput moves the log sheet: a page back or on, to its first or newest line.
func (p *Table) logSheetInput(pressed func(ebiten.Key) bool) {
	page := max(p.sheetPage-1, 1) // a page keeps its oldest line in view on the next
	_, wy := ebiten.Wheel()
	switch {
	case pressed(ebiten.KeyPageUp):
		p.sheetScroll += page
	case pressed(ebiten.KeyPageDown):
		p.sheetScroll = max(p.sheetScroll-page, 0)
	case pressed(ebiten.KeyHome):
		p.sheetScroll = len(p.log) // drawLogSheet stops at the first line
	case pressed(ebiten.KeyEnd):
		p.sheetScroll = 0
	case wy > 0:
		p.sheetScroll += 2
	case wy < 0:
		p.sheetScroll = max(p.sheetScroll-2, 0)
	}
}
