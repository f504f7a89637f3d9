package main

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/render"
)

// fontSource is the UI font.
type fontSource = *text.GoTextFaceSource

// sessionPanel writes down the generic table's panel.
type sessionPanel struct {
	p     *sessionPlay
	dst   *panelCanvas
	x0, y float64
}

func (w *sessionPanel) line(s string, size float64, c color.RGBA) {
	w.dst.text(s, w.x0+14, w.y+size/2, size, c, render.AlignLeft)
	w.y += size + 5
}

func (w *sessionPanel) wrapped(s string, size float64, c color.RGBA, n int) {
	for _, l := range wrap(s, n) {
		w.line(l, size, c)
	}
}

// explain makes the panel from y0 to the writer's place explain itself under the pointer.
func (w *sessionPanel) explain(y0 float64, title, body string) {
	w.p.tipAreas = append(w.p.tipAreas, tipArea{rect: image.Rect(int(w.x0), int(y0), int(w.x0)+panelWidth, int(w.y)), tip: tip{title: title, body: body}})
}

// drawSessionPanel draws the panel: the game and its status, the tracks, the objectives, the
// picked model's card, the actions, and at the bottom the message line, the dice tray and
// the log. It rebuilds the buttons.
func (p *sessionPlay) drawSessionPanel(screen *ebiten.Image, sw, sh int) {
	x0 := float64(sw - panelWidth)
	pc := &p.panel
	pc.begin(image.Rect(sw-panelWidth, 0, sw, sh))
	pc.rect(x0, 0, panelWidth, float64(sh), colPanel)
	bottom := float64(sh) - logHeight - trayHeight - messageHeight
	w := &sessionPanel{p: p, dst: pc, x0: x0, y: 12}
	p.buttons, p.tipAreas, p.sideLabels = p.buttons[:0], p.tipAreas[:0], p.sideLabels[:0]
	p.panelTop(w)
	p.panelTracks(w)
	if o, over := p.s.Outcome(); over {
		p.panelEnd(w, o)
	} else {
		// The actions sit just above the message line, where they stay put as the card above
		// them changes; the card has the room that is left.
		top := p.panelActions(w.x0, bottom)
		p.panelCard(w, top-6)
	}
	if p.message.text != "" {
		for i, l := range wrap(p.message.text, 50) {
			if i < 2 {
				pc.text(l, x0+14, bottom+10+float64(i)*16, 12, p.message.colour(), render.AlignLeft)
			}
		}
	}
	p.panelTray(pc, x0+14, bottom+messageHeight)
	if p.remote() != nil {
		p.chatButton(int(x0)+panelWidth-14, int(bottom+messageHeight)-8)
	} else {
		p.sessionFileButtons(int(x0)+panelWidth-14, int(bottom+messageHeight)-8)
	}
	p.panelLog(pc, x0+14, float64(sh)-logHeight, logHeight)
	drawButtonList(pc, p.buttons)
	pc.ops = append(pc.ops, p.sideLabels...)
	pc.finish(screen, p.font)
}

// panelTop: the game, the scenario, the status line and whose turn it is, with Help and Menu.
func (p *sessionPlay) panelTop(w *sessionPanel) {
	title := []rune(p.s.Scenario().Name)
	if len(title) > 17 {
		title = append(title[:16], '…') // short of the buttons beside it
	}
	w.line(string(title), 17, colWhite)
	w.line(p.s.Ruleset().Name(), 12, colDim)
	x := int(w.x0) + panelWidth - 14
	p.buttons = cornerButtons(p.buttons, x, []button{
		{label: "Help", key: keyed(ebiten.KeyF1), help: "How to play at this table: the mouse, the keys and what the marks on the table mean (F1).", do: func() { p.overlay = overlayHelp }},
		{label: "Briefing", key: keyed(ebiten.KeyB), help: "The scenario's story, how to win, its special rules and tips (B).", do: func() { p.overlay = overlayBriefing }},
		{label: "Menu", help: "Leave this game for the start screen (it asks first; save before if you want to come back to it).", do: p.leave},
	})
	y0 := w.y
	w.wrapped(p.view.Status, 13, colGold, 46)
	w.explain(y0, "Where the game stands", "The round and whose turn it is, as the rules say.")
	if r := p.remote(); r != nil {
		p.panelOnline(w, r)
	} else if _, over := p.s.Outcome(); !over {
		who := p.seatName(p.seat) + " to play"
		if !p.humanTurn() {
			who = p.seatName(p.seat) + " (the computer) is playing…"
		}
		w.line(who, 13, colWhite)
	}
	w.y += 4
}

