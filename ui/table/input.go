package table

import (
	"errors"
	"fmt"
	"image"
	"math"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/ui/saves"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// Update turns this frame's input into camera moves, previews and commands. What one frame
// sends is one action for Undo.
func (p *Table) Update(sw, sh int) {
	defer p.startAction()()
	defer p.auto.Flush(p.store, p.saveData)
	if r := p.remote(); r != nil {
		p.takeRemote(r)
		p.showOnline(r)
	}
	p.tableW, p.tableH = sw-PanelWidth, sh
	cx, cy := ebiten.CursorPosition()
	inTable := cx >= 0 && cx < p.tableW && cy >= 0 && cy < sh
	p.pointer = p.cam.ToWorld(float64(cx), float64(cy))
	if p.opts.Hover != nil {
		p.pointer = *p.opts.Hover
	}
	p.advanceAnimations()
	p.ageMarks(time.Now())
	if p.tut != nil {
		defer p.tut.advance(p) // after this frame's command: the lesson it did is ticked off
	}
	p.tickBanner()
	if p.diceAsk != nil {
		p.typeDice()
		return
	}
	if r := p.remote(); r != nil && p.chat != nil {
		p.typeChat(r)
		return
	}
	if p.overlay != overlayNone {
		p.overlayInput(cx, cy)
		return
	}
	p.computerStep()
	p.keys()
	if p.overlay != overlayNone || p.NewGame {
		return
	}
	p.camCtl.input(&p.cam, cx, cy, inTable)
	if _, wy := ebiten.Wheel(); wy != 0 && image.Pt(cx, cy).In(p.actionsArea) {
		p.actionsScroll -= int(math.Copysign(1, wy)) // the wheel down shows the rows further down
	} else if wy != 0 && image.Pt(cx, cy).In(p.logArea) {
		p.logScroll += int(math.Copysign(1, wy)) // the wheel up goes back in the log
	}
	click := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if b := widget.ButtonIn(p.buttons, cx, cy); b != nil && click {
		if b.Enabled {
			b.Do()
		}
		return
	}
	if click && image.Pt(cx, cy).In(p.logArea) {
		p.overlay, p.sheetScroll = overlayLog, p.logScroll // the whole log, from where the panel's was
		return
	}
	p.hover = p.modelAt(p.pointer, 0)
	p.previewPending()
	p.aimAtPointer()
	p.grabbing()
	if p.drag.on {
		p.dragging()
		return
	}
	if p.tape.on {
		p.measuring()
		return
	}
	if click && inTable {
		p.tableClick()
	}
}

// tableClick answers a click on the table: the pick a waiting action needs, or a model to
// select (and, when it may move, to drag).
func (p *Table) tableClick() {
	if pa := p.pending; pa != nil {
		// A press on the model a point pick moves is the start of a drag from it (Advance,
		// then a drag from the model), not a pick of the spot where it stands.
		if pa.action.Needs == game.PickPoint && pa.model != "" && pa.model == p.selected && p.modelAt(p.pointer, grabReach) == pa.model {
			p.drag = sessionDrag{on: true, from: p.pointer, action: pa.action}
			return
		}
		p.pick()
		return
	}
	id := p.modelAt(p.pointer, grabReach)
	if t, ok := p.token(id); ok && t.Fallen {
		id = "" // the mark of a fallen model is not a model to pick
	}
	if id == "" {
		if p.markerAt(p.pointer, max(0.6, 8/p.cam.Scale)) == "" {
			p.startRuler() // a drag from empty table measures
		}
		return
	}
	if p.aimClick(id) {
		return
	}
	if under := p.modelsUnder(p.pointer); len(under) > 1 && !slices.Contains(under, p.selected) {
		p.offerChoice(under) // tokens on top of one another: which one?
		return
	}
	p.pickModel(id)
	if a, ok := p.dragAction(); ok {
		p.drag = sessionDrag{on: true, from: p.pointer, action: a}
	} else if t, ok := p.token(id); ok && t.Side == p.seat && p.startGrab(id) {
		// Online, its actions are on their way: the press becomes a drag when they come.
	} else if t, ok := p.token(id); ok && t.Side != p.seat && t.Side != "" && p.humanTurn() {
		// Another side's model: its card shows, and a drag would do nothing unsaid.
		p.hint(t.Name + " belongs to " + midSentence(p.seatName(t.Side)) + ": its card is on the panel; you move " + midSentence(p.seatName(p.seat)) + ".")
	}
}

// dragAction is the action that dragging the selected model means, if any: the enabled
// one, else one not open now, whose drag then says why not.
func (p *Table) dragAction() (game.Action, bool) {
	if p.selected == "" || !p.humanTurn() {
		return game.Action{}, false
	}
	var closed *game.Action
	for _, a := range p.Game.Actions(p.seat, p.selected) {
		if a.Drag && a.Enabled {
			return a, true
		}
		if a.Drag && closed == nil && a.Why != "" {
			closed = &a
		}
	}
	if closed != nil {
		return *closed, true
	}
	return game.Action{}, false
}

// dragging follows the pointer with the action's preview and applies it on release.
//
// Online, a drop waits for the server's preview of the place it was let go (online_grab.go):
// dropped on the stand-in of an older answer, it would be refused, or go where that said.
func (p *Table) dragging() {
	if to := p.pendingDrop; to != nil {
		p.pointer = *to // let go there: the pointer may have moved on since
	}
	p.dragPreview()
	if p.pendingDrop == nil && ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		return
	}
	if r := p.remote(); r != nil && r.previewing() {
		if p.pendingDrop == nil {
			at := p.pointer
			p.pendingDrop, p.dropBy = &at, time.Now().Add(grabWait)
		}
		if time.Now().Before(p.dropBy) {
			return
		}
	}
	p.pendingDrop = nil
	p.drop()
}

