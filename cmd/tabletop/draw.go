package main

import (
	"fmt"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"image"
	"image/color"
	"strings"
	"time"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// draw draws the table, the overlays of what the players are doing, and the panel.
func (p *play) draw(screen *ebiten.Image, sw, sh int) {
	st := p.g.State()
	p.drawStaticLayer(sw-panelWidth, sh, &st)
	// The table is drawn clipped to its part of the window, so that the panel's pixels stay
	// as they were and the panel need not be drawn again when it has not changed.
	table := screen.SubImage(image.Rect(0, 0, sw-panelWidth, sh)).(*ebiten.Image)
	table.DrawImage(p.static, nil)
	for _, t := range p.tokens() {
		p.sprites.Draw(table, t, p.cam.scale, p.cam.offset)
	}
	// The overlays (routes, sight lines, the tape) go straight onto the table: the canvas
	// draws them without anti-aliasing as plain triangles, which Ebitengine batches. (Vector
	// paths must not be queued onto the screen: they are rendered when their image is next
	// used as a source, which the screen never is.)
	cv := &ebitenrender.Canvas{Dst: table, Scale: p.cam.scale, Offset: p.cam.offset, Font: p.font}
	switch {
	case p.drag.on && len(p.drag.route.Points) > 1:
		ok := p.drag.problem == ""
		render.DrawRoute(cv, p.drag.route.Points, p.drag.route.Cost, ok)
		render.DrawLabel(cv, p.pointer.Add(physics.Vec{X: 0, Y: 1.2}), p.dragLabel(), ok)
	case p.drag.on:
		render.DrawRefused(cv, p.pointer)
	case p.look.valid && p.look.target != "" && st.Phase == bt.PhaseSurvivors:
		render.DrawSight(cv, p.look.from, p.look.to, p.look.sight)
	}
	if p.ruler.on {
		render.DrawRuler(cv, p.ruler.from, p.ruler.to)
	}
	if ids := p.spawnChoices(&st); len(ids) > 0 {
		render.DrawSpawnChoices(cv, p.g.Scenario(), ids, float64(time.Now().UnixMilli()%1200)/1200)
	}
	p.drawPanel(screen, sw, sh)
	p.drawThinking(table, sw-panelWidth)
	p.drawOverlay(table, sw-panelWidth, sh)
	p.drawTooltip(screen, sw, sh)
	if p.diceAsk != nil {
		p.drawDicePrompt(table, sw-panelWidth, sh)
	}
}

// staticKey is what the cached table layer depends on.
type staticKey struct {
	w, h          int
	scale, ox, oy float64
	grid          bool
	doors, fires  string
	ground        int
	searches      string
}

// drawStaticLayer redraws the cached table (terrain, grid, markers, fires, dropped kit) when
// the view or the terrain has changed; the frame then only draws the models over it.
func (p *play) drawStaticLayer(w, h int, st *bt.State) {
	key := staticKey{w: w, h: h, scale: p.cam.scale, ox: p.cam.offset.X, oy: p.cam.offset.Y, grid: p.grid,
		doors: fmt.Sprint(st.DoorsOpen), fires: fmt.Sprint(st.Fires), ground: len(st.Ground), searches: fmt.Sprint(st.SearchesLeft)}
	if p.static != nil && key == p.staticKey {
		return
	}
	if p.static == nil || p.static.Bounds().Dx() != w || p.static.Bounds().Dy() != h {
		// Unmanaged: a large image drawn every frame stays out of Ebitengine's texture atlas
		// (moving it in and out of the atlas made every frame cost hundreds of milliseconds
		// under software rendering).
		p.static = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	p.static.Fill(color.RGBA{28, 30, 27, 255})
	cv := &ebitenrender.Canvas{Dst: p.static, Scale: p.cam.scale, Offset: p.cam.offset, Font: p.font, Smooth: true}
	render.DrawStatic(cv, &render.Scene{Scenario: p.g.Scenario(), Table: p.g.Table(), Grid: p.grid, SearchesLeft: st.SearchesLeft})
	for _, f := range st.Fires {
		render.DrawFire(cv, f.Center, f.Radius)
	}
	for _, g := range st.Ground {
		render.DrawGroundItem(cv, g.Pos)
	}
	p.staticKey = key
}

func (p *play) drawDicePrompt(dst *ebiten.Image, w, h int) {
	a := p.diceAsk
	vector.FillRect(dst, float32(w/2-260), float32(h/2-50), 520, 100, color.RGBA{10, 10, 10, 235}, false)
	ebitenrender.DrawText(dst, p.font, fmt.Sprintf("Roll %d dice and type them (Esc to cancel)", a.need), float64(w/2), float64(h/2-22), 16, colGold, render.AlignCenter)
	var s []string
	for i := 0; i < a.need; i++ {
		if i < len(a.typed) {
			s = append(s, fmt.Sprint(a.typed[i]))
		} else {
			s = append(s, "_")
		}
	}
	ebitenrender.DrawText(dst, p.font, strings.Join(s, "  "), float64(w/2), float64(h/2+18), 20, colWhite, render.AlignCenter)
}
