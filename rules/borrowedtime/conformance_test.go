package borrowedtime_test

import (
	"encoding/json"
	"testing"

	"github.com/borrowed-time/tabletop/game/conformance"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/rules/borrowedtime"
)

func TestConformance(t *testing.T) {
	var scens []*maps.Scenario
	for _, n := range rules.Builtins(borrowedtime.Ruleset{}.ID()) {
		s, err := borrowedtime.BuiltinScenario(n)
		if err != nil {
			t.Fatal(err)
		}
		scens = append(scens, s)
	}
	var kinds []string
	for _, k := range append(borrowedtime.ActionKinds(), borrowedtime.DirectorMenu()...) {
		kinds = append(kinds, string(k))
	}
	// Seven games a scenario and options: a Revive, a Pick Up and a Rally each need a game in
	// which the dice go just so (a survivor down beside another, an item dropped); four games
	// no longer took them all once the fights could step back, and six once a drop on a car
	// went beside it instead of being refused.
	conformance.Run(t, borrowedtime.Ruleset{}, conformance.Config{Scenarios: scens, Games: 7, MaxCommands: 4000, Seed: 1, Computer: true,
		Options: []json.RawMessage{nil,
			json.RawMessage(`{"agendas":"random","heatCheck":"text"}`),
			// The survivors whose skills are actions of their own: Sparky's Jury-Rig, Father
			// Michael's Rally,
			// Patches' choice of cards; with every other house rule on.
			json.RawMessage(`{"survivors":"sparky,patches,father-michael,leo,lady-luck","bleedOut":"guts","complications":"survivors","keepZombieHeat":"on","shriekStandingOnly":"on","threatBeforeRescue":"on","hordeKillsPerTray":"on"}`)},
		Kinds: kinds})
}
