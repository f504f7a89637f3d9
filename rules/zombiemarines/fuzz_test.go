package zombiemarines

import (
	"errors"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// FuzzCommands applies arbitrary decoded commands to a game in each phase reached by the
// fallbacks: each is applied or refused, and the rules never fail.
func FuzzCommands(f *testing.F) {
	for _, seed := range []string{
		`{"type":"move","marine":"m1","to":{"X":-5,"Y":99999}}`,
		`{"type":"attack","marine":"m1","weapon":-7,"target":"z1"}`,
		`{"type":"fire-again","marine":"m2","target":""}`,
		`{"type":"reload","marine":"m1","weapon":99}`,
		`{"type":"throw","marine":"m1","at":{"X":34,"Y":34}}`,
		`{"type":"give","marine":"m1","to":"m1","item":0}`,
		`{"type":"take","marine":"m1","from":"m2","item":-1}`,
		`{"type":"place-door","edge":{"X":35,"Y":0,"West":true}}`,
		`{"type":"place-zombie","at":{"X":17,"Y":17}}`,
		`{"type":"deploy","seat":0,"kind":"lieutenant","at":{"X":0,"Y":0}}`,
		`{"type":"choose-start","tile":-1}`,
		`{"type":"zombie-move","zombie":"z1","to":{"X":0,"Y":0}}`,
		`{"type":"break-door","zombie":"z1","to":{"X":-1,"Y":-1}}`,
		`{"type":"heal","marine":"m1","target":"m1","stand":true}`,
		`{"type":"order","marine":"m1","target":"m9"}`,
	} {
		f.Add([]byte(seed), uint8(0))
	}
	s := scenario(f).s
	f.Fuzz(func(t *testing.T, data []byte, steps uint8) {
		e, err := Codec().Decode(data)
		if err != nil {
			return
		}
		sess, _ := Ruleset{}.New(s, game.Setup{Seed: 1})
		for i := 0; i < int(steps)%120; i++ {
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
