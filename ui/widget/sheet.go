package widget

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

// Sheet is a dark sheet over the table with lines of text written down it.
type Sheet struct {
	Font  *ebitenrender.Font // the UI font
	Dst   *ebiten.Image      // the screen it is drawn on
	x, Y  float64            // where the next line goes
	Width int                // pixels a line holds
	Gap   float64            // pixels between one line and the next
	// Measuring writes nothing: the lines only move Y down, to see whether a page fits.
	Measuring bool
	top, low  float64 // the columns' top, and the lowest a finished column reached
}

// columnGap is the space between two columns of a sheet, in pixels.
const columnGap = 40

// Columns narrows the sheet to the first of n columns side by side, starting at Y.
func (s *Sheet) Columns(n int) {
	s.top, s.low = s.Y, s.Y
	s.Width = (s.Width - (n-1)*columnGap) / n
}

// NextColumn moves to the top of the next column.
func (s *Sheet) NextColumn() {
	s.low = max(s.low, s.Y)
	s.x += float64(s.Width + columnGap)
	s.Y = s.top
}

// Bottom is how far down the sheet's lines reach, in whichever column reaches furthest.
func (s *Sheet) Bottom() float64 { return max(s.low, s.Y) }

// MeasureSheet is a sheet of w×h pixels that writes nothing, to measure how far down a page
// of lines reaches (its Y after them).
func MeasureSheet(font *ebitenrender.Font, w, h int) *Sheet {
	return &Sheet{Font: font, x: 56, Y: 64, Width: w - 112, Gap: 8, Measuring: true}
}

// NewSheet draws a dark sheet over the table, w×h pixels, and returns it to write on.
func NewSheet(dst *ebiten.Image, font *ebitenrender.Font, w, h int) *Sheet {
	vector.FillRect(dst, 30, 30, float32(w-60), float32(h-60), color.RGBA{14, 15, 13, 238}, false)
	vector.StrokeRect(dst, 30, 30, float32(w-60), float32(h-60), 1, color.RGBA{120, 110, 70, 255}, false)
	return &Sheet{Font: font, Dst: dst, x: 56, Y: 64, Width: w - 112, Gap: 8}
}

// Line writes a line of text and moves down below it.
func (s *Sheet) Line(text string, size float64, c color.RGBA) {
	if !s.Measuring {
		ebitenrender.DrawText(s.Dst, s.Font, text, s.x, s.Y, size, c, render.AlignLeft)
	}
	s.Y += size + s.Gap
}

// Para writes a paragraph, wrapped to the sheet's width, and leaves a gap below it.
func (s *Sheet) Para(text string, size float64, c color.RGBA) {
	for _, l := range Wrap(text, int(float64(s.Width)/(size*0.52))) {
		s.Line(l, size, c)
	}
	s.Y += 4
}

// DrawSlotList draws the list of save slots on a sheet, for either table, and returns each
// slot's row for clicks; message, when asking, is the question about saving over a slot.
func DrawSlotList(s *Sheet, w int, loading bool, summary func(int) string, size float64,
	message string, asking bool, rows []image.Rectangle) []image.Rectangle {
	title := "Save the game: pick a slot (1-5)"
	if loading {
		title = "Load a game: pick a slot (1-5)"
	}
	s.Line(title, 20, ColGold)
	s.Y += 10
	for k := 1; k <= saves.Slots; k++ {
		r := image.Rect(50, int(s.Y)-14, w-50, int(s.Y)+22)
		rows = append(rows, r)
		vector.FillRect(s.Dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), ColButton, false)
		ebitenrender.DrawText(s.Dst, s.Font, fmt.Sprintf("%d   %s", k, summary(k)), s.x, s.Y+4, size, ColWhite, render.AlignLeft)
		s.Y += 46
	}
	s.Y += 6
	if message != "" && asking {
		s.Para(message, 14, ColGold)
	}
	s.Para("Esc or a click elsewhere closes this. Ctrl+S saves, Ctrl+O loads.", 13, ColDim)
	return rows
}
