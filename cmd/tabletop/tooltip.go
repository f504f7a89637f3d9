package main

import (
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"image"
	"image/color"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// tip is what the thing under the pointer is, in a few words and a line or two.
type tip struct {
	title, body string
}

// tipAt says what is under the pointer: a panel button, a model, or a marker on the table.
// Nothing while a survivor is dragged, an overlay is open, or the pointer is on bare table.
func (p *play) tipAt(cx, cy int) (tip, bool) {
	if p.overlay != overlayNone || p.drag.on || p.ruler.on {
		return tip{}, false
	}
	if b := p.buttonAt(cx, cy); b != nil {
		return tip{title: b.label, body: b.help}, b.help != ""
	}
	for _, a := range p.tipAreas {
		if image.Pt(cx, cy).In(a.rect) {
			return a.tip, true
		}
	}
	if cx >= p.tableW {
		return tip{}, false
	}
	if p.hover != "" {
		return p.modelTip(p.hover), true
	}
	return p.markerTip(p.pointer)
}

// modelTip names a model and its state, and for a zombie what its type does.
func (p *play) modelTip(id string) tip {
	st := p.g.State()
	m := st.Model(id)
	if m == nil {
		return tip{}
	}
	t := tip{title: p.describeModel(id)}
	if look, ok := p.lookTip(); ok && p.look.target == id {
		t.body = look
		return t
	}
	switch {
	case m.IsSurvivor():
		t.body = "Survivor: " + survivorStatus(&st, m) + ". Drag to move; drop on a zombie to move into contact."
	default:
		t.body = summaryOf(m.Kind)
	}
	return t
}

// markerTip names the marker under the pointer, if any.
func (p *play) markerTip(pt physics.Vec) (tip, bool) {
	s := p.g.Scenario()
	near := func(at physics.Vec) bool { return at.Dist(pt) <= max(0.5, 8/p.cam.scale) }
	for _, sp := range s.SpawnPoints {
		if near(sp.At) {
			return tip{title: "Spawn point: " + s.PlaceName(sp.ID), body: markerText(bt.MarkerSpawnPoint)}, true
		}
	}
	for _, l := range s.SearchLocations {
		if near(l.At) {
			return tip{title: s.PlaceName(l.ID), body: markerText(bt.MarkerSearchLocation)}, true
		}
	}
	for _, o := range s.Objectives {
		if near(o.At) {
			return tip{title: s.PlaceName(o.ID), body: markerText(bt.MarkerObjective)}, true
		}
	}
	if d, ok := p.doorNear(pt, max(0.3, 6/p.cam.scale)); ok {
		st := p.g.State()
		state := "closed"
		for i, dd := range s.Doors() {
			if dd.ID == d.ID && i < len(st.DoorsOpen) && st.DoorsOpen[i] {
				state = "open"
			}
		}
		return tip{title: p.doorName(d) + " (" + state + ")", body: "Drop a survivor on it to walk up to it, then press D to open or close it (1 AP)."}, true
	}
	return tip{}, false
}

// drawTooltip draws the tip for what is under the pointer.
func (p *play) drawTooltip(dst *ebiten.Image, sw, sh int) {
	cx, cy := ebiten.CursorPosition()
	if t, ok := p.tipAt(cx, cy); ok {
		if r := drawTip(dst, p.font, t, cx, cy, sw, sh); r.Max.X > sw-panelWidth {
			p.panel.onScreen = nil // the panel is drawn again next frame, over the tip
		}
	}
}

// drawTip draws a tip beside the pointer, inside the window, and returns where.
func drawTip(dst *ebiten.Image, font *ebitenrender.Font, t tip, cx, cy, sw, sh int) image.Rectangle {
	lines := wrap(t.body, 52)
	w := float64(max(len(t.title)*8, 60))
	for _, l := range lines {
		w = max(w, float64(len(l))*7)
	}
	w += 20
	h := 28 + float64(len(lines))*17
	x, y := float64(cx)+16, float64(cy)+18
	if x+w > float64(sw) {
		x = float64(cx) - w - 8
	}
	if y+h > float64(sh) {
		y = float64(cy) - h - 8
	}
	x, y = max(x, 2), max(y, 2)
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), color.RGBA{20, 20, 18, 240}, false)
	vector.StrokeRect(dst, float32(x), float32(y), float32(w), float32(h), 1, color.RGBA{140, 130, 90, 255}, false)
	ebitenrender.DrawText(dst, font, t.title, x+10, y+14, 13, colGold, render.AlignLeft)
	for i, l := range lines {
		ebitenrender.DrawText(dst, font, l, x+10, y+32+float64(i)*17, 12, colWhite, render.AlignLeft)
	}
	return image.Rect(int(x), int(y), int(x+w)+1, int(y+h)+1)
}
