package main

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
)

// panelWidth is the width of the panel on the right, in pixels.
const panelWidth = 340

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
)

// panelWriter writes lines down the panel.
type panelWriter struct {
	p      *play
	dst    *panelCanvas
	x0, y  float64
	bottom float64
}

func (w *panelWriter) line(s string, size float64, c color.RGBA) {
	w.dst.text(s, w.x0+14, w.y+size/2, size, c, render.AlignLeft)
	w.y += size + 6
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
	w := &panelWriter{p: p, dst: pc, x0: x0, y: 12, bottom: float64(sh)}
	st := p.g.State()
	s := p.g.Scenario()
	p.buttons = p.buttons[:0]
	w.line(s.Name, 19, colWhite)
	phase := map[game.Phase]string{game.PhaseSurvivors: "the Survivors' phase", game.PhaseDirector: "the Director's phase", game.PhaseOver: "the game is over"}[st.Phase]
	w.line(fmt.Sprintf("Round %d — %s", st.Round, phase), 14, colGold)
	p.drawTrack(pc, x0+14, w.y, "Heat", st.Heat, s.HeatMax, color.RGBA{230, 120, 40, 255})
	w.y += 22
	p.drawTrack(pc, x0+14, w.y, "Threat", st.Threat, s.ThreatMax, color.RGBA{200, 50, 50, 255})
	w.y += 26
	if p.message != "" {
		w.wrapped(p.message, 12, colRed, 48)
	}
	switch {
	case st.Phase == game.PhaseOver:
		p.panelOver(w, &st)
	case st.Phase == game.PhaseDirector:
		p.panelDirector(w, &st)
	default:
		p.panelSurvivors(w, &st)
	}
	p.drawDiceTray(pc, x0+14, float64(sh)-200)
	p.drawLog(pc, x0+14, float64(sh)-150, 150)
	p.drawButtons(pc)
	pc.finish(screen, p.font)
}

func (p *play) drawTrack(dst *panelCanvas, x, y float64, label string, v, max int, c color.RGBA) {
	dst.text(label, x, y+8, 12, colDim, render.AlignLeft)
	cell := 240 / float64(max)
	for i := 0; i < max; i++ {
		fill := color.RGBA{70, 72, 68, 255}
		if i < v {
			fill = c
		}
		dst.rect(x+56+float64(i)*cell, y, cell-2, 15, fill)
	}
	dst.text(fmt.Sprintf("%d", v), x+56+250, y+8, 12, colWhite, render.AlignLeft)
}

// addButton lays out a button on a grid of two columns at the writer's position.
func (p *play) addButton(w *panelWriter, col int, label string, key ebiten.Key, enabled bool, do func()) {
	bw, bh := (panelWidth-36)/2, 24
	x := int(w.x0) + 14 + col*(bw+8)
	r := image.Rect(x, int(w.y), x+bw, int(w.y)+bh)
	p.buttons = append(p.buttons, button{rect: r, label: label, key: key, enabled: enabled, do: do})
	if col == 1 {
		w.y += float64(bh) + 6
	}
}

func (p *play) drawButtons(dst *panelCanvas) {
	for _, b := range p.buttons {
		if b.label == "" {
			continue // a spacer
		}
		c, tc := colButton, colWhite
		if !b.enabled {
			c, tc = colButtonX, color.RGBA{110, 110, 105, 255}
		}
		dst.rect(float64(b.rect.Min.X), float64(b.rect.Min.Y), float64(b.rect.Dx()), float64(b.rect.Dy()), c)
		dst.text(b.label, float64(b.rect.Min.X+8), float64(b.rect.Min.Y+b.rect.Dy()/2), 12, tc, render.AlignLeft)
	}
}

