package zombiemarines

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

func scenario(t testing.TB) *scen {
	t.Helper()
	s, err := BuiltinScenario("zombie-marines")
	if err != nil {
		t.Fatal(err)
	}
	return &scen{s}
}

func newGame(t testing.TB, opts string, table bool) *game.Game[State] {
	t.Helper()
	s := scenario(t).s
	var raw []byte
	if opts != "" {
		raw = []byte(opts)
	}
	g, err := Ruleset{}.New(s, game.Setup{Seed: 1, Options: raw, TableDice: table})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*game.Game[State])
}

type scen struct{ s *maps.Scenario }
