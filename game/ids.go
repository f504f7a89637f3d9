package game

// RulesetID names a rule system: "survivors", "zombie-marines". A scenario file names its
// ruleset with the same id.
type RulesetID string

// SeatID names a seat at the table: one player's (or the computer's) side of a game, such as
// "director", "survivors", "band-1".
type SeatID string

// ActionID names something a seat may do, as the panel offers it: "move", "attack".
type ActionID string

// Host is the seat of a trusted local table (hot-seat play, tests, replays): it may give any
// command the rules allow now, whoever's it is. A server passes the player's own seat.
const Host SeatID = "*"
