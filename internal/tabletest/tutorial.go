package tabletest

import (
	"math"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

// Hand plays the table as a player's hand does: clicks, drags and keys at table points. The
// tutorial's plan below runs through it twice: headless (ui/table's tutorial_test.go), and
// with real input in a real window (cmd/tabletop's tutorial_window_test.go).
type Hand interface {
	Game() *bt.Game
	Click(at physics.Vec)
	Drag(from, to physics.Vec)
	Key(k string) // xdotool's names: "d", "s", "Return", "space"
	Finish()      // click the tutorial's Finish button
}

// PlayTutorial plays the guided first game's lessons as a newcomer following them would,
// looking at the table each time: the round-1 lessons as told, then rounds in which Ramirez
// closes in and shoots, Grizz fights whatever he can reach, and Leo heads for the Clinic to
// search it. It returns the game once every lesson is done.
func PlayTutorial(t *testing.T, h Hand) *bt.Game {
	t.Helper()
	h.Click(physics.Vec{X: 24, Y: 24}) // close the briefing
	g := h.Game()
	pos := func(id string) physics.Vec { st := g.State(); return st.Model(id).Pos }
	door := func(id string) physics.Vec {
		for _, d := range g.Scenario().Doors() {
			if d.ID == id {
				return d.Centre
			}
		}
		t.Fatalf("no door %s", id)
		return physics.Vec{}
	}
	h.Click(pos("leo"))
	h.Drag(pos("leo"), door("garage-side-door"))
	h.Key("d")
	h.Key("e")                                        // Leo is done: end his activation
	h.Drag(pos("ramirez"), physics.Vec{X: 13, Y: 12}) // out through the big door, towards the road
	h.Key("e")
	shot, fought, searched := false, false, false
	for round := 1; round <= 8 && !(shot && fought && searched); round++ {
		if round > 1 {
			g = h.Game()
			shot = shot || ramirezShoots(h, g)
			h.Key("e")
			fought = fought || grizzFights(h, h.Game())
			h.Key("e")
			searched = searched || leoSearches(h, h.Game())
		}
		st := h.Game().State()
		t.Logf("round %d: shot %v, fought %v, searched %v; Leo at %v, Grizz at %v, Ramirez at %v", round, shot, fought, searched, st.Model("leo").Pos, st.Model("grizz").Pos, st.Model("ramirez").Pos)
		endRound(t, h)
		g = h.Game()
		if st := g.State(); st.Phase == bt.PhaseOver {
			t.Fatalf("the game ended in round %d before the lessons did: %s", st.Round, st.WinReason)
		}
	}
	if !(shot && fought && searched) {
		t.Fatalf("after 8 rounds: shot %v, fought %v, searched %v; log %v", shot, fought, searched, g.Log())
	}
	h.Finish()
	return h.Game()
}

// endRound ends the survivors' phase (confirming), lets the Director spend a Shambler's
// worth of Heat at the first spawn point, activates the zombies and ends the round.
func endRound(t *testing.T, h Hand) {
	t.Helper()
	for k := 0; k < 2 && h.Game().State().Phase == bt.PhaseSurvivors; k++ {
		h.Key("Return")
	}
	g := h.Game()
	if st := g.State(); st.Phase == bt.PhaseDirector && st.Step == bt.StepSpend {
		for k := 0; k < 2 && h.Game().State().Step == bt.StepSpend; k++ {
			h.Key("Return")
		}
	}
	if st := h.Game().State(); st.Phase == bt.PhaseDirector {
		h.Key("space")
		h.Key("Return")
	}
}

// nearestZombieOf is the zombie nearest a point, and how far its centre is.
func nearestZombieOf(g *bt.Game, at physics.Vec) (*bt.Model, float64) {
	st := g.State()
	var best *bt.Model
	bestD := math.Inf(1)
	for i := range st.Models {
		m := &st.Models[i]
		if !m.IsSurvivor() && m.OnTable() && m.Pos.Dist(at) < bestD {
			best, bestD = m, m.Pos.Dist(at)
		}
	}
	return best, bestD
}

// ramirezShoots: Ramirez shoots the nearest zombie she can see in range, else steps 5"
// towards it; it reports whether she shot.
func ramirezShoots(h Hand, g *bt.Game) bool {
	st := g.State()
	me := st.Model("ramirez")
	if me == nil || !me.OnTable() || me.Downed {
		return false
	}
	z, d := nearestZombieOf(g, me.Pos)
	if z == nil {
		return false
	}
	if d > 11 {
		to := me.Pos.Add(z.Pos.Sub(me.Pos).Unit().Scale(min(5, d-10)))
		h.Drag(me.Pos, to)
		g = h.Game()
		st = g.State()
		me = st.Model("ramirez")
	}
	n := len(g.Log())
	h.Click(me.Pos)
	h.Click(z.Pos)
	_, shot := attackedSince(h.Game().Log(), n)
	return shot
}

// grizzFights: Grizz drops on the nearest zombie and clicks it; it reports whether he fought.
func grizzFights(h Hand, g *bt.Game) bool {
	st := g.State()
	me := st.Model("grizz")
	if me == nil || !me.OnTable() || me.Downed {
		return false
	}
	z, d := nearestZombieOf(g, me.Pos)
	if z == nil {
		return false
	}
	if d > 14 { // out of reach this round: go as far as he can towards it
		dragOn(h, "grizz", z.Pos.Add(me.Pos.Sub(z.Pos).Unit().Scale(3)), 3)
		return false
	}
	dragOn(h, "grizz", z.Pos, 2) // a drag goes one Move: drag again to go on, as the lesson says
	g = h.Game()
	st = g.State()
	n := len(g.Log())
	h.Click(st.Model(z.ID).Pos)
	attack, shot := attackedSince(h.Game().Log(), n)
	return attack && !shot
}

// attackedSince reports whether the log's last command, one of those after the first n, is an
// attack, and whether its weapon shoots (the others are melee).
func attackedSince(log []bt.Command, n int) (attack, shot bool) {
	if len(log) <= n {
		return false, false
	}
	a, ok := log[len(log)-1].(bt.Attack)
	if !ok {
		return false, false
	}
	w, known := bt.WeaponInfo(a.Weapon)
	return true, known && w.Ranged
}

// dragOn drags a survivor towards a point, again after each Move (a drag goes one Move), up
// to times drags or until a drag moves nothing.
func dragOn(h Hand, id string, to physics.Vec, times int) {
	for k := 0; k < times; k++ {
		g := h.Game()
		st := g.State()
		me := st.Model(id)
		n := len(g.Log())
		if me == nil || me.Pos.Dist(to) < 0.1 {
			return
		}
		h.Drag(me.Pos, to)
		if len(h.Game().Log()) == n {
			return
		}
	}
}

// leoSearches: Leo heads for the Clinic, opens its door, and searches its supply room.
func leoSearches(h Hand, g *bt.Game) bool {
	st := g.State()
	me := st.Model("leo")
	if me == nil || !me.OnTable() || me.Downed {
		return false
	}
	var door physics.Vec
	doorOpen := false
	for i, d := range g.Scenario().Doors() {
		if d.ID == "clinic-door" {
			door, doorOpen = d.Centre, st.DoorsOpen[i]
		}
	}
	stash := physics.Vec{X: 45.5, Y: 19.5}
	for _, l := range g.Scenario().SearchLocations {
		if l.ID == "clinic-stash" {
			stash = l.At
		}
	}
	for k := 0; k < 3; k++ {
		g = h.Game()
		st = g.State()
		me = st.Model("leo")
		if me.Activated && st.Active != "leo" || me.Downed || !me.OnTable() {
			return false
		}
		n := len(g.Log())
		switch {
		case doorOpen:
			h.Drag(me.Pos, stash)
			h.Key("s")
			log := h.Game().Log()
			if len(log) > n {
				if _, search := log[len(log)-1].(bt.Search); search {
					return true
				}
			}
		case me.Pos.Dist(door) < 1.6:
			h.Key("d")
			doorOpen = true
		case me.Pos.Dist(door) < 20:
			h.Drag(me.Pos, door)
		default:
			h.Drag(me.Pos, door.Add(me.Pos.Sub(door).Unit().Scale(2)))
		}
		if len(h.Game().Log()) == n {
			return false // nothing happened: he is done for this round
		}
	}
	return false
}
