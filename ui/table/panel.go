package table

import (
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/page"
	"github.com/borrowed-time/tabletop/ui/widget"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/render"
)

// fontSource is the UI font.
type fontSource = *ebitenrender.Font

// sessionPanel writes down the generic table's panel.
type sessionPanel struct {
	p     *Table
	dst   *panelCanvas
	x0, y float64
	m     textMeasure
}

// panelInner is the width of the panel's text, between its margins.
const panelInner = PanelWidth - 28

func (w *sessionPanel) line(s string, size float64, c color.RGBA) {
	w.dst.text(s, w.x0+14, w.y+size/2, size, c, render.AlignLeft)
	w.y += size + 5
}

// wrapped writes text on as many lines as it takes across the panel.
func (w *sessionPanel) wrapped(s string, size float64, c color.RGBA) {
	for _, l := range wrapText(w.m, s, size, panelInner) {
		w.line(l, size, c)
	}
}

// explain makes the panel from y0 to the writer's place explain itself under the pointer.
func (w *sessionPanel) explain(y0 float64, title, body string) {
	w.p.tipAreas = append(w.p.tipAreas, widget.TipArea{Rect: image.Rect(int(w.x0), int(y0), int(w.x0)+PanelWidth, int(w.y)), Tip: widget.Tip{Title: title, Body: body}})
}

// drawSessionPanel draws the panel (layoutSessionPanel) onto the screen.
func (p *Table) drawSessionPanel(screen *ebiten.Image, sw, sh int) {
	p.layoutSessionPanel(sw, sh)
	p.panel.finish(screen, p.font)
	p.publishButtons()
}

// publishButtons gives a web page where the buttons drawn are, when that changed.
func (p *Table) publishButtons() {
	if !page.PublishesButtons {
		return
	}
	data, err := json.Marshal(widget.ButtonSpots(p.buttons))
	if err != nil || string(data) == p.published {
		return
	}
	p.published = string(data)
	page.ShowButtons(p.published)
}

// The generic panel's message place: room for this many lines at least, and more when a
// message needs them, so that no message is ever cut or covered.
const (
	messageLines  = 2
	messageLineH  = 16
	messageMargin = 14
)

// messagePlace is the height of the message's place for a message of n lines.
func messagePlace(n int) float64 { return messageMargin + float64(messageLineH*max(messageLines, n)) }

// layoutSessionPanel lays the panel out as the panel canvas's list: the game and its status,
// the tracks, the objectives, the picked model's card, the actions, and at the bottom the
// message, the dice tray and the log. It rebuilds the buttons. Every text is wrapped to the
// panel's width, never cut short.
//
// Where the actions would not all be in view, the panel is laid out again with the room the
// dice tray keeps for what may come (a second roll, longer words) given to the actions: a
// newcomer should see every action a prompt names without scrolling. (The message line keeps
// its room: a refusal must not move the button the player is about to press.)
func (p *Table) layoutSessionPanel(sw, sh int) {
	if !p.layoutSessionPanelAs(sw, sh, false) {
		p.layoutSessionPanelAs(sw, sh, true)
	}
}

