package zombiemarines

import (
	"github.com/borrowed-time/tabletop/maps"
)

// BuiltinScenario loads one of the game's built-in scenarios by id ("zombie-marines").
func BuiltinScenario(id string) (*maps.Scenario, error) {
	data, err := maps.BuiltinSource(id)
	if err != nil {
		return nil, err
	}
	return LoadScenario(id, data)
}
