package survivors

import (
	"os"
	"testing"

	"github.com/borrowed-time/tabletop/engine"
)

func TestDebugLog(t *testing.T) {
	if os.Getenv("SURV_DEBUG") == "" {
		t.Skip()
	}
	g, _ := Ruleset{}.New(builtin(t, os.Getenv("SURV_DEBUG")), engine.Setup{Seed: 7})
	for step := 0; step < 400; step++ {
		turn := g.Turn()
		if len(turn) == 0 {
			break
		}
		p, _ := Ruleset{}.Computer(turn[0])
		cmd, _ := p.Next(g, turn[0])
		evs, err := g.Apply(turn[0], engine.Entry{Cmd: cmd})
		t.Logf("%s %#v %v", turn[0], cmd, err)
		for _, e := range evs {
			t.Logf("    %s", e.Text)
		}
	}
}
