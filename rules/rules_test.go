package rules_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules"
)

func TestEveryBuiltinScenarioOpensWithItsGameAndStarts(t *testing.T) {
	seen := map[string]bool{}
	if err := rules.Scenarios().Check(); err != nil {
		t.Fatal(err)
	}
	if len(rules.BuiltinNames()) < 7 {
		t.Fatalf("the catalog lists %v: the games' scenarios are missing", rules.BuiltinNames())
	}
	for _, name := range rules.BuiltinNames() {
		s, rs, err := rules.Open(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if seen[s.ID] {
			t.Errorf("two built-in scenarios have the id %q", s.ID)
		}
		seen[s.ID] = true
		if string(rs.ID()) != s.Ruleset || string(rules.BuiltinRuleset(name)) != s.Ruleset {
			t.Errorf("%s: ruleset %s, scenario says %s", name, rs.ID(), s.Ruleset)
		}
		g, err := rules.New(s, game.Setup{Seed: 1})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if v := g.View(game.Host); len(g.Turn()) == 0 || len(v.Tokens)+len(v.Markers) == 0 {
			t.Errorf("%s: a new game has no seat to act or nothing on the table", name)
		}
	}
	for _, rs := range rules.All() {
		if len(rules.Builtins(rs.ID())) == 0 {
			t.Errorf("%s has no built-in scenario", rs.Name())
		}
	}
}

func TestAScenarioForAnUnknownGameIsRefusedWithItsPath(t *testing.T) {
	_, _, err := rules.Load("x.json", []byte(`{"format":"tabletop-scenario","version":1,"ruleset":"chess","id":"x","name":"X"}`))
	var ve *maps.ValidationError
	if !errors.As(err, &ve) || ve.Problems[0].Path != "ruleset" || !strings.Contains(ve.Error(), "borrowed-time") {
		t.Fatalf("%v", err)
	}
}

func TestSavesOfUnknownGamesOrJunkAreRefused(t *testing.T) {
	for _, data := range []string{"", "{", `{"format":"tabletop-save","version":1,"ruleset":"chess"}`, `{"format":"tabletop-save","version":1,"ruleset":"borrowed-time"}`, `[1,2]`} {
		_, err := rules.LoadSave([]byte(data))
		if err == nil {
			t.Errorf("%q loaded", data)
		}
	}
}