// panelTracks: the counters and the objectives.
func (p *sessionPlay) panelTracks(w *sessionPanel) {
	for _, t := range p.view.Tracks {
		y0 := w.y
		if t.Max > 0 {
			w.dst.text(t.Name, w.x0+14, w.y+7, 12, colDim, render.AlignLeft)
			cell := 180 / float64(t.Max)
			for i := 0; i < t.Max; i++ {
				fill := color.RGBA{70, 72, 68, 255}
				if i < t.Value {
					fill = color.RGBA{200, 150, 60, 255}
				}
				w.dst.rect(w.x0+100+float64(i)*cell, w.y, max(cell-2, 1), 13, fill)
			}
			w.dst.text(fmt.Sprintf("%d/%d", t.Value, t.Max), w.x0+286, w.y+7, 12, colWhite, render.AlignLeft)
			w.y += 18
		} else {
			w.line(fmt.Sprintf("%s: %d", t.Name, t.Value), 12, colDim)
		}
		w.explain(y0, fmt.Sprintf("%s: %d", t.Name, t.Value), "A counter of the game, kept by the rules.")
	}
	if len(p.view.Lines) > 0 {
		// One row each, so that the actions keep their room; the tip has them whole.
		y0 := w.y
		for _, l := range p.view.Lines {
			row := "○ " + l
			if r := []rune(row); len(r) > 56 {
				row = string(r[:55]) + "…"
			}
			w.dst.text(row, w.x0+14, w.y+6, 11, colDim, render.AlignLeft)
			w.y += 15
		}
		w.explain(y0, "Objectives", strings.Join(p.view.Lines, " · "))
	}
	w.y += 6
}

// panelCard describes the picked model, as the view's card has it, down to limit; what
// does not fit is in its tip.
func (p *sessionPlay) panelCard(w *sessionPanel, limit float64) {
	w.dst.rect(w.x0+14, w.y, panelWidth-28, 1, color.RGBA{70, 72, 66, 255})
	w.y += 6
	if p.selected == "" {
		w.line("Click a model to see what it can do.", 12, colDim)
		return
	}
	title, lines := "", []string(nil)
	for _, c := range p.view.Cards {
		if c.Model == p.selected {
			title, lines = c.Title, c.Lines
		}
	}
	if t, ok := p.token(p.selected); ok && title == "" {
		title, lines = t.Name, []string{p.tokenWords(t)}
	}
	y0 := w.y
	w.line(title, 15, colWhite)
	var rows []string
	for _, l := range lines {
		rows = append(rows, wrap(l, 56)...)
	}
	for i, r := range rows {
		if w.y+2*16 > limit && i < len(rows)-1 {
			w.line("… (rest the pointer here for the whole card)", 11, colDim)
			break
		}
		w.line(r, 11, colDim)
	}
	w.explain(y0, title, strings.Join(lines, " · "))
}

