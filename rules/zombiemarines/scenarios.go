package zombiemarines

import (
	"embed"

	"github.com/borrowed-time/tabletop/maps"
)

// scenarioFiles are the game's own scenarios, kept beside the rules until the game joins the
// registry (then they move to maps/scenarios).
//
//go:embed scenarios/*.json
var scenarioFiles embed.FS

// BuiltinScenario loads one of the game's own scenarios by id ("zombie-marines").
func BuiltinScenario(id string) (*maps.Scenario, error) {
	data, err := scenarioFiles.ReadFile("scenarios/" + id + ".json")
	if err != nil {
		return nil, err
	}
	return LoadScenario(id, data)
}
