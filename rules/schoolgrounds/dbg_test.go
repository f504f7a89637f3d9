package schoolgrounds

import (
	"fmt"
	"testing"

	"github.com/borrowed-time/tabletop/engine"
)

func TestDbg(t *testing.T) {
	g0, _ := Ruleset{}.New(scenario(t), engine.Setup{Seed: 3})
	g := g0.(*engine.Game[State])
	round := 0
	for n := 0; n < 20000; n++ {
		if _, over := g.Outcome(); over {
			break
		}
		s := g.State()
		if s.Round != round {
			round = s.Round
			line := fmt.Sprintf("R%d kills %d car %d zombies %d |", s.Round, s.Kills, len(s.Car), len(s.Zombies))
			for _, sv := range s.Survivors {
				line += fmt.Sprintf(" %s:%s:%d@%v %v", sv.Char[:2], sv.Life[:2], sv.HP, sv.At, sv.Hand)
			}
			fmt.Println(line)
		}
		seat := g.Turn()[0]
		cmd, ok := computer{}.Next(g, seat)
		if ok {
			if _, err := g.Apply(seat, engine.Entry{Cmd: cmd}); err == nil {
				continue
			}
		}
		fs, c, _ := g.Fallback()
		g.Apply(fs, engine.Entry{Cmd: c})
	}
	o, _ := g.Outcome()
	fmt.Println(o.Reason)
}
