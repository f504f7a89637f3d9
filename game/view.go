package game

import (
	"encoding/json"

	"github.com/borrowed-time/tabletop/physics"
)

// View is what one seat may see of a game: enough to draw the table and the panel, with
// every other seat's secrets left out. A seat's screen and a server's messages to it are
// made only from its View and the events it may see. A view is read, never changed: the
// views of seats that see the same may share their lists (SharedViewer).
type View struct {
	Seat    SeatID
	Status  string   // "Round 3 of 6 · the Reds to activate"
	Tokens  []Token  // the models on the table
	Markers []Marker // objectives, supplies, entry points: what lies on the table
	Tracks  []Track  // "Round 3 of 6", "Supplies 2–1"
	Lines   []string // the objectives as players read them
	// Met says which of Lines are done (the panel ticks them), where the rules count it; nil
	// where they do not.
	Met []bool `json:",omitempty"`
	// StartZones are the ids of the scenario's start zones in play, the ones drawn on the
	// table (a mode's zones, not another's); nil: every zone the scenario has.
	StartZones []string `json:",omitempty"`
	Cards      []Card   // one per model the panel may describe
	// Squares is the board of squares the game is played on, as this seat sees it; nil for
	// a game measured in inches.
	Squares *Squares `json:",omitempty"`
	Hexes   *Hexes   `json:",omitempty"`
	// Health names what a token's Wounds count, in the singular ("hit point"); "" is
	// "wound".
	Health string `json:",omitempty"`
	// States says in words what the marks a token may carry mean in this game, for the
	// table's key.
	States TokenStates
	// State is the ruleset's own state as this seat may see it, for its own panel and for a
	// client to show; never another seat's secrets.
	State json.RawMessage `json:",omitempty"`
}

// Token is one model to draw.
type Token struct {
	ID    string
	Name  string // "Mara", "Walker 3"
	Kind  string // a kind the drawing knows ("survivor", "shambler") or the ruleset's own
	Side  SeatID // whose model; "" for the zombies
	Team  int    // 0 for none, else 1, 2…: the band colour
	Label string // a monogram drawn on the base
	Body  physics.Body
	// Wounds left and the most the model has.
	Wounds, MaxWounds int
	Down              bool // out of the fight for now (knocked down, downed)
	Spent             bool // has acted this round
	// Models is, for a tray of several models (a horde), how many are left on it.
	Models int `json:",omitempty"`
	// Fallen marks not a model but the place where one was taken out of the game, drawn
	// under the models; Fresh that it fell this round.
	Fallen bool `json:",omitempty"`
	Fresh  bool `json:",omitempty"`
}

// TokenStates says in words what a token's marks mean in one game, for the table's key
// ("out of the fight (Downed)"); a "" leaves the mark out of the key: the game's tokens never
// carry it.
type TokenStates struct {
	// SurvivorDown is what Down means on a player's model (Kind "survivor"): downed, pinned,
	// dead.
	SurvivorDown string `json:",omitempty"`
	// ZombieDown is what Down means on any other model: knocked down, asleep.
	ZombieDown string `json:",omitempty"`
	// Spent is what Spent means: the model has acted this turn, or used its move.
	Spent string `json:",omitempty"`
}

// Marker is something on the table that is not a model.
type Marker struct {
	ID    string
	Name  string
	Kind  string // "search", "supplies", "entry", "objective"
	At    physics.Vec
	Level int
	Used  bool // a search already made, a marker taken
	// Count is the supplies in a pile; at a search location, the searches left (-1: it
	// never runs dry; 0: the table shows none).
	Count int
	// Radius is an area's size in inches (a fire burning), 0 for a marker at a point.
	Radius float64 `json:",omitempty"`
	// Help says what the marker is and what may be done with it, in words, for its tip
	// ("A tile not yet explored: it turns over when a marine steps onto it."); "" leaves the
	// table to say what it knows of the kind.
	Help string `json:",omitempty"`
}

// Track is a counter the players watch.
type Track struct {
	Name       string
	Value, Max int
	// Help says what the counter means and what it is for, in words, for its hover tip
	// ("" for the table's own words).
	Help string `json:",omitempty"`
}

// Card describes one model in the panel.
type Card struct {
	Model string
	Title string
	Lines []string
}
