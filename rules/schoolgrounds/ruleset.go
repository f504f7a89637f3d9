package schoolgrounds

import (
	"strconv"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// ID is the ruleset's id, as scenario files and saves name it.
const ID game.RulesetID = "school-grounds"

// PlayerSeat returns the seat of the n-th player (1-based): "player-3". Every player starts
// as a survivor; one becomes the zombie master after the second turn.
func PlayerSeat(n int) game.SeatID { return game.SeatID("player-" + strconv.Itoa(n)) }

// seatNumber reads a player seat's number, or 0.
func seatNumber(seat game.SeatID) int {
	digits, ok := strings.CutPrefix(string(seat), "player-")
	n, err := strconv.Atoi(digits)
	if !ok || err != nil || n < 1 || digits != strconv.Itoa(n) {
		return 0 // not a player's seat, or not as PlayerSeat writes it ("player-07")
	}
	return n
}

// Ruleset is the School Grounds game.
type Ruleset struct{}

var _ game.Ruleset = Ruleset{}

// ID returns "school-grounds".
func (Ruleset) ID() game.RulesetID { return ID }

// Name returns the game's name.
func (Ruleset) Name() string { return "School Grounds" }

// Blurb says what the game is in one line.
func (Ruleset) Blurb() string {
	return "Students scavenge the school for a way out, until one of them is drawn at random to lead the dead."
}

// Options lists the house rules.
func (Ruleset) Options() []game.OptionSpec { return optionSpecs() }

// Scenario returns the reader of School Grounds' own scenario fields.
func (Ruleset) Scenario() maps.Extension { return extension{} }

// New sets up a game of a School Grounds scenario.
func (rs Ruleset) New(s *maps.Scenario, setup game.Setup) (game.Session, error) {
	r, err := newRules(s, setup.Options)
	if err != nil {
		return nil, err
	}
	return game.NewGame[State](rs, s, setup, Codec(), r)
}

// Load rebuilds a saved game by replaying it.
func (rs Ruleset) Load(data []byte) (game.Session, error) { return game.LoadSave(rs, data) }

// Computer returns the computer player for any seat: it plays a survivor, a turned zombie
// or the zombie master, whichever the seat is now.
func (Ruleset) Computer(seat game.SeatID) (game.Player, bool) {
	if n := seatNumber(seat); n >= 1 && n <= 5 {
		return computer{}, true
	}
	return nil, false
}