// panelActions lays out the actions as buttons (what the picked model can do, then what the
// side can do), or the choices of a waiting action, so that they end just above bottom; it
// returns where they begin. One column when they fit under the card, else two.
func (p *sessionPlay) panelActions(x0, bottom float64) float64 {
	var bs []button
	var sides []string
	if p.pending != nil && p.pending.action.Needs == game.PickChoice {
		a := p.pending.action
		for _, c := range a.Choices {
			model := p.pending.model
			bs = append(bs, button{label: a.Label + ": " + c.Label, help: c.Help, enabled: true, do: func() {
				p.act(model, a, game.Picks{Choice: c.ID})
			}})
			sides = append(sides, "")
		}
		bs = append(bs, button{label: "Cancel", key: keyed(ebiten.KeyEscape), help: "Give up this action (Esc).", enabled: true, do: p.escape})
		sides = append(sides, "Esc")
	} else if p.humanTurn() {
		for _, la := range p.actions() {
			a, model := la.Action, la.model
			b := button{label: a.Label, enabled: a.Enabled, help: actionHelp(a), do: func() { p.choose(a, model) }}
			if k, ok := keyNamed(a.Key); ok {
				b.key = keyed(k)
			}
			if p.confirming == a.ID {
				b.label = "Yes, " + strings.ToLower(a.Label[:1]) + a.Label[1:]
			}
			if p.pending != nil && p.pending.action.ID == a.ID {
				b.label = "» " + b.label
			}
			side := a.Cost
			if a.Key != "" {
				side = strings.TrimPrefix(side+" · "+a.Key, " · ")
			}
			bs = append(bs, b)
			sides = append(sides, side)
		}
	}
	if len(bs) == 0 && p.humanTurn() {
		p.sideLabels = append(p.sideLabels, panelOp{text: "Click a model of " + p.seatName(p.seat) + " to see what it can do.",
			x: x0 + 14, y: bottom - 20, size: 12, col: colGold, align: render.AlignLeft, isText: true})
		return bottom - 34
	}
	if len(bs) == 0 { // another seat's turn: no heading over nothing
		return bottom
	}
	const rowH = 27
	cols := 1
	if len(bs) > 8 {
		cols = 2
	}
	rows := (len(bs) + cols - 1) / cols
	top := bottom - 8 - float64(rows*rowH)
	bw := (panelWidth - 28 - (cols-1)*8) / cols
	heading := "What " + p.seatName(p.seat) + " can do"
	if t, ok := p.token(p.selected); ok && p.selected != "" {
		heading = "What " + t.Name + " can do"
	}
	if p.pending != nil && p.pending.action.Needs == game.PickChoice {
		heading = "Choose"
	}
	p.sideLabels = append(p.sideLabels, panelOp{text: heading, x: x0 + 14, y: top - 12, size: 11, col: colDim, align: render.AlignLeft, isText: true})
	for i, b := range bs {
		x := int(x0) + 14 + (i%cols)*(bw+8)
		y := int(top) + (i/cols)*rowH
		b.rect = image.Rect(x, y, x+bw, y+24)
		side := sides[i]
		if cols > 1 {
			side = ""
			if b.key.set {
				side = keyLabel(b.key.key)
			}
			if runes := []rune(b.label); len(runes) > 19 {
				b.label = string(runes[:18]) + "…" // the tip has it whole
			}
		}
		p.buttons = append(p.buttons, b)
		if side != "" {
			c := colDim
			if !b.enabled {
				c = color.RGBA{110, 110, 105, 255}
			}
			// Written after the buttons are drawn: a text op queued now would be covered.
			p.sideLabels = append(p.sideLabels, panelOp{text: side, x: float64(b.rect.Max.X - 8), y: float64(b.rect.Min.Y + 12), size: 11, col: c, align: render.AlignRight, isText: true})
		}
	}
	return top - 22
}

// keyLabel names a key as its button shows it.
func keyLabel(k ebiten.Key) string {
	if s := k.String(); len(s) == 4 && strings.HasPrefix(s, "Key") {
		return s[3:]
	}
	return k.String()
}

// actionHelp is an action's tip: what it does, its cost, and why it cannot be taken now.
func actionHelp(a game.Action) string {
	s := a.Help
	if a.Cost != "" {
		s += " Costs " + a.Cost + "."
	}
	if a.Drag {
		s += " Or drag the model."
	}
	if !a.Enabled && a.Why != "" {
		s = "Not now: " + a.Why + " " + s
	}
	return strings.TrimSpace(s)
}