// layoutSessionPanelAs lays the panel out (see layoutSessionPanel), tight or not, and says
// whether every action is in view.
func (p *Table) layoutSessionPanelAs(sw, sh int, tight bool) bool {
	x0 := float64(sw - PanelWidth)
	pc := &p.panel
	pc.begin(image.Rect(sw-PanelWidth, 0, sw, sh))
	pc.rect(x0, 0, PanelWidth, float64(sh), widget.ColPanel)
	m := uiMeasure(p.font)
	message := wrapText(m, p.message.text, 12, panelInner)
	trayRows, trayH := p.trayLayout(m, tight)
	messageH := messagePlace(len(message))
	p.actionsCut = false
	bottom := float64(sh) - LogHeight - trayH - messageH
	w := &sessionPanel{p: p, dst: pc, x0: x0, y: 12, m: m}
	p.buttons, p.tipAreas, p.sideLabels = p.buttons[:0], p.tipAreas[:0], p.sideLabels[:0]
	p.panelTop(w)
	p.panelTracks(w)
	if _, over := p.Game.Outcome(); !over {
		p.panelRoster(w)
	}
	if o, over := p.Game.Outcome(); over {
		p.panelEnd(w, o)
	} else {
		// The actions sit just above the message line, where they stay put as the card above
		// them changes; the card has the room that is left.
		// The card keeps at least its title and a line; the actions have the rest.
		top := p.panelActions(w.x0, bottom, w.y+6+20+16, m)
		p.panelCard(w, top-6)
	}
	for i, l := range message {
		pc.text(l, x0+14, bottom+10+float64(i*messageLineH), 12, p.message.colour(), render.AlignLeft)
	}
	p.panelTray(pc, x0+14, bottom+messageH, trayRows)
	if p.remote() != nil {
		p.chatButton(int(x0)+PanelWidth-14, int(bottom+messageH)-8)
	} else {
		p.sessionFileButtons(int(x0)+PanelWidth-14, int(bottom+messageH)-8)
	}
	p.panelLog(pc, x0+14, float64(sh)-LogHeight, LogHeight, m)
	drawButtonList(pc, p.buttons)
	pc.ops = append(pc.ops, p.sideLabels...)
	return !p.actionsCut
}

// panelTop: the game, the scenario, the status line and whose turn it is, with Help and Menu.
func (p *Table) panelTop(w *sessionPanel) {
	x := int(w.x0) + PanelWidth - 14
	p.buttons = cornerButtons(p.buttons, x, []widget.Button{
		{Label: "Help", Key: widget.Keyed(ebiten.KeyF1), Help: "How to play at this table: the mouse, the keys and what the marks on the table mean (F1).", Do: func() { p.overlay = overlayHelp }},
		{Label: "Briefing", Key: widget.Keyed(ebiten.KeyB), Help: "The scenario's story, how to win, its special rules and tips (B).", Do: func() { p.overlay = overlayBriefing }},
		{Label: "Menu", Help: "Leave this game for the start screen (it asks first): Continue there picks it up again, and Save keeps it in a slot of its own.", Do: p.leave},
	}, w.m)
	// The scenario's name, on as many lines as it takes short of the buttons beside it.
	for _, l := range wrapText(w.m, p.Game.Scenario().Name, 17, float64(p.buttons[len(p.buttons)-1].Rect.Min.X)-w.x0-14-8) {
		w.line(l, 17, widget.ColWhite)
	}
	w.line(p.Game.Ruleset().Name(), 12, widget.ColDim)
	y0 := w.y
	w.wrapped(p.view.Status, 13, widget.ColGold)
	w.explain(y0, "Where the game stands", "The round and whose turn it is, as the rules say.")
	if r := p.remote(); r != nil {
		p.panelOnline(w, r)
	} else if _, over := p.Game.Outcome(); !over {
		who := p.seatName(p.seat) + " to play"
		if !p.humanTurn() {
			who = p.seatName(p.seat) + " (the computer) is playing…"
		}
		w.wrapped(who, 13, widget.ColWhite)
		if after := p.computersAfter(); after != "" {
			w.wrapped(after, 12, widget.ColDim)
		}
	}
	w.y += 4
}

