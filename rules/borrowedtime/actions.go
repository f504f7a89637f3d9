package borrowedtime

import (
	"github.com/borrowed-time/tabletop/ai"
	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/game"
)

// Borrowed Time's table draws its own panel (cmd/tabletop), so its action list offers only
// what moves the game on; the rest of its actions join the list as the panel moves to it.
const actionGoOn engine.ActionID = "go-on"

func (s *session) Actions(seat engine.SeatID, model string) []engine.Action {
	st := s.g.ReadState()
	if model != "" || st.Phase == game.PhaseOver {
		return nil
	}
	cmd := ai.Fallback(st)
	a := engine.Action{ID: actionGoOn, Label: label(cmd), Help: "Moves the game on to what comes next.", Key: "Enter", Enabled: true}
	if seat != engine.Host && seat != actor(cmd) {
		a.Enabled, a.Why = false, "It is the other side's turn."
	}
	return []engine.Action{a}
}

func label(cmd game.Command) string {
	switch cmd.Type {
	case game.CmdChoose:
		return "Keep the first card"
	case game.CmdEndActivation:
		return "End the activation"
	case game.CmdEndSurvivorPhase:
		return "End the survivors' phase"
	case game.CmdEndSpending:
		return "Stop spending Heat"
	case game.CmdActivateAll:
		return "Activate every zombie"
	}
	return "End the round"
}

func (s *session) Build(seat engine.SeatID, model string, a engine.ActionID, p engine.Picks) (engine.Command, error) {
	if a != actionGoOn {
		return nil, engine.Refuse("Borrowed Time has no action %q here", a)
	}
	return Command{ai.Fallback(s.g.ReadState())}, nil
}

func (s *session) Preview(engine.SeatID, string, engine.ActionID, engine.Picks) engine.Preview {
	return engine.Preview{}
}
