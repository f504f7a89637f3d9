package table

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

// The guided first game: Last Stop Gas, with the players at both seats, one step at a time,
// on the table every game plays on. Each step says what to do and rings the spot on the
// table; the table sees for itself when it is done, from what the seat's view shows (the
// game's state as that seat may see it), the actions on offer and the commands played, so
// the player learns by doing, with the real rules and nothing staged.

// TutorialSeed deals the tutorial's game, so every new player meets the same table.
const TutorialSeed = 9

// lesson is what a tutorial step reads of the table: the table itself (what is picked, what
// is open), the game as the seat's view shows it, and the commands played so far.
type lesson struct {
	p   *Table
	st  bt.State
	log []game.Entry
}

// tutorialStep is one lesson: what to do, where, in which phase, and how the table knows it
// is done.
type tutorialStep struct {
	say   func(l *lesson) string
	where func(l *lesson) (physics.Vec, bool) // the spot to ring on the table, if any
	// clear, if any, are more places the lesson sends the player to: the box keeps off them
	// too (the search lesson names both crates; a play-test found the second under the box).
	clear func(l *lesson) []physics.Vec
	phase bt.Phase // the phase it is done in ("" any)
	done  func(l *lesson) bool
}

// tutorial is the guided game's progress: the lessons done so far, and the table as the
// lessons last read it.
type tutorial struct {
	done   []bool
	seen   lesson
	seenAt int // the table's version when seen was read; -1: never
	// checked is what the lessons were last checked against: they are checked again only
	// when the game, the overlay or the model picked changed.
	checked tutorialKey
}

// tutorialKey is what the lessons' progress depends on.
type tutorialKey struct {
	version  int
	overlay  overlay
	selected string
	seat     game.SeatID
}

func newTutorial() *tutorial {
	return &tutorial{done: make([]bool, len(tutorialSteps)), seenAt: -1, checked: tutorialKey{version: -1}}
}

// read is the table as the lessons see it now: the view's state is decoded again only after
// the game changed.
func (t *tutorial) read(p *Table) *lesson {
	if t.seenAt != p.version || t.seen.p != p {
		var st bt.State
		_ = json.Unmarshal(p.view.State, &st) // a view of Borrowed Time always holds its state
		t.seen, t.seenAt = lesson{p: p, st: st, log: p.Game.Log()}, p.version
	}
	return &t.seen
}

// current is the lesson to show: the first not yet done that can be done in this phase, or
// the phase's general hint when the ones left belong to another phase (the shooting and
// fighting wait for the zombies to come near, the Director's for the Director's phase).
func (t *tutorial) current(p *Table) *tutorialStep {
	l := t.read(p)
	for i := range tutorialSteps {
		s := &tutorialSteps[i]
		if !t.done[i] && (s.phase == "" || s.phase == l.st.Phase) {
			return s
		}
	}
	if t.finished() {
		return &finishStep
	}
	if l.st.Phase == bt.PhaseDirector {
		return &directorStep
	}
	return &endPhaseStep
}

// finished reports whether every lesson is done.
func (t *tutorial) finished() bool { return !slices.Contains(t.done, false) }

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

// title heads the box showing step s: the lesson's own number, or, for a phase's general
// hint between lessons, how many are done (a play-test read "lesson 9 of 11" over the
// Director's hint and then over the zombies', while lesson 9 waited for its phase).
func (t *tutorial) title(s *tutorialStep) string {
	for i := range tutorialSteps {
		if s == &tutorialSteps[i] {
			return fmt.Sprintf("Tutorial: lesson %d of %d", i+1, len(tutorialSteps))
		}
	}
	return fmt.Sprintf("Tutorial: %d of %d lessons done", t.number()-1, len(tutorialSteps))
}

// advance ticks off every lesson the table shows done. A lesson once done stays done.
func (t *tutorial) advance(p *Table) {
	key := tutorialKey{version: p.version, overlay: p.overlay, selected: p.selected, seat: p.seat}
	if key == t.checked {
		return
	}
	t.checked = key
	l := t.read(p)
	for i := range tutorialSteps {
		if !t.done[i] && tutorialSteps[i].done(l) {
			t.done[i] = true
		}
	}
}

func say(s string) func(*lesson) string { return func(*lesson) string { return s } }

