package survivors

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// playOut plays a game with the computer at every seat, returning the session.
func playOut(t *testing.T, scen, opts string, seed uint64) game.Session {
	t.Helper()
	var raw []byte
	if opts != "" {
		raw = []byte(opts)
	}
	g, err := Ruleset{}.New(builtin(t, scen), game.Setup{Seed: seed, Options: raw})
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; step < 3000; step++ {
		turn := g.Turn()
		if len(turn) == 0 {
			return g
		}
		p, _ := Ruleset{}.Computer(turn[0])
		cmd, ok := p.Next(g, turn[0])
		if !ok {
			t.Fatalf("step %d: the computer for %s has nothing to propose (%s)", step, turn[0], g.View(game.Host).Status)
		}
		if _, err := g.Apply(turn[0], game.Entry{Cmd: cmd}); err != nil {
			if _, fb, ok := g.Fallback(); ok {
				if _, err2 := g.Apply(game.Host, game.Entry{Cmd: fb}); err2 != nil {
					t.Fatalf("step %d: fallback %#v refused: %v", step, fb, err2)
				}
			}
			t.Logf("step %d: %s %#v refused: %v", step, turn[0], cmd, err)
		}
	}
	t.Fatalf("no end after 3000 commands: %s", g.View(game.Host).Status)
	return g
}

func TestComputerPlaysWholeGames(t *testing.T) {
	for _, c := range []struct{ scen, opts string }{
		{"dockside-depot", ""}, {"pharmacy-run", ""}, {"dockside-depot", `{"mode":"solo-horde"}`}, {"pharmacy-run", `{"mode":"two-bands"}`},
	} {
		g := playOut(t, c.scen, c.opts, 7)
		out, _ := g.Outcome()
		t.Logf("%s %s: %d commands, %s (score %v)", c.scen, c.opts, len(g.Log()), out.Reason, out.Score)
		twoBands := len(g.Seats()) == 2 && !strings.Contains(c.opts, "solo-horde")
		if len(out.Winners) == 0 && twoBands != (out.Victor == "") {
			t.Errorf("%s %s: no seat won, and the victor is %q (two bands: %v)", c.scen, c.opts, out.Victor, twoBands)
		}
	}
}
