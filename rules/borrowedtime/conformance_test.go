package borrowedtime_test

import (
	"encoding/json"
	"testing"

	"github.com/borrowed-time/tabletop/game/conformance"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules/borrowedtime"
)

func TestConformance(t *testing.T) {
	var scens []*maps.Scenario
	for _, n := range maps.BuiltinNamesFor(maps.BorrowedTime) {
		s, err := maps.Builtin(n)
		if err != nil {
			t.Fatal(err)
		}
		scens = append(scens, s)
	}
	conformance.Run(t, borrowedtime.Ruleset{}, conformance.Config{Scenarios: scens, Games: 2, MaxCommands: 4000, Seed: 1, Computer: true,
		Options: []json.RawMessage{nil, json.RawMessage(`{"agendas":"random","heatCheck":"text"}`)},
		// The kinds random play takes on every run; the rest (doors, searches, the Heat menu
		// by target, cards) are played through the actions in seam_test.go.
		Kinds: []string{"move", "attack", "end-activation", "end-survivor-phase", "director", "end-spending", "activate-zombie", "activate-all", "end-round"}})
}
