package game

import "github.com/borrowed-time/tabletop/physics"

// Rules is one game's judgement over its own state type S, which Game[S] runs. S is plain
// data: its JSON is the state's fingerprint, and it holds the game's RNG. A Rules value
// holds what never changes during a game (the scenario, the options, the measured table).
// The engine calls it from one goroutine.
type Rules[S any] interface {
	// Start returns the state before the first command, its generator seeded with seed.
	Start(seed uint64) (S, error)
	// Clone returns a deep copy of s.
	Clone(s *S) S
	// RNG returns the generator kept in s.
	RNG(s *S) *RNG
	// Actor returns the seat cmd belongs to now ("" for none: Apply will refuse it).
	Actor(s *S, cmd Command) SeatID
	// Apply judges cmd against s, the engine's working copy, changing it and emitting
	// events; or refuses with a *Rejection, and the engine throws s away.
	Apply(s *S, cmd Command, d *Dice, emit func(Event)) error
	// Sync makes what the rules keep beside the state (bases on the table) match s: after a
	// refusal, a trial, an undo or a load.
	Sync(s *S)
	Seats() []SeatSpec
	Turn(s *S) []SeatID
	Actions(s *S, seat SeatID, model string) []Action
	Build(s *S, seat SeatID, model string, a ActionID, p Picks) (Command, error)
	Preview(s *S, seat SeatID, model string, a ActionID, p Picks) Preview
	View(s *S, seat SeatID) View
	Secrets(s *S) map[SeatID][]string
	Outcome(s *S) (Outcome, bool)
	Fallback(s *S) (SeatID, Command, bool)
	Table() *physics.Table
}
