package zombiemarines

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// ID is the ruleset's id, as scenario files and saves name it.
const ID game.RulesetID = "zombie-marines"

// SeatZombies is the zombie player's seat; the marines sit at MarineSeat(1) … MarineSeat(12).
const SeatZombies game.SeatID = "zombies"

// MarineSeat returns the seat of the n-th marine (1-based): "marine-3".
func MarineSeat(n int) game.SeatID { return game.SeatID(fmt.Sprintf("marine-%d", n)) }

// Ruleset is the Zombie Marines game.
type Ruleset struct{}

var _ game.Ruleset = Ruleset{}

// ID returns "zombie-marines".
func (Ruleset) ID() game.RulesetID { return ID }

// Name returns the game's name.
func (Ruleset) Name() string { return "Zombie Marines" }

// Blurb says what the game is in one line.
func (Ruleset) Blurb() string {
	return "A marine patrol low on ammunition searches a dead town, tile by tile, for the helipad."
}

// Options lists the house rules, for a scenario allowing 12 marines.
func (Ruleset) Options() []game.OptionSpec {
	return optionSpecs(&Setup{DefaultMarines: 4, MaxMarines: 12})
}

// Scenario returns the reader of Zombie Marines' own scenario fields.
func (Ruleset) Scenario() maps.Extension { return extension{} }

// New sets up a game of a Zombie Marines scenario.
func (rs Ruleset) New(s *maps.Scenario, setup game.Setup) (game.Session, error) {
	r, err := newRules(s, setup.Options)
	if err != nil {
		return nil, err
	}
	return game.NewGame[State](rs, s, setup, Codec(), r)
}

// Load rebuilds a saved game by replaying it.
func (rs Ruleset) Load(data []byte) (game.Session, error) { return game.LoadSave(rs, data) }

// Computer returns the computer player for any seat of the game.
func (Ruleset) Computer(seat game.SeatID) (game.Player, bool) {
	if seat == SeatZombies {
		return zombiePlayer{memo: new(fieldMemo)}, true
	}
	var n int
	if _, err := fmt.Sscanf(string(seat), "marine-%d", &n); err == nil && n >= 1 && n <= 12 {
		return marinePlayer{}, true
	}
	return nil, false
}

// LoadScenario reads a Zombie Marines scenario file.
func LoadScenario(name string, data []byte) (*maps.Scenario, error) {
	s, err := maps.LoadWith(name, data, extension{})
	if err != nil {
		return nil, err
	}
	if s.Ruleset != string(ID) {
		return nil, fmt.Errorf("%s is a %s scenario, not a Zombie Marines one", name, s.Ruleset)
	}
	return s, nil
}
