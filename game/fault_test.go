package game_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// broken is the race's rules with a bug in every judgement a table asks for.
type broken struct{ raceRules }

func (broken) Apply(*raceState, game.Command, *game.Dice, func(game.Event)) error { panic("no") }
func (broken) Actions(*raceState, game.SeatID, string) []game.Action              { panic("no") }
func (broken) Preview(*raceState, game.SeatID, string, game.ActionID, game.Picks) game.Preview {
	panic("no")
}
func (broken) Build(*raceState, game.SeatID, string, game.ActionID, game.Picks) (game.Command, error) {
	panic("no")
}

// A panic in the rules is a refusal that says so, whatever the table asked: the game is as it
// was and play can go on.
func TestAPanicInTheRulesNeverLosesTheGame(t *testing.T) {
	var c game.TypedCodec
	game.Register[roll](&c)
	g, err := game.NewGame(race{}, raceScenario(t), game.Setup{Seed: 3}, &c, game.Rules[raceState](broken{}))
	if err != nil {
		t.Fatal(err)
	}
	h := g.Hash()
	var fault *game.RulesFault
	if _, err := g.Apply("red", game.Entry{Cmd: roll{Seat: "red"}}); !errors.As(err, &fault) || g.Hash() != h || len(g.Log()) != 0 {
		t.Fatalf("Apply: %v", err)
	}
	if _, err := g.Build("red", "", "roll", game.Picks{}); !errors.As(err, &fault) {
		t.Fatalf("Build: %v", err)
	}
	if acts := g.Actions("red", ""); len(acts) != 1 || acts[0].Enabled || !strings.Contains(acts[0].Why, "the rules failed") {
		t.Fatalf("Actions: %+v", acts)
	}
	if pv := g.Preview("red", "", "roll", game.Picks{}); pv.OK || !strings.Contains(pv.Text, "the rules failed") {
		t.Fatalf("Preview: %+v", pv)
	}
	if g.Hash() != h {
		t.Fatal("the game changed")
	}
}