// keyNamed is the key an action suggests by name ("A", "Enter", "Space").
func keyNamed(name string) (ebiten.Key, bool) {
	if name == "" {
		return 0, false
	}
	var k ebiten.Key
	if err := k.UnmarshalText([]byte(name)); err != nil {
		return 0, false
	}
	return k, true
}

// panelEnd: the verdict, the reason, the score, and New game.
func (p *sessionPlay) panelEnd(w *sessionPanel, o game.Outcome) {
	w.line(p.verdict(o), 18, colGold)
	w.wrapped(o.Reason, 12, colWhite, 50)
	if len(o.Score) > 0 {
		w.wrapped(p.scoreLine(o), 12, colWhite, 50)
	}
	w.y += 8
	x := int(w.x0) + 14
	p.buttons = append(p.buttons, button{rect: image.Rect(x, int(w.y), x+panelWidth-28, int(w.y)+24), label: "New game (N)", key: keyed(ebiten.KeyN), enabled: true,
		help: "Back to the start screen to choose another game (N).", do: func() { p.newGame = true }})
	w.y += 27
}

// sessionFileButtons: Undo, Save and Load on the dice tray's title line.
func (p *sessionPlay) sessionFileButtons(right, y int) {
	x := right
	for _, b := range []button{
		{label: "Load", help: "Load a saved game from one of five slots (Ctrl+O).", do: func() { p.overlay = overlayLoad }},
		{label: "Save", help: "Save the game in one of five slots, each shown with its game and time (Ctrl+S).", do: func() { p.overlay = overlaySave }},
		{label: "Undo", help: "Take back the last action (Ctrl+Z), as often as you like.", do: p.undo},
	} {
		bw := 8 + 7*len(b.label)
		x -= bw
		b.rect = image.Rect(x, y, x+bw, y+18)
		b.enabled = true
		p.buttons = append(p.buttons, b)
		x -= 6
	}
}

// panelTray shows the last command's rolls, each row with its words.
func (p *sessionPlay) panelTray(dst *panelCanvas, x, y float64) {
	dst.text("Dice", x, y, 11, colDim, render.AlignLeft)
	rows := p.tray
	if len(rows) > 2 {
		rows = rows[len(rows)-2:]
	}
	for row, r := range rows {
		ry := y + 12 + float64(row)*38
		label := r.who
		if len(label) > 52 {
			label = label[:51] + "…"
		}
		dst.text(label, x, ry+6, 11, colWhite, render.AlignLeft)
		for k, d := range r.dice {
			if k >= 12 {
				break
			}
			dx := x + float64(k)*24
			dst.rect(dx, ry+14, 20, 20, color.RGBA{225, 225, 215, 255})
			dst.text(fmt.Sprint(d), dx+10, ry+24, 13, color.RGBA{20, 20, 20, 255}, render.AlignCenter)
		}
	}
}

// panelLog shows the last lines of the log.
func (p *sessionPlay) panelLog(dst *panelCanvas, x, y, h float64) {
	dst.rect(x-14, y-4, panelWidth, 1, color.RGBA{60, 62, 58, 255})
	var lines []string
	log := p.visibleLog()
	for i := len(log) - 1 - p.logScroll; i >= 0 && len(lines) < 7; i-- {
		lines = append(lines, reverse(wrap(log[i], 50))...)
	}
	for i := range lines {
		if i >= 7 {
			break
		}
		dst.text(lines[i], x, y+h-12-float64(i)*15, 12, colDim, render.AlignLeft)
	}
}

// leave goes back to the start screen, asking first while the game is not over.
func (p *sessionPlay) leave() {
	if _, over := p.s.Outcome(); !over && p.confirming != "leave" {
		p.confirming = "leave"
		p.hint("Leave this game for the start screen? Click Menu again to leave; save first (Save) to come back to it.")
		return
	}
	p.newGame = true
}

// visibleLog is the log as the seat at the screen may read it: without other seats' secrets.
func (p *sessionPlay) visibleLog() []string {
	viewer := p.viewer()
	var out []string
	for _, l := range p.log {
		if e := (game.Event{Only: l.only}); e.VisibleTo(viewer) {
			out = append(out, l.text)
		}
	}
	return out
}
