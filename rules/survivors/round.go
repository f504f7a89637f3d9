package survivors

import (
	"github.com/borrowed-time/tabletop/game"
)

// startRound begins the next round: command points back (R6), initiative (R1), the surge (R2).
func (c *ctx) startRound() {
	s := c.s
	s.Round++
	s.Active = -1
	for i := range s.Models {
		m := &s.Models[i]
		if !m.Zombie && !m.Out {
			m.CP, m.Done = profiles[m.Archetype].CP, false
		}
	}
	c.note("Round %d of %d begins", s.Round, rounds)
	s.First = 0
	if c.r.bands() == 2 {
		a, b := c.rollPair()
		if b > a {
			s.First = 1
		}
		c.roll("", []int{a, b}, 0, "Initiative: %s %d, %s %d. First to act: %s", c.r.bandName(0), a, c.r.bandName(1), b, c.r.bandName(s.First))
	}
	s.Turn = s.First
	s.Phase = PhaseActivation
	c.startSurge()
}

// canActivate reports whether band b has a character on the table that has not activated.
func (s *State) canActivate(b int) bool {
	for i := range s.Models {
		m := &s.Models[i]
		if !m.Zombie && !m.Out && m.Band == b && !m.Done {
			return true
		}
	}
	return false
}

// nextActivation hands the next activation to the other band if it has a character left,
// else to the same band (R4 d, R5); with none left anywhere the round ends (R6).
func (c *ctx) nextActivation() {
	s := c.s
	if s.Result != nil {
		return
	}
	s.Phase = PhaseActivation
	s.Event = nil
	if c.r.bands() == 2 && s.canActivate(1-s.Turn) {
		s.Turn = 1 - s.Turn
		return
	}
	if s.canActivate(s.Turn) {
		return
	}
	if s.Round >= rounds {
		c.endGame()
		return
	}
	c.startRound()
}

// bandOnTable counts band b's characters on the table.
func (s *State) bandOnTable(b int) int {
	n := 0
	for i := range s.Models {
		if m := &s.Models[i]; !m.Zombie && !m.Out && m.Band == b {
			n++
		}
	}
	return n
}

// bandSize counts band b's characters, fallen or not.
func (s *State) bandSize(b int) int {
	n := 0
	for i := range s.Models {
		if m := &s.Models[i]; !m.Zombie && m.Band == b {
			n++
		}
	}
	return n
}

// checkWipeout ends the game at once when a band has no character left (V1).
func (c *ctx) checkWipeout() {
	s := c.s
	if s.Result != nil || s.Phase == PhaseRollOff || s.Phase == PhaseDeploy {
		return
	}
	for b := 0; b < c.r.bands(); b++ {
		if s.bandOnTable(b) > 0 {
			continue
		}
		res := &Result{Reason: c.r.bandName(b) + ": no one left standing"}
		switch {
		case c.r.bands() == 2:
			res.Winners = []int{1 - b}
			res.Reason += ": victory to " + c.r.bandName(1-b)
		case c.r.opt.Mode == SoloHorde:
			res.Winners = []int{horde}
			res.Reason += ": the horde wins"
		default:
			res.Reason += ": the dead win"
		}
		c.finish(res)
		return
	}
}

// finish ends the game with res.
func (c *ctx) finish(res *Result) {
	c.s.Result = res
	c.s.Phase = PhaseOver
	c.s.Active, c.s.Event, c.s.Surge = -1, nil, nil
	c.emit(game.Event{Type: game.EvVictory, Text: res.Reason})
}
