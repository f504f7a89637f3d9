package table

import (
	"cmp"
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// Draw draws the table, what the players are doing on it, and the panel.
func (p *Table) Draw(screen *ebiten.Image, sw, sh int) {
	if p.overlay == overlayHandover {
		p.drawHandover(screen, sw, sh)
		return
	}
	w := sw - PanelWidth
	p.drawStatic(w, sh)
	table := screen.SubImage(image.Rect(0, 0, w, sh)).(*ebiten.Image)
	table.DrawImage(p.static, nil)
	cv := &ebitenrender.Canvas{Dst: table, Scale: p.cam.Scale, Offset: p.cam.Offset, Font: p.font}
	p.drawSpots(cv) // under the models
	for _, t := range p.tokens() {
		p.sprites.Draw(table, t, p.cam.Scale, p.cam.Offset)
	}
	p.drawMarks(cv, time.Now())
	p.drawTargets(cv)
	p.drawAim(cv)
	p.drawPreview(cv)
	p.drawRuler(cv)
	p.drawSessionPanel(screen, sw, sh)
	p.drawTutorial(table, w, sh)
	if p.overlay == overlayNone {
		drawBanner(table, p.font, p.bannerLines(), w)
	}
	p.drawThinking(table, w)
	if _, over := p.Game.Outcome(); over && p.overlay == overlayNone && !p.endHidden {
		p.drawEnd(table, w, sh)
	}
	switch p.overlay {
	case overlayHelp:
		p.drawSessionHelp(table, w, sh)
	case overlayBriefing:
		p.drawSessionBriefing(screen, sw, sh) // over the panel too: a small window needs the width
	case overlaySave, overlayLoad:
		p.drawSessionSlots(table, w, sh)
	case overlayLog:
		p.drawLogSheet(table, w, sh)
	}
	if p.diceAsk != nil {
		drawEntryAsk(table, p.font, p.diceAsk, w, sh)
	}
	if p.chat != nil {
		drawChat(table, p.font, p.chat, w, sh)
	}
	p.drawSessionTip(screen, sw, sh)
}

// drawStatic redraws the cached table (terrain, grid, markers) when the view of it changed.
func (p *Table) drawStatic(w, h int) {
	key := fmt.Sprint(w, h, p.cam.Scale, p.cam.Offset, p.grid, p.version, p.seat)
	if p.static != nil && key == p.stKey {
		return
	}
	if p.static == nil || p.static.Bounds().Dx() != w || p.static.Bounds().Dy() != h {
		p.static = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	p.static.Fill(color.RGBA{28, 30, 27, 255})
	cv := &ebitenrender.Canvas{Dst: p.static, Scale: p.cam.Scale, Offset: p.cam.Offset, Font: p.font, Smooth: true}
	render.DrawStatic(cv, &render.Scene{Scenario: p.Game.Scenario(), Table: p.Game.Table(), Grid: p.grid,
		Markers: render.ViewMarkers(p.view.Markers), Squares: p.view.Squares, Hexes: p.view.Hexes, StartZones: p.view.StartZones})
	p.stKey = key
}

// tokens are the view's models as render draws them, moving ones part-way along their paths.
func (p *Table) tokens() []render.Token {
	out := make([]render.Token, 0, len(p.view.Tokens))
	for _, t := range p.view.Tokens {
		out = append(out, renderToken(t, t.ID == p.selected))
		r := &out[len(out)-1]
		for _, a := range p.anim {
			if a.model == t.ID {
				r.Body.Pos = Along(a.path, a.t)
				break
			}
		}
	}
	return out
}

// renderToken is a view's model as render draws it, picked or not.
func renderToken(t game.Token, selected bool) render.Token {
	r := render.ViewToken(t)
	r.Selected = selected
	return r
}

// drawTargets makes the models or markers a waiting action may pick glow.
func (p *Table) drawTargets(cv *ebitenrender.Canvas) {
	if p.pending == nil {
		return
	}
	a := p.pending.action
	pulse := 0.5 + 0.5*math.Sin(2*math.Pi*float64(time.Now().UnixMilli()%1200)/1200)
	px := 1 / p.cam.Scale
	glow := func(at physics.Vec, r float64) {
		cv.StrokeCircle(at, r+(4+3*pulse)*px, 5, color.RGBA{60, 50, 10, 120})
		cv.StrokeCircle(at, r+(3+3*pulse)*px, 2.5, widget.ColGold)
	}
	switch a.Needs {
	case game.PickModel:
		for _, t := range p.view.Tokens {
			if slices.Contains(a.Targets, t.ID) {
				glow(t.Body.Pos, t.Body.Base.BoundingRadius())
			}
		}
	case game.PickPlace:
		for _, m := range p.view.Markers {
			if slices.Contains(a.Targets, m.ID) {
				glow(m.At, 0.6)
			}
		}
	}
	if p.drag.on {
		return // the drag's own preview speaks
	}
	// What the action would do with what is under the pointer, as the rules see it: the
	// route, and for an attack the line of sight (or the blocked line to the target).
	pv := p.pending.preview
	render.DrawArea(cv, pv.Area)
	if len(pv.Path) > 1 {
		render.DrawRouteLabelled(cv, pv.Path, p.routeWords(pv), pv.OK)
	}
	if len(pv.Sight) == 2 {
		render.DrawSight(cv, pv.Sight[0], pv.Sight[1], true)
	} else if pv.Blocked {
		if from, to, ok := p.lineTo(p.pending.model, p.pending.target); ok {
			render.DrawSight(cv, from, to, false)
		}
	}
	switch {
	case pv.Text != "":
		render.DrawLabel(cv, p.labelAt(pv.Text), pv.Text, pv.OK)
	case a.Needs == game.PickPoint && !p.spotNear(a, p.pointer):
		render.DrawLabel(cv, p.labelAt(a.Prompt), a.Prompt, false)
	case a.Needs == game.PickPoint:
		render.DrawLabel(cv, p.labelAt(a.Label+": click here"), a.Label+": click here", true)
	}
}

// drawPreview draws a drag's route and what it would cost, or why not.
func (p *Table) drawPreview(cv *ebitenrender.Canvas) {
	if !p.drag.on || p.pointer.Dist(p.drag.from) < 0.2 {
		return
	}
	pv := p.drag.preview
	if len(pv.Path) > 1 {
		render.DrawRouteLabelled(cv, pv.Path, p.routeWords(pv), pv.OK)
	} else if !pv.OK {
		render.DrawRefused(cv, p.pointer)
	}
	words := pv.Text
	if words == "" && !pv.OK {
		words = "It cannot go there." // a red mark always has its words
	}
	if words != "" {
		render.DrawLabel(cv, p.labelAt(words), words, pv.OK)
	}
}

// labelAt is where a note about the pointer goes: under it, kept inside the table so that a
// long note near an edge stays readable.
func (p *Table) labelAt(text string) physics.Vec {
	return p.labelBelow(text, p.pointer)
}

// labelBelow is where a label goes below the point from: as labelAt, from another point
// (the foot of a target's base, so that its label leaves the target in view).
func (p *Table) labelBelow(text string, from physics.Vec) physics.Vec {
	sc := p.Game.Scenario()
	seen := p.cam.visible(float64(p.tableW), p.cam.viewH) // the table as far as the window shows it
	lo := physics.Vec{X: max(0, seen.min.X), Y: max(0, seen.min.Y)}
	hi := physics.Vec{X: min(sc.Width, seen.Max.X), Y: min(sc.Height, seen.Max.Y)}
	half := render.LabelWidth(text)/2/p.cam.Scale + 0.3
	below := float64(len(render.LabelLines(text))-1) * 21 / p.cam.Scale // its lines after the first
	at := from.Add(physics.Vec{Y: 44 / p.cam.Scale})
	at.X = max(lo.X+half, min(hi.X-half, at.X))
	at.Y = max(lo.Y+0.6, min(at.Y, hi.Y-0.3-below))
	return at
}

// newsFrames is how long news from the rules stays over the table: about four seconds.
const newsFrames = 240

// tickBanner counts a frame off the banner's turn line and, on an uncovered table, off the
// news: news that comes as a cover goes up (the screen passed to the next player) waits for
// the table to show.
func (p *Table) tickBanner() {
	if p.bannerLeft > 0 {
		p.bannerLeft--
	}
	if p.newsLeft > 0 && p.overlay == overlayNone {
		p.newsLeft--
	}
}

// bannerLines is what the banner over the table says now: the rules' news, then whose turn
// it is; none when neither is up.
func (p *Table) bannerLines() []string {
	var lines []string
	if p.newsLeft > 0 {
		lines = append(lines, p.news)
	}
	if p.bannerLeft > 0 {
		lines = append(lines, p.banner)
	}
	return lines
}

// drawBanner says across the top of the table what no player should miss (the rules' news,
// whose turn it is), each line wrapped to the table's width.
func drawBanner(dst *ebiten.Image, font fontSource, lines []string, w int) {
	if len(lines) == 0 {
		return
	}
	const size, lineH = 20, 28
	m := uiMeasure(font)
	var wrapped []string
	widest := 0.0
	for _, s := range lines {
		for _, l := range wrapText(m, s, size, float64(w)-100) {
			wrapped = append(wrapped, l)
			widest = max(widest, m(l, size))
		}
	}
	bw, bh := float32(widest+60), float32(len(wrapped)*lineH+16)
	x := float32(w)/2 - bw/2
	vector.FillRect(dst, x, 20, bw, bh, color.RGBA{14, 15, 13, 230}, false)
	vector.StrokeRect(dst, x, 20, bw, bh, 1.5, widget.ColGold, false)
	for i, l := range wrapped {
		ebitenrender.DrawText(dst, font, l, float64(w)/2, float64(20+8+lineH/2+i*lineH), size, widget.ColGold, render.AlignCenter)
	}
}

// drawEntryAsk asks the players for their real dice, naming the next die's size when it is
// not a d6. A count the rules can only guess (a roll-off's ties) is not shown: the players
// type dice until the rules have enough.
func drawEntryAsk(dst *ebiten.Image, font fontSource, a *entryAsk, w, h int) {
	vector.FillRect(dst, float32(w/2-290), float32(h/2-60), 580, 120, color.RGBA{10, 10, 10, 235}, false)
	title := fmt.Sprintf("Roll %s and type them (Esc to cancel)", game.Plural(a.need, "die", "dice"))
	var s []string
	for _, d := range a.typed {
		s = append(s, fmt.Sprint(d))
	}
	next := "_"
	if a.partial > 0 {
		next = fmt.Sprint(a.partial) + "_"
	}
	if a.need > 12 {
		title = "Roll the dice the table asks for and type each one (Esc to cancel)"
		s = append(s, next)
	} else {
		for i := len(a.typed); i < a.need; i++ {
			s = append(s, next)
			next = "_"
		}
	}
	ebitenrender.DrawText(dst, font, title, float64(w/2), float64(h/2-32), 16, widget.ColGold, render.AlignCenter)
	ebitenrender.DrawText(dst, font, strings.Join(s, "  "), float64(w/2), float64(h/2+4), 20, widget.ColWhite, render.AlignCenter)
	if hint := nextDieHint(a.sides); hint != "" {
		ebitenrender.DrawText(dst, font, hint, float64(w/2), float64(h/2+38), 13, widget.ColDim, render.AlignCenter)
	}
}

// nextDieHint names the next die when it is not the common d6, and how to type a number of
// two digits.
func nextDieHint(sides int) string {
	switch {
	case sides >= 10:
		var open []string // digits that could begin a longer number
		for d := 1; d <= 9 && d*10 <= sides; d++ {
			open = append(open, fmt.Sprint(d))
		}
		return fmt.Sprintf("Next: a d%d. Type its number; a %s alone needs Enter after it.", sides, strings.Join(open, " or "))
	case sides > 0 && sides != 6:
		return fmt.Sprintf("Next: a d%d.", sides)
	}
	return ""
}

// drawEnd is the end screen: who won and why, the score, and how to go on.
func (p *Table) drawEnd(dst *ebiten.Image, w, h int) {
	o, _ := p.Game.Outcome()
	type line struct {
		text string
		size float64
		col  color.RGBA
		gap  float64 // space above it
	}
	bw := 560
	inner := float64(bw - 40)
	m := uiMeasure(p.font)
	var lines []line
	add := func(text string, size float64, col color.RGBA, gap float64) {
		for _, l := range wrapText(m, text, size, inner) {
			lines = append(lines, line{l, size, col, gap})
			gap = 0 // the lines of one text follow each other
		}
	}
	add("The game is over", 16, widget.ColDim, 0)
	add(p.verdict(o), 24, widget.ColGold, 10)
	add(o.Reason, 14, widget.ColWhite, 12)
	if len(o.Score) > 0 {
		add(p.scoreLine(o), 14, widget.ColWhite, 6)
	}
	round, rounds := "round", "rounds"
	if slices.ContainsFunc(p.view.Tracks, func(t game.Track) bool { return t.Name == "Turn" }) {
		round, rounds = "turn", "turns" // the game counts turns on its track, not rounds
	}
	add(fmt.Sprintf("After %s · Esc shows the table · New game (N) goes back to the start screen", game.Plural(o.Round, round, rounds)), 12, widget.ColDim, 18)
	bh := 40.0
	for _, l := range lines {
		bh += l.gap + l.size*1.45
	}
	bh = max(bh, 230)
	x, y := w/2-bw/2, float64(h)/2-bh/2
	vector.FillRect(dst, float32(x), float32(y), float32(bw), float32(bh), color.RGBA{14, 15, 13, 240}, false)
	vector.StrokeRect(dst, float32(x), float32(y), float32(bw), float32(bh), 2, widget.ColGold, false)
	cx, ty := float64(w/2), y+20
	for _, l := range lines {
		ty += l.gap
		ebitenrender.DrawText(dst, p.font, l.text, cx, ty+l.size*0.7, l.size, l.col, render.AlignCenter)
		ty += l.size * 1.45
	}
}

// verdict says who won: "Winner: The Dockhands", "Winners: Band 1 and Band 2", "Winner: The
// horde" (a side no seat plays), "A draw" (a seat's name may be singular or plural, so no
// verb agrees with it).
func (p *Table) verdict(o game.Outcome) string {
	var names []string
	for _, s := range o.Winners {
		names = append(names, p.seatName(s))
	}
	switch len(names) {
	case 0:
		if o.Victor != "" {
			return "Winner: " + o.Victor
		}
		return "A draw"
	case 1:
		return "Winner: " + names[0]
	}
	return "Winners: " + joinNames(names)
}

// scoreLine lists the victory points, seat by seat in seat order.
func (p *Table) scoreLine(o game.Outcome) string {
	var parts []string
	for _, s := range p.Game.Seats() {
		if v, ok := o.Score[s.ID]; ok {
			parts = append(parts, fmt.Sprintf("%s %s", s.Name, game.Plural(v, "point", "points")))
		}
	}
	return strings.Join(parts, " · ")
}

// sessionHelp is the help sheet of the generic table.
var sessionHelp = []string{
	"Playing",
	"  The panel says whose turn it is. Click a model (or its name, where the panel lists the names) to pick it: the panel lists what it can do now.",
	"  Models on top of one another: a click asks which one. Rest the pointer on a button to read it; a grey one says why not now.",
	"  Drag a picked model to move it: the route and its cost follow the pointer, or it says why not. Release to move.",
	"  With a model picked, point at an enemy: the attack a click makes shows its sight, cover and dice (a fight in contact).",
	"  An action that needs a target makes the models or markers it may pick glow: click one. One that needs a point: click the table.",
	"  One that needs a choice lists the choices on the panel. Esc gives up. Some actions ask first: do them again to go ahead.",
	"  Hot-seat: when the turn passes to another player, a banner says whose it is. Computer seats play by themselves.",
	"  Where a seat keeps secrets, the screen is covered while it passes on; playing every seat yourself, turn the cover off on it (O).",
	"  The dice tray shows the last rolls; where the game counts successes, a green die is one.",
	"Table",
	"  Left drag on empty table: tape measure · right or middle drag, or arrows: pan · wheel: zoom · F fit · G grid",
	"  X fast-forward · Y hand the seat on turn to the computer, or take it back · PgUp/PgDn the log, End its newest lines, a click on it the whole log",
	"  Ctrl+Z undo · Ctrl+S save · Ctrl+O load · F1 or ? this help · B the briefing: how to win, the rules in brief · Menu: the start screen",
	"On the table",
	"  A ring in a side's colour marks its models; the list on the right says what every mark on this table means.",
	"  A ring with a few words marks what just happened (a fall, a wound, an arrival, a search): one a model, wounds added up, and one line for three or more in one place. Point at a ring to read more.",
	"  On a board of squares or hexes, the spaces a pick may take are washed in gold: click near one.",
}

// drawSessionHelp draws the help sheet over the table.
func (p *Table) drawSessionHelp(dst *ebiten.Image, w, h int) {
	s := widget.NewSheet(dst, p.font, w, h)
	s.Line(p.Game.Ruleset().Name()+": how to play at this table", 20, widget.ColGold)
	helpPage(s, sessionHelp, helpStyle{size: 13, colour: widget.ColWhite, afterPara: -4, beforeHead: 6}, p.legend, w, h)
}

// drawSessionSlots lists the save slots.
func (p *Table) drawSessionSlots(dst *ebiten.Image, w, h int) {
	p.slotRows = widget.DrawSlotList(widget.NewSheet(dst, p.font, w, h), w, p.overlay == overlayLoad, p.slotSummary, 14,
		p.message.text, strings.HasPrefix(string(p.confirming), "overwrite-"), p.slotRows[:0])
}

// drawSessionTip explains what is under the pointer: a button, a part of the panel, a
// model or a marker.
func (p *Table) drawSessionTip(dst *ebiten.Image, sw, sh int) {
	if p.overlay != overlayNone || p.drag.on || p.diceAsk != nil {
		return
	}
	cx, cy := ebiten.CursorPosition()
	t, ok := p.tipAt(cx, cy)
	if !ok {
		return
	}
	if b := widget.ButtonIn(p.buttons, cx, cy); b != nil && b.Rect.Min.X >= sw-PanelWidth {
		// Over the table, clear of the panel: the panel's other buttons stay in view, and the
		// panel's kept image needs no wiping.
		beside := b.Rect
		beside.Min.X = sw - PanelWidth
		widget.DrawTipBeside(dst, p.font, t, beside, sh)
		return
	}
	if r := widget.DrawTip(dst, p.font, t, cx, cy, sw, sh); r.Max.X > sw-PanelWidth {
		p.panel.onScreen = nil
	}
}

func (p *Table) tipAt(cx, cy int) (widget.Tip, bool) {
	if b := widget.ButtonIn(p.buttons, cx, cy); b != nil {
		return widget.Tip{Title: strings.TrimPrefix(b.Label, "» "), Body: b.Help}, b.Help != ""
	}
	for _, a := range p.tipAreas {
		if image.Pt(cx, cy).In(a.Rect) {
			return a.Tip, true
		}
	}
	if cx >= p.tableW || p.pending != nil || p.aiming != nil {
		return widget.Tip{}, false // while a pick waits or a click would act, the preview speaks and nothing hides the targets
	}
	if id := p.modelAt(p.pointer, 0); id != "" {
		t, _ := p.token(id)
		return widget.Tip{Title: t.Name, Body: p.tokenWords(t)}, true
	}
	if m, ok := p.markAt(p.pointer); ok {
		return widget.Tip{Title: m.words, Body: m.tip}, true
	}
	if id := p.markerAt(p.pointer, max(0.6, 8/p.cam.Scale)); id != "" {
		for _, m := range p.view.Markers {
			if m.ID == id {
				return widget.Tip{Title: m.Name, Body: markerWords(m)}, true
			}
		}
	}
	if tip, ok := p.accessTip(max(0.6, 8/p.cam.Scale)); ok {
		return tip, true
	}
	return widget.Tip{}, false
}

// accessTip explains the stairs (or ladder) to a roof under the pointer, within reach: a
// play-test could not find the stairwell its briefing named.
func (p *Table) accessTip(reach float64) (widget.Tip, bool) {
	sc := p.Game.Scenario()
	for _, t := range sc.Terrain {
		for _, a := range t.Access {
			if a.At.Dist(p.pointer) > reach {
				continue
			}
			name := a.Name
			if name == "" {
				name = "Stairs to the roof"
			}
			return widget.Tip{Title: name, Body: "The way between the ground and the roof of " + sc.PlaceName(t.ID) +
				": a model in base contact with it climbs up or down (Climb)."}, true
		}
	}
	return widget.Tip{}, false
}

// tokenWords says what a model is and how it stands.
func (p *Table) tokenWords(t game.Token) string {
	if t.Fallen {
		if t.Fresh {
			return "Taken out of the game here this round."
		}
		return "Taken out of the game here."
	}
	var parts []string
	if t.Side != "" {
		parts = append(parts, p.seatName(t.Side))
	}
	if t.MaxWounds > 0 {
		unit := p.view.Health
		if unit == "" {
			unit = "wound"
		}
		parts = append(parts, fmt.Sprintf("%d of %s left", t.Wounds, game.Plural(t.MaxWounds, unit, unit+"s")))
	}
	if t.Models > 0 {
		parts = append(parts, game.Plural(t.Models, "model", "models")+" left on the tray (the number on it)")
	}
	if t.Body.Level > 0 {
		parts = append(parts, "up on a roof or raised area (the small triangle), above what stands below")
	}
	if t.Down {
		parts = append(parts, stateWords(p.view.States, t.Kind == "survivor"))
	}
	if t.Spent {
		parts = append(parts, cmp.Or(p.view.States.Spent, "has acted this round"))
	}
	s := strings.Join(parts, " · ")
	if t.Side == p.seat && p.humanTurn() {
		s += ". Click to pick; drag to move."
	}
	return s
}

// stateWords is what a down token is, in its game's words (the same as the table's key):
// a survivor's or a zombie's; "down" for a game that gives none.
func stateWords(w game.TokenStates, survivor bool) string {
	if survivor {
		return cmp.Or(w.SurvivorDown, "down")
	}
	return cmp.Or(w.ZombieDown, "down")
}

// markerWords says what a marker on the table is: the rules' own words when they give them,
// else what the table knows of its kind, else nothing (its name alone is the tip: never the
// kind's id repeated).
func markerWords(m game.Marker) string {
	if m.Help != "" {
		return m.Help
	}
	switch m.Kind {
	case "search":
		if m.Used {
			return "A search objective, already searched."
		}
		return "A search objective: a character beside it may search it."
	case "entry", "spawn":
		return "A zombie entry point: new zombies come onto the table here."
	case "supplies":
		return fmt.Sprintf("Supplies on the ground (%d): a character beside them may pick them up.", m.Count)
	case "objective":
		return "An objective of the scenario."
	}
	return ""
}

// drawHandover covers the whole screen, table and panel, while it passes to the next
// player: what the last one saw of their own hand stays theirs.
func (p *Table) drawHandover(dst *ebiten.Image, w, h int) {
	p.panel.onScreen = nil // covered: the panel is drawn again once the cover goes
	dst.Fill(color.RGBA{18, 19, 17, 255})
	cx, cy := float64(w)/2, float64(h)/2
	ebitenrender.DrawText(dst, p.font, "Pass the screen to "+p.seatName(p.seat), cx, cy-40, 26, widget.ColGold, render.AlignCenter)
	ebitenrender.DrawText(dst, p.font, "Only "+p.seatName(p.seat)+" should look now: the table will show what only they may see.", cx, cy+4, 15, widget.ColWhite, render.AlignCenter)
	ebitenrender.DrawText(dst, p.font, "Click, or press Enter, when ready", cx, cy+40, 15, widget.ColDim, render.AlignCenter)
	// The cover's one button: the panel's buttons are under it, and a click must not press them.
	label := "One person plays every seat here: stop covering (O)"
	bw := 24 + int(math.Ceil(uiMeasure(p.font)(label, 12)))
	r := image.Rect(int(cx)-bw/2, int(cy)+62, int(cx)+bw/2, int(cy)+86)
	p.buttons = append(p.buttons[:0], widget.Button{Rect: r, Label: label, Key: widget.Keyed(ebiten.KeyO), Enabled: true,
		Help: "Every player here may see every hand: the turn passes from seat to seat with the table in view.",
		Do:   func() { p.oneScreen, p.overlay = true, overlayNone }})
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), widget.ColButton, false)
	ebitenrender.DrawText(dst, p.font, label, cx, float64(r.Min.Y+r.Dy()/2), 12, widget.ColWhite, render.AlignCenter)
	if len(p.passedOn) == 0 {
		return
	}
	// What the last move did, which every seat may read: the player who made it sees it
	// before passing the screen on.
	y := cy + 120
	ebitenrender.DrawText(dst, p.font, "What just happened:", cx, y, 14, widget.ColGold, render.AlignCenter)
	m := uiMeasure(p.font)
	for _, l := range p.passedOn {
		for _, part := range wrapText(m, l, 13, float64(w)-160) {
			if y += 20; y > float64(h)-20 {
				return
			}
			ebitenrender.DrawText(dst, p.font, part, cx, y, 13, widget.ColWhite, render.AlignCenter)
		}
	}
}

