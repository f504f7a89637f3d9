package main

import (
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

// computerPace is how many frames pass between two commands of a computer player, so that
// the people at the table can follow them.
const computerPace = 20

// computerSeats are the seats the computer takes at this table.
type computerSeats struct {
	director  *bt.ComputerDirector // nil: a person plays the Director
	survivors map[string]bool      // survivors the computer plays
	player    bt.ComputerSurvivors // plays them (and keeps their routes, as in a simulation)
	wait      int                  // frames until the next computer command
}

func newComputerSeats(o options, st bt.State) computerSeats {
	c := computerSeats{survivors: map[string]bool{}}
	if o.autoDirector {
		c.director = &bt.ComputerDirector{}
	}
	if o.autoSurvivors {
		for _, m := range st.Models {
			if m.IsSurvivor() {
				c.survivors[m.ID] = true
			}
		}
	}
	return c
}

// toggleSurvivor hands a survivor to the computer, or back to the players.
func (c *computerSeats) toggleSurvivor(id string) {
	if c.survivors[id] {
		delete(c.survivors, id)
	} else {
		c.survivors[id] = true
	}
}

// toggleDirector hands the Director's seat to the computer, or back to a player.
func (c *computerSeats) toggleDirector() {
	if c.director == nil {
		c.director = &bt.ComputerDirector{}
	} else {
		c.director = nil
	}
}

// computerStep lets a computer player act when it is their turn: one command at a time, at a
// pace people can follow, never while models move or dice are awaited. A refused command
// (which would be the policy's mistake) is replaced by the one that moves the game on.
func (p *play) computerStep() {
	c := &p.computer
	if p.diceAsk != nil || len(p.anim) > 0 {
		return
	}
	if c.wait > 0 {
		c.wait--
		return
	}
	st := p.g.State()
	var cmd bt.Command
	ok := false
	switch st.Phase {
	case bt.PhaseDirector:
		if c.director != nil {
			cmd, ok = c.director.Next(p.g)
		}
	case bt.PhaseSurvivors:
		if len(c.survivors) > 0 {
			c.player.Plays = c.survivors
			if c.playsEverySurvivor(&st) {
				c.player.Plays = nil // and so it ends the phase too
			}
			cmd, ok = c.player.Next(p.g)
		}
	}
	if !ok {
		return
	}
	c.wait = computerPace
	if p.fastFwd {
		c.wait = 2 // fast-forward (X) hurries the computer too
	}
	if p.apply(cmd) || p.diceAsk != nil {
		return
	}
	p.apply(bt.Fallback(&st))
}

func (c *computerSeats) playsEverySurvivor(st *bt.State) bool {
	for _, m := range st.Models {
		if m.IsSurvivor() && !c.survivors[m.ID] {
			return false
		}
	}
	return true
}