// panelTracks: the counters and the objectives.
func (p *Table) panelTracks(w *sessionPanel) {
	for _, t := range p.view.Tracks {
		y0 := w.y
		if t.Max > 0 {
			w.dst.text(t.Name, w.x0+14, w.y+7, 12, widget.ColDim, render.AlignLeft)
			cell := 180 / float64(t.Max)
			for i := 0; i < t.Max; i++ {
				fill := color.RGBA{70, 72, 68, 255}
				if i < t.Value {
					fill = color.RGBA{200, 150, 60, 255}
				}
				w.dst.rect(w.x0+100+float64(i)*cell, w.y, max(cell-2, 1), 13, fill)
			}
			count := fmt.Sprintf("%d/%d", t.Value, t.Max)
			if t.Value > t.Max { // a count past the mark it fills to: "12", not "12/3"
				count = fmt.Sprint(t.Value)
			}
			w.dst.text(count, w.x0+286, w.y+7, 12, widget.ColWhite, render.AlignLeft)
			w.y += 18
		} else {
			w.line(fmt.Sprintf("%s: %d", t.Name, t.Value), 12, widget.ColDim)
		}
		help := t.Help
		if help == "" {
			help = "A counter of the game, kept by the rules."
		}
		w.explain(y0, fmt.Sprintf("%s: %d", t.Name, t.Value), help)
	}
	if len(p.view.Lines) > 0 {
		// Each on as many rows as it takes, after its bullet.
		y0 := w.y
		indent := w.m("○ ", 11)
		met := 0
		for k, l := range p.view.Lines {
			bullet, colour := "○", widget.ColDim
			if k < len(p.view.Met) && p.view.Met[k] {
				bullet, colour = "●", widget.ColGreen // done: ticked off
				met++
			}
			for i, row := range wrapText(w.m, l, 11, panelInner-indent) {
				if i == 0 {
					w.dst.text(bullet, w.x0+14, w.y+6, 11, colour, render.AlignLeft)
				}
				w.dst.text(row, w.x0+14+indent, w.y+6, 11, colour, render.AlignLeft)
				w.y += 15
			}
		}
		tip := strings.Join(p.view.Lines, " · ")
		if p.view.Met != nil {
			tip += fmt.Sprintf(" (● in green: done, %d of %d)", met, len(p.view.Lines))
		}
		w.explain(y0, "Objectives", tip)
	}
	w.y += 6
}

