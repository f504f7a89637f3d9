package zombiemarines

import (
	"encoding/json"
	"testing"

	"github.com/borrowed-time/tabletop/game/conformance"
	"github.com/borrowed-time/tabletop/maps"
)

func TestConformance(t *testing.T) {
	scens := []*maps.Scenario{scenario(t).s}
	opts := []json.RawMessage{nil, json.RawMessage(`{"marines":"1","lieutenant":"on"}`)}
	conformance.Run(t, Ruleset{}, conformance.Config{Scenarios: scens, Options: opts, Games: 2, MaxCommands: 4000, Seed: 1, Computer: true})
	// Eight seats make every step's views eight times the work: one game is enough.
	many := []json.RawMessage{json.RawMessage(`{"marines":"7","lieutenant":"on","friendlyFire":"off"}`)}
	conformance.Run(t, Ruleset{}, conformance.Config{Scenarios: scens, Options: many, Games: 1, MaxCommands: 4000, Seed: 3, Computer: true})
}
