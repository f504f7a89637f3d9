package schoolgrounds

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/borrowed-time/tabletop/game"
)

// Options are the house rules a group chooses before a game (school-grounds.md §9).
type Options struct {
	Players     int  // players: 2 to 5, each starting as a survivor
	ZombieCrit  bool // a zombie's 20 doubles its damage as well as infecting
	ZombieSpeed int  // squares a zombie moves in one action
	Unlock      int  // zombies killed before the purple piles may be searched
	DoorHP      int  // damage a door or hatch takes before it breaks
	Rounds      int  // the master wins at the end of this round (0: never)
	// BareBack (house rule): a defending survivor strikes back for a bare d6, without its
	// weapon's modifier (C7).
	BareBack bool
	// Master (house rule) is the player who becomes the zombie master after the second turn,
	// when that player's survivor still lives (T2); 0: drawn at random, as the text says.
	Master int
}

func choice(id, label, help string) game.Choice {
	return game.Choice{ID: id, Label: label, Help: help}
}

// optionSpecs lists the options with their values.
func optionSpecs() []game.OptionSpec {
	var players []game.Choice
	for n := 2; n <= 5; n++ {
		players = append(players, choice(strconv.Itoa(n), game.Plural(n, "player", "players"), "One of them becomes the zombie master after the second turn."))
	}
	masters := []game.Choice{choice("drawn", "Drawn at random", "The rules: one of the players whose survivor still lives, drawn by the game.")}
	for n := 1; n <= 5; n++ {
		masters = append(masters, choice(strconv.Itoa(n), fmt.Sprintf("Player %d", n),
			fmt.Sprintf("Player %d plays the zombies from the third turn on (if Player %d's survivor has died by then, the master is drawn among the living).", n, n)))
	}
	return []game.OptionSpec{
		{Key: "players", Label: "Players", Help: "How many players, one seat each; all start as survivors.", Default: "5", Values: players},
		{Key: "zombieCrit", Label: "A zombie's 20", Help: "The text says a zombie rolling 20 attacks 'like normal' and infects; some tables read its damage as doubled too.", Default: "normal",
			Values: []game.Choice{choice("normal", "Normal damage and infection", "The damage is not doubled."), choice("double", "Double damage and infection", "As a survivor's critical hit.")}},
		{Key: "zombieSpeed", Label: "Zombie speed", Help: "The text gives the survivors' move only; zombies may shamble or move as far.", Default: "2",
			Values: []game.Choice{choice("2", "2 squares a move", "Shambling dead: the survivors can outrun them."), choice("3", "3 squares a move", "Faster zombies: a harder game."),
				choice("5", "5 squares a move", "As far as a survivor: the master all but always wins.")}},
		{Key: "unlock", Label: "Purple piles open after", Help: "How many zombies the survivors must kill before the top tier may be searched.", Default: "3",
			Values: []game.Choice{choice("3", "3 kills", ""), choice("5", "5 kills", ""), choice("8", "8 kills", ""), choice("12", "12 kills", "")}},
		{Key: "doorHP", Label: "Door strength", Help: "How many times a zombie must damage a door or hatch to break it.", Default: "2",
			Values: []game.Choice{choice("1", "1 hit", "One damaging roll breaks it."), choice("2", "2 hits", ""), choice("3", "3 hits", "")}},
		{Key: "strikeBack", Label: "A defender's blow", Help: "A survivor who rolls 20 (or double the zombie's roll) while defending strikes back in full: with its weapon, as the text counts a survivor's damage, or a bare d6 as a zombie's.", Default: "weapon",
			Values: []game.Choice{choice("weapon", "d6 + the weapon (the rules)", "A survivor's damage is always a d6 and its weapon's modifier."), choice("bare", "A bare d6 (house rule)", "As a zombie striking back.")}},
		{Key: "master", Label: "Zombie master", Help: "Who becomes the zombie master after the second turn: drawn at random among the living, as the rules say, or a player the group agrees on.", Default: "drawn",
			Values: masters},
		{Key: "rounds", Label: "Time limit", Help: "The master wins if the survivors have not escaped by the end of this turn.", Default: "40",
			Values: []game.Choice{choice("30", "30 turns", ""), choice("40", "40 turns", ""), choice("none", "No limit", "Play until the car leaves or every survivor is dead.")}},
	}
}

func parseOptions(raw json.RawMessage) (Options, error) {
	vals, err := game.ReadOptions("School Grounds", raw, optionSpecs())
	if err != nil {
		return Options{}, err
	}
	get := func(k string) string { return vals[k] }
	num := func(k string) int { n, _ := strconv.Atoi(get(k)); return n }
	o := Options{Players: num("players"), ZombieCrit: get("zombieCrit") == "double", ZombieSpeed: num("zombieSpeed"),
		Unlock: num("unlock"), DoorHP: num("doorHP"), Rounds: num("rounds"), BareBack: get("strikeBack") == "bare", Master: num("master")}
	if o.Master > o.Players {
		return Options{}, fmt.Errorf("School Grounds: option master: Player %d is not at a table of %d players (choose drawn or a player from 1 to %d)", o.Master, o.Players, o.Players)
	}
	return o, nil
}
