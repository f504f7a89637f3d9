package main

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/saves"
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

// sheet is a dark sheet over the table with lines of text written down it.
type sheet struct {
	font  *ebitenrender.Font
	dst   *ebiten.Image
	x, y  float64
	width int // pixels a line holds
}

// newSheet draws a dark sheet over the table, w×h pixels, and returns it to write on.
func newSheet(dst *ebiten.Image, font *ebitenrender.Font, w, h int) *sheet {
	vector.FillRect(dst, 30, 30, float32(w-60), float32(h-60), color.RGBA{14, 15, 13, 238}, false)
	vector.StrokeRect(dst, 30, 30, float32(w-60), float32(h-60), 1, color.RGBA{120, 110, 70, 255}, false)
	return &sheet{font: font, dst: dst, x: 56, y: 64, width: w - 112}
}

func (s *sheet) line(text string, size float64, c color.RGBA) {
	ebitenrender.DrawText(s.dst, s.font, text, s.x, s.y, size, c, render.AlignLeft)
	s.y += size + 8
}

func (s *sheet) para(text string, size float64, c color.RGBA) {
	for _, l := range wrap(text, int(float64(s.width)/(size*0.52))) {
		s.line(l, size, c)
	}
	s.y += 4
}

// drawSlotList draws the list of save slots on a sheet, for either table, and returns each
// slot's row for clicks; message, when asking, is the question about saving over a slot.
func drawSlotList(s *sheet, w int, loading bool, summary func(int) string, size float64,
	message string, asking bool, rows []image.Rectangle) []image.Rectangle {
	title := "Save the game: pick a slot (1-5)"
	if loading {
		title = "Load a game: pick a slot (1-5)"
	}
	s.line(title, 20, colGold)
	s.y += 10
	for k := 1; k <= saves.Slots; k++ {
		r := image.Rect(50, int(s.y)-14, w-50, int(s.y)+22)
		rows = append(rows, r)
		vector.FillRect(s.dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), colButton, false)
		ebitenrender.DrawText(s.dst, s.font, fmt.Sprintf("%d   %s", k, summary(k)), s.x, s.y+4, size, colWhite, render.AlignLeft)
		s.y += 46
	}
	s.y += 6
	if message != "" && asking {
		s.para(message, 14, colGold)
	}
	s.para("Esc or a click elsewhere closes this. Ctrl+S saves, Ctrl+O loads.", 13, colDim)
	return rows
}

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
func (s *sheet) helpPage(lines []string, st helpStyle, legend func(w, h int) *ebiten.Image, w, h int) {
	s.width = w/2 - 70
	for _, l := range lines {
		if strings.HasPrefix(l, " ") {
			s.para(strings.TrimSpace(l), st.size, st.colour)
			s.y += st.afterPara
			continue
		}
		s.y += st.beforeHead
		s.line(l, 15, colGold)
	}
	lx := w/2 + 10
	ebitenrender.DrawText(s.dst, s.font, "What is on the table", float64(lx), 68, 15, colGold, render.AlignLeft)
	s.dst.DrawImage(legend(w/2-50, h-150), &ebiten.DrawImageOptions{GeoM: translated(float64(lx), 80)})
	ebitenrender.DrawText(s.dst, s.font, "Esc, F1 or a click closes this", float64(w/2), float64(h-52), 13, colGold, render.AlignCenter)
}

// translated is a transform that moves an image by (x, y) pixels.
func translated(x, y float64) ebiten.GeoM {
	var m ebiten.GeoM
	m.Translate(x, y)
	return m
}
