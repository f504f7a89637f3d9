package schoolgrounds

import (
	"errors"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// FuzzCommands applies arbitrary decoded commands to a game in each phase reached by the
// fallbacks: each is applied or refused, and the rules never fail.
func FuzzCommands(f *testing.F) {
	for _, seed := range []string{
		`{"type":"move","survivor":"s1","to":{"X":-5,"Y":99999}}`,
		`{"type":"attack","survivor":"s1","target":"z1","weapon":"pistol#99"}`,
		`{"type":"open","survivor":"s1","door":-1}`,
		`{"type":"block","survivor":"s2","door":999}`,
		`{"type":"break-window","survivor":"s1","window":-3}`,
		`{"type":"search","survivor":"s0"}`,
		`{"type":"keep","survivor":"s3","card":""}`,
		`{"type":"use-item","survivor":"s1","card":"bandages#06","target":"t1"}`,
		`{"type":"ability","survivor":"s4","target":"s4"}`,
		`{"type":"trade","survivor":"s1","with":"s1","give":["x","x"]}`,
		`{"type":"answer","survivor":"s2","accept":true,"give":null}`,
		`{"type":"choose","seat":9,"char":"milo","at":{"X":14,"Y":8}}`,
		`{"type":"spawn","at":{"X":41,"Y":0}}`,
		`{"type":"make-brute","at":{"X":0,"Y":0}}`,
		`{"type":"zombie-move","zombie":"z1","to":{"X":0,"Y":0}}`,
		`{"type":"zombie-attack","zombie":"t1","target":"s1"}`,
		`{"type":"bash","zombie":"z1","door":3}`,
		`{"type":"damage"}`,
	} {
		f.Add([]byte(seed), uint8(0))
	}
	s := scenario(f)
	f.Fuzz(func(t *testing.T, data []byte, steps uint8) {
		e, err := Codec().Decode(data)
		if err != nil {
			return
		}
		sess, _ := Ruleset{}.New(s, game.Setup{Seed: 1})
		for i := 0; i < int(steps)%160; i++ {
			seat, cmd, ok := sess.Fallback()
			if !ok {
				break
			}
			sess.Apply(seat, game.Entry{Cmd: cmd})
		}
		e.Dice = nil
		_, err = sess.Apply(game.Host, e)
		var fault *game.RulesFault
		if errors.As(err, &fault) {
			t.Fatalf("%s: %v\n%s", data, fault, fault.Stack)
		}
	})
}

// FuzzScenarioBoard reads arbitrary boards: each loads or is refused with problems, and
// the reader never fails.
func FuzzScenarioBoard(f *testing.F) {
	base, _ := shelf().Source("school-grounds")
	f.Add(base)
	f.Add([]byte(`{"format":"tabletop-scenario","version":1,"ruleset":"school-grounds","id":"x","name":"X","table":{"width":42,"height":17},"board":{"plan":["+"],"hatches":[{"a":[1,1],"b":[1e9,-1]}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := LoadScenario("fuzz.json", data)
		if err == nil {
			if _, err := (Ruleset{}).New(s, game.Setup{Seed: 1}); err != nil {
				t.Fatalf("a scenario that loads does not start: %v", err)
			}
		}
	})
}
