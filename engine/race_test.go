package engine_test

import (
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// race is the smallest game the engine can run, for its tests: two seats take turns to roll
// a die and add it to their total (or pass); the first to 20 wins. Each seat holds a secret
// word no other seat may see.
type race struct{}

type raceState struct {
	RNG    engine.RNG `json:"rng"`
	Totals [2]int     `json:"totals"`
	Next   int        `json:"next"`
	Words  [2]string  `json:"words"`
}

type roll struct {
	Seat engine.SeatID `json:"seat"`
}

func (roll) CommandType() engine.CommandType { return "roll" }

type pass struct{}

func (pass) CommandType() engine.CommandType { return "pass" }

var raceSeats = []engine.SeatSpec{{ID: "red", Name: "Red"}, {ID: "blue", Name: "Blue"}}

func (race) ID() engine.RulesetID                         { return "race" }
func (race) Name() string                                 { return "Race" }
func (race) Blurb() string                                { return "Roll to twenty." }
func (race) Options() []engine.OptionSpec                 { return nil }
func (race) Scenario() maps.Extension                     { return raceFields{} }
func (race) Computer(engine.SeatID) (engine.Player, bool) { return nil, false }
func (rs race) Load(data []byte) (engine.Session, error)  { return engine.LoadSave(rs, data) }

func (rs race) New(s *maps.Scenario, setup engine.Setup) (engine.Session, error) {
	var c engine.TypedCodec
	engine.Register[roll](&c)
	engine.Register[pass](&c)
	return engine.NewGame(rs, s, setup, &c, raceRules{})
}

type raceFields struct{}

func (raceFields) Fields() []string                      { return nil }
func (raceFields) StartSides() []string                  { return []string{"red", "blue"} }
func (raceFields) Read(*maps.Fields, *maps.Scenario) any { return nil }

type raceRules struct{}

func (raceRules) Start(seed uint64) (raceState, error) {
	st := raceState{RNG: engine.RNG(seed)}
	for i := range st.Words {
		st.Words[i] = fmt.Sprintf("secret-%d-%d", i, st.RNG.Intn(1000))
	}
	return st, nil
}
func (raceRules) Clone(s *raceState) raceState      { return *s }
func (raceRules) RNG(s *raceState) *engine.RNG      { return &s.RNG }
func (raceRules) Sync(*raceState)                   {}
func (raceRules) Seats() []engine.SeatSpec          { return raceSeats }
func (raceRules) Table() *physics.Table             { return nil }
func (raceRules) Turn(s *raceState) []engine.SeatID { return []engine.SeatID{raceSeats[s.Next].ID} }

func (raceRules) Actor(s *raceState, cmd engine.Command) engine.SeatID {
	return raceSeats[s.Next].ID
}

func (raceRules) Apply(s *raceState, cmd engine.Command, d *engine.Dice, emit func(engine.Event)) error {
	switch c := cmd.(type) {
	case roll:
		if c.Seat != raceSeats[s.Next].ID {
			return engine.Refuse("it is %s's turn to roll", raceSeats[s.Next].Name)
		}
		v := d.D6()
		s.Totals[s.Next] += v
		emit(engine.Event{Type: engine.EvRoll, Text: fmt.Sprintf("%s rolls %d", c.Seat, v), Dice: []int{v}})
		if s.Totals[s.Next] >= 6 && s.Totals[s.Next]%6 == 0 { // a bonus die on every multiple of six
			s.Totals[s.Next] += d.D6()
		}
	case pass:
	default:
		return engine.Refuse("not a command of this game")
	}
	s.Next = 1 - s.Next
	return nil
}

func (raceRules) Actions(s *raceState, seat engine.SeatID, model string) []engine.Action {
	mine := seat == raceSeats[s.Next].ID || seat == engine.Host
	why := ""
	if !mine {
		why = "It is not your turn."
	}
	return []engine.Action{{ID: "roll", Label: "Roll", Enabled: mine, Why: why}}
}

func (raceRules) Build(s *raceState, seat engine.SeatID, model string, a engine.ActionID, p engine.Picks) (engine.Command, error) {
	if seat == engine.Host {
		seat = raceSeats[s.Next].ID
	}
	return roll{Seat: seat}, nil
}

func (raceRules) Preview(*raceState, engine.SeatID, string, engine.ActionID, engine.Picks) engine.Preview {
	return engine.Preview{}
}

func (raceRules) View(s *raceState, seat engine.SeatID) engine.View {
	v := engine.View{Seat: seat, Status: fmt.Sprintf("%d to %d", s.Totals[0], s.Totals[1])}
	for i, sp := range raceSeats {
		if seat == sp.ID || seat == engine.Host {
			v.Lines = append(v.Lines, s.Words[i])
		}
	}
	redacted := *s
	redacted.RNG = 0
	for i, sp := range raceSeats {
		if seat != sp.ID && seat != engine.Host {
			redacted.Words[i] = ""
		}
	}
	v.State, _ = json.Marshal(redacted)
	return v
}

func (raceRules) Secrets(s *raceState) map[engine.SeatID][]string {
	return map[engine.SeatID][]string{"red": {s.Words[0]}, "blue": {s.Words[1]}}
}

func (raceRules) Outcome(s *raceState) (engine.Outcome, bool) {
	for i, t := range s.Totals {
		if t >= 20 {
			return engine.Outcome{Winners: []engine.SeatID{raceSeats[i].ID}, Reason: "reached twenty"}, true
		}
	}
	return engine.Outcome{}, false
}

func (raceRules) Fallback(s *raceState) (engine.SeatID, engine.Command, bool) {
	return raceSeats[s.Next].ID, pass{}, true
}
