package main

import (
	"fmt"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"math"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// update turns this frame's input into camera moves, previews and commands. What one frame
// sends (a drag's Moves, a click, a key, a computer player's step) is one action for Undo.
func (p *play) update(sw, sh int) {
	defer p.startAction()()
	defer p.auto.flush(p.store, p.g.Save)
	p.tableW = sw - panelWidth
	cx, cy := ebiten.CursorPosition()
	inTable := cx >= 0 && cx < p.tableW && cy >= 0 && cy < sh
	p.pointer = p.cam.toWorld(float64(cx), float64(cy))
	if p.opts.hover != nil {
		p.pointer = *p.opts.hover
	}
	p.advanceAnimations()
	if p.diceAsk != nil {
		p.typeDice()
		return
	}
	if p.overlay != overlayNone {
		p.overlayInput(cx, cy)
		return
	}
	p.computerStep()
	p.keys()
	if p.overlay != overlayNone {
		return // a key opened a sheet: this frame's click is the sheet's
	}
	p.camCtl.input(&p.cam, cx, cy, inTable)
	if b := p.buttonAt(cx, cy); b != nil && inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		if b.enabled {
			b.do()
		}
		return
	}
	p.hover = p.modelAt(p.pointer)
	if p.pointer != p.lastPtr || !p.look.valid {
		p.lastPtr = p.pointer
		p.look = p.lookAt()
	}
	st := p.g.State()
	if st.Phase == bt.PhaseDirector {
		p.directorInput(inTable)
		return
	}
	if st.Phase != bt.PhaseSurvivors || !inTable {
		return
	}
	left := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if left && p.aiming != "" {
		p.aimedClick()
		return
	}
	switch {
	case left && p.hover != "" && p.hover != p.selected && isSurvivor(&st, p.hover):
		// Pick the survivor up: a click picks them, a drag moves them straight away.
		p.selectSurvivor(p.hover)
		p.drag = dragState{on: true, from: p.pointer}
	case left && p.selected != "" && p.nearSelected():
		p.drag = dragState{on: true, from: p.pointer}
	case left && p.hover != "" && p.selected != "":
		p.attack(p.hover)
	case left:
		p.ruler = rulerState{on: true, from: p.pointer, to: p.pointer}
	}
	if p.drag.on {
		p.previewMove()
		if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
			p.commitMove()
		}
	}
	if p.ruler.on {
		if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
			p.ruler.to = p.pointer
		} else if p.ruler.from.Dist(p.ruler.to) < 0.1 {
			p.ruler.on = false
		}
	}
}

func isSurvivor(st *bt.State, id string) bool {
	m := st.Model(id)
	return m != nil && m.IsSurvivor()
}

func (p *play) selectSurvivor(id string) {
	p.selected, p.look.valid = id, false
	st := p.g.State()
	p.weapon = defaultWeapon(st.Model(id))
	if p.inContactWithZombie(&st, id) {
		p.weapon = bestMelee(st.Model(id)) // a gun fired in a melee is noisy and worse: fight
	}
}

// inContactWithZombie reports whether a survivor's base touches a zombie's on the table.
func (p *play) inContactWithZombie(st *bt.State, id string) bool {
	me, ok := p.g.Body(id)
	if !ok {
		return false
	}
	for i := range st.Models {
		z := &st.Models[i]
		if z.IsSurvivor() || !z.OnTable() {
			continue
		}
		if it, ok := p.g.Body(z.ID); ok && p.g.Table().InContact(me, it) {
			return true
		}
	}
	return false
}

// defaultWeapon picks a loaded ranged weapon, else the best melee weapon.
func defaultWeapon(m *bt.Model) string {
	for _, w := range m.Weapons {
		if info, ok := bt.WeaponInfo(w.ID); ok && info.Ranged && w.Shots > 0 {
			return w.ID
		}
	}
	return bestMelee(m)
}

