package main

import (
	"github.com/borrowed-time/tabletop/game"
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
	// levels are the Director's and the survivors' levels (search.Choices); thinkers, the
	// searching players of those at a searching level, made when first needed
	// (thinking.go). The survivors' seat searches only while the computer plays them all.
	levels   map[game.SeatID]string
	thinkers map[game.SeatID]*thinker
	seed     uint64
}

func newComputerSeats(o options, st bt.State) computerSeats {
	c := computerSeats{survivors: map[string]bool{}, seed: o.seed, thinkers: map[game.SeatID]*thinker{},
		levels: map[game.SeatID]string{bt.Director: o.levelOf(bt.Director), bt.Survivors: o.levelOf(bt.Survivors)}}
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
			if th := c.thinker(p, bt.Director); th != nil {
				if th.thinking(p.g.Session(), bt.Director) {
					return // it thinks off the drawing loop: the table goes on
				}
				cmd, ok = thought(th.Next(p.g.Session(), bt.Director))
				break
			}
			cmd, ok = c.director.Next(p.g)
		}
	case bt.PhaseSurvivors:
		if len(c.survivors) > 0 {
			c.player.Plays = c.survivors
			if c.playsEverySurvivor(&st) {
				c.player.Plays = nil // and so it ends the phase too
				if th := c.thinker(p, bt.Survivors); th != nil {
					if th.thinking(p.g.Session(), bt.Survivors) {
						return
					}
					cmd, ok = thought(th.Next(p.g.Session(), bt.Survivors))
					break
				}
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

// thinker is the searching player of a seat at a searching level, nil at the scripted one.
func (c *computerSeats) thinker(p *play, seat game.SeatID) *thinker {
	if th, ok := c.thinkers[seat]; ok {
		return th
	}
	th := newThinker(p.g.Session(), seat, c.levels[seat], c.seed)
	c.thinkers[seat] = th
	return th
}

// thought is a searching player's move as this table's commands are written.
func thought(cmd game.Command, ok bool) (bt.Command, bool) {
	c, isBT := cmd.(bt.Command)
	return c, ok && isBT
}

// thinkingNow is the sign to show while a seat's decision has taken over thinkSign.
func (c *computerSeats) thinkingNow() (sign string, secs int) {
	for seat, th := range c.thinkers {
		if th == nil {
			continue
		}
		if d := th.thinkingFor(); d > thinkSign {
			name := "The Director"
			if seat == bt.Survivors {
				name = "The survivors"
			}
			return thinkingWords(name, th, d)
		}
	}
	return "", 0
}
