package main

import (
	"math"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

// hand plays the table as a player's hand does: clicks, drags and keys at table points. The
// tutorial's plan below runs through it twice: headless here, and with real input in a real
// window (tutorial_window_test.go).
type hand interface {
	game() *bt.Game
	click(at physics.Vec)
	drag(from, to physics.Vec)
	key(k string) // xdotool's names: "d", "s", "Return", "space"
	finish()      // click the tutorial's Finish button
}

// playTutorial plays the guided first game's lessons as a newcomer following them would,
// looking at the table each time: the round-1 lessons as told, then rounds in which Ramirez
// closes in and shoots, Grizz fights whatever he can reach, and Leo heads for the Clinic to
// search it. It returns the game once every lesson is done.
func playTutorial(t *testing.T, h hand) *bt.Game {
	t.Helper()
	h.click(physics.Vec{X: 24, Y: 24}) // close the briefing
	g := h.game()
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
	h.click(pos("leo"))
	h.drag(pos("leo"), door("garage-side-door"))
	h.key("d")
	h.key("e")                                        // Leo is done: end his activation
	h.drag(pos("ramirez"), physics.Vec{X: 13, Y: 12}) // out through the big door, towards the road
	h.key("e")
	shot, fought, searched := false, false, false
	for round := 1; round <= 8 && !(shot && fought && searched); round++ {
		if round > 1 {
			g = h.game()
			shot = shot || ramirezShoots(h, g)
			h.key("e")
			fought = fought || grizzFights(h, h.game())
			h.key("e")
			searched = searched || leoSearches(h, h.game())
		}
		st := h.game().State()
		t.Logf("round %d: shot %v, fought %v, searched %v; Leo at %v, Grizz at %v, Ramirez at %v", round, shot, fought, searched, st.Model("leo").Pos, st.Model("grizz").Pos, st.Model("ramirez").Pos)
		endRound(t, h)
		g = h.game()
		if st := g.State(); st.Phase == bt.PhaseOver {
			t.Fatalf("the game ended in round %d before the lessons did: %s", st.Round, st.WinReason)
		}
	}
	if !(shot && fought && searched) {
		t.Fatalf("after 8 rounds: shot %v, fought %v, searched %v; log %v", shot, fought, searched, g.Log())
	}
	h.finish()
	return h.game()
}

// endRound ends the survivors' phase (confirming), lets the Director spend a Shambler's
// worth of Heat at the first spawn point, activates the zombies and ends the round.
func endRound(t *testing.T, h hand) {
	t.Helper()
	for k := 0; k < 2 && h.game().State().Phase == bt.PhaseSurvivors; k++ {
		h.key("Return")
	}
	g := h.game()
	if st := g.State(); st.Phase == bt.PhaseDirector && st.Step == bt.StepSpend {
		for k := 0; k < 2 && h.game().State().Step == bt.StepSpend; k++ {
			h.key("Return")
		}
	}
	if st := h.game().State(); st.Phase == bt.PhaseDirector {
		h.key("space")
		h.key("Return")
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
func ramirezShoots(h hand, g *bt.Game) bool {
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
		h.drag(me.Pos, to)
		g = h.game()
		st = g.State()
		me = st.Model("ramirez")
	}
	n := len(g.Log())
	h.click(me.Pos)
	h.click(z.Pos)
	_, shot := attackedSince(h.game().Log(), n)
	return shot
}

// grizzFights: Grizz drops on the nearest zombie and clicks it; it reports whether he fought.
func grizzFights(h hand, g *bt.Game) bool {
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
	g = h.game()
	st = g.State()
	n := len(g.Log())
	h.click(st.Model(z.ID).Pos)
	attack, shot := attackedSince(h.game().Log(), n)
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
func dragOn(h hand, id string, to physics.Vec, times int) {
	for k := 0; k < times; k++ {
		g := h.game()
		st := g.State()
		me := st.Model(id)
		n := len(g.Log())
		if me == nil || me.Pos.Dist(to) < 0.1 {
			return
		}
		h.drag(me.Pos, to)
		if len(h.game().Log()) == n {
			return
		}
	}
}

// leoSearches: Leo heads for the Clinic, opens its door, and searches its supply room.
func leoSearches(h hand, g *bt.Game) bool {
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
		g = h.game()
		st = g.State()
		me = st.Model("leo")
		if me.Activated && st.Active != "leo" || me.Downed || !me.OnTable() {
			return false
		}
		n := len(g.Log())
		switch {
		case doorOpen:
			h.drag(me.Pos, stash)
			h.key("s")
			log := h.game().Log()
			if len(log) > n {
				if _, search := log[len(log)-1].(bt.Search); search {
					return true
				}
			}
		case me.Pos.Dist(door) < 1.6:
			h.key("d")
			doorOpen = true
		case me.Pos.Dist(door) < 20:
			h.drag(me.Pos, door)
		default:
			h.drag(me.Pos, door.Add(me.Pos.Sub(door).Unit().Scale(2)))
		}
		if len(h.game().Log()) == n {
			return false // nothing happened: he is done for this round
		}
	}
	return false
}
