package main

import (
	"fmt"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"image"
	"image/color"
	"strings"

	"github.com/borrowed-time/tabletop/render"
	"github.com/hajimehoshi/ebiten/v2"
)

// panelWidth is the width of the panel on the right, in pixels.
const panelWidth = 340

// The panel's fixed regions, measured up from its bottom: the log, the dice tray above it
// and the message line above that. They do not move when the part above them grows, and a
// message never pushes a button away from under the pointer.
const (
	logHeight     = 118
	trayHeight    = 92
	messageHeight = 40
)

var (
	colPanel      = color.RGBA{36, 38, 35, 255}
	colProblemBox = color.RGBA{36, 16, 16, 235}
	colWhite      = color.RGBA{240, 240, 235, 255}
	colDim        = color.RGBA{175, 175, 165, 255}
	colGold       = color.RGBA{255, 220, 90, 255}
	colRed        = color.RGBA{240, 100, 90, 255}
	colGreen      = color.RGBA{120, 220, 120, 255}
	colButton     = color.RGBA{64, 68, 62, 255}
	colButtonX    = color.RGBA{48, 50, 47, 255}
	colButtonOn   = color.RGBA{92, 84, 48, 255}
)

// panelWriter writes lines down the panel.
type panelWriter struct {
	p      *play
	dst    *panelCanvas
	x0, y  float64
	bottom float64 // where the fixed regions begin
}

func (w *panelWriter) line(s string, size float64, c color.RGBA) {
	w.dst.text(s, w.x0+14, w.y+size/2, size, c, render.AlignLeft)
	w.y += size + 6
}

// explain makes the panel's lines from y0 to where the writer is now explain themselves.
func (w *panelWriter) explain(y0 float64, title, body string) {
	w.p.tipAreas = append(w.p.tipAreas, tipArea{rect: image.Rect(int(w.x0), int(y0), int(w.x0)+panelWidth, int(w.y)), tip: tip{title: title, body: body}})
}

func (w *panelWriter) wrapped(s string, size float64, c color.RGBA, width int) {
	for _, l := range wrap(s, width) {
		w.line(l, size, c)
	}
}

// drawPanel draws the panel and rebuilds its buttons.
func (p *play) drawPanel(screen *ebiten.Image, sw, sh int) {
	x0 := float64(sw - panelWidth)
	pc := &p.panel
	pc.begin(image.Rect(sw-panelWidth, 0, sw, sh))
	pc.rect(x0, 0, panelWidth, float64(sh), colPanel)
	bottom := float64(sh) - logHeight - trayHeight - messageHeight
	w := &panelWriter{p: p, dst: pc, x0: x0, y: 12, bottom: bottom}
	st := p.g.State()
	s := p.g.Scenario()
	p.buttons, p.tipAreas = p.buttons[:0], p.tipAreas[:0]
	p.panelHeader(w, &st)
	y0 := w.y
	p.drawTrack(pc, x0+14, w.y, "Heat", st.Heat, s.HeatMax, color.RGBA{230, 120, 40, 255})
	w.y += 22
	w.explain(y0, fmt.Sprintf("Heat %d of %d", st.Heat, s.HeatMax), "The Director's to spend. Shots, noisy weapons and every 1 rolled raise it; at high Heat a die may also push the Threat track up a space.")
	y0 = w.y
	p.drawTrack(pc, x0+14, w.y, "Threat", st.Threat, s.ThreatMax, color.RGBA{200, 50, 50, 255})
	w.y += 24
	w.explain(y0, fmt.Sprintf("Threat %d of %d", st.Threat, s.ThreatMax), "The clock: it moves up a space at the end of every round. When it reaches the last space, the Director wins.")
	p.panelObjectives(w)
	switch {
	case st.Phase == bt.PhaseOver:
		p.panelOver(w, &st)
	case st.Phase == bt.PhaseDirector:
		p.panelDirector(w, &st)
	default:
		p.panelSurvivors(w, &st)
	}
	p.drawMessage(pc, x0+14, bottom)
	p.drawDiceTray(pc, x0+14, bottom+messageHeight)
	p.fileButtons(int(x0)+panelWidth-14, int(bottom+messageHeight)-8)
	p.drawLog(pc, x0+14, float64(sh)-logHeight, logHeight)
	p.drawButtons(pc)
	pc.finish(screen, p.font)
}

// panelHeader: the scenario, the round and phase, and the buttons every phase has.
func (p *play) panelHeader(w *panelWriter, st *bt.State) {
	x := int(w.x0) + panelWidth - 14
	p.buttons = cornerButtons(p.buttons, x, []button{
		{label: "Help", key: keyed(ebiten.KeyF1), help: "Every key and mouse action, and what the marks on the table mean (F1).", do: p.toggleHelp},
		{label: "Briefing", key: keyed(ebiten.KeyB), help: "The scenario's story, how each side wins, and its special rules (B).", do: p.toggleBriefing},
		{label: "Menu", help: "Leave this game for the start screen (it asks first; save before if you want to come back to it).", do: p.leaveGame},
	}, uiMeasure(p.font))
	// The title, on as many lines as it takes short of the buttons beside it.
	room := float64(p.buttons[len(p.buttons)-1].rect.Min.X) - w.x0 - 14 - 8
	for _, l := range wrapText(uiMeasure(p.font), p.g.Scenario().Name, 17, room) {
		w.line(l, 17, colWhite)
	}
	phase := map[bt.Phase]string{bt.PhaseSurvivors: "the Survivors' phase", bt.PhaseDirector: "the Director's phase", bt.PhaseOver: "the game is over"}[st.Phase]
	w.line(fmt.Sprintf("Round %d — %s", st.Round, phase), 14, colGold)
}

