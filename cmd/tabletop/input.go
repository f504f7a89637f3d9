package main

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// update turns this frame's input into camera moves, previews and commands.
func (p *play) update(sw, sh int) {
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
	p.computerStep()
	p.keys()
	p.cameraInput(cx, cy, inTable)
	if b := p.buttonAt(cx, cy); b != nil && inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		b.do()
		return
	}
	p.hover = p.modelAt(p.pointer)
	if p.pointer != p.lastPtr || !p.look.valid {
		p.lastPtr = p.pointer
		p.look = p.lookAt()
	}
	st := p.g.State()
	if st.Phase == game.PhaseDirector {
		p.directorInput(inTable)
		return
	}
	if st.Phase != game.PhaseSurvivors || !inTable {
		return
	}
	left := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if left && p.aiming != "" {
		p.aimedClick()
		return
	}
	switch {
	case left && p.selected != "" && p.nearSelected():
		p.drag = dragState{on: true, from: p.pointer} // pick the survivor up
	case left && p.hover != "" && isSurvivor(&st, p.hover):
		p.selectSurvivor(p.hover)
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

func isSurvivor(st *game.State, id string) bool {
	m := st.Model(id)
	return m != nil && m.IsSurvivor()
}

func (p *play) selectSurvivor(id string) {
	p.selected, p.look.valid = id, false
	st := p.g.State()
	p.weapon = defaultWeapon(st.Model(id))
}

// defaultWeapon picks a loaded ranged weapon, else the best melee weapon.
func defaultWeapon(m *game.Model) string {
	best, bestBonus := "", -1
	for _, w := range m.Weapons {
		if info, ok := game.WeaponInfo(w.ID); ok {
			if info.Ranged && w.Shots > 0 {
				return w.ID
			}
			if !info.Ranged && info.FightBonus > bestBonus {
				best, bestBonus = w.ID, info.FightBonus
			}
		}
	}
	return best
}

// cameraInput: wheel zoom at the pointer, right/middle drag and arrows pan.
func (p *play) cameraInput(cx, cy int, inTable bool) {
	if _, wy := ebiten.Wheel(); wy != 0 && inTable {
		f := 1.15
		if wy < 0 {
			f = 1 / f
		}
		p.cam.zoomAt(float64(cx), float64(cy), f)
	}
	for _, b := range []ebiten.MouseButton{ebiten.MouseButtonRight, ebiten.MouseButtonMiddle} {
		if inpututil.IsMouseButtonJustPressed(b) && inTable {
			p.panning, p.panFrom = true, [2]float64{float64(cx), float64(cy)}
		}
	}
	if p.panning {
		p.cam.pan(float64(cx)-p.panFrom[0], float64(cy)-p.panFrom[1])
		p.panFrom = [2]float64{float64(cx), float64(cy)}
		if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) && !ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle) {
			p.panning = false
		}
	}
	const step = 12
	for k, d := range map[ebiten.Key][2]float64{ebiten.KeyArrowLeft: {step, 0}, ebiten.KeyArrowRight: {-step, 0}, ebiten.KeyArrowUp: {0, step}, ebiten.KeyArrowDown: {0, -step}} {
		if ebiten.IsKeyPressed(k) {
			p.cam.pan(d[0], d[1])
		}
	}
}

// keys: the keyboard shortcuts (the help overlay lists them).
func (p *play) keys() {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	pressed := inpututil.IsKeyJustPressed
	switch {
	case ctrl && pressed(ebiten.KeyZ):
		p.undo()
	case ctrl && pressed(ebiten.KeyS):
		p.save()
	case ctrl && pressed(ebiten.KeyO):
		p.load()
	case pressed(ebiten.KeyF1) || pressed(ebiten.KeySlash):
		p.help = !p.help
	case pressed(ebiten.KeyEscape):
		p.selected, p.ruler.on, p.drag.on, p.director.pending, p.help = "", false, false, "", false
		p.aiming, p.item = "", ""
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
	for _, b := range p.buttons {
		if b.key != 0 && pressed(b.key) && b.enabled {
			b.do()
			return
		}
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
	cmd := game.Command{Type: game.CmdAttack, Survivor: p.selected, Target: p.hover, Weapon: p.weapon}
	if n, err := p.g.DiceNeeded(cmd); err == nil {
		r.canShoot = true
		if info, ok := game.WeaponInfo(p.weapon); ok && info.Ranged {
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

// previewMove follows the pointer with the route the dragged survivor would take.
func (p *play) previewMove() {
	me, ok := p.g.Body(p.selected)
	if !ok {
		p.drag.on = false
		return
	}
	d := &p.drag
	d.problem, d.moves = "", 0
	path, err := p.g.Table().PathTo(me, p.pointer, physics.MoveOptions{})
	d.route = path
	switch {
	case err != nil:
		d.problem = err.Error()
		return
	case !path.Reached:
		d.problem = "no way through"
		return
	}
	st := p.g.State()
	m := st.Model(p.selected)
	move := game.SurvivorMove(p.selected)
	d.moves = int(math.Ceil(path.Cost/move - 1e-9))
	ap := m.AP
	if st.Active != p.selected {
		ap = 3
		if m.Activated {
			ap = 0
		}
	}
	if d.moves > ap {
		d.problem = fmt.Sprintf("%.1f\" takes %d Move actions; %d AP left", path.Cost, d.moves, ap)
	}
}

// commitMove drops the survivor: one Move action per Move's worth of the route.
func (p *play) commitMove() {
	d := p.drag
	p.drag.on = false
	if d.problem != "" || d.moves == 0 || p.pointer.Dist(d.from) < 0.2 {
		if d.problem != "" {
			p.message = d.problem
		}
		return
	}
	move := game.SurvivorMove(p.selected)
	pts := d.route.Points
	for k := 0; k < d.moves; k++ {
		cut := p.g.Table().TruncatePath(0, pts, move, false)
		if k == d.moves-1 {
			cut = pts
		}
		to := cut[len(cut)-1]
		if !p.apply(game.Command{Type: game.CmdMove, Survivor: p.selected, To: &to}) {
			return
		}
		pts = remaining(pts, to)
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
	cmd := game.Command{Type: game.CmdAttack, Survivor: p.selected, Target: target, Weapon: p.weapon, KnockDown: p.knock && p.selected == "grizz"}
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
		p.apply(game.Command{Type: game.CmdUseItem, Survivor: p.selected, Item: p.item, To: &to})
	case "give":
		p.apply(game.Command{Type: game.CmdTrade, Survivor: p.selected, Target: p.hover, Item: p.item})
	case "rally":
		p.apply(game.Command{Type: game.CmdRally, Survivor: p.selected, Target: p.hover})
	case "adrenaline":
		p.apply(game.Command{Type: game.CmdUseItem, Survivor: p.selected, Item: p.item, Target: p.hover})
	}
	p.aiming, p.item = "", ""
}

// useItem uses the picked card: throws wait for a click, the rest act at once.
func (p *play) useItem() {
	switch p.item {
	case "":
		p.message = "pick a card first (click it on the survivor's card)"
	case "grenade", "molotov-cocktail":
		p.aiming = "throw"
		p.message = "click where to throw it"
	case "adrenaline-shot":
		p.aiming = "adrenaline"
		p.message = "click the Downed survivor"
	default:
		p.apply(game.Command{Type: game.CmdUseItem, Survivor: p.selected, Item: p.item, Weapon: p.weapon})
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
		cmd := a.cmd
		cmd.Dice = a.typed
		p.diceAsk = nil
		p.apply(cmd)
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
