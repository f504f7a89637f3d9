package survivors

import (
	"encoding/json"
	"testing"

	"github.com/borrowed-time/tabletop/game/conformance"
	"github.com/borrowed-time/tabletop/maps"
)

func TestConformance(t *testing.T) {
	scens := []*maps.Scenario{builtin(t, "dockside-depot"), builtin(t, "pharmacy-run")}
	for _, mode := range []string{"two-bands", "solo", "solo-horde"} {
		t.Run(mode, func(t *testing.T) {
			opts := []json.RawMessage{json.RawMessage(`{"mode":"` + mode + `"}`)}
			conformance.Run(t, Ruleset{}, conformance.Config{Scenarios: scens, Options: opts, Games: 2, MaxCommands: 1500, Seed: 1, Computer: true})
		})
	}
}
