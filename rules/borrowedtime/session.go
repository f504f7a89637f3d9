package borrowedtime

import (
	"encoding/json"
	"fmt"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/borrowed-time/tabletop/ai"
	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Command is one of Borrowed Time's commands as the engine carries it.
type Command struct{ game.Command }

// CommandType returns the command's JSON type.
func (c Command) CommandType() engine.CommandType { return engine.CommandType(c.Type) }

// session is a game.Game seen through engine.Session.
type session struct{ g *game.Game }

var _ engine.Session = (*session)(nil)

// Wrap gives a game of Borrowed Time to the engine's front ends.
func Wrap(g *game.Game) engine.Session { return &session{g: g} }

// Game returns the game.Game behind a Borrowed Time session (false for other rulesets):
// Borrowed Time's own table and its computer players work on it directly.
func Game(s engine.Session) (*game.Game, bool) {
	bt, ok := s.(*session)
	if !ok {
		return nil, false
	}
	return bt.g, true
}

func (s *session) Ruleset() engine.Ruleset  { return Ruleset{} }
func (s *session) Scenario() *maps.Scenario { return s.g.Scenario() }
func (s *session) Hash() string             { return s.g.Hash() }
func (s *session) Table() *physics.Table    { return s.g.Table() }
func (s *session) Save() ([]byte, error)    { return s.g.Save() }
func (s *session) Codec() engine.Codec      { return codec{} }
func (s *session) Undo(n int) error         { return s.g.Undo(n) }

func (s *session) Setup() engine.Setup {
	opts := s.g.Options()
	td := opts.TableDice
	opts.TableDice = false
	raw, _ := json.Marshal(opts)
	return engine.Setup{Options: raw, Seed: s.g.Seed(), TableDice: td}
}

func (s *session) Seats() []engine.SeatSpec {
	return []engine.SeatSpec{
		{ID: Survivors, Name: "The survivors", Computer: true},
		{ID: Director, Name: "The Director", Computer: true},
	}
}

// Turn is the survivors in their phase, the Director in theirs.
func (s *session) Turn() []engine.SeatID {
	switch s.g.ReadState().Phase {
	case game.PhaseSurvivors:
		return []engine.SeatID{Survivors}
	case game.PhaseDirector:
		return []engine.SeatID{Director}
	}
	return nil
}

// actor is the seat a command belongs to: the Director's menu, the zombies and the round
// are the Director's; everything else the survivors'.
func actor(cmd game.Command) engine.SeatID {
	switch cmd.Type {
	case game.CmdDirectorAction, game.CmdEndSpending, game.CmdActivateZombie, game.CmdActivateAll, game.CmdEndRound:
		return Director
	}
	return Survivors
}

func (s *session) Apply(seat engine.SeatID, e engine.Entry) ([]engine.Event, error) {
	c, ok := e.Cmd.(Command)
	if !ok {
		return nil, engine.Refuse("that is not a command of Borrowed Time")
	}
	if seat != engine.Host && seat != actor(c.Command) {
		return nil, engine.Refuse("that is not yours to command")
	}
	cmd := c.Command
	cmd.Dice = slices.Clone(e.Dice)
	evs, err := s.g.Apply(cmd)
	if err != nil {
		return nil, refusal(err)
	}
	return events(evs), nil
}

// refusal turns game's refusals into the engine's.
func refusal(err error) error {
	if r, ok := err.(*game.Rejection); ok {
		if r.DiceNeeded > 0 {
			return &engine.DiceWanted{Need: r.DiceNeeded, Sides: 6}
		}
		return &engine.Rejection{Reason: r.Reason}
	}
	return err
}

// events are the game's events as the engine carries them; their words start with a capital,
// as the generic table's log prints each on a line of its own (Borrowed Time's own log
// prefixes them).
func events(evs []game.Event) []engine.Event {
	out := make([]engine.Event, len(evs))
	for i, e := range evs {
		text := e.Text
		if r, size := utf8.DecodeRuneInString(text); size > 0 && unicode.IsLower(r) {
			text = string(unicode.ToUpper(r)) + text[size:]
		}
		out[i] = engine.Event{Type: engine.EventType(e.Type), Text: text, Model: e.Model, Target: e.Target,
			Dice: e.Dice, Hits: e.Successes, Path: e.Path, Detail: e}
	}
	return out
}

func (s *session) DiceNeeded(seat engine.SeatID, cmd engine.Command) (int, error) {
	c, ok := cmd.(Command)
	if !ok {
		return 0, engine.Refuse("that is not a command of Borrowed Time")
	}
	if seat != engine.Host && seat != actor(c.Command) {
		return 0, engine.Refuse("that is not yours to command")
	}
	n, err := s.g.DiceNeeded(c.Command)
	return n, refusal(err)
}

func (s *session) Log() []engine.Entry {
	log := s.g.Log()
	out := make([]engine.Entry, len(log))
	for i, c := range log {
		d := c.Dice
		c.Dice = nil
		out[i] = engine.Entry{Cmd: Command{c}, Dice: d}
	}
	return out
}

func (s *session) Outcome() (engine.Outcome, bool) {
	st := s.g.ReadState()
	if st.Phase != game.PhaseOver {
		return engine.Outcome{}, false
	}
	o := engine.Outcome{Reason: st.WinReason, Round: st.Round}
	if st.Winner != "" {
		o.Winners = []engine.SeatID{engine.SeatID(st.Winner)}
	}
	return o, true
}

func (s *session) Fallback() (engine.SeatID, engine.Command, bool) {
	st := s.g.ReadState()
	if st.Phase == game.PhaseOver {
		return "", nil, false
	}
	cmd := ai.Fallback(st)
	return actor(cmd), Command{cmd}, true
}

// Secrets are the survivors' agendas, until the game is over; the deck's order and the
// generator are nobody's to see.
func (s *session) Secrets() map[engine.SeatID][]string {
	st := s.g.ReadState()
	out := map[engine.SeatID][]string{}
	if st.Phase != game.PhaseOver {
		for _, a := range st.Agendas {
			out[Survivors] = append(out[Survivors], `"`+a+`"`)
		}
		slices.Sort(out[Survivors])
	}
	return out
}

func (s *session) String() string { return fmt.Sprintf("Borrowed Time, %s", s.g.Scenario().ID) }
