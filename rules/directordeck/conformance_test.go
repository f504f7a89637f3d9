package directordeck

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/conformance"
	"github.com/borrowed-time/tabletop/maps"
)

func TestConformance(t *testing.T) {
	s, err := BuiltinScenario("director-deck")
	if err != nil {
		t.Fatal(err)
	}
	opts := []json.RawMessage{nil, json.RawMessage(`{"players":"2","difficulty":"hard","zombieMove":"d6","woken":"wait"}`), json.RawMessage(`{"players":"3","difficulty":"easy","zombieMove":"3"}`)}
	kinds := []string{strings.TrimSuffix(actCollect, ":")}
	for _, k := range []game.ActionID{actCommit, actMove, actStay, actAttack, actReload, actSwap, actMelee, actRevive, actPass} {
		kinds = append(kinds, string(k))
	}
	for _, k := range []ItemKind{Medkit, AmmoBox, PipeBomb} {
		kinds = append(kinds, actUsePref+string(k))
	}
	conformance.Run(t, Ruleset{}, conformance.Config{Scenarios: []*maps.Scenario{s}, Options: opts, Games: 4, MaxCommands: 4000, Seed: 1, Computer: true,
		Kinds: kinds})
}
