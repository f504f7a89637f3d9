package zombiemarines

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// playUntil plays the scripted players' commands in g until done says so or the game ends.
func playUntil(t *testing.T, g *game.Game[State], done func(s *State) bool) {
	t.Helper()
	for n := 0; n < 5000 && !done(g.State()); n++ {
		if _, over := g.Outcome(); over {
			return
		}
		seat, cmd, ok := g.Fallback()
		if pl, has := g.Ruleset().Computer(g.Turn()[0]); has {
			if c, ok2 := pl.Next(g, g.Turn()[0]); ok2 {
				seat, cmd, ok = g.Turn()[0], c, true
			}
		}
		if !ok {
			t.Fatal("no way on")
		}
		if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
			t.Fatalf("%s: %v", cmd.CommandType(), err)
		}
	}
}

func TestTheZombiesWinOnceTheChoppersLastTurnIsOver(t *testing.T) {
	g := newGame(t, "", false)
	playUntil(t, g, func(s *State) bool { return s.Round >= 2 && s.Phase == PhaseZombies })
	if _, over := g.Outcome(); over {
		t.Skip("the game ended before the second turn's zombies")
	}
	g.State().Round = 50 // the last turn the chopper waits, by default
	playUntil(t, g, func(s *State) bool { return s.Round > 50 })
	o, over := g.Outcome()
	if !over || len(o.Winners) != 1 || o.Winners[0] != SeatZombies || !strings.Contains(o.Reason, "Turn 50 is over") {
		t.Fatalf("after turn 50: over %v, %+v", over, o)
	}
	if lines := g.View(SeatZombies).Lines; !strings.Contains(strings.Join(lines, " "), "until turn 50 is over") {
		t.Errorf("the goals do not say the limit: %q", lines)
	}

	g = newGame(t, `{"turns":"none"}`, false)
	playUntil(t, g, func(s *State) bool { return s.Round >= 2 && s.Phase == PhaseZombies })
	g.State().Round = 50
	playUntil(t, g, func(s *State) bool { return s.Round > 51 })
	if o, over := g.Outcome(); over && strings.Contains(o.Reason, "Turn") {
		t.Fatalf("without a limit the game ended for time: %+v", o)
	}
}
