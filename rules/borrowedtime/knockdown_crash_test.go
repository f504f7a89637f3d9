package borrowedtime

import (
	"errors"
	"os"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// Round 3 of Last Stop Gas: Grizz attacking a Shambler with Knock Down once closed the window
// with a panic in the push's route queries (issue 27: the blow had killed the Shambler, and
// the push asked for routes of a base no longer on the table). Every attack he can make from
// this save is applied or refused with a reason, never a fault, and a refusal leaves the game
// exactly as it was.
func TestKnockDownFromTheCrashSaveNeverLosesTheGame(t *testing.T) {
	data, err := os.ReadFile("testdata/saves/knock-down-crash-before.json")
	if err != nil {
		t.Fatal(err)
	}
	g, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	st := g.ReadState()
	var targets []string
	for i := range st.Models {
		if m := &st.Models[i]; !m.IsSurvivor() && m.OnTable() {
			targets = append(targets, m.ID)
		}
	}
	tried, applied := 0, 0
	for _, target := range targets {
		for _, weapon := range []string{"", "tire-iron"} {
			{
				before := g.Hash()
				n := len(g.Log())
				_, err := g.Apply(Attack{Survivor: "grizz", Target: target, Weapon: weapon, KnockDown: true})
				tried++
				var fault *game.RulesFault
				switch {
				case err == nil:
					applied++
					if err := g.Undo(len(g.Log()) - n); err != nil {
						t.Fatal(err)
					}
				case errors.As(err, &fault):
					t.Errorf("attack on %s: %v", target, fault)
				}
				if g.Hash() != before {
					t.Fatalf("attack on %s: the game changed (%v)", target, err)
				}
			}
		}
	}
	if tried == 0 {
		t.Fatal("nothing tried")
	}
	t.Logf("%d attacks tried, %d applied", tried, applied)
}
