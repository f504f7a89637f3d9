package borrowedtime

import (
	"github.com/borrowed-time/tabletop/game"
)

// Borrowed Time's table draws its own panel (cmd/tabletop), so its action list offers only
// what moves the game on; the rest of its actions join the list as the panel moves to it.
const actionGoOn game.ActionID = "go-on"

func (r *Rules) Actions(st *State, seat game.SeatID, model string) []game.Action {
	if model != "" || st.Phase == PhaseOver {
		return nil
	}
	cmd := Fallback(st)
	a := game.Action{ID: actionGoOn, Label: label(cmd), Help: "Moves the game on to what comes next.", Key: "Enter", Enabled: true}
	if seat != game.Host && seat != actor(cmd) {
		a.Enabled, a.Why = false, "It is the other side's turn."
	}
	return []game.Action{a}
}

func label(cmd Command) string {
	switch cmd.Type {
	case CmdChoose:
		return "Keep the first card"
	case CmdEndActivation:
		return "End the activation"
	case CmdEndSurvivorPhase:
		return "End the survivors' phase"
	case CmdEndSpending:
		return "Stop spending Heat"
	case CmdActivateAll:
		return "Activate every zombie"
	}
	return "End the round"
}

func (r *Rules) Build(st *State, seat game.SeatID, model string, a game.ActionID, p game.Picks) (game.Command, error) {
	if a != actionGoOn {
		return nil, game.Refuse("Borrowed Time has no action %q here", a)
	}
	return Fallback(st), nil
}

func (r *Rules) Preview(*State, game.SeatID, string, game.ActionID, game.Picks) game.Preview {
	return game.Preview{}
}
