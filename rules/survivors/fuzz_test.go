package survivors

import (
	"errors"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// FuzzCommands applies arbitrary commands to a game in round 1: each is applied or refused,
// and the rules never fail.
func FuzzCommands(f *testing.F) {
	for _, seed := range []string{
		`{"type":"move","model":"ann","to":{"X":5,"Y":5}}`,
		`{"type":"attack","model":"ann","target":"bo","weapon":"pistol"}`,
		`{"type":"pass-supplies","model":"ann","to":"bo","count":-3}`,
		`{"type":"place-zombie","entry":"north-gate","at":{"X":1e308,"Y":-1}}`,
		`{"type":"activate-zombie","zombie":"","to":{"X":0,"Y":0}}`,
		`{"type":"move","model":"ann","to":{"X":3,"Y":3},"via":[{"X":1e9,"Y":0}]}`,
	} {
		f.Add([]byte(seed))
	}
	s, err := LoadScenario("test-yard", []byte(testScenario))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := Codec().Decode(data)
		if err != nil {
			return
		}
		sess, _ := (Ruleset{}).New(s, game.Setup{Seed: 1})
		sess.Apply(game.Host, game.Entry{Cmd: RollOff{}})
		sess.Apply(game.Host, game.Entry{Cmd: EndDeployment{}})
		sess.Apply(game.Host, game.Entry{Cmd: EndDeployment{}})
		e.Dice = nil
		_, err = sess.Apply(game.Host, e)
		var fault *game.RulesFault
		if errors.As(err, &fault) {
			t.Fatalf("%s: %v\n%s", data, fault, fault.Stack)
		}
	})
}
