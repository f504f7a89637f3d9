package schoolgrounds

import (
	"testing"

	"github.com/borrowed-time/tabletop/engine"
)

func BenchmarkComputerGame(b *testing.B) {
	s, _ := BuiltinScenario("school-grounds")
	for i := 0; i < b.N; i++ {
		g0, _ := Ruleset{}.New(s, engine.Setup{Seed: uint64(i + 1)})
		g := g0.(*engine.Game[State])
		for n := 0; n < 20000; n++ {
			if _, over := g.Outcome(); over {
				break
			}
			seat := g.Turn()[0]
			if cmd, ok := (computer{}).Next(g, seat); ok {
				if _, err := g.Apply(seat, engine.Entry{Cmd: cmd}); err == nil {
					continue
				}
			}
			fs, c, _ := g.Fallback()
			g.Apply(fs, engine.Entry{Cmd: c})
		}
	}
}
