package directordeck

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// BenchmarkComputerGame plays one whole game with the computer in every seat.
func BenchmarkComputerGame(b *testing.B) {
	s, err := BuiltinScenario("director-deck")
	if err != nil {
		b.Fatal(err)
	}
	for n := 0; n < b.N; n++ {
		sess, _ := Ruleset{}.New(s, game.Setup{Seed: uint64(n + 1)})
		for {
			if _, over := sess.Outcome(); over {
				break
			}
			seat := sess.Turn()[0]
			pl, _ := Ruleset{}.Computer(seat)
			cmd, _ := pl.Next(sess, seat)
			if _, err := sess.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
