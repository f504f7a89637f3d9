package table

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// The briefing over the table (B): the scenario's story and goals, the game's rules in
// brief, its special rules and tips, set to fit the window.

// drawSessionBriefing: the scenario's story, how to win, the game's rules in brief, its
// special rules and tips, as its file tells them, and the objectives as the rules count
// them; in two columns, or smaller letters, where the window is too short for all of it.
func (p *Table) drawSessionBriefing(dst *ebiten.Image, w, h int) {
	p.panel.onScreen = nil // drawn over: the panel is drawn again once the briefing closes
	fit, _ := p.briefingFit(w, h)
	p.briefingPage(widget.NewSheet(dst, p.font, w, h), fit)
	ebitenrender.DrawText(dst, p.font, "Click or press Enter to play · B shows this again", float64(w/2), float64(h-52), 14, widget.ColGold, render.AlignCenter)
}

// briefingLayout is how the briefing is set: its letters at scale times their size, in one
// column or two.
type briefingLayout struct {
	scale   float64
	columns int
}

// briefingFit is the layout that fits a sheet of w×h pixels above the line that says how to
// go on, and whether any does: one column at full size or a little smaller, else two columns
// side by side where the sheet is wide enough, else one column; their letters as large as
// fit, down to seven tenths of their size (the last layout tried when none fits).
func (p *Table) briefingFit(w, h int) (briefingLayout, bool) {
	var tries []briefingLayout
	add := func(columns int, from float64) {
		for scale := from; scale >= 0.7-1e-9; scale -= 0.05 {
			tries = append(tries, briefingLayout{scale, columns})
		}
	}
	if w >= briefingTwoColumns {
		tries = append(tries, briefingLayout{1, 1}, briefingLayout{0.95, 1})
		add(2, 1)
	} else {
		add(1, 1)
	}
	for _, l := range tries {
		m := widget.MeasureSheet(p.font, w, h)
		p.briefingPage(m, l)
		if m.Bottom() <= float64(h)-70 {
			return l, true
		}
	}
	return tries[len(tries)-1], false
}

// briefingTwoColumns is the least width of a sheet, in pixels, whose briefing may be set in
// two columns (each then holds about 35 letters a line at full size).
const briefingTwoColumns = 600

// briefingPage writes the briefing on a sheet as the layout says. In two columns, its title
// runs across both and its parts are split where the two columns come out most nearly even.
func (p *Table) briefingPage(s *widget.Sheet, l briefingLayout) {
	sc := p.Game.Scenario()
	s.Line(sc.Name, 24*l.scale, widget.ColGold)
	s.Y += 4
	parts := p.briefingParts(l.scale)
	if l.columns < 2 {
		for _, part := range parts {
			part.write(s)
		}
		return
	}
	s.Columns(2)
	heights := make([]float64, len(parts))
	for i, part := range parts {
		m := *s
		m.Measuring, m.Y = true, 0
		part.write(&m)
		heights[i] = m.Y
	}
	split, best := len(parts), math.Inf(1)
	for k := 0; k <= len(parts); k++ {
		var left, right float64
		for i, h := range heights {
			if i < k {
				left += h
			} else {
				right += h
			}
		}
		if tallest := max(left, right); tallest < best {
			split, best = k, tallest
		}
	}
	for i, part := range parts {
		if i == split {
			s.NextColumn()
			if part.group != "" && part.head == "" { // a list split between the columns
				s.Line(part.group+" (continued)", 15*l.scale, widget.ColGold)
			}
		}
		part.write(s)
	}
}

// briefingPart is one of the briefing's parts: its heading (if it opens a list, or stands
// alone), the list it belongs to, and how it is written.
type briefingPart struct {
	head, group string
	write       func(*widget.Sheet)
}

// briefingParts are the briefing's parts below its title, each written whole in one column:
// the story, how to win, what is against you, each rule in brief and special rule, each tip.
func (p *Table) briefingParts(scale float64) []briefingPart {
	sc := p.Game.Scenario()
	b := sc.Briefing
	size := func(n float64) float64 { return n * scale }
	var parts []briefingPart
	add := func(head, group string, headColour color.RGBA, text string, textSize float64, textColour color.RGBA) {
		parts = append(parts, briefingPart{head: head, group: group, write: func(s *widget.Sheet) {
			if head != "" {
				s.Line(head, size(15), headColour)
			}
			s.Para(text, size(textSize), textColour)
		}})
	}
	story := b.Story
	if story == "" {
		story = sc.Description
	}
	add("", "", widget.ColWhite, story, 14, widget.ColWhite)
	if b.SurvivorsWin != "" {
		add("How to win", "", widget.ColGreen, b.SurvivorsWin, 13, widget.ColDim)
	} else if len(p.view.Lines) > 0 {
		add("How to win", "", widget.ColGreen, strings.Join(p.view.Lines, " "), 13, widget.ColDim)
	}
	if b.DirectorWins != "" {
		add("Against you", "", widget.ColRed, b.DirectorWins, 13, widget.ColDim)
	}
	for _, list := range []struct {
		head  string
		rules []maps.BriefingRule
	}{{"The rules in brief", b.Basics}, {"Special rules", b.SpecialRules}} {
		for i, r := range list.rules {
			head := ""
			if i == 0 {
				head = list.head
			}
			add(head, list.head, widget.ColGold, r.Name+": "+r.Text, 13, widget.ColDim)
		}
	}
	for _, t := range b.Tips {
		add("", "", widget.ColWhite, "Tip: "+t, 13, widget.ColDim)
	}
	return parts
}
