package zombiemarines

import (
	"encoding/json"
	"testing"

	"github.com/borrowed-time/tabletop/engine/conformance"
	"github.com/borrowed-time/tabletop/maps"
)

func TestConformance(t *testing.T) {
	opts := []json.RawMessage{nil, json.RawMessage(`{"marines":"1","lieutenant":"on"}`), json.RawMessage(`{"marines":"7","lieutenant":"on","friendlyFire":"off"}`)}
	conformance.Run(t, Ruleset{}, conformance.Config{Scenarios: []*maps.Scenario{scenario(t).s}, Options: opts, Games: 2, MaxCommands: 4000, Seed: 1, Computer: true})
}