// fileButtons: Undo, Save and Load, right-aligned on the dice tray's title line.
func (p *play) fileButtons(right, y int) {
	x := right
	for _, b := range []button{
		{label: "Load", help: "Load a saved game from one of the slots (Ctrl+O).", do: p.openLoads},
		{label: "Save", help: "Save the game in one of five slots, each shown with its game and time (Ctrl+S).", do: p.openSaves},
		{label: "Undo", help: "Take back the last command (Ctrl+Z), as often as you like.", do: p.undo},
	} {
		bw := 8 + 7*len(b.label)
		x -= bw
		b.rect = image.Rect(x, y, x+bw, y+18)
		b.enabled = true
		p.buttons = append(p.buttons, b)
		x -= 6
	}
}

// panelObjectives lists what the scenario asks and how far the players have got.
func (p *play) panelObjectives(w *panelWriter) {
	for _, o := range objectiveLines(p.g) {
		c := colDim
		mark := "○ "
		if o.Done {
			c, mark = colGreen, "● "
		}
		for i, l := range wrap(mark+o.Text, 56) {
			if i > 0 {
				l = "   " + l
			}
			w.dst.text(l, w.x0+14, w.y+6, 11, c, render.AlignLeft)
			w.y += 15
		}
	}
	w.y += 4
}

func (p *play) drawTrack(dst *panelCanvas, x, y float64, label string, v, most int, c color.RGBA) {
	dst.text(label, x, y+8, 12, colDim, render.AlignLeft)
	cell := 240 / float64(most)
	for i := 0; i < most; i++ {
		fill := color.RGBA{70, 72, 68, 255}
		if i < v {
			fill = c
		}
		dst.rect(x+56+float64(i)*cell, y, cell-2, 15, fill)
	}
	dst.text(fmt.Sprintf("%d", v), x+56+250, y+8, 12, colWhite, render.AlignLeft)
}

// addButton lays out a button on a grid of two columns at the writer's position.
func (p *play) addButton(w *panelWriter, col int, b button) {
	bw, bh := (panelWidth-36)/2, 22
	x := int(w.x0) + 14 + col*(bw+8)
	b.rect = image.Rect(x, int(w.y), x+bw, int(w.y)+bh)
	p.buttons = append(p.buttons, b)
	if col == 1 {
		w.y += float64(bh) + 4
	}
}

// skipButton leaves a cell of the grid empty.
func (p *play) skipButton(w *panelWriter, col int) {
	if col == 1 {
		w.y += 26
	}
}

func (p *play) drawButtons(dst *panelCanvas) { drawButtonList(dst, p.buttons) }

// drawButtonList draws buttons: greyed when disabled, gold when they show a choice made.
func drawButtonList(dst *panelCanvas, buttons []button) {
	for _, b := range buttons {
		if b.rect.Empty() {
			continue // scrolled out of sight
		}
		c, tc := colButton, colWhite
		switch {
		case !b.enabled:
			c, tc = colButtonX, color.RGBA{110, 110, 105, 255}
		case strings.HasPrefix(b.label, "» ") || strings.HasSuffix(b.label, ": on"):
			c = colButtonOn
		}
		dst.rect(float64(b.rect.Min.X), float64(b.rect.Min.Y), float64(b.rect.Dx()), float64(b.rect.Dy()), c)
		if b.lines == nil {
			dst.text(b.label, float64(b.rect.Min.X+8), float64(b.rect.Min.Y+b.rect.Dy()/2), 12, tc, render.AlignLeft)
			continue
		}
		for i, l := range b.lines {
			dst.text(l, float64(b.rect.Min.X+8), float64(b.rect.Min.Y+12+i*buttonLineH), 12, tc, render.AlignLeft)
		}
	}
}

// drawMessage writes the last refusal, hint or success in its fixed place.
func (p *play) drawMessage(dst *panelCanvas, x, y float64) {
	if p.message.text == "" {
		return
	}
	for i, l := range wrap(p.message.text, 50) {
		if i == 2 {
			break
		}
		dst.text(l, x, y+10+float64(i)*16, 12, p.message.colour(), render.AlignLeft)
	}
}

// drawLog shows the last lines of the event log.
func (p *play) drawLog(dst *panelCanvas, x, y, h float64) {
	dst.rect(x-14, y-4, panelWidth, 1, color.RGBA{60, 62, 58, 255})
	lines := []string{}
	for i := len(p.log) - 1 - p.logScroll; i >= 0 && len(lines) < 7; i-- {
		lines = append(lines, reverse(wrap(p.log[i], 50))...)
	}
	for i := range lines {
		if i >= 7 {
			break
		}
		dst.text(lines[i], x, y+h-12-float64(i)*15, 12, colDim, render.AlignLeft)
	}
}

func reverse(xs []string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[len(xs)-1-i] = x
	}
	return out
}

// wrap breaks text into lines of at most n characters.
func wrap(s string, n int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		switch {
		case cur == "":
			cur = w
		case len(cur)+len(w)+1 > n:
			lines = append(lines, cur)
			cur = w
		default:
			cur += " " + w
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

func onOff(label string, on bool) string {
	if on {
		return label + ": on"
	}
	return label + ": off"
}
