package zombiemarines

import (
	"encoding/json"
	"strconv"

	"github.com/borrowed-time/tabletop/game"
)

// Options are the house rules a group chooses before a game (zombie-marines.md).
type Options struct {
	Marines      int  // marines: 1 to 12 (K1)
	Lieutenant   bool // lieutenant: on (K6)
	FriendlyFire bool // grenades kill marines too (A14): the text's rule, on by default
	// QuietStreets (house rule H1, docs/rulesets/zombie-marines.md): a tile turning over
	// brings half its zombies, rounded up, and new zombies rise only in odd-numbered turns.
	QuietStreets bool
	// DicePerSix (house rule H2): new zombies roll 1d4 per started six marines, not three.
	DicePerSix bool
	// OnesMiss (house rule H3): a natural 1 misses whatever the modifiers; the text's table
	// makes a 1 with +3 or more a knock-down (A7).
	OnesMiss bool
	// FirstGame (house rule H4, the "first game" preset): quiet streets, and a tile turning
	// over rolls 1d4 per started six marines, for a first game the marines can win.
	FirstGame bool
	// Turns (V3) is the last turn the chopper waits: the zombies win once it is over with the
	// marines still on the ground (0: it waits for ever).
	Turns int
}

func choice(id, label, help string) game.Choice {
	return game.Choice{ID: id, Label: label, Help: help}
}

// optionSpecs lists the options; the marines' count is limited by the scenario.
func optionSpecs(st *Setup) []game.OptionSpec {
	var counts []game.Choice
	for n := 1; n <= st.MaxMarines; n++ {
		counts = append(counts, choice(strconv.Itoa(n), game.Plural(n, "marine", "marines"), game.Plural(n, "marine", "marines")+", each a seat of its own."))
	}
	return []game.OptionSpec{
		{Key: "game", Label: "Difficulty", Help: "The rules as written favour the zombies heavily: a squad of four wins about one game in nine. A first game takes the house rules that make it close to even.", Default: "rules",
			Values: []game.Choice{choice("rules", "As written (hard)", "The text's own numbers: the marines win one game in six to one in ten."),
				{ID: "first", Label: "First game (house rules)", Help: "Quiet streets (it sets the Streets row), and a tile turning over rolls one d4 per six marines for its zombies (the turn's new zombies still roll as the Zombie dice row says): about an even game for four marines.",
					Sets: map[string]string{"streets": "quiet"}}}},
		{Key: "marines", Label: "Marines", Help: "How many marines play, one seat each.", Default: strconv.Itoa(st.DefaultMarines), Values: counts},
		{Key: "lieutenant", Label: "Marine Lieutenant", Help: "Whether one marine may be a Lieutenant, who orders others to run faster.", Default: "off",
			Values: []game.Choice{choice("off", "No Lieutenant", "Medics, Grunts and Sergeants only."), choice("on", "Lieutenant allowed", "One marine may be the Lieutenant.")}},
		{Key: "friendlyFire", Label: "Grenades and marines", Help: "Whether a grenade kills marines in its blast as well as zombies.", Default: "on",
			Values: []game.Choice{choice("on", "Kills marines too", "As the rules read."), choice("off", "Spares marines", "A gentler game.")}},
		{Key: "streets", Label: "Streets", Help: "How many zombies the streets bring: as the rules read, or a house rule for a game the marines can win more often.", Default: "busy",
			Values: []game.Choice{choice("busy", "Busy (the rules)", "Every turn brings new zombies, and a tile turning over all its dice show."),
				choice("quiet", "Quiet (house rule)", "New zombies only in odd-numbered turns, and a tile turning over half its dice's zombies, rounded up.")}},
		{Key: "squadDice", Label: "Zombie dice", Help: "How many d4 each turn's new zombies roll for the squad's size (a tile turning over rolls its own, as the Difficulty row says).", Default: "three",
			Values: []game.Choice{choice("three", "1d4 per 3 marines (the rules)", "One die for every three marines or part of three."),
				choice("six", "1d4 per 6 marines (house rule)", "One die for every six marines or part of six: big squads meet fewer zombies.")}},
		{Key: "turns", Label: "The chopper waits", Help: "How many turns the marines have to hold the helipad: once the last is over, the zombies win. The text sets no limit; without one, a squad dug in where the dead come one at a time can hold out for ever.", Default: "50",
			Values: []game.Choice{choice("50", "50 turns", "Longer than nearly every game lasts: it only ends a squad that holds out and never moves on."),
				choice("30", "30 turns", "A race: the marines must move on."),
				choice("none", "No limit (the text)", "Play until the chopper lands or every marine is dead.")}},
		{Key: "ones", Label: "A natural 1", Help: "The text's table adds the modifiers to every roll; some tables read a 1 as always a miss.", Default: "table",
			Values: []game.Choice{choice("table", "Read the table (the rules)", "A 1 with +3 or more knocks a zombie down; a 1 still ends automatic fire."),
				choice("miss", "Always a miss (house rule)", "A natural 1 misses whatever the modifiers.")}},
	}
}

func parseOptions(raw json.RawMessage, st *Setup) (Options, error) {
	vals, err := game.ReadOptions("Zombie Marines", raw, optionSpecs(st))
	if err != nil {
		return Options{}, err
	}
	get := func(k, _ string) string { return vals[k] } // the specs hold the defaults
	n, _ := strconv.Atoi(get("marines", strconv.Itoa(st.DefaultMarines)))
	o := Options{Marines: n, Lieutenant: get("lieutenant", "off") == "on", FriendlyFire: get("friendlyFire", "on") == "on",
		QuietStreets: get("streets", "busy") == "quiet", DicePerSix: get("squadDice", "three") == "six",
		OnesMiss: get("ones", "table") == "miss", FirstGame: get("game", "rules") == "first"}
	// "none" reads as 0: no limit.
	o.Turns, _ = strconv.Atoi(get("turns", "50"))
	return o, nil
}