// dragPreview works out what the drag would do if dropped at the pointer.
func (p *Table) dragPreview() {
	d := &p.drag
	if !d.action.Enabled { // not now: the drag says why, wherever it goes
		d.preview, d.at = game.Preview{Text: d.action.Why}, p.pointer
		return
	}
	// Online, while a stand-in shows, the server's answer for the same place may have come:
	// the session keeps its answers, so asking again is a look-up.
	if to := p.snapped(d.action, p.pointer); d.at != to || d.preview.Text == "" && len(d.preview.Path) == 0 || d.preview.Text == askingServer {
		d.preview = p.Game.Preview(p.seat, p.selected, d.action.ID, game.Picks{To: &to, Near: p.snapNear()})
		d.at = to
		if pv := &d.preview; pv.OK && len(pv.Path) > 1 && physics.PathLength(pv.Path) < minDragMove {
			// A route that goes nowhere would spend the action on nothing: not on a drop.
			pv.OK, pv.Text = false, "No way there from here: the model would not move."
		}
	}
}

// minDragMove is the shortest route, in inches, a drop takes: a route shorter than this
// moves nothing a player could see.
const minDragMove = 0.05

// drop ends the drag at the pointer: a click when it hardly moved, else the action along the
// previewed route, or the rules' reason why not.
func (p *Table) drop() {
	d := &p.drag
	d.on = false
	if p.pointer.Dist(d.from) < 0.2 {
		if p.pending != nil && p.pending.action.ID == d.action.ID {
			p.hint(d.action.Label + ": click where it goes, or drag from the model to there. (Esc gives up.)")
		}
		return // a click, not a drag
	}
	if !d.preview.OK {
		why := d.preview.Text
		if why == "" {
			why = "It cannot go there."
		}
		p.problem(why)
		return
	}
	to := d.at
	if n := len(d.preview.Path); n > 0 {
		to = d.preview.Path[n-1]
	}
	p.act(p.selected, d.action, game.Picks{To: &to, Via: via(d.preview.Path), Near: p.snapNear()})
}

