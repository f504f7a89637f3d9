package directordeck

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// ID is the ruleset's id, as scenario files and saves name it.
const ID game.RulesetID = "director-deck"

// PlayerSeat returns the seat of the n-th survivor's player (1-based): "player-2".
func PlayerSeat(n int) game.SeatID { return game.SeatID(fmt.Sprintf("player-%d", n)) }

func seatNumber(seat game.SeatID) int {
	var n int
	if _, err := fmt.Sscanf(string(seat), "player-%d", &n); err != nil || PlayerSeat(n) != seat {
		return 0
	}
	return n
}

// SurvivorID is the model id of the n-th survivor (1-based): "s2".
func SurvivorID(n int) string { return fmt.Sprintf("s%d", n) }

// Ruleset is the Director-deck game.
type Ruleset struct{}

var _ game.Ruleset = Ruleset{}

// ID returns "director-deck".
func (Ruleset) ID() game.RulesetID { return ID }

// Name returns the game's name.
func (Ruleset) Name() string { return "Director Deck" }

// Blurb says what the game is in one line.
func (Ruleset) Blurb() string {
	return "A team crosses a town of hex tiles to a safe house while a Director deck sends the horde; every survivor lays a card face down to hold it back."
}

// Options lists the house rules and the difficulty.
func (Ruleset) Options() []game.OptionSpec { return optionSpecs() }

// Scenario returns the reader of the game's own scenario fields.
func (Ruleset) Scenario() maps.Extension { return extension{} }

// New sets up a game of a Director-deck scenario.
func (rs Ruleset) New(s *maps.Scenario, setup game.Setup) (game.Session, error) {
	r, err := newRules(s, setup.Options)
	if err != nil {
		return nil, err
	}
	return game.NewGame[State](rs, s, setup, Codec(), r)
}

// Load rebuilds a saved game by replaying it.
func (rs Ruleset) Load(data []byte) (game.Session, error) { return game.LoadSave(rs, data) }

// Computer returns the computer player for any survivor's seat.
func (Ruleset) Computer(seat game.SeatID) (game.Player, bool) {
	if n := seatNumber(seat); n >= 1 && n <= len(characters) {
		return computer{}, true
	}
	return nil, false
}
