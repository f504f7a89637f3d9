package main

import (
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"math"
)

// The guided first game: Last Stop Gas, with the players at both seats, one step at a time.
// Each step says what to do and rings the spot on the table; the table sees for itself when it
// is done (from the game's state and command log), so the player learns by doing, with the
// real rules and nothing staged.

// tutorialSeed deals the tutorial's game, so every new player meets the same table.
const tutorialSeed = 9

// tutorialStep is one lesson: what to do, where, in which phase, and how the table knows it
// is done.
type tutorialStep struct {
	say   func(p *play) string
	where func(p *play) (physics.Vec, bool) // the spot to ring on the table, if any
	phase bt.Phase                          // the phase it is done in ("" any)
	done  func(p *play) bool
}

// tutorial is the guided game's progress: the lessons done so far.
type tutorial struct {
	done []bool
}

func newTutorial() *tutorial { return &tutorial{done: make([]bool, len(tutorialSteps))} }

// current is the lesson to show: the first not yet done that can be done in this phase, or
// the phase's general hint when the ones left belong to another phase (the shooting and
// fighting wait for the zombies to come near, the Director's for the Director's phase).
func (t *tutorial) current(p *play) *tutorialStep {
	st := p.g.State()
	for i := range tutorialSteps {
		s := &tutorialSteps[i]
		if !t.done[i] && (s.phase == "" || s.phase == st.Phase) {
			return s
		}
	}
	if t.finished() {
		return &finishStep
	}
	if st.Phase == bt.PhaseDirector {
		return &directorStep
	}
	return &endPhaseStep
}

// finished reports whether every lesson is done.
func (t *tutorial) finished() bool {
	for _, d := range t.done {
		if !d {
			return false
		}
	}
	return true
}

// number is the lessons done so far, counting from 1 for the one being shown.
func (t *tutorial) number() int {
	n := 1
	for _, d := range t.done {
		if d {
			n++
		}
	}
	return min(n, len(tutorialSteps)+1)
}

// advance ticks off every lesson the game shows done. A lesson once done stays done.
func (t *tutorial) advance(p *play) {
	for i := range tutorialSteps {
		if !t.done[i] && tutorialSteps[i].done(p) {
			t.done[i] = true
		}
	}
}

func say(s string) func(*play) string { return func(*play) string { return s } }

var tutorialSteps = []tutorialStep{
	{say: say("Welcome to your first game! First the briefing: what Last Stop Gas asks of each side. Read it, then click anywhere to close it."),
		done: func(p *play) bool { return p.overlay == overlayNone }},
	{say: say("Your four survivors start inside the garage, top left. Click Leo (the yellow token) to pick him: his card and actions appear on the right."),
		where: modelSpot("leo"), phase: bt.PhaseSurvivors,
		done: func(p *play) bool { return p.selected == "leo" || doorIsOpen(p, "garage-side-door") }},
	{say: say("Drag Leo onto the small door in the garage's right wall and let go. The tape shows his route and its cost: each Move action (1 AP) takes him up to 7\". Dropped on a door, he walks up to it."),
		where: doorSpot("garage-side-door"), phase: bt.PhaseSurvivors,
		done: func(p *play) bool {
			return touchesDoor(p, "leo", "garage-side-door") || doorIsOpen(p, "garage-side-door")
		}},
	{say: say("Press D (or click Door) to open it. That costs 1 AP: each survivor has 3 AP a round, and you choose who acts in what order."),
		where: doorSpot("garage-side-door"), phase: bt.PhaseSurvivors,
		done: func(p *play) bool { return doorIsOpen(p, "garage-side-door") }},
	{say: say("Leo is done for now: press E to end his activation (one survivor acts at a time). Then drag Officer Ramirez out through the big garage door towards the road: a drag longer than her AP can pay for stops where they run out. No zombie is in her pistol's 12\" yet; next round."),
		where: doorSpot("garage-door"), phase: bt.PhaseSurvivors,
		done: func(p *play) bool { return outside(p, "ramirez", "garage") || logHas(p, isShot) }},
	{say: say("Shots and 1s rolled add Heat (the track at the top of the panel), which the Director spends against you. Press Enter to end the survivors' phase: while someone has not acted it asks first, so press Enter again."),
		phase: bt.PhaseSurvivors,
		done:  func(p *play) bool { st := p.g.State(); return st.Phase != bt.PhaseSurvivors || st.Round > 1 }},
	{say: say("Now you are the Director. Rest the pointer on the actions to read them; with the Heat, try Spawn Shambler and click a glowing spawn point. Press Enter when done spending (twice if it asks)."),
		phase: bt.PhaseDirector,
		done: func(p *play) bool {
			st := p.g.State()
			spent := logHas(p, func(c bt.Command) bool { _, ok := c.(bt.DirectorAction); return ok })
			return st.Round > 1 || st.Phase == bt.PhaseDirector && (spent || st.Step != bt.StepSpend)
		}},
	{say: directorHint,
		phase: bt.PhaseDirector,
		done:  func(p *play) bool { st := p.g.State(); return st.Round > 1 }},
	{say: say("Shoot: pick Ramirez, rest the pointer on a zombie to see sight, cover, range and dice, then click it. Out of range? Move her closer first, or end the phase (Enter twice) and let the zombies come."),
		where: nearestZombieTo("ramirez"), phase: bt.PhaseSurvivors,
		done: func(p *play) bool { return logHas(p, isShot) }},
	{say: meleeHint,
		where: nearestZombieToTeam, phase: bt.PhaseSurvivors,
		done: func(p *play) bool { return logHas(p, isMelee) }},
	{say: say("Search: supplies wait in the Clinic (right) and the gas station (bottom right), at the yellow crate markers. Get a survivor there over a round or two: drop them on the door and press D, then next round drop them on the crate and press S (1 AP each)."),
		where: nearestSearchSpot, phase: bt.PhaseSurvivors,
		done: func(p *play) bool { return logHas(p, func(c bt.Command) bool { _, ok := c.(bt.Search); return ok }) }},
}

