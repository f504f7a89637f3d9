package widget

import (
	"image"
	"image/color"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Tip is what the thing under the pointer is, in a few words and a line or two.
type Tip struct {
	Title, Body string // a few words, and a line or two
}

// DrawTip draws a tip beside the pointer, inside the window, and returns where.
func DrawTip(dst *ebiten.Image, font *ebitenrender.Font, t Tip, cx, cy, sw, sh int) image.Rectangle {
	w, h := tipSize(font, t)
	x, y := float64(cx)+16, float64(cy)+18
	if x+w > float64(sw) {
		x = float64(cx) - w - 8
	}
	if y+h > float64(sh) {
		y = float64(cy) - h - 8
	}
	return drawTipAt(dst, font, t, x, y, w, h)
}

// DrawTipBeside draws a tip to the left of r (a button in a panel on the window's right),
// its top level with r's, inside the window: it covers none of the buttons beside or below
// r, which the pointer may go to next. It returns where.
func DrawTipBeside(dst *ebiten.Image, font *ebitenrender.Font, t Tip, r image.Rectangle, sh int) image.Rectangle {
	w, h := tipSize(font, t)
	x, y := float64(r.Min.X)-w-8, float64(r.Min.Y)
	if y+h > float64(sh) {
		y = float64(sh) - h - 2
	}
	return drawTipAt(dst, font, t, x, y, w, h)
}

// tipSize is a tip's width and height in pixels: its title and wrapped lines as the font
// draws them, with a margin.
func tipSize(font *ebitenrender.Font, t Tip) (w, h float64) {
	w = max(ebitenrender.TextWidth(font, t.Title, 13), 60)
	lines := Wrap(t.Body, 52)
	for _, l := range lines {
		w = max(w, ebitenrender.TextWidth(font, l, 12))
	}
	return w + 20, 28 + float64(len(lines))*17
}

// drawTipAt draws a tip of size w×h at (x, y), moved inside the window's top left.
func drawTipAt(dst *ebiten.Image, font *ebitenrender.Font, t Tip, x, y, w, h float64) image.Rectangle {
	x, y = max(x, 2), max(y, 2)
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), color.RGBA{20, 20, 18, 240}, false)
	vector.StrokeRect(dst, float32(x), float32(y), float32(w), float32(h), 1, color.RGBA{140, 130, 90, 255}, false)
	ebitenrender.DrawText(dst, font, t.Title, x+10, y+14, 13, ColGold, render.AlignLeft)
	for i, l := range Wrap(t.Body, 52) {
		ebitenrender.DrawText(dst, font, l, x+10, y+32+float64(i)*17, 12, ColWhite, render.AlignLeft)
	}
	return image.Rect(int(x), int(y), int(x+w)+1, int(y+h)+1)
}

// TipArea is a part of the screen that explains itself when the pointer rests on it.
type TipArea struct {
	Rect image.Rectangle // where it is in the window
	Tip  Tip             // what it says
}
