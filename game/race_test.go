package game_test

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"testing/fstest"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// race is the smallest game the engine can run, for its tests: two seats take turns to roll
// a die and add it to their total (or pass); the first to 20 wins. Each seat holds a secret
// word no other seat may see.
type race struct{}

type raceState struct {
	RNG    game.RNG  `json:"rng"`
	Totals [2]int    `json:"totals"`
	Next   int       `json:"next"`
	Words  [2]string `json:"words"`
}

type roll struct {
	Seat game.SeatID `json:"seat"`
}

func (roll) CommandType() game.CommandType { return "roll" }

type pass struct{}

func (pass) CommandType() game.CommandType { return "pass" }

var raceSeats = []game.SeatSpec{{ID: "red", Name: "Red"}, {ID: "blue", Name: "Blue"}}

func (race) ID() game.RulesetID                        { return "race" }
func (race) Name() string                              { return "Race" }
func (race) Blurb() string                             { return "Roll to twenty." }
func (race) Options() []game.OptionSpec                { return nil }
func (race) Scenario() maps.Extension                  { return raceFields{} }
func (race) Scenarios() fs.FS                          { return fstest.MapFS{"race.json": {Data: []byte(raceSource)}} }
func (race) Computer(game.SeatID) (game.Player, bool)  { return nil, false }
func (rs race) Load(data []byte) (game.Session, error) { return game.LoadSave(rs, data) }

func (rs race) New(s *maps.Scenario, setup game.Setup) (game.Session, error) {
	var c game.TypedCodec
	game.Register[roll](&c)
	game.Register[pass](&c)
	return game.NewGame(rs, s, setup, &c, raceRules{})
}

type raceFields struct{}

func (raceFields) Fields() []string                      { return nil }
func (raceFields) StartSides() []string                  { return []string{"red", "blue"} }
func (raceFields) Read(*maps.Fields, *maps.Scenario) any { return nil }

type raceRules struct{}

func (raceRules) Start(seed uint64) (raceState, error) {
	st := raceState{RNG: game.RNG(seed)}
	for i := range st.Words {
		st.Words[i] = fmt.Sprintf("secret-%d-%d", i, st.RNG.Intn(1000))
	}
	return st, nil
}
func (raceRules) Clone(s *raceState) raceState    { return *s }
func (raceRules) RNG(s *raceState) *game.RNG      { return &s.RNG }
func (raceRules) Sync(*raceState)                 {}
func (raceRules) Seats() []game.SeatSpec          { return raceSeats }
func (raceRules) Table() *physics.Table           { return nil }
func (raceRules) Turn(s *raceState) []game.SeatID { return []game.SeatID{raceSeats[s.Next].ID} }

func (raceRules) Actor(s *raceState, cmd game.Command) game.SeatID {
	return raceSeats[s.Next].ID
}

func (raceRules) Apply(s *raceState, cmd game.Command, d *game.Dice, emit func(game.Event)) error {
	switch c := cmd.(type) {
	case roll:
		if c.Seat != raceSeats[s.Next].ID {
			return game.Refuse("it is %s's turn to roll", raceSeats[s.Next].Name)
		}
		v := d.D6()
		s.Totals[s.Next] += v
		emit(game.Event{Type: game.EvRoll, Text: fmt.Sprintf("%s rolls %d", c.Seat, v), Dice: []int{v}})
		if s.Totals[s.Next] >= 6 && s.Totals[s.Next]%6 == 0 { // a bonus die on every multiple of six
			s.Totals[s.Next] += d.D6()
		}
	case pass:
	default:
		return game.Refuse("not a command of this game")
	}
	s.Next = 1 - s.Next
	return nil
}

func (raceRules) Actions(s *raceState, seat game.SeatID, model string) []game.Action {
	mine := seat == raceSeats[s.Next].ID || seat == game.Host
	why := ""
	if !mine {
		why = "It is not your turn."
	}
	return []game.Action{{ID: "roll", Label: "Roll", Enabled: mine, Why: why}}
}

func (raceRules) Build(s *raceState, seat game.SeatID, model string, a game.ActionID, p game.Picks) (game.Command, error) {
	if seat == game.Host {
		seat = raceSeats[s.Next].ID
	}
	return roll{Seat: seat}, nil
}

func (raceRules) Preview(*raceState, game.SeatID, string, game.ActionID, game.Picks) game.Preview {
	return game.Preview{}
}

func (raceRules) View(s *raceState, seat game.SeatID) game.View {
	v := game.View{Seat: seat, Status: fmt.Sprintf("%d to %d", s.Totals[0], s.Totals[1])}
	for i, sp := range raceSeats {
		if seat == sp.ID || seat == game.Host {
			v.Lines = append(v.Lines, s.Words[i])
		}
	}
	redacted := *s
	redacted.RNG = 0
	for i, sp := range raceSeats {
		if seat != sp.ID && seat != game.Host {
			redacted.Words[i] = ""
		}
	}
	v.State, _ = json.Marshal(redacted)
	return v
}

// Determinize redraws the words seat may not see.
func (raceRules) Determinize(s *raceState, seat game.SeatID, rng *game.RNG) {
	for i, sp := range raceSeats {
		if seat != sp.ID && seat != game.Host {
			s.Words[i] = fmt.Sprintf("secret-%d-%d", i, rng.Intn(1000))
		}
	}
}

func (raceRules) Secrets(s *raceState) map[game.SeatID][]string {
	return map[game.SeatID][]string{"red": {s.Words[0]}, "blue": {s.Words[1]}}
}

func (raceRules) Outcome(s *raceState) (game.Outcome, bool) {
	for i, t := range s.Totals {
		if t >= 20 {
			return game.Outcome{Winners: []game.SeatID{raceSeats[i].ID}, Reason: "reached twenty"}, true
		}
	}
	return game.Outcome{}, false
}

func (raceRules) Fallback(s *raceState) (game.SeatID, game.Command, bool) {
	return raceSeats[s.Next].ID, pass{}, true
}
