package table

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/rules"
)

// TestEveryRollGoesToTheTray plays games of each game with real dice typed in (table dice,
// from a generator here) by its computer players: every die a command takes is shown in
// the dice tray's rows (the events' dice), none rolled in secret.
func TestEveryRollGoesToTheTray(t *testing.T) {
	for _, scenario := range []string{"dockside-depot", "pharmacy-run", "zombie-marines", "school-grounds", "director-deck"} {
		t.Run(scenario, func(t *testing.T) {
			sc, _, err := rules.Open(scenario)
			if err != nil {
				t.Fatal(err)
			}
			rnd := rand.New(rand.NewPCG(3, 4))
			missing := map[string]int{}
			rolled := 0
			for seed := uint64(1); seed <= 3; seed++ {
				s, err := rules.New(sc, game.Setup{Seed: seed, TableDice: true})
				if err != nil {
					t.Fatal(err)
				}
				for step := 0; step < 600; step++ {
					if _, over := s.Outcome(); over {
						break
					}
					seat, cmd, ok := tabletest.NextCommand(s)
					if !ok {
						break
					}
					var dice []int
					var evs []game.Event
					for tries := 0; ; tries++ {
						evs, err = s.Apply(seat, game.Entry{Cmd: cmd, Dice: dice})
						var dw *game.DiceWanted
						if err == nil || !errors.As(err, &dw) || tries > 200 {
							break
						}
						sides := max(dw.Sides, 6)
						switch {
						case dw.Need > len(dice):
							for len(dice) < dw.Need {
								dice = append(dice, 1+rnd.IntN(sides))
							}
						case dw.Need < len(dice):
							dice = dice[:dw.Need]
						default: // as many as it said, and it wants more (a tie rolled again)
							dice = append(dice, 1+rnd.IntN(sides))
						}
					}
					if err != nil {
						if fs, fb, ok := s.Fallback(); ok {
							s.Apply(fs, game.Entry{Cmd: fb})
						}
						continue
					}
					shown := 0
					for _, e := range evs {
						shown += len(e.Dice)
					}
					rolled += len(dice)
					if shown < len(dice) {
						missing[fmt.Sprintf("%s (%d of %d dice shown)", cmd.CommandType(), shown, len(dice))]++
					}
				}
			}
			t.Logf("%d dice rolled", rolled)
			for what, n := range missing {
				t.Errorf("%s: %d times", what, n)
			}
		})
	}
}