// bestMelee picks the melee weapon with the biggest Fight bonus ("" bare hands).
func bestMelee(m *bt.Model) string {
	best, bestBonus := "", -1
	for _, w := range m.Weapons {
		if info, ok := bt.WeaponInfo(w.ID); ok && !info.Ranged && info.FightBonus > bestBonus {
			best, bestBonus = w.ID, info.FightBonus
		}
	}
	return best
}

// keys: the keyboard shortcuts (the help overlay lists them).
func (p *play) keys() {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	pressed := inpututil.IsKeyJustPressed
	switch {
	case ctrl && pressed(ebiten.KeyZ):
		p.undo()
	case ctrl && pressed(ebiten.KeyS):
		p.openSaves()
	case ctrl && pressed(ebiten.KeyO):
		p.openLoads()
	case pressed(ebiten.KeySlash):
		p.toggleHelp()
	case pressed(ebiten.KeyEscape):
		p.selected, p.ruler.on, p.drag.on, p.director.pending = "", false, false, ""
		p.aiming, p.item, p.confirming = "", "", ""
		p.closeOverlays()
	case pressed(ebiten.KeyF):
		p.fit()
	case pressed(ebiten.KeyG):
		p.grid = !p.grid
	case pressed(ebiten.KeyM):
		p.sound.toggle()
	case pressed(ebiten.KeyPageUp):
		p.logScroll = min(p.logScroll+5, max(0, len(p.log)-1))
	case pressed(ebiten.KeyPageDown):
		p.logScroll = max(0, p.logScroll-5)
	}
	if ctrl {
		return
	}
	if b := buttonForKey(p.buttons, pressed); b != nil {
		b.do()
		return
	}
	for i, k := range []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5} {
		if pressed(k) && p.selected != "" {
			st := p.g.State()
			if m := st.Model(p.selected); m != nil && i < len(m.Weapons) {
				p.weapon = m.Weapons[i].ID
				p.look.valid = false
			} else if i == len(m.Weapons) {
				p.weapon = "" // bare hands
				p.look.valid = false
			}
		}
	}
}

func (p *play) fit() {
	s := p.g.Scenario()
	p.cam.fit(s.Width, s.Height, float64(p.tableW), float64(p.cam.viewH))
}

// grabReach is how near the picked survivor's base a press still picks them up: tokens are
// small on screen, and a hand that moves as it presses should not miss.
const grabReach = 0.4

func (p *play) nearSelected() bool {
	b, ok := p.g.Body(p.selected)
	return ok && p.g.Table().DistanceToPoint(b, p.pointer) <= grabReach
}

// modelAt returns the model whose base holds the point, or "".
func (p *play) modelAt(pt physics.Vec) string {
	st := p.g.State()
	for i := len(st.Models) - 1; i >= 0; i-- {
		m := st.Models[i]
		if !m.OnTable() {
			continue
		}
		b, _ := p.g.Body(m.ID)
		if p.g.Table().DistanceToPoint(b, pt) == 0 {
			return m.ID
		}
	}
	return ""
}

// lookAt works out sight, cover, range and the dice an attack would roll from the selected
// survivor at the model under the pointer.
func (p *play) lookAt() lookResult {
	if p.selected == "" || p.hover == "" || p.hover == p.selected {
		return lookResult{valid: true}
	}
	tb := p.g.Table()
	me, ok1 := p.g.Body(p.selected)
	it, ok2 := p.g.Body(p.hover)
	if !ok1 || !ok2 {
		return lookResult{valid: true}
	}
	r := lookResult{valid: true, target: p.hover, piece: -1, dist: tb.EdgeDistance(me, it)}
	r.from, r.to, r.sight = tb.SightLine(me, it, physics.SightOptions{})
	if !r.sight {
		mb, _ := tb.Body(me)
		ib, _ := tb.Body(it)
		r.from, r.to = mb.Pos, ib.Pos
		return r
	}
	r.cover, r.piece = tb.RangedCover(me, it)
	cmd := bt.Attack{Survivor: p.selected, Target: p.hover, Weapon: p.weapon}
	if n, err := p.g.DiceNeeded(cmd); err == nil {
		r.canShoot = true
		if info, ok := bt.WeaponInfo(p.weapon); ok && info.Ranged {
			r.pool = fmt.Sprintf("%d dice with the %s", n, info.Name)
		} else {
			r.canFight = true
			r.pool = fmt.Sprintf("%d dice in all (attack and defence)", n)
		}
	} else {
		r.pool = err.Error()
	}
	return r
}

