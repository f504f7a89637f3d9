package directordeck

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

func TestFallbacksPlayAGameToItsEnd(t *testing.T) {
	g := newGame(t, "", false)
	for i := 0; i < 5000; i++ {
		if o, over := g.Outcome(); over {
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