var tutorialSteps = []tutorialStep{
	{say: say("Welcome to your first game! First the briefing: what Last Stop Gas asks of each side. Read it, then click anywhere to close it."),
		done: func(l *lesson) bool { return l.p.overlay == overlayNone }},
	{say: say("Your four survivors start inside the garage, top left. Click Leo (the yellow token) or his name on the right to pick him: his card and actions appear on the right."),
		where: modelSpot("leo"), phase: bt.PhaseSurvivors,
		done: func(l *lesson) bool { return l.p.selected == "leo" || doorIsOpen(l, "garage-side-door") }},
	{say: say("Drag Leo onto the small door in the garage's right wall and let go. The tape shows his route and its cost: each Move action (1 AP) takes him up to 7\". Dropped on a door, he walks up to it."),
		where: doorSpot("garage-side-door"), phase: bt.PhaseSurvivors,
		done: func(l *lesson) bool {
			return mayWorkDoor(l, "leo", "garage-side-door") || doorIsOpen(l, "garage-side-door")
		}},
	{say: say("Press D (or click its button) to open the door. That costs 1 AP: each survivor has 3 AP a round, and you choose who acts in what order."),
		where: doorSpot("garage-side-door"), phase: bt.PhaseSurvivors,
		done: func(l *lesson) bool { return doorIsOpen(l, "garage-side-door") }},
	{say: say("Leo is done for now: press E to end his activation (one survivor acts at a time). Then drag Officer Ramirez out through the big garage door towards the road: a drag goes as far as one Move (5\" for her, 1 AP), so drag again to go on. No zombie is in her pistol's 12\" yet; next round."),
		where: doorSpot("garage-door"), phase: bt.PhaseSurvivors,
		done: func(l *lesson) bool { return outside(l, "ramirez", "garage") || logHas(l, isShot) }},
	{say: say("Later, every shot and every 1 rolled will add Heat (the track at the top of the panel), which the Director spends against you. Press Enter to end the survivors' phase: while someone has not acted it asks first, so press Enter again."),
		phase: bt.PhaseSurvivors,
		done:  func(l *lesson) bool { return l.st.Phase != bt.PhaseSurvivors || l.st.Round > 1 }},
	{say: spendHint,
		phase: bt.PhaseDirector,
		done: func(l *lesson) bool {
			spent := logHas(l, func(c game.Command) bool { _, ok := c.(bt.DirectorAction); return ok })
			return l.st.Round > 1 || l.st.Phase == bt.PhaseDirector && (spent || l.st.Step != bt.StepSpend)
		}},
	{say: directorHint,
		phase: bt.PhaseDirector,
		done:  func(l *lesson) bool { return l.st.Round > 1 }},
	{say: say("Shoot: pick Ramirez, rest the pointer on a zombie to see sight, cover, range and dice, then click it. Out of range? Move her closer first, or end the phase (Enter twice) and let the zombies come."),
		where: nearestZombieTo("ramirez"), phase: bt.PhaseSurvivors,
		done: func(l *lesson) bool { return logHas(l, isShot) }},
	{say: meleeHint,
		where: nearestZombieToTeam, phase: bt.PhaseSurvivors,
		done: func(l *lesson) bool { return logHas(l, isMelee) }},
	{say: say("Search: supplies wait in the Clinic (right) and the gas station (bottom right), at the yellow crate markers. Get a survivor there over a round or two: drop them on the door and press D, then next round drop them on the crate and press S (1 AP each)."),
		where: nearestSearchSpot, clear: searchSpots, phase: bt.PhaseSurvivors,
		done: func(l *lesson) bool {
			return logHas(l, func(c game.Command) bool { _, ok := c.(bt.Search); return ok })
		}},
}

// The hints shown between lessons, and at the end.
var (
	endPhaseStep = tutorialStep{say: say("Nothing more to learn this phase: press Enter to end it (twice while someone has not acted).")}
	directorStep = tutorialStep{say: directorHint}
	finishStep   = tutorialStep{say: say("That is the whole round: move, doors, shooting, fighting, searching and the Director's turn. Now win it: B shows the briefing, F1 every key, and resting the pointer on anything says what it is. Click Finish to play on.")}
)

// spendHint: the Director's first spending, as the Heat allows. With Heat enough for a
// Shambler it is tried; with none, the lesson says where Heat comes from and moves on.
func spendHint(l *lesson) string {
	for _, a := range l.p.actions() {
		if a.Label == bt.DirectorActionName("shambler") && a.Enabled {
			return "Now you are the Director. Rest the pointer on the actions to read them; with the Heat, try Spawn Shambler and click a glowing spawn point. Press Enter when done spending (twice if it asks)."
		}
	}
	return "Now you are the Director. Each action on the right costs Heat, and the Director has too little yet for any of them: the survivors' shots and the 1s they roll will give it more. Rest the pointer on the actions to read them, then press Enter to stop spending."
}

