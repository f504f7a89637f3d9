package directordeck

import (
	"errors"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// FuzzCommands applies arbitrary decoded commands to a game in each step reached by the
// fallbacks: each is applied or refused, and the rules never fail.
func FuzzCommands(f *testing.F) {
	for _, seed := range []string{
		`{"type":"commit","survivor":"s1","cards":["ammo#0001","ammo#0001"]}`,
		`{"type":"commit","survivor":"s9","cards":[]}`,
		`{"type":"move","survivor":"s1","to":{"Q":-999999999,"R":5}}`,
		`{"type":"stay","survivor":""}`,
		`{"type":"attack","survivor":"s2","target":"z1","cards":["x","y","z"]}`,
		`{"type":"reload","survivor":"s3"}`,
		`{"type":"swap","survivor":"s4"}`,
		`{"type":"melee","survivor":"s1"}`,
		`{"type":"use-item","survivor":"s4","item":"medkit","target":"s7"}`,
		`{"type":"use-item","survivor":"s4","item":"shotgun"}`,
		`{"type":"revive","survivor":"s1","target":"s1"}`,
		`{"type":"pass","survivor":"s2"}`,
	} {
		f.Add([]byte(seed), uint8(0))
	}
	s, err := BuiltinScenario("director-deck")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte, steps uint8) {
		e, err := Codec().Decode(data)
		if err != nil {
			return
		}
		sess, _ := Ruleset{}.New(s, game.Setup{Seed: 1})
		for i := 0; i < int(steps)%80; i++ {
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

// FuzzScenario reads arbitrary scenario documents: each is read or refused with problems,
// never a panic, and a read one starts a game.
func FuzzScenario(f *testing.F) {
	good, _ := shelf().Source("director-deck")
	f.Add(good)
	f.Add([]byte(`{"format":"tabletop-scenario","version":1,"ruleset":"director-deck","id":"x","name":"X","table":{"width":48,"height":40},"board":{"start":[47,1],"hexSize":3}}`))
	f.Add([]byte(`{"format":"tabletop-scenario","version":1,"ruleset":"director-deck","id":"x","name":"X","table":{"width":48,"height":40},"board":{"hexSize":"big"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := maps.LoadWith("fuzz", data, extension{})
		if err != nil {
			return
		}
		if _, err := (Ruleset{}).New(s, game.Setup{Seed: 1}); err != nil {
			t.Logf("a read scenario did not start: %v", err)
		}
	})
}