func (p *play) panelSurvivors(w *panelWriter, st *game.State) {
	w.y += 4
	for _, m := range st.Models {
		if !m.IsSurvivor() {
			continue
		}
		status := ""
		switch {
		case m.Removed:
			status = "dead"
		case m.Downed:
			status = "Downed"
		case st.Active == m.ID:
			status = fmt.Sprintf("activating, %d AP", m.AP)
		case m.Activated:
			status = "done this round"
		default:
			status = "ready"
		}
		c := colDim
		if m.ID == p.selected {
			c = colGold
		}
		w.line(fmt.Sprintf("%s  %s  — %s", game.ModelName(&m), strings.Repeat("●", max(m.Wounds, 0)), status), 13, c)
	}
	w.y += 4
	if p.selected == "" {
		w.wrapped("Click a survivor to pick them. Drag them to move; click a zombie to attack.", 13, colGold, 46)
	} else {
		p.survivorCard(w, st.Model(p.selected))
		p.describeLook(w)
	}
	w.y += 4
	sel := p.selected != ""
	act := func(t string) func() {
		return func() { p.apply(game.Command{Type: t, Survivor: p.selected}) }
	}
	p.addButton(w, 0, "Aim (A)", ebiten.KeyA, sel, act(game.CmdAim))
	p.addButton(w, 1, "Reload (R)", ebiten.KeyR, sel, func() {
		p.apply(game.Command{Type: game.CmdReload, Survivor: p.selected, Weapon: p.weapon})
	})
	p.addButton(w, 0, "Hunker Down (H)", ebiten.KeyH, sel, act(game.CmdHunker))
	p.addButton(w, 1, "Search (S)", ebiten.KeyS, sel, p.searchHere)
	p.addButton(w, 0, "Door (D)", ebiten.KeyD, sel, p.doorHere)
	p.addButton(w, 1, "Objective (I)", ebiten.KeyI, sel, p.interactHere)
	p.addButton(w, 0, "Climb (C)", ebiten.KeyC, sel, act(game.CmdClimb))
	p.addButton(w, 1, "Revive / Medkit (V)", ebiten.KeyV, sel, p.helpHere)
	p.addButton(w, 0, "Use card (U)", ebiten.KeyU, sel && p.item != "", p.useItem)
	p.addButton(w, 1, "Give card (T)", ebiten.KeyT, sel && p.item != "", func() { p.aiming = "give"; p.message = "click the survivor to give it to" })
	p.addButton(w, 0, "Pick up (P)", ebiten.KeyP, sel, p.pickUpHere)
	if sel && p.selected == "sparky" {
		p.addButton(w, 1, "Jury-Rig (J)", ebiten.KeyJ, true, p.juryRigHere)
	} else if sel && p.selected == "father-michael" {
		p.addButton(w, 1, "Rally (L)", ebiten.KeyL, true, func() { p.aiming = "rally"; p.message = "click the survivor to rally" })
	} else if sel && p.selected == "grizz" {
		p.addButton(w, 1, onOff("Knock Down (K)", p.knock), ebiten.KeyK, true, func() { p.knock = !p.knock })
	} else {
		p.addButton(w, 1, "", 0, false, func() {})
	}
	p.addButton(w, 0, onOff("Withdraw 1\" (W)", p.withdraw), ebiten.KeyW, sel, func() { p.withdraw = !p.withdraw })
	p.addButton(w, 1, onOff("Computer plays (Y)", sel && p.computer.survivors[p.selected]), ebiten.KeyY, sel, func() { p.computer.toggleSurvivor(p.selected) })
	if pend := st.Pending; pend != nil {
		w.line(game.ModelName(st.Model(pend.Survivor))+" keeps one:", 13, colGold)
		for i, c := range pend.Cards {
			c := c
			p.addButton(w, i%2, c, 0, true, func() {
				p.apply(game.Command{Type: game.CmdChoose, Survivor: pend.Survivor, Item: c})
			})
		}
	}
	p.addButton(w, 0, "End activation (E)", ebiten.KeyE, st.Active != "", func() { p.apply(game.Command{Type: game.CmdEndActivation}) })
	p.addButton(w, 1, "End phase (Enter)", ebiten.KeyEnter, true, func() { p.apply(game.Command{Type: game.CmdEndSurvivorPhase}) })
}