// The hints shown between lessons, and at the end.
var (
	endPhaseStep = tutorialStep{say: say("Nothing more to learn this phase: press Enter to end it (twice while someone has not acted).")}
	directorStep = tutorialStep{say: directorHint}
	finishStep   = tutorialStep{say: say("That is the whole round: move, doors, shooting, fighting, searching and the Director's turn. Now win it: B shows the briefing, F1 every key, and resting the pointer on anything says what it is. Click Finish to play on.")}
)

// directorHint: the Director's phase, step by step, as far as it has gone.
func directorHint(p *play) string {
	st := p.g.State()
	if st.Step == bt.StepSpend {
		return "The Director's phase: spend Heat, or press Enter to stop spending (twice if it asks). Then the zombies act."
	}
	return "The zombies act by their own rules: press Space (or All of them) and watch them close in. Then Enter ends the round, and the Threat track moves up one."
}

// meleeHint: the melee lesson, with what to do when no zombie is in reach yet.
func meleeHint(*play) string {
	return "Fight: drag Grizz or Leo onto a zombie and let go: they stop in base contact. Then click the zombie: both roll Fight dice, and each 4+ more than the other side's is a Wound. Too far? The tape says so: move closer, or end the phase and let them come."
}

func modelSpot(id string) func(*play) (physics.Vec, bool) {
	return func(p *play) (physics.Vec, bool) {
		st := p.g.State()
		if m := st.Model(id); m != nil && m.OnTable() {
			return m.Pos, true
		}
		return physics.Vec{}, false
	}
}

func doorRef(p *play, id string) (int, maps.DoorRef, bool) {
	for i, d := range p.g.Scenario().Doors() {
		if d.ID == id {
			return i, d, true
		}
	}
	return -1, maps.DoorRef{}, false
}

func doorSpot(id string) func(*play) (physics.Vec, bool) {
	return func(p *play) (physics.Vec, bool) {
		_, d, ok := doorRef(p, id)
		return d.Centre, ok
	}
}

func doorIsOpen(p *play, id string) bool {
	i, _, ok := doorRef(p, id)
	st := p.g.State()
	return ok && i < len(st.DoorsOpen) && st.DoorsOpen[i]
}

func touchesDoor(p *play, who, door string) bool {
	_, d, ok := doorRef(p, door)
	b, ok2 := p.g.Body(who)
	return ok && ok2 && p.g.Table().DistanceToOutline(b, p.doorOutline(d)) <= physics.ContactTolerance
}

func logHas(p *play, pred func(bt.Command) bool) bool {
	for _, c := range p.g.Log() {
		if pred(c) {
			return true
		}
	}
	return false
}

func isShot(c bt.Command) bool {
	a, attack := c.(bt.Attack)
	w, ok := bt.WeaponInfo(a.Weapon)
	return attack && ok && w.Ranged
}

func isMelee(c bt.Command) bool { _, attack := c.(bt.Attack); return attack && !isShot(c) }

// outside reports whether a survivor stands outside a building.
func outside(p *play, who, building string) bool {
	st := p.g.State()
	m := st.Model(who)
	if m == nil {
		return false
	}
	for _, t := range p.g.Scenario().Terrain {
		if t.ID == building {
			return !physics.PointInPolygon(t.Polygon, m.Pos)
		}
	}
	return false
}

// nearestZombieTo rings the zombie nearest a survivor.
func nearestZombieTo(id string) func(*play) (physics.Vec, bool) {
	return func(p *play) (physics.Vec, bool) {
		st := p.g.State()
		me := st.Model(id)
		if me == nil {
			return physics.Vec{}, false
		}
		return nearestZombie(&st, []physics.Vec{me.Pos})
	}
}

// nearestZombieToTeam rings the zombie nearest any survivor.
func nearestZombieToTeam(p *play) (physics.Vec, bool) {
	st := p.g.State()
	var at []physics.Vec
	for _, m := range st.Models {
		if m.IsSurvivor() && m.OnTable() {
			at = append(at, m.Pos)
		}
	}
	return nearestZombie(&st, at)
}

func nearestZombie(st *bt.State, from []physics.Vec) (physics.Vec, bool) {
	best, bestD := physics.Vec{}, math.Inf(1)
	for _, m := range st.Models {
		if m.IsSurvivor() || !m.OnTable() {
			continue
		}
		for _, f := range from {
			if d := f.Dist(m.Pos); d < bestD {
				best, bestD = m.Pos, d
			}
		}
	}
	return best, !math.IsInf(bestD, 1)
}

// nearestSearchSpot rings the search location nearest any survivor.
func nearestSearchSpot(p *play) (physics.Vec, bool) {
	st := p.g.State()
	best, bestD := physics.Vec{}, math.Inf(1)
	for _, l := range p.g.Scenario().SearchLocations {
		for _, m := range st.Models {
			if m.IsSurvivor() && m.OnTable() && m.Pos.Dist(l.At) < bestD {
				best, bestD = l.At, m.Pos.Dist(l.At)
			}
		}
	}
	return best, !math.IsInf(bestD, 1)
}

// tutorialOptions are the tutorial's: the rulebook's rules, players at every seat, its seed.
func tutorialOptions(o options) options {
	return options{tutorial: true, seed: tutorialSeed, saveFile: o.saveFile, shotsDir: o.shotsDir, saveOnShot: o.saveOnShot,
		screenshot: o.screenshot, frames: o.frames, width: o.width, height: o.height, mute: o.mute, hover: o.hover}
}
