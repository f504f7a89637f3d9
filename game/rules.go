package game

import (
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/physics"
)

// Rules is one game's judgement over its own state type S, which Game[S] runs. S is plain
// data: its JSON is the state's fingerprint, and it holds the game's RNG. A Rules value
// holds what never changes during a game (the scenario, the options). The engine calls it
// from one goroutine. What only some games have is an optional interface beside it:
// Measured (a table in inches), Syncer (bases kept beside the state), Cloner (a faster
// copy than the engine's), Recycler (memory reused between copies).
type Rules[S any] interface {
	// Start returns the state before the first command, its generator seeded with seed.
	Start(seed uint64) (S, error)
	// RNG returns the generator kept in s.
	RNG(s *S) *RNG
	// Actor returns the seat cmd belongs to now ("" for none: Apply will refuse it).
	Actor(s *S, cmd Command) SeatID
	// Apply judges cmd against s, the engine's working copy, changing it and emitting
	// events; or refuses with a *Rejection, and the engine throws s away.
	Apply(s *S, cmd Command, d *Dice, emit func(Event)) error
	Seats() []SeatSpec
	Turn(s *S) []SeatID
	Actions(s *S, seat SeatID, model string) []Action
	Build(s *S, seat SeatID, model string, a ActionID, p Picks) (Command, error)
	Preview(s *S, seat SeatID, model string, a ActionID, p Picks) Preview
	View(s *S, seat SeatID) View
	Secrets(s *S) map[SeatID][]string
	Outcome(s *S) (Outcome, bool)
	Fallback(s *S) (SeatID, Command, bool)
}

// Cloner is a Rules with a copy of its state of its own, faster than the engine's (a round
// trip through JSON, which shares no memory with the original by construction). The
// conformance suite checks that a copy shares no memory with its original.
type Cloner[S any] interface {
	// Clone returns a deep copy of s.
	Clone(s *S) S
}

// Measured is a Rules whose game is played on a measured table in inches: the table with the
// models' bases, for front ends' previews (read only).
type Measured interface {
	Table() *physics.Table
}

// Syncer is a Rules that keeps something beside the state (the bases on the measured table):
// Sync makes it match s, after a refusal, a trial, an undo or a load.
type Syncer[S any] interface {
	Sync(s *S)
}

// jsonClone is the engine's copy of a state: its JSON read back, which shares no memory with
// the original and drops nothing the fingerprint counts.
func jsonClone[S any](s *S) S {
	var out S
	data, err := json.Marshal(s)
	if err == nil {
		err = json.Unmarshal(data, &out)
	}
	if err != nil { // plain data always round-trips
		panic(fmt.Sprintf("the state does not copy through JSON: %v", err))
	}
	return out
}