// legend is what the table's marks mean, drawn from the view by render's legend (the same
// as the layout preview's): the board's squares, the markers and the models on it now.
func (p *Table) legend(w, h int) *ebiten.Image {
	key := fmt.Sprint(w, h, p.version, p.seat)
	if p.legendImg != nil && p.legendKey == key {
		return p.legendImg
	}
	if p.legendImg == nil || p.legendImg.Bounds().Dx() != w || p.legendImg.Bounds().Dy() != h {
		p.legendImg = ebiten.NewImage(w, h)
	}
	p.legendImg.Clear()
	cv := &ebitenrender.Canvas{Dst: p.legendImg, Scale: 1, Font: p.font, Smooth: true}
	sc := &render.Scene{Scenario: p.Game.Scenario(), Table: p.Game.Table(), Tokens: p.tokens(),
		Markers: render.ViewMarkers(p.view.Markers), Squares: p.view.Squares, Hexes: p.view.Hexes,
		States: p.view.States, Health: p.view.Health, StartZones: p.view.StartZones}
	render.DrawLegend(cv, sc, render.Rect{Max: physics.Vec{X: float64(w), Y: float64(h)}})
	p.legendKey = key
	return p.legendImg
}

// lineTo is the line between two models' centres on the table, for a sight line the rules
// found blocked.
func (p *Table) lineTo(a, b string) (physics.Vec, physics.Vec, bool) {
	var from, to physics.Vec
	found := 0
	for _, t := range p.view.Tokens {
		switch t.ID {
		case a:
			from, found = t.Body.Pos, found+1
		case b:
			to, found = t.Body.Pos, found+1
		}
	}
	return from, to, found == 2
}

// routeWords is the tape's length at the end of a previewed route, in the board's units;
// nothing when the preview's own words already give it ("3 hexes · …").
func (p *Table) routeWords(pv game.Preview) string {
	l := render.RouteLength(pv.Path, p.view)
	if strings.Contains(pv.Text, l) {
		return ""
	}
	return l
}
