package game

import (
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Session is one game in play, whatever its rules: what the table, simulations, previews
// and a server hold. Not safe for concurrent use.
type Session interface {
	Ruleset() Ruleset
	Scenario() *maps.Scenario
	Setup() Setup
	Seats() []SeatSpec
	// Turn lists the seats that may act now; none once the game is over.
	Turn() []SeatID
	// Apply validates the command for seat (Host for a trusted local table) and applies it,
	// returning what happened; or refuses it (a *Rejection, or *DiceWanted) and changes
	// nothing.
	Apply(seat SeatID, e Entry) ([]Event, error)
	// DiceNeeded says how many real dice cmd needs in a table-dice game, or why it is refused.
	DiceNeeded(seat SeatID, cmd Command) (int, error)
	// Actions lists what seat may do now with the model (model "": what it may do with
	// nothing selected, such as ending the round).
	Actions(seat SeatID, model string) []Action
	// Build makes the command an action means with the picks.
	Build(seat SeatID, model string, a ActionID, p Picks) (Command, error)
	// Preview works out what the action would do, changing nothing.
	Preview(seat SeatID, model string, a ActionID, p Picks) Preview
	View(seat SeatID) View
	// Secrets lists, per seat, what only that seat may see (key "": what no seat may see),
	// as strings that must appear in no other seat's view or events.
	Secrets() map[SeatID][]string
	Outcome() (Outcome, bool)
	// Fallback is a command that always moves the game on (end the activation, the phase,
	// the round), and the seat it belongs to; false once the game is over.
	Fallback() (SeatID, Command, bool)
	Hash() string
	Log() []Entry
	Codec() Codec
	// Undo takes back the last n entries.
	Undo(n int) error
	Save() ([]byte, error)
	// Table is the measured table with the models' bases where the game has them (read
	// only), or nil for a game not played in inches.
	Table() *physics.Table
}
