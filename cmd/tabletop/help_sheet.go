package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

var helpLines = []string{
	"Survivors' phase",
	"  Click a survivor to pick them, or drag one straight away: the tape shows the route, inches and AP.",
	"  Drop on or beside a zombie or a survivor to move into base contact; on or beside a door to stand at it.",
	"  A drop too far goes as far as the AP allow. Hold Shift while dropping to place exactly, without snapping.",
	"  Point at a zombie to see sight, cover, range and dice; click it to attack (keys 1-5 choose the weapon).",
	"  A aim · R reload · H hunker down · S search · D door · I objective · C climb · V revive or Medkit",
	"  P pick up · click a card, then U use it or T give it · K Knock Down · W withdraw · J Jury-Rig · L Rally",
	"  E end the activation · Enter end the phase (asks first while someone has not acted)",
	"Director's phase",
	"  Pick an action on the panel, then click its target on the table (spawn points glow when one is needed).",
	"  Enter: done spending · N next zombie · Space all zombies · X fast-forward",
	"Table",
	"  Left-drag on empty table: tape measure · right or middle drag, or arrows: pan · wheel: zoom",
	"  F fit · G grid · M sound · PgUp/PgDn the log · B briefing · Ctrl+Z undo · Ctrl+S save · Ctrl+O load",
	"  Rest the pointer on anything (a button, a model, a marker) to read what it is.",
}

// drawHelp: the keys and the mouse on the left, and what the table's marks mean on the
// right (render's legend, the same as the layout preview's).
func (p *play) drawHelp(dst *ebiten.Image, w, h int) {
	p.newSheet(dst, w, h).helpPage(helpLines, helpStyle{size: 12, colour: colDim, afterPara: -6, beforeHead: 4}, p.legend, w, h)
}

// legend is the table's legend drawn once into an image of the given size, and again only
// when the size changes.
func (p *play) legend(w, h int) *ebiten.Image {
	if p.legendImg != nil && p.legendImg.Bounds().Dx() == w && p.legendImg.Bounds().Dy() == h {
		return p.legendImg
	}
	p.legendImg = ebiten.NewImage(w, h)
	cv := &ebitenrender.Canvas{Dst: p.legendImg, Scale: 1, Font: p.font, Smooth: true}
	sc := &render.Scene{Scenario: p.g.Scenario(), Table: p.g.Table(), Tokens: p.tokens()}
	render.DrawLegend(cv, sc, render.Rect{Max: physics.Vec{X: float64(w), Y: float64(h)}})
	return p.legendImg
}

func translated(x, y float64) ebiten.GeoM {
	var m ebiten.GeoM
	m.Translate(x, y)
	return m
}
