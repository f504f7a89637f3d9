package main

import (
	"fmt"
	"image"
	"image/color"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/saves"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
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
