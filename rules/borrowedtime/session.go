package borrowedtime

import (
	"encoding/json"
	"fmt"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)


// session is a Game seen through game.Session.
type session struct{ g *Game }

var _ game.Session = (*session)(nil)

// Wrap gives a game of Borrowed Time to the engine's front ends.
func Wrap(g *Game) game.Session { return &session{g: g} }

// Game returns the Game behind a Borrowed Time session (false for other rulesets):
// Borrowed Time's own table and its computer players work on it directly.
func GameOf(s game.Session) (*Game, bool) {
	bt, ok := s.(*session)
	if !ok {
		return nil, false
	}
	return bt.g, true
}

func (s *session) Ruleset() game.Ruleset    { return Ruleset{} }
func (s *session) Scenario() *maps.Scenario { return s.g.Scenario() }
func (s *session) Hash() string             { return s.g.Hash() }
func (s *session) Table() *physics.Table    { return s.g.Table() }
func (s *session) Save() ([]byte, error)    { return s.g.Save() }
func (s *session) Codec() game.Codec        { return codec{} }
func (s *session) Undo(n int) error         { return s.g.Undo(n) }

func (s *session) Setup() game.Setup {
	opts := s.g.Options()
	td := opts.TableDice
	opts.TableDice = false
	raw, _ := json.Marshal(opts)
	return game.Setup{Options: raw, Seed: s.g.Seed(), TableDice: td}
}

func (s *session) Seats() []game.SeatSpec {
	return []game.SeatSpec{
		{ID: Survivors, Name: "The survivors", Computer: true},
		{ID: Director, Name: "The Director", Computer: true},
	}
}

// Turn is the survivors in their phase, the Director in theirs.
func (s *session) Turn() []game.SeatID {
	switch s.g.ReadState().Phase {
	case PhaseSurvivors:
		return []game.SeatID{Survivors}
	case PhaseDirector:
		return []game.SeatID{Director}
	}
	return nil
}

// actor is the seat a command belongs to: the Director's menu, the zombies and the round
// are the Director's; everything else the survivors'.
func actor(cmd Command) game.SeatID {
	switch cmd.Type {
	case CmdDirectorAction, CmdEndSpending, CmdActivateZombie, CmdActivateAll, CmdEndRound:
		return Director
	}
	return Survivors
}

func (s *session) Apply(seat game.SeatID, e game.Entry) ([]game.Event, error) {
	c, ok := e.Cmd.(Command)
	if !ok {
		return nil, game.Refuse("that is not a command of Borrowed Time")
	}
	if seat != game.Host && seat != actor(c) {
		return nil, game.Refuse("that is not yours to command")
	}
	cmd := c
	cmd.Dice = slices.Clone(e.Dice)
	evs, err := s.g.Apply(cmd)
	if err != nil {
		return nil, refusal(err)
	}
	return events(evs), nil
}

// refusal turns game's refusals into the engine's.
func refusal(err error) error {
	if r, ok := err.(*Rejection); ok {
		if r.DiceNeeded > 0 {
			return &game.DiceWanted{Need: r.DiceNeeded, Sides: 6}
		}
		return &game.Rejection{Reason: r.Reason}
	}
	return err
}

// events are the game's events as the engine carries them; their words start with a capital,
// as the generic table's log prints each on a line of its own (Borrowed Time's own log
// prefixes them).
func events(evs []Event) []game.Event {
	out := make([]game.Event, len(evs))
	for i, e := range evs {
		text := e.Text
		if r, size := utf8.DecodeRuneInString(text); size > 0 && unicode.IsLower(r) {
			text = string(unicode.ToUpper(r)) + text[size:]
		}
		out[i] = game.Event{Type: game.EventType(e.Type), Text: text, Model: e.Model, Target: e.Target,
			Dice: e.Dice, Hits: e.Successes, Path: e.Path, Detail: e}
	}
	return out
}

func (s *session) DiceNeeded(seat game.SeatID, cmd game.Command) (int, error) {
	c, ok := cmd.(Command)
	if !ok {
		return 0, game.Refuse("that is not a command of Borrowed Time")
	}
	if seat != game.Host && seat != actor(c) {
		return 0, game.Refuse("that is not yours to command")
	}
	n, err := s.g.DiceNeeded(c)
	return n, refusal(err)
}

func (s *session) Log() []game.Entry {
	log := s.g.Log()
	out := make([]game.Entry, len(log))
	for i, c := range log {
		d := c.Dice
		c.Dice = nil
		out[i] = game.Entry{Cmd: c, Dice: d}
	}
	return out
}

func (s *session) Outcome() (game.Outcome, bool) {
	st := s.g.ReadState()
	if st.Phase != PhaseOver {
		return game.Outcome{}, false
	}
	o := game.Outcome{Reason: st.WinReason, Round: st.Round}
	if st.Winner != "" {
		o.Winners = []game.SeatID{game.SeatID(st.Winner)}
	}
	return o, true
}

func (s *session) Fallback() (game.SeatID, game.Command, bool) {
	st := s.g.ReadState()
	if st.Phase == PhaseOver {
		return "", nil, false
	}
	cmd := Fallback(st)
	return actor(cmd), cmd, true
}

// Secrets are the survivors' agendas, until the game is over; the deck's order and the
// generator are nobody's to see.
func (s *session) Secrets() map[game.SeatID][]string {
	st := s.g.ReadState()
	out := map[game.SeatID][]string{}
	if st.Phase != PhaseOver {
		for _, a := range st.Agendas {
			out[Survivors] = append(out[Survivors], `"`+a+`"`)
		}
		slices.Sort(out[Survivors])
	}
	return out
}

func (s *session) String() string { return fmt.Sprintf("Borrowed Time, %s", s.g.Scenario().ID) }