// previewPending works out what the waiting action would do with what is under the pointer:
// the dice against a glowing target, the route to a point.
func (p *Table) previewPending() {
	pa := p.pending
	if pa == nil || pa.at == p.pointer || p.drag.on {
		return // a drag under way previews for itself
	}
	pa.at, pa.preview, pa.target = p.pointer, game.Preview{}, ""
	var picks game.Picks
	switch pa.action.Needs {
	case game.PickModel:
		picks.Target = p.modelAt(p.pointer, grabReach)
	case game.PickPlace:
		picks.Target = p.markerAt(p.pointer, placeReach(p.view.Markers, pa.action.Targets, p.cam.Scale))
	case game.PickPoint:
		to := p.snapped(pa.action, p.pointer)
		picks.To = &to
	default:
		return
	}
	if picks.To == nil && !slices.Contains(pa.action.Targets, picks.Target) {
		return
	}
	pa.target = picks.Target
	pa.preview = p.Game.Preview(p.seat, pa.model, pa.action.ID, picks)
}

// notATarget says why a model clicked is not one of an action's targets, in the rules'
// words ("Zombie 12: no line of sight. "), or nothing when no model was clicked or the rules
// give no reason.
func (p *Table) notATarget(model string, a game.Action, id string) string {
	t, ok := p.token(id)
	if !ok || id == model {
		return ""
	}
	cmd, err := p.Game.Build(p.seat, model, a.ID, game.Picks{Target: id})
	if err == nil {
		_, err = p.Game.DiceNeeded(p.seat, cmd)
	}
	var r *game.Rejection
	if !errors.As(err, &r) {
		return ""
	}
	return t.Name + ": " + fullStop(r.Reason) + " "
}

// pick answers the waiting action with what was clicked.
func (p *Table) pick() {
	pa := p.pending
	a := pa.action
	switch a.Needs {
	case game.PickModel:
		id := p.modelAt(p.pointer, grabReach)
		if !slices.Contains(a.Targets, id) {
			p.problem(a.Label + ": " + p.notATarget(pa.model, a, id) + "click one of the glowing models (Esc gives up).")
			return
		}
		p.act(pa.model, a, game.Picks{Target: id})
	case game.PickPlace:
		id := p.markerAt(p.pointer, placeReach(p.view.Markers, a.Targets, p.cam.Scale))
		if !slices.Contains(a.Targets, id) {
			p.problem(a.Label + ": click one of the glowing markers (Esc gives up).")
			return
		}
		p.act(pa.model, a, game.Picks{Target: id})
	case game.PickPoint:
		to := p.snapped(a, p.pointer)
		p.act(pa.model, a, game.Picks{To: &to})
	case game.PickChoice, game.PickChoices:
		p.problem(a.Label + ": pick on the panel (Esc gives up).")
	}
}

// keys: the table's own keys first, then the actions' keys (shown on their buttons), then the
// letters the actions leave free.
func (p *Table) keys() {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	pressed := inpututil.IsKeyJustPressed
	switch {
	case ctrl && pressed(ebiten.KeyZ):
		p.undo()
	case ctrl && pressed(ebiten.KeyS):
		p.overlay, p.confirming = overlaySave, ""
	case ctrl && pressed(ebiten.KeyO):
		p.overlay, p.confirming = overlayLoad, ""
	case pressed(ebiten.KeyF1) || pressed(ebiten.KeySlash):
		p.overlay = overlayHelp
	case pressed(ebiten.KeyEscape):
		p.escape()
	case pressed(ebiten.KeyPageUp):
		p.logScroll += max(p.logPage-1, 1) // as far back as the log goes (panelLog); the oldest line stays in view
	case pressed(ebiten.KeyPageDown):
		p.logScroll = max(0, p.logScroll-max(p.logPage-1, 1))
	case pressed(ebiten.KeyEnd):
		p.logScroll = 0 // back to the newest lines
	}
	if ctrl {
		return
	}
	if b := widget.ButtonForKey(p.buttons, pressed); b != nil {
		b.Do()
		return
	}
	switch {
	case pressed(ebiten.KeyG):
		p.grid = !p.grid
	case pressed(ebiten.KeyX):
		p.fastFwd = !p.fastFwd
	case pressed(ebiten.KeyY):
		p.handOver()
	case pressed(ebiten.KeyF):
		p.Frame(p.tableW, int(p.cam.viewH))
	}
}