// previewMove follows the pointer with the route the dragged survivor would take, snapped
// to the model or door the pointer is on or beside.
func (p *play) previewMove() {
	if _, ok := p.g.Body(p.selected); !ok {
		p.drag.on = false
		return
	}
	d := &p.drag
	d.problem, d.moves = "", 0
	d.target = p.dropTargetAt(p.pointer)
	path, err := p.routeTo(d.target, p.pointer)
	d.route = path
	switch {
	case err != nil:
		d.problem = err.Error()
		return
	case !path.Reached:
		d.problem = "no way through"
		return
	}
	d.route, d.moves, d.problem = p.fitMove(d.target, path)
	d.short = d.target.kind != dropPlace && d.route.Cost < path.Cost-1e-9
}

// dragLabel is the tape's label: the AP a drop spends and what it reaches, or why not.
func (p *play) dragLabel() string {
	d := p.drag
	if d.problem != "" {
		return d.problem
	}
	label := bt.Plural(d.moves, "AP", "AP") + fmt.Sprintf(" · %.1f\"", d.route.Cost)
	switch {
	case d.target.kind == dropContact && d.moves == 0:
		return "already in " + d.target.describe(p)
	case d.short:
		label += " towards " + d.target.what(p) + ": as far as the AP go"
	case d.target.kind != dropPlace:
		label += " · " + d.target.describe(p)
	}
	move := bt.SurvivorMove(p.selected)
	if last := d.route.Cost - float64(d.moves-1)*move; d.moves > 1 && last < 1 {
		label += fmt.Sprintf(" · the last AP moves only %.1f\"", last)
	}
	if d.target.kind == dropContact && !d.short && d.moves >= p.apLeft() {
		label += " · no AP left to fight"
	}
	return label
}

// commitMove drops the survivor: one Move action per Move's worth of the route.
func (p *play) commitMove() {
	d := p.drag
	p.drag.on = false
	if p.pointer.Dist(d.from) < 0.2 && d.target.kind == dropPlace {
		return // a click, not a drag
	}
	if d.problem != "" {
		p.problem(d.problem)
		return
	}
	if d.moves == 0 {
		return
	}
	move := bt.SurvivorMove(p.selected)
	st := p.g.State()
	level := st.Model(p.selected).Level
	pts := d.route.Points
	for k := 0; k < d.moves; k++ {
		cut := p.g.Table().TruncatePath(level, pts, move, false)
		if k == d.moves-1 {
			cut = pts
		}
		to := cut[len(cut)-1]
		if !p.apply(bt.Move{Survivor: p.selected, To: &to, Via: via(cut)}) {
			return
		}
		pts = remaining(pts, to)
	}
	if !d.short {
		p.afterSnap(d.target)
	} else {
		st := p.g.State()
		p.hint(fmt.Sprintf("%s cannot reach %s this round: the move stops as far as the AP go.", bt.ModelName(st.Model(p.selected)), d.target.what(p)))
	}
}

// via is a route's corners between its start and its end, as a move command carries them.
func via(route []physics.Vec) []physics.Vec {
	if len(route) <= 2 {
		return nil
	}
	return append([]physics.Vec(nil), route[1:len(route)-1]...)
}

