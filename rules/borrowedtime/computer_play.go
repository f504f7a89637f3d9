package borrowedtime

import (
	"fmt"
)

// Play runs a game to its end with the computer playing both sides. A command the rules
// refuse (a policy's mistake; counted in refused) is replaced by ending the activation, the
// phase step or the phase, so the game always goes on. It fails after limit commands, a
// guard against a policy that stops making progress.
func PlayOut(g *Game, d *ComputerDirector, s *ComputerSurvivors, limit int) (commands, refused int, err error) {
	for commands < limit {
		st := g.ReadState() // unchanged by a refused command, read before the next
		if st.Phase == PhaseOver {
			return commands, refused, nil
		}
		var cmd Command
		var ok bool
		if st.Phase == PhaseSurvivors {
			cmd, ok = s.Next(g)
		} else {
			cmd, ok = d.Next(g)
		}
		if !ok {
			cmd = fallback(st)
		}
		if _, err := g.Apply(cmd); err != nil {
			refused++
			if _, err := g.Apply(fallback(st)); err != nil {
				return commands, refused, fmt.Errorf("round %d: neither %s nor its fallback is allowed: %v", st.Round, cmd.CommandType(), err)
			}
		}
		commands++
	}
	return commands, refused, fmt.Errorf("the game did not end within %d commands", limit)
}

// fallback is the command that always moves the game on from a state.
func fallback(st *State) Command {
	switch {
	case st.Phase == PhaseSurvivors && st.Pending != nil && len(st.Pending.Cards) > 0:
		return Choose{Survivor: st.Pending.Survivor, Item: st.Pending.Cards[0]}
	case st.Phase == PhaseSurvivors && st.Active != "":
		return EndActivation{Survivor: st.Active}
	case st.Phase == PhaseSurvivors:
		return EndSurvivorPhase{}
	case st.Step == StepSpend:
		return EndSpending{}
	}
	for _, m := range st.Models {
		if !m.IsSurvivor() && m.OnTable() && !m.Acted {
			return ActivateAllZombies{}
		}
	}
	return EndRound{}
}

// Fallback returns the command that always moves a game on from a state: ending the
// activation, the spending, the zombies' turn, the phase or the round. A table uses it when
// a computer player's command is refused.
func Fallback(st *State) Command { return fallback(st) }