// escape gives up what is under way: a waiting pick, a question, then the selection.
func (p *Table) escape() {
	switch {
	case p.pending != nil || p.confirming != "" || p.drag.on || p.choosing != nil || p.tape.on:
		p.pending, p.confirming, p.drag.on, p.choosing, p.tape.on = nil, "", false, nil, false
		p.message = notice{}
	default:
		_, over := p.Game.Outcome()
		p.selected, p.endHidden = "", over
	}
}

// typeDice collects the real dice as digits, one at a time; Backspace takes one back, Esc
// gives up.
func (p *Table) typeDice() {
	for _, r := range ebiten.AppendInputChars(nil) {
		if r >= '0' && r <= '9' && p.diceAsk != nil {
			p.typeDigit(int(r - '0'))
		}
	}
	if p.diceAsk == nil {
		return
	}
	a := p.diceAsk
	pressed := inpututil.IsKeyJustPressed
	switch {
	case (pressed(ebiten.KeyEnter) || pressed(ebiten.KeyNumpadEnter) || pressed(ebiten.KeySpace)) && a.partial > 0:
		v := a.partial
		a.partial = 0
		p.typeDie(v)
	case pressed(ebiten.KeyBackspace) && a.partial > 0:
		a.partial /= 10
	case pressed(ebiten.KeyBackspace) && len(a.typed) > 0:
		a.typed = a.typed[:len(a.typed)-1]
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		p.diceAsk = nil
	}
}

// typeDigit takes a digit typed for the next die. A die of up to nine sides is one digit; a
// bigger one's number is complete when another digit could not belong to it (a 3 on a d20),
// or when Enter (or Space) says so (a 1 that could begin 10 to 19).
func (p *Table) typeDigit(d int) {
	a := p.diceAsk
	if a.sides < 10 {
		if d > 0 {
			p.typeDie(d)
		}
		return
	}
	a.partial = a.partial*10 + d
	if a.partial > 0 && a.partial*10 > a.sides {
		v := a.partial
		a.partial = 0
		p.typeDie(v)
	}
}

// typeDie adds a die the players rolled and tries the command with the dice so far: how many
// a command rolls may hang on what the dice show (a tie rolled again), so the rules, not a
// count made in advance, say when there are enough.
func (p *Table) typeDie(v int) {
	a := p.diceAsk
	a.typed = append(a.typed, v)
	p.diceAsk = nil
	if !p.applyEntry(p.seatFor(a.cmd), game.Entry{Cmd: a.cmd, Dice: a.typed}) && p.diceAsk == nil {
		// Refused for another reason (a die too high): ask again without that die.
		a.typed = a.typed[:len(a.typed)-1]
		p.diceAsk = a
	}
}

// seatFor is the seat a waiting command was made for: the people's seat, or the computer's
// whose turn it is.
func (p *Table) seatFor(game.Command) game.SeatID {
	if p.humanTurn() {
		return p.seat
	}
	for _, s := range p.Game.Turn() {
		if _, ok := p.computers[s]; ok {
			return s
		}
	}
	return p.seat
}

// overlayInput: the help sheet closes on Esc, F1 or a click; the slot lists take 1-5 or a
// click on a slot.
func (p *Table) overlayInput(cx, cy int) {
	pressed := inpututil.IsKeyJustPressed
	click := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if b := widget.ButtonIn(p.buttons, cx, cy); b != nil && click && b.Enabled {
		b.Do()
		return
	}
	if p.overlay == overlayHandover {
		if b := widget.ButtonForKey(p.buttons, pressed); b != nil && b.Enabled {
			b.Do()
			return
		}
	}
	switch p.overlay {
	case overlayLog:
		p.logSheetInput(pressed)
		if pressed(ebiten.KeyEscape) || pressed(ebiten.KeyEnter) || click {
			p.overlay = overlayNone
		}
	case overlaySave, overlayLoad:
		if n := saves.SlotChosen(p.slotRows, cx, cy, click); n > 0 {
			p.pickSlot(n)
			return
		}
		if pressed(ebiten.KeyEscape) || click {
			p.overlay = overlayNone
		}
	default:
		if pressed(ebiten.KeyEscape) || pressed(ebiten.KeyEnter) || pressed(ebiten.KeySpace) || click ||
			(p.overlay == overlayHelp && (pressed(ebiten.KeyF1) || pressed(ebiten.KeySlash))) || (p.overlay == overlayBriefing && pressed(ebiten.KeyB)) {
			p.overlay = overlayNone
		}
	}
}

