package directordeck

import (
	"encoding/json"
	"strconv"

	"github.com/borrowed-time/tabletop/game"
)

// Difficulty is how hard the Director plays (rules §1: the cards drawn depend on it).
type Difficulty string

// The difficulty levels (director-deck.md §D3).
const (
	Easy   Difficulty = "easy"
	Normal Difficulty = "normal"
	Hard   Difficulty = "hard"
)

// Options are the choices a group makes before a game (director-deck.md §O).
type Options struct {
	Players    int        // survivors, one seat each: 2 to 4 (the team is the game: one person plays solo with computer teammates)
	Difficulty Difficulty // the Director's difficulty
	// ZombieMove is how far active zombies move: a fixed number of hexes, or 0 for a D6
	// rolled each round (rules §4: "decide on either static or D6 movement").
	ZombieMove int
	// WokenWait: a zombie woken beside a survivor in phase 4 waits a round before it wounds
	// (director-deck.md Z4, the other reading).
	WokenWait bool
}

func choice(id, label, help string) game.Choice {
	return game.Choice{ID: id, Label: label, Help: help}
}

func optionSpecs() []game.OptionSpec {
	var players []game.Choice
	for n := 2; n <= len(characters); n++ {
		players = append(players, choice(strconv.Itoa(n), game.Plural(n, "survivor", "survivors"), "One seat each; the computer can play any of them, so one person can play with computer teammates."))
	}
	return []game.OptionSpec{
		{Key: "players", Label: "Survivors", Help: "How many survivors the team has. The Horde Levels are for four; each missing survivor lowers them by 2.", Default: "4", Values: players},
		{Key: "difficulty", Label: "Difficulty", Help: "How hard the Director plays.", Default: string(Normal), Values: []game.Choice{
			choice(string(Easy), "Easy", "One Director card a round; every Horde Level 2 lower."),
			choice(string(Normal), "Normal", "One Director card a round."),
			choice(string(Hard), "Hard", "Every Horde Level 2 higher, and a second Director card every third round."),
		}},
		{Key: "zombieMove", Label: "Zombie movement", Help: "The text leaves the choice open: a fixed distance, or a D6 rolled each round for all of them.", Default: "2", Values: []game.Choice{
			choice("2", "2 hexes", "Slower than a survivor (3 hexes)."),
			choice("3", "3 hexes", "As fast as a survivor."),
			choice("d6", "A D6 each round", "One roll moves every active zombie that many hexes."),
		}},
		{Key: "woken", Label: "Woken zombies", Help: "A sleeping zombie woken beside a survivor cannot move that round; the text does not say whether it wounds at once.", Default: "wound", Values: []game.Choice{
			choice("wound", "Wound at once", "It is active, and every active zombie beside a survivor wounds."),
			choice("wait", "Wait a round", "It neither moves nor wounds until the next round."),
		}},
	}
}

func parseOptions(raw json.RawMessage) (Options, error) {
	vals, err := game.ReadOptions("the Director deck game", raw, optionSpecs())
	if err != nil {
		return Options{}, err
	}
	get := func(k string) string { return vals[k] }
	players, _ := strconv.Atoi(get("players"))
	move, _ := strconv.Atoi(get("zombieMove")) // "d6" reads as 0
	return Options{Players: players, Difficulty: Difficulty(get("difficulty")), ZombieMove: move, WokenWait: get("woken") == "wait"}, nil
}
