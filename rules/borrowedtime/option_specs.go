package borrowedtime

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

// survivorOrder is the compendium's order of the ten survivors.
var survivorOrder = []string{"ramirez", "grizz", "sharma", "leo", "odessa", "sparky", "father-michael", "patches", "fury", "lady-luck"}

// pointLimits are the point limits a custom team may be held to.
var pointLimits = []int{250, 320, 400}

// Options lists every choice a group makes before a game of Borrowed Time (its house rules,
// docs/rules-interpretations.md; a custom team and its point limit; secret agendas), as the
// start screen and the online server offer them. Each value is text: an on/off house rule is
// "on" or "" (off), the team is survivor ids joined by commas. Dice and who plays each seat
// are the engine's (game.Setup, the seats).
func (Ruleset) Options() []game.OptionSpec {
	// choice is a value of an option, named and explained as Describe has it.
	choice := func(value, describe string) game.Choice {
		d, _ := Describe("option:" + describe)
		label := d.Name
		if _, after, ok := strings.Cut(label, ": "); ok {
			label = after
		}
		return game.Choice{ID: value, Label: label, Help: d.Summary}
	}
	onOff := func(key, label, help, off, on string) game.OptionSpec {
		return game.OptionSpec{Key: key, Label: label, Help: help,
			Values: []game.Choice{{ID: "", Label: "No", Help: off}, {ID: "on", Label: "Yes", Help: on}}}
	}
	specs := []game.OptionSpec{
		{Key: "heatCheck", Label: "Heat check", Default: "table",
			Help:   "At high Heat a die may push the Threat track up a space. The rulebook's table and its text give different numbers: pick which to follow.",
			Values: []game.Choice{choice("table", "heat-check:table"), choice("text", "heat-check:text")}},
		{Key: "bleedOut", Label: "Bleed out", Help: "How a Downed survivor may die at the start of each round.",
			Values: []game.Choice{choice("", "bleed-out:d6"), choice("guts", "bleed-out:guts")}},
		{Key: "complications", Label: "Complications", Help: "Whose rolled 1s give the Director Heat.",
			Values: []game.Choice{choice("", "complications:attack"), choice("survivors", "complications:survivors")}},
		{Key: "keepZombieHeat", Label: "Zombie-phase Heat", Help: "Whether the Heat the zombies' own attacks raise is kept for the next round or lost.",
			Values: []game.Choice{choice("", "zombie-heat:lost"), choice("on", "zombie-heat:kept")}},
		{Key: "agendas", Label: "Secret agendas", Help: "Each survivor may quietly chase a goal of their own, revealed at the end.",
			Values: []game.Choice{choice("", "agendas:none"), choice("own", "agendas:own"), choice("random", "agendas:random")}},
		{Key: "shriekStandingOnly", Label: "Shrieks at the Downed", Help: "Whether a Screamer shrieks at a Downed survivor it sees.",
			Values: []game.Choice{{ID: "", Label: "Yes", Help: "A Downed survivor in sight is enough for a shriek, as the rulebook reads."},
				{ID: "on", Label: "No", Help: "Only a standing survivor in sight makes a Screamer shriek."}}},
		onOff("threatBeforeRescue", "Threat before the rescue", "In The Rooftop Signal, whether the last round's Threat step comes before the rescue.",
			"The rescue is checked first: surviving the third Director's phase is enough.", "The Threat step comes first, and may end the game before the rescue."),
		onOff("hordeKillsPerTray", "A Horde is one kill", "For King of the Swing: whether a Horde tray counts as one melee kill, or one per model removed.",
			"Each Horde model a melee Wound removes is a kill.", "A whole Horde tray counts as one kill."),
	}
	team := game.OptionSpec{Key: "survivors", Label: "Team", Many: len(survivorOrder),
		Help: "The scenario's own survivors, or a team of your own from the compendium (each with their point value)."}
	for _, id := range survivorOrder {
		p := survivorProfiles[id]
		team.Values = append(team.Values, game.Choice{ID: id, Label: fmt.Sprintf("%s (%d)", p.Name, p.Points), Help: summaryOf(id)})
	}
	limit := game.OptionSpec{Key: "pointLimit", Label: "Point limit", Help: "The most a custom team may be worth.",
		Values: []game.Choice{choice("", "point-limit:none")}}
	for _, n := range pointLimits {
		d, _ := Describe("option:point-limit:" + strconv.Itoa(n))
		limit.Values = append(limit.Values, game.Choice{ID: strconv.Itoa(n), Label: fmt.Sprintf("%d points", n), Help: d.Summary})
	}
	return append(specs, team, limit)
}

