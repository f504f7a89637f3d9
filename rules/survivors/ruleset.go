package survivors

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// ID is the ruleset's id, as scenario files and saves name it.
const ID game.RulesetID = "survivors"

// Seats of a Survivors game: the two bands, and the horde player of the one-band game.
const (
	SeatBand1 game.SeatID = "band-1"
	SeatBand2 game.SeatID = "band-2"
	SeatHorde game.SeatID = "horde"
)

// Ruleset is the Survivors game.
type Ruleset struct{}

var _ game.Ruleset = Ruleset{}

// ID returns "survivors".
func (Ruleset) ID() game.RulesetID { return ID }

// Name returns the game's name.
func (Ruleset) Name() string { return "Survivors" }

// Blurb says what the game is in one line.
func (Ruleset) Blurb() string {
	return "Two bands scavenge a dead town for supplies while every noise they make draws the horde."
}

// Options lists the house rules (survivors.md §13).
func (Ruleset) Options() []game.OptionSpec {
	out := make([]game.OptionSpec, len(optionSpecs))
	copy(out, optionSpecs)
	return out
}

// Scenario returns the reader of Survivors' own scenario fields.
func (Ruleset) Scenario() maps.Extension { return extension{} }

// New sets up a game of a Survivors scenario.
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
	switch seat {
	case SeatBand1, SeatBand2, SeatHorde:
		return computer{}, true
	}
	return nil, false
}

// LoadScenario reads a Survivors scenario file.
func LoadScenario(name string, data []byte) (*maps.Scenario, error) {
	s, err := maps.LoadWith(name, data, extension{})
	if err != nil {
		return nil, err
	}
	if s.Ruleset != string(ID) {
		return nil, fmt.Errorf("%s is a %s scenario, not a Survivors one", name, s.Ruleset)
	}
	return s, nil
}
