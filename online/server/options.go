package server

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// checkOptions refuses a room's options that the online game does not offer: table dice
// (the server rolls every die, so that no seat names its own), a key the ruleset neither
// lists in its Options specs nor keeps in the setup it made (an unknown option), and a value
// none of a listed option's choices has. kept is the setup the ruleset made from the
// request: what a game keeps of its options is what it knows of them.
func checkOptions(rs game.Ruleset, raw json.RawMessage, kept game.Setup) error {
	if kept.TableDice {
		return badRequest("table dice are not offered online: the server rolls every die")
	}
	given := map[string]json.RawMessage{}
	if t := bytes.TrimSpace(raw); len(t) > 0 && string(t) != "null" {
		if err := json.Unmarshal(t, &given); err != nil {
			return badRequest("the options should be a JSON object: %v", err)
		}
	}
	keptKeys := map[string]json.RawMessage{}
	json.Unmarshal(kept.Options, &keptKeys) // a game that keeps no object keeps no extra keys
	specs := rs.Options()
	listed := map[string]string{}
	for k, v := range given {
		switch {
		case k == "tableDice":
			return badRequest("table dice are not offered online: the server rolls every die")
		case slices.ContainsFunc(specs, func(s game.OptionSpec) bool { return s.Key == k }):
			var text string
			if err := json.Unmarshal(v, &text); err != nil {
				return badRequest("option %s of %s takes a text value", maps.Truncate(k, 40), rs.Name())
			}
			listed[k] = text
		case keptKeys[k] == nil:
			return badRequest("%q is not an option of %s (known: %s)", maps.Truncate(k, 40), rs.Name(), knownOptions(specs, keptKeys))
		}
	}
	data, _ := json.Marshal(listed)
	if _, err := game.ReadOptions(rs.Name(), data, specs); err != nil {
		return badRequest("%v", err)
	}
	return nil
}

// knownOptions lists the keys a ruleset takes: its specs' and those its setup keeps.
func knownOptions(specs []game.OptionSpec, kept map[string]json.RawMessage) string {
	var keys []string
	for _, s := range specs {
		keys = append(keys, s.Key)
	}
	for k := range kept {
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	if len(keys) == 0 {
		return "none"
	}
	return strings.Join(keys, ", ")
}