// ReadOptions reads an options object: the house rules by the names docs/commands.md gives,
// as the start screen and the server write them (text values: "on" for a house rule, the team
// as ids joined by commas, the point limit as a number in text) or as a save keeps them (true,
// a list, a number); nothing else.
func ReadOptions(raw json.RawMessage) (Options, error) {
	var opts Options
	if len(bytes.TrimSpace(raw)) == 0 || string(raw) == "null" {
		return opts, nil
	}
	fields := map[string]json.RawMessage{}
	if err := json.Unmarshal(raw, &fields); err != nil {
		return opts, fmt.Errorf("the options are not Borrowed Time's: %v", err)
	}
	var specs []game.OptionSpec
	for k, v := range fields {
		var text string
		if json.Unmarshal(v, &text) != nil {
			continue // a save's own form: true, a list, a number
		}
		if specs == nil {
			specs = Ruleset{}.Options()
		}
		for _, s := range specs {
			if s.Key == k && text != "" {
				if _, err := game.ReadOptions("Borrowed Time", []byte(fmt.Sprintf(`{%q:%q}`, k, text)), []game.OptionSpec{s}); err != nil {
					return opts, err
				}
			}
		}
		if norm, ok := fromText(k, text); ok {
			fields[k] = norm
		}
	}
	normal, _ := json.Marshal(fields)
	dec := json.NewDecoder(bytes.NewReader(normal))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&opts); err != nil {
		return opts, fmt.Errorf("the options are not Borrowed Time's: %v", err)
	}
	return opts, opts.validate()
}

// fromText is a text option value in the options' own form: "on" for a house rule that is a
// yes or no, a number in text for the point limit, ids joined by commas for the team; false
// when the option's own form is text.
func fromText(key, text string) (json.RawMessage, bool) {
	switch key {
	case "keepZombieHeat", "tableDice", "shriekStandingOnly", "threatBeforeRescue", "hordeKillsPerTray", "trayCircles":
		return json.RawMessage(strconv.FormatBool(text == "on" || text == "true")), true
	case "pointLimit":
		if text == "" {
			return json.RawMessage("0"), true
		}
		if _, err := strconv.Atoi(text); err == nil {
			return json.RawMessage(text), true
		}
	case "survivors":
		var ids []string
		if text != "" {
			ids = strings.Split(text, ",")
		}
		data, _ := json.Marshal(ids)
		return data, true
	}
	return nil, false
}

// SpecValues writes the options as the option specs' text values (what the start screen and
// the online server take), leaving out the defaults, the table dice (the setup's) and what no
// player chooses.
func (o Options) SpecValues() json.RawMessage {
	out := map[string]string{}
	set := func(k, v string) {
		if v != "" {
			out[k] = v
		}
	}
	on := func(b bool) string {
		if b {
			return "on"
		}
		return ""
	}
	set("heatCheck", o.HeatCheck)
	set("bleedOut", o.BleedOut)
	set("complications", o.Complications)
	set("agendas", o.Agendas)
	set("keepZombieHeat", on(o.KeepZombieHeat))
	set("shriekStandingOnly", on(o.ShriekStandingOnly))
	set("threatBeforeRescue", on(o.ThreatBeforeRescue))
	set("hordeKillsPerTray", on(o.HordeKillsPerTray))
	set("survivors", strings.Join(o.Survivors, ","))
	if o.PointLimit > 0 {
		out["pointLimit"] = strconv.Itoa(o.PointLimit)
	}
	if len(out) == 0 {
		return nil
	}
	data, _ := json.Marshal(out)
	return data
}