// directorHint: the Director's phase, step by step, as far as it has gone.
func directorHint(l *lesson) string {
	if l.st.Step == bt.StepSpend {
		return "The Director's phase: spend Heat, or press Enter to stop spending (twice if it asks). Then the zombies act."
	}
	return "The zombies act by their own rules: press Space (or Activate every zombie) and watch them close in. Then Enter ends the round, and the Threat track moves up one."
}

// meleeHint: the melee lesson, with what to do when no zombie is in reach yet.
func meleeHint(*lesson) string {
	return "Fight: drag Grizz or Leo onto a zombie and let go: they stop in base contact. Then click the zombie: in contact, a click fights with the survivor's melee weapon; both roll Fight dice, and each 4+ more than the other side's is a Wound. Too far? The tape says so: move closer, or end the phase and let them come."
}

func modelSpot(id string) func(*lesson) (physics.Vec, bool) {
	return func(l *lesson) (physics.Vec, bool) {
		if m := l.st.Model(id); m != nil && m.OnTable() {
			return m.Pos, true
		}
		return physics.Vec{}, false
	}
}

func doorRef(l *lesson, id string) (int, maps.DoorRef, bool) {
	for i, d := range l.p.Game.Scenario().Doors() {
		if d.ID == id {
			return i, d, true
		}
	}
	return -1, maps.DoorRef{}, false
}

func doorSpot(id string) func(*lesson) (physics.Vec, bool) {
	return func(l *lesson) (physics.Vec, bool) {
		_, d, ok := doorRef(l, id)
		return d.Centre, ok
	}
}

func doorIsOpen(l *lesson, id string) bool {
	i, _, ok := doorRef(l, id)
	return ok && i < len(l.st.DoorsOpen) && l.st.DoorsOpen[i]
}

// mayWorkDoor reports whether the rules offer the survivor the door now: they stand at it.
func mayWorkDoor(l *lesson, who, door string) bool {
	if !l.p.humanTurn() {
		return false
	}
	for _, a := range l.p.Game.Actions(l.p.seat, who) {
		if a.Enabled && a.ID == bt.ActDoor && slices.ContainsFunc(a.Choices, func(c game.Choice) bool { return c.ID == door }) {
			return true
		}
	}
	return false
}

func logHas(l *lesson, pred func(game.Command) bool) bool {
	return slices.ContainsFunc(l.log, func(e game.Entry) bool { return pred(e.Cmd) })
}

func isShot(c game.Command) bool {
	a, attack := c.(bt.Attack)
	w, ok := bt.WeaponInfo(a.Weapon)
	return attack && ok && w.Ranged
}

func isMelee(c game.Command) bool { _, attack := c.(bt.Attack); return attack && !isShot(c) }

// outside reports whether a survivor stands outside a building.
func outside(l *lesson, who, building string) bool {
	m := l.st.Model(who)
	if m == nil {
		return false
	}
	for _, t := range l.p.Game.Scenario().Terrain {
		if t.ID == building {
			return !physics.PointInPolygon(t.Polygon, m.Pos)
		}
	}
	return false
}

// nearestZombieTo rings the zombie nearest a survivor.
func nearestZombieTo(id string) func(*lesson) (physics.Vec, bool) {
	return func(l *lesson) (physics.Vec, bool) {
		me := l.st.Model(id)
		if me == nil {
			return physics.Vec{}, false
		}
		return nearestZombie(&l.st, []physics.Vec{me.Pos})
	}
}

// nearestZombieToTeam rings the zombie nearest any survivor.
func nearestZombieToTeam(l *lesson) (physics.Vec, bool) {
	var at []physics.Vec
	for _, m := range l.st.Models {
		if m.IsSurvivor() && m.OnTable() {
			at = append(at, m.Pos)
		}
	}
	return nearestZombie(&l.st, at)
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
// searchSpots are every search location on the table.
func searchSpots(l *lesson) []physics.Vec {
	var out []physics.Vec
	for _, sl := range l.p.Game.Scenario().SearchLocations {
		out = append(out, sl.At)
	}
	return out
}

func nearestSearchSpot(l *lesson) (physics.Vec, bool) {
	best, bestD := physics.Vec{}, math.Inf(1)
	for _, sl := range l.p.Game.Scenario().SearchLocations {
		for _, m := range l.st.Models {
			if m.IsSurvivor() && m.OnTable() && m.Pos.Dist(sl.At) < bestD {
				best, bestD = sl.At, m.Pos.Dist(sl.At)
			}
		}
	}
	return best, !math.IsInf(bestD, 1)
}
