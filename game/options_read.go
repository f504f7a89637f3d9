package game

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// ReadOptions reads a game's options object (a JSON object of text values, Setup.Options)
// against its specs: every option's chosen value, or its Default where the object leaves it
// out or gives "". An option the game does not have, or a value none of its choices has, is
// refused in words that name the game and list what it may be.
func ReadOptions(game string, raw json.RawMessage, specs []OptionSpec) (map[string]string, error) {
	given := map[string]string{}
	if len(raw) > 0 && string(raw) != "null" {
		if err := json.Unmarshal(raw, &given); err != nil {
			return nil, fmt.Errorf("the options should be an object of text values: %v", err)
		}
	}
	out := map[string]string{}
	for _, s := range specs {
		out[s.Key] = s.Default
	}
	for k, v := range given {
		i := slices.IndexFunc(specs, func(s OptionSpec) bool { return s.Key == k })
		if i < 0 {
			var keys []string
			for _, s := range specs {
				keys = append(keys, s.Key)
			}
			return nil, fmt.Errorf("%q is not an option of %s (known: %s)", clip(k), game, strings.Join(keys, ", "))
		}
		if v == "" {
			continue
		}
		if err := checkValue(specs[i], v); err != nil {
			return nil, err
		}
		out[k] = v
	}
	for _, s := range specs { // presets: the options a value chosen sets, unless given
		i := slices.IndexFunc(s.Values, func(c Choice) bool { return c.ID == out[s.Key] })
		if i < 0 {
			continue
		}
		for k, v := range s.Values[i].Sets {
			if given[k] == "" {
				out[k] = v
			}
		}
	}
	return out, nil
}

// checkValue refuses a value none of an option's choices has; for an option of Many, each of
// the ids it joins, once each and no more than Many.
func checkValue(spec OptionSpec, v string) error {
	ids := []string{v}
	if spec.Many > 1 {
		ids = strings.Split(v, ",")
		if len(ids) > spec.Many {
			return fmt.Errorf("option %s takes at most %d of its values; %d are given", spec.Key, spec.Many, len(ids))
		}
	}
	for i, id := range ids {
		if !slices.ContainsFunc(spec.Values, func(c Choice) bool { return c.ID == id }) {
			var known []string
			for _, c := range spec.Values {
				known = append(known, c.ID)
			}
			return fmt.Errorf("option %s cannot be %q (choose one of: %s)", spec.Key, clip(id), strings.Join(known, ", "))
		}
		if slices.Contains(ids[:i], id) {
			return fmt.Errorf("option %s names %q twice", spec.Key, clip(id))
		}
	}
	return nil
}

// clip shortens what a player typed to 40 characters for a message.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:39]) + "…"
	}
	return s
}
