package zombiemarines

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

func TestFallbacksPlayAGameToItsEnd(t *testing.T) {
	g := newGame(t, "", false)
	for i := 0; i < 3000; i++ {
		if _, over := g.Outcome(); over {
			o, _ := g.Outcome()
			t.Logf("over after %d commands, round %d: %s", i, o.Round, o.Reason)
			return
		}
		seat, cmd, ok := g.Fallback()
		if !ok {
			t.Fatal("no fallback")
		}
		if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
			t.Fatalf("step %d: %T %+v by %s: %v (phase %s)", i, cmd, cmd, seat, err, g.State().Phase)
		}
	}
	t.Fatalf("no end: %s", g.View(game.Host).Status)
}

func TestComputerPlayersFinishGames(t *testing.T) {
	wins := map[bool]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		s := scenario(t).s
		sess, _ := Ruleset{}.New(s, game.Setup{Seed: seed})
		g := sess.(*game.Game[State])
		for i := 0; ; i++ {
			if i > 5000 {
				t.Fatalf("seed %d: no end: %s", seed, g.View(game.Host).Status)
			}
			if _, over := g.Outcome(); over {
				break
			}
			seat := g.Turn()[0]
			pl, _ := Ruleset{}.Computer(seat)
			cmd, ok := pl.Next(g, seat)
			if !ok {
				t.Fatalf("seed %d: %s proposes nothing in %s", seed, seat, g.State().Phase)
			}
			if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
				t.Fatalf("seed %d: %s's %T %+v refused: %v", seed, seat, cmd, cmd, err)
			}
		}
		wins[g.State().Result.Marines]++
		t.Logf("seed %d: round %d, %s", seed, g.State().Round, g.State().Result.Reason)
	}
	t.Logf("marines won %d of 40", wins[true])
}