// afterSnap says what a snapped drop makes possible next.
func (p *play) afterSnap(t dropTarget) {
	switch t.kind {
	case dropContact:
		st := p.g.State()
		if p.apLeft() == 0 {
			p.hint("In contact with " + t.what(p) + ", with no AP left: the fight waits for the next round.")
			return
		}
		if isSurvivor(&st, t.model) {
			p.hint("In contact with " + t.what(p) + ": Revive (V) or Give card (T) from here.")
			return
		}
		// Dropped on a zombie to fight it: a gun in hand gives way to the best weapon for
		// melee (keys 1-5 still choose).
		with := "bare hands"
		if info, ok := bt.WeaponInfo(p.weapon); ok && info.Ranged {
			p.weapon = bestMelee(st.Model(p.selected))
			p.look.valid = false
		}
		if info, ok := bt.WeaponInfo(p.weapon); ok {
			with = "the " + info.Name
		}
		p.hint("In contact with " + t.what(p) + ": click it to fight, with " + with + " (keys 1-5 choose).")
	case dropDoor:
		p.hint("At " + t.what(p) + ": press D to open or close it.")
	}
}

// remaining returns the part of a route after the point it passes at.
func remaining(pts []physics.Vec, at physics.Vec) []physics.Vec {
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		if math.Abs(a.Dist(at)+at.Dist(b)-a.Dist(b)) < 1e-6 {
			return append([]physics.Vec{at}, pts[i:]...)
		}
	}
	return []physics.Vec{at}
}

func (p *play) attack(target string) {
	cmd := bt.Attack{Survivor: p.selected, Target: target, Weapon: p.weapon, KnockDown: p.knock && p.selected == "grizz"}
	if p.withdraw {
		cmd.Withdraw = 1
	}
	p.apply(cmd)
	p.look.valid = false
}

// aimedClick answers a pending click: where a thrown card lands, or whom to give to or rally.
func (p *play) aimedClick() {
	switch p.aiming {
	case "throw":
		to := p.pointer
		p.apply(bt.UseItem{Survivor: p.selected, Item: p.item, To: &to})
	case "give":
		p.apply(bt.Trade{Survivor: p.selected, Target: p.hover, Item: p.item})
	case "rally":
		p.apply(bt.Rally{Survivor: p.selected, Target: p.hover})
	case "adrenaline":
		p.apply(bt.UseItem{Survivor: p.selected, Item: p.item, Target: p.hover})
	}
	p.aiming, p.item = "", ""
}

// useItem uses the picked card: throws wait for a click, the rest act at once.
func (p *play) useItem() {
	switch p.item {
	case "":
		p.hint("pick a card first (click it on the survivor's card)")
	case "grenade", "molotov-cocktail":
		p.aiming = "throw"
		p.hint("click where to throw it")
	case "adrenaline-shot":
		p.aiming = "adrenaline"
		p.hint("click the Downed survivor")
	default:
		p.apply(bt.UseItem{Survivor: p.selected, Item: p.item, Weapon: p.weapon})
		p.item = ""
	}
}

// typeDice collects the table's dice, typed as digits; Backspace takes one back, Enter or
// the last die sends them, Esc gives up.
func (p *play) typeDice() {
	a := p.diceAsk
	for _, r := range ebiten.AppendInputChars(nil) {
		if r >= '1' && r <= '6' && len(a.typed) < a.need {
			a.typed = append(a.typed, int(r-'0'))
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) && len(a.typed) > 0 {
		a.typed = a.typed[:len(a.typed)-1]
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		p.diceAsk = nil
		return
	}
	if len(a.typed) == a.need {
		p.diceAsk = nil
		p.apply(a.cmd, a.typed...)
	}
}

func (p *play) advanceAnimations() {
	if len(p.anim) == 0 {
		return
	}
	a := &p.anim[0]
	speed := 12.0 / 60 // inches per frame
	if l := physics.PathLength(a.path); l > 0 {
		a.t += speed / l
	} else {
		a.t = 1
	}
	if a.t >= 1 || p.fastFwd {
		p.anim = p.anim[1:]
	}
}
