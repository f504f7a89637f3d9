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

// Every mark a game's tokens carry is in the table's key: a down or spent token seen in a
// game of each ruleset, played by its computer players, has its game's words for the mark.
func TestEveryMarkATokenCarriesHasWordsForTheKey(t *testing.T) {
	for _, rs := range rules.All() {
		name := rules.Builtins(rs.ID())[0]
		s, _, err := rules.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.New(s, game.Setup{Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for n := 0; n < 1500 && len(g.Turn()) > 0; n++ {
			v := g.View(game.Host)
			for _, tk := range v.Tokens {
				mark, words := "", ""
				switch {
				case tk.Fallen:
				case tk.Down && tk.Kind == "survivor":
					mark, words = "a survivor down", v.States.SurvivorDown
				case tk.Down:
					mark, words = "a zombie down", v.States.ZombieDown
				case tk.Spent:
					mark, words = "spent", v.States.Spent
				}
				if mark != "" && words == "" && !seen[mark] {
					seen[mark] = true
					t.Errorf("%s: %s shows %s, and the view has no words for it", name, tk.Name, mark)
				}
			}
			seat := g.Turn()[0]
			var cmd game.Command
			if p, ok := rs.Computer(seat); ok {
				cmd, _ = p.Next(g, seat)
			}
			if cmd == nil {
				var ok bool
				if seat, cmd, ok = g.Fallback(); !ok {
					break
				}
			}
			if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
	}
}
