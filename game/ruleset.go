package game

import (
	"encoding/json"
	"io/fs"

	"github.com/borrowed-time/tabletop/maps"
)

// Ruleset is one rule system the table plays, with its built-in scenarios. It is a value
// with no state of its own; the rules package lists them.
type Ruleset interface {
	ID() RulesetID
	Name() string  // "Survivors", as players read it
	Blurb() string // one line for the start screen
	// Options lists the house rules and variants a group may choose before a game.
	Options() []OptionSpec
	// Scenario reads the ruleset's own fields of a scenario file (nil: it has none).
	Scenario() maps.Extension
	// Scenarios are its built-in scenarios, a file "ID.json" each, embedded in its package
	// (ids are unique across games; the rules package's catalog checks it).
	Scenarios() fs.FS
	// New sets up one game of a scenario made for this ruleset.
	New(s *maps.Scenario, setup Setup) (Session, error)
	// Load rebuilds a saved game of this ruleset by replaying it.
	Load(save []byte) (Session, error)
	// Computer returns a computer player for seat, or false if the ruleset has none for it.
	Computer(seat SeatID) (Player, bool)
}

// Setup is what a game starts from, and what its save records beside the commands.
type Setup struct {
	// Options is the ruleset's options object, as its save keeps it (nil: the defaults).
	Options json.RawMessage
	Seed    uint64
	// TableDice: the players roll real dice, and each command carries the values it uses.
	TableDice bool
}

// Player is a computer player: it proposes a command for its seat, and the session's Apply
// decides, as for anyone.
type Player interface {
	// Next returns the seat's next command, or false when it has nothing to propose.
	Next(s Session, seat SeatID) (Command, bool)
}

// Alternatives is a Player that can name other commands it would weigh besides its
// proposal, best first by its own judgement (the next best squares to move to, say): a
// searching player weighs them before the commands it draws at random from the seat's
// actions. It reads the game as Next does, and may return fewer than n, or none.
type Alternatives interface {
	Alternatives(s Session, seat SeatID, n int) []Command
}

// Routine is a Player that knows when its proposal is as good as a search would find (a
// zombie's step along the shortest route to its prey, where the only choice left is which
// square of equal worth): Routine reports it, and a searching player then plays the proposal
// without looking ahead, so that its work goes to the decisions that matter. It reads the
// game as Next does, and only what seat may see.
type Routine interface {
	Routine(s Session, seat SeatID) bool
}

// SeatSpec is one seat of a game.
type SeatSpec struct {
	ID       SeatID
	Name     string // "Band 1", "The Director"
	Computer bool   // the ruleset has a computer player for it
}

// Outcome is how a game ended.
type Outcome struct {
	Winners []SeatID // none: no seat won (a draw, or a side no seat plays)
	// Victor names, in words, the side that won when it is no seat's: "The horde" (a
	// Director deck's), "The dead" (the zombies of a lone band's game). Empty with no
	// Winners: a draw.
	Victor string `json:",omitempty"`
	Reason string // in words: "The Reds carried more supplies off the table."
	Round  int
	Score  map[SeatID]int `json:",omitempty"` // victory points, where the game has them
}

// OptionSpec is one choice a group makes before a game: a house rule or a variant.
type OptionSpec struct {
	Key     string // the field of the options object
	Label   string
	Help    string
	Values  []Choice
	Default string
	// Many, above 1, lets up to Many of the values be chosen together (a team from a
	// roster): the option's value is their ids joined by commas, "" for none.
	Many int `json:",omitempty"`
}

// Choice is one value of an option, or one thing a player may pick for an action.
type Choice struct {
	ID    string
	Label string
	Help  string
	// Sets makes an option's value a preset: choosing it sets these other options (by key)
	// to these values, where they are not given themselves.
	Sets map[string]string `json:",omitempty"`
}