func (p *play) survivorCard(w *panelWriter, m *game.Model) {
	prof, _ := game.SurvivorProfileOf(m.ID)
	w.line(fmt.Sprintf("%s   M%g\" F%d S%d W%d G%d   Wounds %d/%d", prof.Name, prof.Move, prof.Fight, prof.Shoot, prof.Wits, prof.Guts, max(m.Wounds, 0), prof.Wounds), 13, colWhite)
	var ws []string
	for i, wp := range m.Weapons {
		info, _ := game.WeaponInfo(wp.ID)
		s := fmt.Sprintf("%d %s", i+1, info.Name)
		if info.Ranged {
			s += fmt.Sprintf(" (%d)", wp.Shots)
		}
		if wp.ID == p.weapon {
			s = "[" + s + "]"
		}
		ws = append(ws, s)
	}
	bare := fmt.Sprintf("%d bare hands", len(m.Weapons)+1)
	if p.weapon == "" {
		bare = "[" + bare + "]"
	}
	ws = append(ws, bare)
	w.wrapped(strings.Join(ws, "  "), 12, colDim, 50)
	line := fmt.Sprintf("Reloads %d", m.Reloads)
	if len(m.Kit) > 0 {
		line += " · " + strings.Join(m.Kit, ", ")
	}
	w.wrapped(line, 12, colDim, 50)
	for i, it := range m.Items { // the Salvage cards: click one to use or give it
		it := it
		label := it
		if it == p.item {
			label = "» " + it
		}
		p.addButton(w, i%2, label, 0, true, func() { p.item = it })
	}
	if len(m.Items)%2 == 1 {
		w.y += 30
	}
}

func (p *play) describeLook(w *panelWriter) {
	l := p.look
	if !l.valid || l.target == "" {
		return
	}
	w.line(fmt.Sprintf("→ %s: %.1f\" away", p.hoverName(l.target), l.dist), 13, colWhite)
	if !l.sight {
		w.line("no line of sight", 13, colRed)
		return
	}
	cover := "no cover"
	if l.cover != physics.CoverNone {
		cover = fmt.Sprintf("%s cover (%s)", l.cover, p.pieceName(l.piece))
	}
	w.line("in sight · "+cover, 13, colGreen)
	w.wrapped(l.pool, 12, colDim, 50)
}

func (p *play) hoverName(id string) string {
	st := p.g.State()
	if m := st.Model(id); m != nil {
		return game.ModelName(m)
	}
	return id
}

func (p *play) describeModel(id string) string {
	st := p.g.State()
	m := st.Model(id)
	if m == nil {
		return ""
	}
	return fmt.Sprintf("%s, %d wound(s) left", game.ModelName(m), m.Wounds)
}

func (p *play) pieceName(i int) string {
	if i < 0 {
		return "terrain"
	}
	t := p.g.Scenario().Terrain[i]
	if t.Name != "" {
		return t.Name
	}
	return t.ID
}

