package borrowedtime

import (
	"embed"
	"io/fs"

	"github.com/borrowed-time/tabletop/maps"
)

// scenarioFiles are the game's built-in scenarios, embedded beside its rules.
//
//go:embed scenarios/*.json
var scenarioFiles embed.FS

// Scenarios are the game's built-in scenarios, a file "ID.json" each (game.Ruleset).
func (Ruleset) Scenarios() fs.FS { return maps.ScenarioFolder(scenarioFiles) }

// BuiltinScenario loads one of the game's built-in scenarios by id ("last-stop-gas").
func BuiltinScenario(id string) (*maps.Scenario, error) {
	data, err := shelf().Source(id)
	if err != nil {
		return nil, err
	}
	return maps.Load(id, data)
}

// shelf is the game's built-in scenarios.
func shelf() maps.Shelf {
	return maps.Shelf{Ruleset: string(Ruleset{}.ID()), Files: Ruleset{}.Scenarios()}
}
