package rules

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// Scenarios is the catalog of every game's built-in scenarios, each game's as its package
// embeds them (game.Ruleset's Scenarios): made from All, so a game in the list brings its
// scenarios and nothing else names them.
func Scenarios() maps.Catalog {
	var shelves []maps.Shelf
	for _, rs := range All() {
		shelves = append(shelves, maps.Shelf{Ruleset: string(rs.ID()), Files: rs.Scenarios()})
	}
	return maps.NewCatalog(shelves...)
}

// BuiltinNames lists every game's built-in scenarios by id.
func BuiltinNames() []string { return Scenarios().Names() }

// Builtins lists a ruleset's built-in scenarios by id.
func Builtins(id game.RulesetID) []string { return Scenarios().NamesFor(string(id)) }

// BuiltinRuleset returns the id of the game a built-in scenario is for ("" when there is no
// such built-in).
func BuiltinRuleset(name string) game.RulesetID { return game.RulesetID(Scenarios().Ruleset(name)) }

// BuiltinSource returns the JSON text of a built-in scenario of any game.
func BuiltinSource(name string) ([]byte, error) { return Scenarios().Source(name) }

// Builtin loads a built-in scenario of any game, with the game it is for.
func Builtin(name string) (*maps.Scenario, game.Ruleset, error) {
	data, err := BuiltinSource(name)
	if err != nil {
		return nil, nil, err
	}
	return Load(name, data)
}
