package borrowedtime

import (
	"fmt"
	"github.com/borrowed-time/tabletop/game"

	"github.com/borrowed-time/tabletop/maps"
)

// salvageDecks are the rulebook's two 25-card decks (section XIV and Scenario 2).
var salvageDecks = map[string][]string{
	"starter": {
		"ammo-reload", "ammo-reload", "ammo-reload", "flashlight", "backpack", "military-radio",
		"fire-axe", "machete", "grenade", "molotov-cocktail", "hunting-rifle",
		"medkit", "medkit", "adrenaline-shot",
		"beans", "car-keys", "shoe", "twinkie", "pogs", "leaky-battery",
		"loud-crash", "loud-crash", "its-a-trap", "the-biter", "infested",
	},
	"urban-emergency": {
		"ammo-reload", "ammo-reload", "military-radio", "flashlight", "climbing-gear", "flare-gun",
		"fire-axe", "machete", "grenade", "grenade", "smg", "shotgun",
		"medkit", "medkit", "adrenaline-shot", "adrenaline-shot",
		"beans", "car-keys", "leaky-battery", "pogs",
		"loud-crash", "loud-crash", "its-a-trap", "the-biter", "infested",
	},
}

// troubleCards are resolved the moment they are drawn.
var troubleCards = map[string]bool{"loud-crash": true, "its-a-trap": true, "the-biter": true, "infested": true}

// junkCards are discarded at once.
var junkCards = map[string]bool{"beans": true, "car-keys": true, "shoe": true, "twinkie": true, "pogs": true, "leaky-battery": true}

// buildDeck makes the scenario's salvage deck, top card first: the base deck plus added cards,
// shuffled, with stacked cards shuffled into the top or bottom cards the scenario names.
func buildDeck(d maps.SalvageDeck, r *game.RNG) ([]string, error) {
	deck := append([]string(nil), salvageDecks[d.Base]...)
	for _, a := range d.Add {
		for i := 0; i < a.Count; i++ {
			deck = append(deck, a.Card)
		}
	}
	var stacked []maps.StackRule
	for _, s := range d.Stack {
		i := indexOf(deck, s.Card)
		if i < 0 {
			return nil, fmt.Errorf("salvage deck: no %q card to stack", s.Card)
		}
		deck = append(deck[:i], deck[i+1:]...)
		stacked = append(stacked, s)
	}
	game.Shuffle(r, deck)
	for _, s := range stacked {
		within := min(s.Within, len(deck)+1)
		pos := r.Intn(within) // 0 = top of its region
		if s.From == "bottom" {
			pos = len(deck) - pos
		}
		deck = append(deck[:pos], append([]string{s.Card}, deck[pos:]...)...)
	}
	return deck, nil
}

func indexOf(xs []string, x string) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}