func (p *play) panelDirector(w *panelWriter, st *game.State) {
	p.addButton(w, 0, onOff("Computer Director (Y)", p.computer.director != nil), ebiten.KeyY, true, p.computer.toggleDirector)
	p.addButton(w, 1, "", 0, false, func() {})
	if st.Step == game.StepSpend {
		w.line(fmt.Sprintf("The Director spends %d Heat:", st.Heat), 14, colGold)
		for i, a := range directorActions {
			cost, _ := game.DirectorActionCost(a.id)
			a := a
			label := fmt.Sprintf("%s (%d)", a.label, cost)
			if p.director.pending == a.id {
				label = "» " + label
			}
			p.addButton(w, i%2, label, 0, st.Heat >= cost, func() {
				if a.id == "all-hell" {
					p.apply(game.Command{Type: game.CmdDirectorAction, Action: a.id})
					return
				}
				p.director.pending = a.id
				p.message = "click " + a.needs
			})
		}
		if p.director.pending == "spawn-special" {
			for i, k := range []string{"screamer", "brute", "hunter", "bloater"} {
				k := k
				label := game.ZombieName(k)
				if p.director.kind == k {
					label = "» " + label
				}
				p.addButton(w, i%2, label, 0, true, func() { p.director.kind = k })
			}
		}
		p.addButton(w, 0, "Done spending (Enter)", ebiten.KeyEnter, true, func() {
			p.director.pending = ""
			p.apply(game.Command{Type: game.CmdEndSpending})
		})
		w.y += 30
		return
	}
	left := 0
	for _, m := range st.Models {
		if !m.IsSurvivor() && m.OnTable() && !m.Acted {
			left++
		}
	}
	w.line(fmt.Sprintf("The zombies act: %d to go", left), 14, colGold)
	p.addButton(w, 0, "Next zombie (N)", ebiten.KeyN, left > 0, p.nextZombie)
	p.addButton(w, 1, "All of them (Space)", ebiten.KeySpace, left > 0, func() {
		p.apply(game.Command{Type: game.CmdActivateAll})
	})
	ff := "Fast-forward: off (X)"
	if p.fastFwd {
		ff = "Fast-forward: on (X)"
	}
	p.addButton(w, 0, ff, ebiten.KeyX, true, func() { p.fastFwd = !p.fastFwd })
	p.addButton(w, 1, "End round (Enter)", ebiten.KeyEnter, left == 0, func() { p.apply(game.Command{Type: game.CmdEndRound}) })
}

func (p *play) panelOver(w *panelWriter, st *game.State) {
	who := map[string]string{"survivors": "The survivors win!", "director": "The Director wins."}[st.Winner]
	w.line(who, 20, colGold)
	w.wrapped(st.WinReason, 13, colWhite, 46)
	w.y += 6
	for _, r := range p.g.Agendas() {
		verdict, c := "not achieved", colDim
		if r.Achieved {
			verdict, c = "achieved", colGreen
		}
		w.wrapped(fmt.Sprintf("%s — %s: %s", r.Survivor, r.Agenda.Name, verdict), 12, c, 50)
	}
	p.addButton(w, 0, "Undo (Ctrl+Z)", 0, true, p.undo)
	p.addButton(w, 1, "New game (N)", ebiten.KeyN, true, func() { p.newGame = true })
}

// drawDiceTray shows the latest rolls: successes green, complications red.
func (p *play) drawDiceTray(dst *panelCanvas, x, y float64) {
	dst.text("Dice", x, y-10, 12, colDim, render.AlignLeft)
	row := 0
	for i := len(p.diceTray) - 1; i >= 0 && row < 2; i-- {
		r := p.diceTray[i]
		for k, d := range r.dice {
			if k >= 12 {
				break
			}
			c := color.RGBA{225, 225, 215, 255}
			switch {
			case d >= 4:
				c = color.RGBA{110, 210, 110, 255}
			case d == 1:
				c = color.RGBA{230, 90, 80, 255}
			}
			dx := x + float64(k)*24
			dy := y + float64(row)*24
			dst.rect(dx, dy, 20, 20, c)
			dst.text(fmt.Sprint(d), dx+10, dy+10, 13, color.RGBA{20, 20, 20, 255}, render.AlignCenter)
		}
		row++
	}
}

// drawLog shows the last lines of the event log.
func (p *play) drawLog(dst *panelCanvas, x, y, h float64) {
	lines := []string{}
	for i := len(p.log) - 1 - p.logScroll; i >= 0 && len(lines) < 9; i-- {
		for _, l := range reverse(wrap(p.log[i], 50)) {
			lines = append(lines, l)
		}
	}
	for i := range lines {
		if i >= 9 {
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
