package survivors

import (
	"encoding/json"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/conformance"
	"github.com/borrowed-time/tabletop/maps"
)

func TestConformance(t *testing.T) {
	scens := []*maps.Scenario{builtin(t, "dockside-depot"), builtin(t, "pharmacy-run")}
	var opts []json.RawMessage
	for _, mode := range []string{"two-bands", "solo", "solo-horde"} {
		opts = append(opts, json.RawMessage(`{"mode":"`+mode+`"}`))
	}
	var kinds []string
	for _, k := range []game.ActionID{ActRollOff, ActDeploy, ActEndDeployment, ActMove, ActAdvance, ActClimb, ActAttack, ActReload,
		ActSearch, ActCollect, ActPass, ActEnd, ActZombie, ActPickZombie, ActPlace, ActTableChooses} {
		kinds = append(kinds, string(k))
	}
	conformance.Run(t, Ruleset{}, conformance.Config{Scenarios: scens, Options: opts, Games: 2, MaxCommands: 1500, Seed: 5, Computer: true,
		Kinds: kinds})
}
