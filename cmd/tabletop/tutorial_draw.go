package main

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// drawTutorial draws the current lesson in a box at the top of the table, rings the spot it
// is about, and adds its buttons (Finish on the last step; Leave the tutorial on every one).
// It is drawn after the panel, whose drawing starts the frame's list of buttons.
func (p *play) drawTutorial(dst *ebiten.Image, w, h int) {
	if p.tut == nil || p.overlay != overlayNone {
		return
	}
	s := p.tut.current(p)
	top := -1.0 // the box sits at the bottom of the table, or at the top when the spot is down there
	if s.where != nil {
		if at, ok := s.where(p); ok {
			x, y := p.cam.toScreen(at)
			if y > float64(h)*0.55 {
				top = 8
			}
			pulse := 0.5 + 0.5*math.Sin(float64(time.Now().UnixMilli())/180)
			vector.StrokeCircle(dst, float32(x), float32(y), float32(18+6*pulse), 3, color.RGBA{255, 220, 90, 230}, false)
		}
	}
	lines := wrap(s.say(p), (w-120)/8)
	bh := 40 + 18*len(lines)
	if top < 0 {
		top = float64(h - bh - 8)
	}
	vector.FillRect(dst, 30, float32(top), float32(w-60), float32(bh), color.RGBA{24, 26, 22, 240}, false)
	vector.StrokeRect(dst, 30, float32(top), float32(w-60), float32(bh), 2, colGold, false)
	last := p.tut.finished()
	title := fmt.Sprintf("Tutorial — lesson %d of %d", p.tut.number(), len(tutorialSteps))
	if last {
		title = "Tutorial — every lesson done"
	}
	ebitenrender.DrawText(dst, p.font, title, 44, top+14, 13, colGold, render.AlignLeft)
	for i, l := range lines {
		ebitenrender.DrawText(dst, p.font, l, 44, top+34+float64(18*i), 14, colWhite, render.AlignLeft)
	}
	add := func(label, help string, x int, do func()) {
		r := image.Rect(x, int(top)+4, x+8+7*len(label), int(top)+24)
		p.buttons = append(p.buttons, button{rect: r, label: label, help: help, enabled: true, do: do})
		vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), colButton, false)
		ebitenrender.DrawText(dst, p.font, label, float64(r.Min.X+6), float64(r.Min.Y+10), 12, colWhite, render.AlignLeft)
	}
	if last {
		add("Finish", "End the tutorial and play on.", w-190, func() { p.tut = nil })
	} else {
		add("Leave tutorial", "Stop the lessons and play on from here.", w-150, func() { p.tut = nil })
	}
}