// pickSlot saves into or loads from a slot, as the open list asks; saving over a game asks
// first.
func (p *Table) pickSlot(slot int) {
	if p.overlay == overlayLoad {
		p.load(slot)
		return
	}
	what := game.ActionID(fmt.Sprintf("overwrite-%d", slot))
	if _, used := p.store.Saved(slot); used && p.confirming != what {
		p.confirming = what
		p.hint(fmt.Sprintf("Slot %d holds %s. Pick it again to save over it.", slot, p.slotSummary(slot)))
		return
	}
	p.confirming = ""
	data, err := p.saveData()
	if err == nil {
		err = p.store.Write(slot, data)
	}
	p.overlay = overlayNone
	if err != nil {
		p.problem("Could not save: " + err.Error())
		return
	}
	where := fmt.Sprintf("slot %d (%s)", slot, p.store.Where(slot)) // the file it went to
	if w := p.store.Where(slot); strings.HasPrefix(w, "slot ") {
		where = w // the browser's storage says its slot itself
	}
	p.Done(fmt.Sprintf("Saved in %s at %s.", where, time.Now().Format("15:04")))
}

// load replaces the game with a slot's, of any game.
func (p *Table) load(slot int) {
	data, err := p.store.Read(slot)
	if err != nil {
		p.problem(fmt.Sprintf("Could not load slot %d: %v", slot, err))
		return
	}
	s, err := rules.LoadSave(data)
	if err != nil {
		p.problem(fmt.Sprintf("Slot %d: %v", slot, err))
		return
	}
	p.overlay = overlayNone
	p.Game, p.selected, p.pending, p.anim, p.tray, p.log, p.undoSizes, p.told = s, "", nil, nil, nil, nil, nil, ""
	p.seatComputers(SeatChoiceIn(data)) // the seats the computer played when it was saved
	p.UseLevels(LevelsIn(data), p.opts.Seed)
	p.static, p.marks = nil, nil
	p.readLog()
	p.refresh()
	p.auto.Mark()
	p.Done(fmt.Sprintf("Loaded slot %d.", slot))
	p.logLine(fmt.Sprintf("— loaded slot %d: %s, %s —", slot, s.Scenario().Name, p.view.Status))
}

// slotSummary says what a slot holds.
func (p *Table) slotSummary(slot int) string { return saves.SlotSummary(p.store, slot) }

// SaveForTests writes the game to path and the panel's buttons beside it (-save-on-shot),
// quietly: a notice would move the buttons.
func (p *Table) SaveForTests(path string) error {
	if r := p.remote(); r != nil { // the server keeps an online game: where it stands
		if err := writeOnlineStatus(path+".online.json", r); err != nil {
			return err
		}
		return widget.WriteButtonSpots(path+".buttons.json", p.buttons)
	}
	data, err := p.saveData() // with the seats the computer plays
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return err
	}
	if err := writeCamera(path+".camera.json", p.cam); err != nil {
		return err
	}
	return widget.WriteButtonSpots(path+".buttons.json", p.buttons)
}

// snapNear is how far, in inches, a drop may fall from what it obviously means (a model to
// touch, a door): 12 pixels at the current zoom, and never under 0.3".
func (p *Table) snapNear() float64 {
	if p.cam.Scale <= 0 {
		return 0.3 // no frame drawn yet
	}
	return max(0.3, 12/p.cam.Scale)
}
