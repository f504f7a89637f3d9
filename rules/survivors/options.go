package survivors

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

// Mode is how many bands play and who moves the zombies (P3).
type Mode string

// The game modes.
const (
	TwoBands  Mode = "two-bands"
	Solo      Mode = "solo"
	SoloHorde Mode = "solo-horde"
)

// Options are the house rules a game is played with (survivors.md §13).
type Options struct {
	Mode           Mode
	PerAction      bool // disturbance: per-action (D4)
	BadIdeaAdds    bool // badIdea: add (D7)
	PlacedActs     bool // placedActs (Z4)
	WanderAll      bool // surgeWander: all (§7.3)
	ReloadDisturbs bool // reloadDisturbs (§4)
	RiskyMustReach bool // risky: must-reach (§8.1)
	PassBoth       bool // passCheck: both (S8)
	SuppliesLost   bool // dropSupplies: lost (S9)
	SoloRandom     bool // soloEntry: random (§11.2)
	// QuietSearcher (quietFrom: searcher, S3a): a search's 6" is measured from the searcher,
	// not from the objective.
	QuietSearcher bool
}

func choice(id, label, help string) game.Choice {
	return game.Choice{ID: id, Label: label, Help: help}
}

// optionSpecs lists the options. The mode's Default is "": the mode the scenario is made for
// (P3). Any option given as "" takes its default.
var optionSpecs = []game.OptionSpec{
	{Key: "mode", Label: "Game mode", Help: "Two bands against each other and the dead, or one band alone. Left empty: the way the scenario is made to be played.", Default: "",
		Values: []game.Choice{choice("two-bands", "Two bands", "Two players, each with a band; they move the zombies for each other."),
			choice("solo", "One band, zombies by rule", "One player; the zombies act by fixed priorities."),
			choice("solo-horde", "One band, a horde player", "One player with a band; a second player moves the zombies against it.")}},
	{Key: "disturbance", Label: "Disturbance rolls", Help: "Whether each cause gives one roll, or each noisy action its own.", Default: "per-cause",
		Values: []game.Choice{choice("per-cause", "One per cause", "One roll for Advancing, one for attacking, however often."),
			choice("per-action", "One per action", "One roll for every Advance and every noisy Attack.")}},
	{Key: "badIdea", Label: "Bad Idea", Help: "Whether a Bad Idea's three failures replace the other rolls or come on top.", Default: "replace",
		Values: []game.Choice{choice("replace", "Replace the rolls", "Exactly three failures, no dice."),
			choice("add", "On top of the rolls", "Three failures plus the rolls for every other cause.")}},
	{Key: "placedActs", Label: "New zombies act", Help: "Whether a zombie placed by an event also acts at once.", Default: "false",
		Values: []game.Choice{choice("false", "No", "A zombie an event places only arrives: it does not act this time."), choice("true", "Yes", "A zombie an event places arrives and acts at once.")}},
	{Key: "surgeWander", Label: "Wandering surge", Help: "On a surge of 4 or 5, how many far-off zombies wander.", Default: "one-each",
		Values: []game.Choice{choice("one-each", "One each", "Each player moves one."), choice("all", "All of them", "The players take turns until none is left.")}},
	{Key: "reloadDisturbs", Label: "Reloading is noisy", Help: "Whether reloading counts as an Attack for the disturbance rolls.", Default: "true",
		Values: []game.Choice{choice("true", "Yes", "As the rules read."), choice("false", "No", "Reloading is quiet.")}},
	{Key: "risky", Label: "Risky backfire", Help: "Whether the zombie must reach the wielder to strike back.", Default: "any-distance",
		Values: []game.Choice{choice("any-distance", "From anywhere", "The zombie strikes wherever it stands."),
			choice("must-reach", "Must reach", "The zombie moves up to 4\" and strikes only if it gets within 1\".")}},
	{Key: "passCheck", Label: "Passing supplies", Help: "Who must have no zombie within 6\" to pass supplies.", Default: "giver",
		Values: []game.Choice{choice("giver", "The giver", "Only the character passing."), choice("both", "Both", "The giver and the receiver.")}},
	{Key: "dropSupplies", Label: "Fallen characters' supplies", Help: "What happens to the supplies of a character taken out of action.", Default: "marker",
		Values: []game.Choice{choice("marker", "Dropped", "They lie where the character fell, for anyone to collect."), choice("lost", "Lost", "They are gone.")}},
	{Key: "quietFrom", Label: "A search's 6\"", Help: "The text forbids a search with an enemy or zombie within 6 inches without saying of what: the objective or the searcher.", Default: "objective",
		Values: []game.Choice{choice("objective", "Of the objective", "Nobody may be within 6\" of the objective searched."), choice("searcher", "Of the searcher", "Nobody may be within 6\" of the character searching.")}},
	{Key: "soloEntry", Label: "Solo entry points", Help: "Where zombies arrive when they act by rule.", Default: "nearest",
		Values: []game.Choice{choice("nearest", "Nearest", "The entry point nearest to the band."), choice("random", "Random", "A die picks the entry point.")}},
}

// parseOptions reads the options object (a JSON object of strings); defaultMode is the
// scenario's.
func parseOptions(raw json.RawMessage, defaultMode Mode) (Options, error) {
	vals := map[string]string{}
	if len(raw) > 0 && string(raw) != "null" {
		if err := json.Unmarshal(raw, &vals); err != nil {
			return Options{}, fmt.Errorf("the options should be an object of text values: %v", err)
		}
	}
	for k, v := range vals {
		spec, ok := optionSpec(k)
		if !ok {
			return Options{}, fmt.Errorf("%q is not an option of Survivors (known: %s)", k, strings.Join(optionKeys(), ", "))
		}
		if v == "" {
			delete(vals, k) // "": the default
			continue
		}
		if !slices.ContainsFunc(spec.Values, func(c game.Choice) bool { return c.ID == v }) {
			return Options{}, fmt.Errorf("option %s cannot be %q (choose one of: %s)", k, v, strings.Join(choiceIDs(spec.Values), ", "))
		}
	}
	get := func(k, def string) string {
		if v, ok := vals[k]; ok {
			return v
		}
		return def
	}
	o := Options{Mode: Mode(get("mode", string(defaultMode))),
		PerAction: get("disturbance", "") == "per-action", BadIdeaAdds: get("badIdea", "") == "add",
		PlacedActs: get("placedActs", "") == "true", WanderAll: get("surgeWander", "") == "all",
		ReloadDisturbs: get("reloadDisturbs", "true") == "true", RiskyMustReach: get("risky", "") == "must-reach",
		PassBoth: get("passCheck", "") == "both", SuppliesLost: get("dropSupplies", "") == "lost",
		SoloRandom: get("soloEntry", "") == "random", QuietSearcher: get("quietFrom", "") == "searcher"}
	return o, nil
}

func optionSpec(key string) (game.OptionSpec, bool) {
	for _, s := range optionSpecs {
		if s.Key == key {
			return s, true
		}
	}
	return game.OptionSpec{}, false
}

func optionKeys() []string {
	var out []string
	for _, s := range optionSpecs {
		out = append(out, s.Key)
	}
	return out
}

func choiceIDs(cs []game.Choice) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.ID)
	}
	return out
}
