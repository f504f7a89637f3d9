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
func (Ruleset) Scenarios() fs.FS {
	files, _ := fs.Sub(scenarioFiles, "scenarios") // a fixed directory the embed holds
	return files
}

// BuiltinScenario loads one of the game's built-in scenarios by id ("dockside-depot").
func BuiltinScenario(id string) (*maps.Scenario, error) {
	data, err := shelf().Source(id)
	if err != nil {
		return nil, err
	}
	return LoadScenario(id, data)
}

// shelf is the game's built-in scenarios as a catalog of its own.
func shelf() maps.Catalog {
	return maps.NewCatalog(maps.Shelf{Ruleset: string(ID), Files: Ruleset{}.Scenarios()})
}
