package survivors

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

// BuiltinScenario loads one of the game's built-in scenarios by id ("dockside-depot").
func BuiltinScenario(id string) (*maps.Scenario, error) {
	data, err := shelf().Source(id)
	if err != nil {
		return nil, err
	}
	return LoadScenario(id, data)
}

// shelf is the game's built-in scenarios.
func shelf() maps.Shelf { return maps.Shelf{Ruleset: string(ID), Files: Ruleset{}.Scenarios()} }
