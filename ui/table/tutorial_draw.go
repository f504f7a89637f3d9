package table

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// drawTutorial draws the current lesson in a box at the bottom or the top of the table, rings
// the spot it is about, and adds its buttons (Finish on the last step; Leave the tutorial on
// every one). It is drawn after the panel, whose drawing starts the frame's list of buttons.
func (p *Table) drawTutorial(dst *ebiten.Image, w, h int) {
	if p.tut == nil || p.overlay != overlayNone {
		return
	}
	s := p.tut.current(p)
	l := p.tut.read(p)
	var ring []image.Point // the spot the lesson is about, if it has one: never under the box
	if s.where != nil {
		if at, ok := s.where(l); ok {
			x, y := p.cam.ToScreen(at)
			ring = append(ring, image.Pt(int(x), int(y)))
			pulse := 0.5 + 0.5*math.Sin(float64(time.Now().UnixMilli())/180)
			vector.StrokeCircle(dst, float32(x), float32(y), float32(18+6*pulse), 3, color.RGBA{255, 220, 90, 230}, false)
		}
	}
	if s.clear != nil {
		for _, at := range s.clear(l) {
			x, y := p.cam.ToScreen(at)
			ring = append(ring, image.Pt(int(x), int(y)))
		}
	}
	lines := widget.Wrap(s.say(l), (w-120)/8)
	bh := 40 + 18*len(lines)
	top := float64(p.tutorialBoxTop(ring, w, h, bh))
	vector.FillRect(dst, 30, float32(top), float32(w-60), float32(bh), color.RGBA{24, 26, 22, 240}, false)
	vector.StrokeRect(dst, 30, float32(top), float32(w-60), float32(bh), 2, widget.ColGold, false)
	last := p.tut.finished()
	title := p.tut.title(s)
	if last {
		title = "Tutorial: every lesson done"
	}
	ebitenrender.DrawText(dst, p.font, title, 44, top+14, 13, widget.ColGold, render.AlignLeft)
	for i, ln := range lines {
		ebitenrender.DrawText(dst, p.font, ln, 44, top+34+float64(18*i), 14, widget.ColWhite, render.AlignLeft)
	}
	add := func(label, help string, x int, do func()) {
		r := image.Rect(x, int(top)+4, x+8+7*len(label), int(top)+24)
		p.buttons = append(p.buttons, widget.Button{Rect: r, Label: label, Help: help, Enabled: true, Do: do})
		vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), widget.ColButton, false)
		ebitenrender.DrawText(dst, p.font, label, float64(r.Min.X+6), float64(r.Min.Y+10), 12, widget.ColWhite, render.AlignLeft)
	}
	if last {
		add("Finish", "End the tutorial and play on.", w-190, func() { p.tut = nil })
	} else {
		add("Leave tutorial", "Stop the lessons and play on from here.", w-150, func() { p.tut = nil })
	}
}

// tutorialBoxTop is where the lesson's box (bh tall) goes: at the bottom of the table, at its
// top or across its middle, the first of those that leaves the most in view: the ring above
// all, then the seat's own models (the survivors the lesson asks to drag).
func (p *Table) tutorialBoxTop(ring []image.Point, w, h, bh int) int {
	var models []image.Point
	for _, m := range p.roster() {
		x, y := p.cam.ToScreen(m.Body.Pos)
		models = append(models, image.Pt(int(x), int(y)))
	}
	covered := func(top int) int {
		r := image.Rect(30, top-24, w-30, top+bh+24) // a token's width around the box
		n := 0
		for _, pt := range ring {
			if pt.In(r) {
				n += 100
			}
		}
		for _, pt := range models {
			if pt.In(r) {
				n++
			}
		}
		return n
	}
	best, least := h-bh-8, -1
	for _, top := range []int{h - bh - 8, 8, (h - bh) / 2} {
		if n := covered(top); least < 0 || n < least {
			best, least = top, n
		}
	}
	return best
}
