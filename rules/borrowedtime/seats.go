package borrowedtime

import (
	"encoding/json"
	"fmt"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/borrowed-time/tabletop/game"
)

// GameOf returns the Game behind a Borrowed Time session (false for other rulesets): Borrowed
// Time's own table and its computer players work on its state directly.
func GameOf(s game.Session) (*Game, bool) {
	eng, ok := s.(*game.Game[State])
	if !ok {
		return nil, false
	}
	r, ok := eng.Rules().(*Rules)
	if !ok {
		return nil, false
	}
	return &Game{Rules: r, eng: eng}, true
}

// setup is what the engine keeps of the options: the house rules as the save writes them,
// the seed, and whether the players roll real dice.
func (o Options) setup(seed uint64) (game.Setup, error) {
	td := o.TableDice
	o.TableDice = false
	raw, err := json.Marshal(o)
	if err != nil {
		return game.Setup{}, err
	}
	if string(raw) == "{}" {
		raw = nil
	}
	return game.Setup{Options: raw, Seed: seed, TableDice: td}, nil
}

// Seats are the survivors and the Director.
func (r *Rules) Seats() []game.SeatSpec {
	return []game.SeatSpec{
		{ID: Survivors, Name: "The survivors", Computer: true},
		{ID: Director, Name: "The Director", Computer: true},
	}
}

// Turn is the survivors in their phase, the Director in theirs.
func (r *Rules) Turn(s *State) []game.SeatID {
	switch s.Phase {
	case PhaseSurvivors:
		return []game.SeatID{Survivors}
	case PhaseDirector:
		return []game.SeatID{Director}
	}
	return nil
}

// Actor is the seat a command belongs to: the Director's menu, the zombies and the round
// are the Director's; everything else the survivors'.
func (r *Rules) Actor(s *State, cmd game.Command) game.SeatID {
	c, ok := cmd.(Command)
	if !ok {
		return ""
	}
	return seatOf(c)
}

// engineEvent is one of the game's events as the engine carries it, the event itself in
// Detail. Its words start with a capital, as the generic table's log prints each on a line of
// its own (Borrowed Time's own log prefixes them).
func engineEvent(e *Event) game.Event {
	text := e.Text
	if r, size := utf8.DecodeRuneInString(text); size > 0 && unicode.IsLower(r) {
		text = string(unicode.ToUpper(r)) + text[size:]
	}
	ge := game.Event{Type: game.EventType(e.Type), Text: text, Model: e.Model, Target: e.Target,
		Dice: e.Dice, Hits: e.Successes, Path: e.Path, Detail: e}
	if e.Type == EvRoll && e.Successes > 0 && atLeast(e.Dice, toHit) == e.Successes {
		ge.Success = toHit // a test or an attack: every 4, 5 or 6 a success (section VII)
	}
	return ge
}

// toHit is the least a die shows to be a success in an attack or a test.
const toHit = 4

// atLeast counts the dice showing n or more.
func atLeast(dice []int, n int) int {
	k := 0
	for _, d := range dice {
		if d >= n {
			k++
		}
	}
	return k
}

// Outcome says who won and why, once the game is over.
func (r *Rules) Outcome(s *State) (game.Outcome, bool) {
	if s.Phase != PhaseOver {
		return game.Outcome{}, false
	}
	o := game.Outcome{Reason: s.WinReason, Round: s.Round}
	if s.Winner != "" {
		o.Winners = []game.SeatID{game.SeatID(s.Winner)}
	}
	return o, true
}

// Fallback is the command that always moves the game on, and its seat.
func (r *Rules) Fallback(s *State) (game.SeatID, game.Command, bool) {
	if s.Phase == PhaseOver {
		return "", nil, false
	}
	cmd := Fallback(s)
	return seatOf(cmd), cmd, true
}

// Secrets are the survivors' agendas, until the game is over; the deck's order and the
// generator are nobody's to see.
func (r *Rules) Secrets(s *State) map[game.SeatID][]string {
	out := map[game.SeatID][]string{}
	if s.Phase != PhaseOver {
		for _, a := range s.Agendas {
			out[Survivors] = append(out[Survivors], `"`+a+`"`)
		}
		slices.Sort(out[Survivors])
	}
	return out
}

func (r *Rules) String() string { return fmt.Sprintf("Borrowed Time, %s", r.scenario.ID) }