// panelCard describes the picked model, as the view's card has it, down to limit; what
// does not fit is in its tip.
func (p *Table) panelCard(w *sessionPanel, limit float64) {
	w.dst.rect(w.x0+14, w.y, PanelWidth-28, 1, color.RGBA{70, 72, 66, 255})
	w.y += 6
	if p.selected == "" {
		w.line("Click a model to see what it can do.", 12, widget.ColDim)
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
	for _, l := range wrapText(w.m, title, 15, panelInner) {
		w.line(l, 15, widget.ColWhite)
	}
	// Whole lines while they fit, with room left for the note that the tip holds the rest:
	// a line is never cut in the middle of its sentence.
	for i, l := range lines {
		rows := wrapText(w.m, l, 11, panelInner)
		need := len(rows)
		if i < len(lines)-1 {
			need++ // and the note, should the next not fit
		}
		if w.y+float64(need)*16 > limit {
			if i == 0 { // room for one line: the card's first, and that its tip holds the rest
				r := "More: rest the pointer here for the whole card."
				if more := rows[0] + " · more: rest the pointer here"; len(rows) == 1 && w.m(more, 11) <= panelInner {
					r = more
				}
				w.line(r, 11, widget.ColDim)
				break
			}
			w.line("More: rest the pointer here for the whole card.", 11, widget.ColDim)
			break
		}
		for _, r := range rows {
			w.line(r, 11, widget.ColDim)
		}
	}
	w.explain(y0, title, strings.Join(lines, "\n")) // each line of the card on its own in the tip
}

// panelActions lays out the actions as buttons (what the picked model can do, then what the
// side can do), or the choices of a waiting action, so that they end just above bottom; it
// returns where they begin. One column when they fit under the card, else two. A label too
// long for its button is written on more lines, and its button grows taller.
// They start no higher than ceiling (the card keeps its title above it); when they do not fit
// below it, the wheel over them scrolls them, all but the actions that end a turn (and a
// choice's Cancel): those have their own rows at the bottom and are always in view, since a
// player can never do without them.
func (p *Table) panelActions(x0, bottom, ceiling float64, m textMeasure) float64 {
	if p.selected != p.scrolledFor { // another model's actions: from their top
		p.actionsScroll, p.scrolledFor = 0, p.selected
	}
	acts := p.actionButtons()
	if len(acts) == 0 && p.humanTurn() {
		lines := wrapText(m, "Click a model of "+midSentence(p.seatName(p.seat))+" to see what it can do.", 12, panelInner)
		for i, l := range lines {
			p.sideLabels = append(p.sideLabels, panelOp{text: l, x: x0 + 14, y: bottom - 20 - float64(16*(len(lines)-1-i)),
				size: 12, col: widget.ColGold, align: render.AlignLeft, isText: true})
		}
		return bottom - 34 - float64(16*(len(lines)-1))
	}
	if len(acts) == 0 { // another seat's turn: no heading over nothing
		return bottom
	}
	cols := 1
	if len(acts) > 8 {
		cols = 2
	}
	bw := (PanelWidth - 28 - (cols-1)*8) / cols
	// Each button's label on the lines it needs, short of its cost and key.
	for i := range acts {
		a := &acts[i]
		if cols > 1 && m(a.side, 11) > float64(bw)*0.45 {
			// Two to a row: the cost and the key while they fit, else the cost (it says
			// what the action spends), else the key.
			key := ""
			if a.b.Key.Set {
				key = keyLabel(a.b.Key.Key)
			}
			a.side = key
			if a.cost != "" && m(a.cost, 11) <= float64(bw)*0.45 {
				a.side = a.cost
			}
		}
		room := float64(bw - 16)
		if a.side != "" {
			room -= m(a.side, 11) + 10
		}
		a.b.Lines = wrapText(m, a.b.Label, 12, room)
	}
	// The actions that scroll, then those that stay, each set in rows as tall as their
	// tallest button.
	var free, kept []int
	for i, a := range acts {
		if a.stays {
			kept = append(kept, i)
		} else {
			free = append(free, i)
		}
	}
	freeH, keptH := buttonRows(acts, free, cols), buttonRows(acts, kept, cols)
	keptTotal := 0
	for _, h := range keptH {
		keptTotal += h + buttonGap
	}
	room := bottom - 8 - float64(keptTotal) - (ceiling + 22)
	if !fitsRows(freeH, room) {
		// Not all in view: what can be done now first, the actions not open yet (which
		// still explain themselves) further down. When they all fit, they keep the rules'
		// order, and a button stays where it was as others open and close.
		slices.SortStableFunc(free, func(i, j int) int { return cmpBool(!acts[i].b.Enabled, !acts[j].b.Enabled) })
		freeH = buttonRows(acts, free, cols)
	}
	first, last := p.visibleRows(freeH, room)
	total := keptTotal
	for _, h := range freeH[first:last] {
		total += h + buttonGap
	}
	top := bottom - 8 - float64(total)
	heading := "What " + midSentence(p.seatName(p.seat)) + " can do"
	if t, ok := p.token(p.selected); ok && p.selected != "" && p.modelActionsListed() {
		heading = "What " + t.Name + " can do"
	}
	if p.pending != nil && p.pending.action.Needs == game.PickChoice {
		heading = "Choose"
	}
	if p.pending != nil && p.pending.action.Needs == game.PickChoices {
		heading = "Pick any, then go ahead"
	}
	if p.choosing != nil {
		heading = "Which one?"
	}
	p.actionsArea = image.Rect(int(x0), int(top)-22, int(x0)+PanelWidth, int(bottom))
	if first > 0 || last < len(freeH) { // not all of them fit: the wheel over them scrolls
		p.actionsCut = true
		shown := min(last*cols, len(free)) - first*cols + len(kept) // the rows scrolled to, and those that stay
		p.sideLabels = append(p.sideLabels, panelOp{text: fmt.Sprintf("%d of %d shown · scroll", shown, len(acts)),
			x: x0 + PanelWidth - 14, y: top - 12, size: 11, col: widget.ColGold, align: render.AlignRight, isText: true})
	}
	p.sideLabels = append(p.sideLabels, panelOp{text: heading, x: x0 + 14, y: top - 12, size: 11, col: widget.ColDim, align: render.AlignLeft, isText: true})
	// Where each button goes: the rows scrolled to, then the rows that stay.
	rects := make([]image.Rectangle, len(acts))
	y := int(top)
	place := func(idx []int, rowH []int, first, last int) {
		for k, i := range idx {
			r := k / cols
			if r < first || r >= last {
				continue // scrolled away: not drawn, its key still works
			}
			x := int(x0) + 14 + (k%cols)*(bw+8)
			rects[i] = image.Rect(x, y, x+bw, y+rowH[r])
			if k%cols == cols-1 || k == len(idx)-1 {
				y += rowH[r] + buttonGap
			}
		}
	}
	place(free, freeH, first, last)
	place(kept, keptH, 0, len(keptH))
	for i, a := range acts {
		b := a.b
		b.Rect = rects[i]
		p.buttons = append(p.buttons, b)
		if a.side != "" && !b.Rect.Empty() {
			c := widget.ColDim
			if !b.Enabled {
				c = color.RGBA{110, 110, 105, 255}
			}
			// Written after the buttons are drawn: a text op queued now would be covered.
			p.sideLabels = append(p.sideLabels, panelOp{text: a.side, x: float64(b.Rect.Max.X - 8), y: float64(b.Rect.Min.Y + 12), size: 11, col: c, align: render.AlignRight, isText: true})
		}
	}
	return top - 22
}

// buttonRows is the height of each row of the buttons acts[idx], cols to a row: as tall as
// its tallest label.
func buttonRows(acts []actionButton, idx []int, cols int) []int {
	rowH := make([]int, (len(idx)+cols-1)/cols)
	for k, i := range idx {
		rowH[k/cols] = max(rowH[k/cols], buttonHeight(len(acts[i].b.Lines)))
	}
	return rowH
}

// visibleRows is the rows of buttons shown, from first to before last: all of them when they
// fit in room, else as many as fit from the row the players scrolled to.
func (p *Table) visibleRows(rowH []int, room float64) (first, last int) {
	if fitsRows(rowH, room) {
		p.actionsScroll = 0
		return 0, len(rowH)
	}
	// The furthest the list scrolls: its last rows fill the room.
	furthest, used := len(rowH), 0
	for furthest > 1 && float64(used+rowH[furthest-1]+buttonGap) <= room {
		furthest--
		used += rowH[furthest] + buttonGap
	}
	p.actionsScroll = min(max(p.actionsScroll, 0), furthest)
	first, last, used = p.actionsScroll, p.actionsScroll, 0
	for last < len(rowH) && (last == first || float64(used+rowH[last]+buttonGap) <= room) {
		used += rowH[last] + buttonGap
		last++
	}
	return first, last
}

// A button is 24 pixels tall for one line of label, and each further line adds lineH.
const (
	buttonLineH = 14
	buttonGap   = 3
)

// buttonHeight is the height of a button whose label takes n lines.
func buttonHeight(n int) int { return 24 + buttonLineH*max(n-1, 0) }

// actionButton is an action's button as the panel lays it out, with what it writes at its
// right (its cost and key) and whether it stays in view when the others scroll.
type actionButton struct {
	b     widget.Button
	side  string
	cost  string // the action's cost, as side writes it when there is room
	stays bool
}

// actionButtons are the buttons of the actions on offer (or of a waiting action's choices):
// the actions that end a turn (and Cancel) stay in view.
func (p *Table) actionButtons() []actionButton {
	var out []actionButton
	if p.choosing != nil {
		return p.choiceButtons()
	}
	if p.pending != nil && p.pending.action.Needs == game.PickChoice {
		a := p.pending.action
		for _, c := range a.Choices {
			model := p.pending.model
			out = append(out, actionButton{b: widget.Button{Label: a.Label + ": " + c.Label, Help: c.Help, Enabled: true, Do: func() {
				p.act(model, a, game.Picks{Choice: c.ID})
			}}})
		}
		cancel := widget.Button{Label: "Cancel", Key: widget.Keyed(ebiten.KeyEscape), Help: "Give up this action (Esc).", Enabled: true, Do: p.escape}
		return append(out, actionButton{b: cancel, side: "Esc", stays: true})
	}
	if p.pending != nil && p.pending.action.Needs == game.PickChoices {
		return p.someChoicesButtons()
	}
	if !p.humanTurn() {
		return nil
	}
	for _, la := range p.actions() {
		a, model := la.Action, la.model
		b := widget.Button{Label: a.Label, Enabled: a.Enabled, Help: actionHelp(a), Do: func() { p.choose(a, model) }}
		if k, ok := keyNamed(a.Key); ok {
			b.Key = widget.Keyed(k)
		}
		if p.confirming == a.ID {
			b.Label = "Yes, " + strings.ToLower(a.Label[:1]) + a.Label[1:]
		}
		if p.pending != nil && p.pending.action.ID == a.ID {
			b.Label = "» " + b.Label
		}
		side := a.Cost
		if a.Key != "" {
			side = strings.TrimPrefix(side+" · "+a.Key, " · ")
		}
		out = append(out, actionButton{b: b, side: side, cost: a.Cost, stays: a.Ends})
	}
	// A key suggested by several actions (A for each weapon's attack) goes to one of them
	// only, the first that can be done now, else the first: a key does one thing, and its
	// button says so.
	taken := map[ebiten.Key]bool{}
	for _, enabled := range []bool{true, false} {
		for i := range out {
			if k := out[i].b.Key; k.Set && out[i].b.Enabled == enabled {
				if taken[k.Key] {
					out[i].b.Key, out[i].side = widget.Button{}.Key, out[i].cost
					continue
				}
				taken[k.Key] = true
			}
		}
	}
	return out
}

// fitsRows reports whether rows of buttons this tall fit in room pixels, with their gaps.
func fitsRows(rowH []int, room float64) bool {
	total := 0
	for _, h := range rowH {
		total += h + buttonGap
	}
	return float64(total) <= room
}

// cmpBool orders false before true.
func cmpBool(x, y bool) int {
	switch {
	case x == y:
		return 0
	case x:
		return 1
	}
	return -1
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
	s := fullStop(a.Help)
	if a.Cost != "" {
		s += " Costs " + a.Cost + "."
	}
	if a.Drag {
		s += " Or drag the model."
	}
	if !a.Enabled && a.Why != "" {
		s = "Not now: " + fullStop(a.Why) + " " + s
	}
	return strings.TrimSpace(s)
}

// fullStop ends a sentence the rules wrote with a full stop, when it has no mark of its own
// (a refusal's reason often has none): joined to the next, it must not run on into it.
func fullStop(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s[len(s)-1:], ".!?:…") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
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
func (p *Table) panelEnd(w *sessionPanel, o game.Outcome) {
	w.wrapped(p.verdict(o), 18, widget.ColGold)
	w.wrapped(o.Reason, 12, widget.ColWhite)
	if len(o.Score) > 0 {
		w.wrapped(p.scoreLine(o), 12, widget.ColWhite)
	}
	w.y += 8
	x := int(w.x0) + 14
	p.buttons = append(p.buttons, widget.Button{Rect: image.Rect(x, int(w.y), x+PanelWidth-28, int(w.y)+24), Label: "New game (N)", Key: widget.Keyed(ebiten.KeyN), Enabled: true,
		Help: "Back to the start screen to choose another game (N).", Do: func() { p.NewGame = true }})
	w.y += 27
}

// sessionFileButtons: Undo, Save and Load on the dice tray's title line.
func (p *Table) sessionFileButtons(right, y int) {
	x := right
	for _, b := range []widget.Button{
		{Label: "Load", Help: "Load a saved game from one of five slots (Ctrl+O).", Do: func() { p.overlay = overlayLoad }},
		{Label: "Save", Help: "Save the game in one of five slots, each shown with its game and time (Ctrl+S).", Do: func() { p.overlay = overlaySave }},
		{Label: "Undo", Help: "Take back the last action (Ctrl+Z), as often as you like.", Do: p.undo},
	} {
		bw := 8 + 7*len(b.Label)
		x -= bw
		b.Rect = image.Rect(x, y, x+bw, y+18)
		b.Enabled = true
		p.buttons = append(p.buttons, b)
		x -= 6
	}
}

// trayRow is a roll as the tray lays it out: its words on the lines they take, and its dice.
type trayRow struct {
	lines   []string
	dice    []int
	success int // dice showing this or more are successes, drawn green (0: none marked)
	// then are a second roll's dice drawn after a gap on the same row (a tight tray's
	// defence after its attack), with their own success.
	then        []int
	thenSuccess int
}

// The tray: its title line, then each roll's words and a row of dice (dieRow high), at most
// trayDice dice a row.
const (
	trayTitleH = 12
	trayLineH  = 12
	dieRow     = 26
	trayDice   = 12
)

// trayLayout wraps the last two rolls' words to the panel and says how tall the tray is:
// never less than its usual height, so that the buttons above stay put for short words.
// Tight, it keeps one row of dice in the room its words take: the last two rolls (an
// attack and its defence) side by side, their words joined (a play-test saw only the
// defence, and no attack, while a model was picked).
func (p *Table) trayLayout(m textMeasure, tight bool) ([]trayRow, float64) {
	rolls := p.tray
	if len(rolls) > 2 {
		rolls = rolls[len(rolls)-2:]
	}
	h := trayTitleH
	var rows []trayRow
	if tight && len(rolls) == 2 && len(rolls[0].dice)+len(rolls[1].dice) <= trayDice {
		a, b := rolls[0], rolls[1]
		row := trayRow{lines: wrapText(m, a.who+" · "+b.who, 11, panelInner), dice: a.dice, success: a.success, then: b.dice, thenSuccess: b.success}
		return []trayRow{row}, float64(h + trayLineH*len(row.lines) + dieRow + 4)
	}
	if tight && len(rolls) > 1 {
		rolls = rolls[len(rolls)-1:] // the last roll only: too many dice for one row
	}
	for _, r := range rolls {
		row := trayRow{lines: wrapText(m, r.who, 11, panelInner), dice: r.dice, success: r.success}
		rows = append(rows, row)
		h += trayLineH*len(row.lines) + dieRow
	}
	if tight {
		return rows, float64(h + 4)
	}
	return rows, max(TrayHeight, float64(h+4))
}

// panelTray shows the last command's rolls, each row with its words.
func (p *Table) panelTray(dst *panelCanvas, x, y float64, rows []trayRow) {
	dst.text("Dice", x, y, 11, widget.ColDim, render.AlignLeft)
	ry := y + trayTitleH
	for _, r := range rows {
		for _, l := range r.lines {
			dst.text(l, x, ry+6, 11, widget.ColWhite, render.AlignLeft)
			ry += trayLineH
		}
		dx := x
		for i, roll := range [][]int{r.dice, r.then} {
			success := r.success
			if i == 1 {
				success = r.thenSuccess
				dx += 12 // a gap between the two rolls
			}
			for _, d := range roll {
				if dx > x+float64(trayDice-1)*24 {
					break
				}
				face := color.RGBA{225, 225, 215, 255}
				if success > 0 && d >= success {
					face = color.RGBA{150, 215, 130, 255} // a success
				}
				dst.rect(dx, ry+2, 20, 20, face)
				dst.text(fmt.Sprint(d), dx+10, ry+12, 13, color.RGBA{20, 20, 20, 255}, render.AlignCenter)
				dx += 24
			}
		}
		ry += dieRow
	}
}

// logRows is how many rows of the log the panel shows.
const logRows = 7

// panelLog shows the log, each line wrapped to the panel: the last lines, or as far back as
// the players scrolled (the wheel over it, PgUp and PgDn), with a row saying there is more.
func (p *Table) panelLog(dst *panelCanvas, x, y, h float64, m textMeasure) {
	dst.rect(x-14, y-4, PanelWidth, 1, color.RGBA{60, 62, 58, 255})
	p.logArea = image.Rect(int(x)-14, int(y)-4, int(x)-14+PanelWidth, int(y+h))
	log := p.visibleLog()
	// Back no further than a full page of the first lines, however many rows they wrap to.
	fit, filled := 0, 0 // the first lines that fit whole under the row saying there is more
	for fit < len(log) && filled+len(wrapText(m, log[fit], 12, panelInner)) <= logRows-1 {
		filled += len(wrapText(m, log[fit], 12, panelInner))
		fit++
	}
	p.logScroll = min(max(p.logScroll, 0), max(len(log)-max(fit, 1), 0))
	rows := logRows
	more := "" // the first row, when there is more than is shown
	switch {
	case p.logScroll > 0:
		more = fmt.Sprintf("Scrolled back %s · wheel down, PgDn or End for newer", game.Plural(p.logScroll, "line", "lines"))
	case len(log) > 1:
		more = "Earlier lines: wheel up, PgUp, or click to read it all"
	}
	var lines []string
	first := len(log) - 1 - p.logScroll // the oldest line shown
	p.logPage = 0
	for i := first; i >= 0 && len(lines) < rows; i-- {
		lines = append(lines, reverse(wrapText(m, log[i], 12, panelInner))...)
		first = i
		if len(lines) <= rows-1 { // whole, below the row that says there is more
			p.logPage++
		}
	}
	if more != "" && (first > 0 || p.logScroll > 0) {
		rows--
		dst.text(more, x, y+h-12-float64(rows)*15, 11, widget.ColGold, render.AlignLeft)
	}
	for i := range lines {
		if i >= rows {
			break
		}
		dst.text(lines[i], x, y+h-12-float64(i)*15, 12, widget.ColDim, render.AlignLeft)
	}
}

// leave goes back to the start screen, asking first while the game is not over.
func (p *Table) leave() {
	if _, over := p.Game.Outcome(); !over && p.confirming != "leave" {
		p.confirming = "leave"
		if p.remote() != nil {
			p.hint("Leave this game for the start screen? Click Menu again to leave: the server keeps the game, and Continue on the start screen brings you back to your seat.")
		} else {
			p.hint("Leave this game for the start screen? Click Menu again to leave; save first (Save) to come back to it.")
		}
		return
	}
	p.NewGame = true
}

// visibleLog is the log as the seat at the screen may read it: without other seats' secrets.
func (p *Table) visibleLog() []string {
	viewer := p.viewer()
	var out []string
	for _, l := range p.log {
		if e := (game.Event{Only: l.only}); e.VisibleTo(viewer) {
			out = append(out, l.text)
		}
	}
	return out
}

// midSentence is a name as it reads inside a sentence: "The survivors" becomes "the
// survivors"; other names keep their capitals.
func midSentence(name string) string {
	if rest, ok := strings.CutPrefix(name, "The "); ok {
		return "the " + rest
	}
	return name
}

// someChoicesButtons are a PickChoices action's buttons: one per choice, which a click picks
// or leaves (● picked, ○ not), the action with what is picked (Enter), and Cancel.
func (p *Table) someChoicesButtons() []actionButton {
	w := p.pending
	a, model := w.action, w.model
	var out []actionButton
	for _, c := range a.Choices {
		mark, help := "○ ", "Click to pick it."
		if slices.Contains(w.chosen, c.ID) {
			mark, help = "● ", "Picked: click to leave it."
		}
		if c.Help != "" {
			help = c.Help + " " + help
		}
		out = append(out, actionButton{b: widget.Button{Label: mark + c.Label, Help: help, Enabled: true, Do: func() { w.toggle(c.ID) }}})
	}
	picked := "none picked"
	if n := len(w.chosen); n > 0 {
		picked = fmt.Sprintf("%d picked", n)
	}
	goAhead := widget.Button{Label: a.Label + " (" + picked + ")", Key: widget.Keyed(ebiten.KeyEnter), Help: actionHelp(a) + " (Enter)", Enabled: true,
		Do: func() { p.act(model, a, game.Picks{Chosen: slices.Clone(w.chosen)}) }}
	cancel := widget.Button{Label: "Cancel", Key: widget.Keyed(ebiten.KeyEscape), Help: "Give up this action (Esc).", Enabled: true, Do: p.escape}
	return append(out, actionButton{b: goAhead, side: "Enter", stays: true}, actionButton{b: cancel, side: "Esc", stays: true})
}

// computersAfter says which computer seats share the turn with the person playing now and
// will play once they are done, or "".
func (p *Table) computersAfter() string {
	if !p.humanTurn() {
		return ""
	}
	var names []string
	for _, s := range p.Game.Turn() {
		if _, c := p.computers[s]; c {
			names = append(names, p.seatName(s))
		}
	}
	if len(names) == 0 {
		return ""
	}
	return "Then the computer plays " + joinNames(names) + "."
}

// modelActionsListed reports whether any of the actions listed is the picked model's own: a
// list of the side's actions only (placing a zombie, letting the table choose) is not
// headed with a model's name (an online play-test found them filed under a character).
func (p *Table) modelActionsListed() bool {
	for _, la := range p.actions() {
		if la.model != "" && la.model == p.selected {
			return true
		}
	}
	return false
}
