package main

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

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

// drawHelp: the keys and the mouse, and what the table's marks mean.
func (p *play) drawHelp(dst *ebiten.Image, w, h int) {
	s := p.newSheet(dst, w, h)
	for _, l := range helpLines {
		if strings.HasPrefix(l, " ") {
			s.para(strings.TrimSpace(l), 12, colDim)
			s.y -= 6
			continue
		}
		s.y += 4
		s.line(l, 15, colGold)
	}
	s.y += 8
	s.line("What the marks on the table mean", 15, colGold)
	p.drawLegend(s)
	ebitenrender.DrawText(dst, p.font, "Esc, F1 or a click closes this", float64(w/2), float64(h-52), 13, colGold, render.AlignCenter)
}
