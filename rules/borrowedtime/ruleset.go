package borrowedtime

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/ai"
	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// The seats of a game of Borrowed Time.
const (
	Survivors engine.SeatID = "survivors"
	Director  engine.SeatID = "director"
)

// Ruleset is Borrowed Time as the engine sees it.
type Ruleset struct{}

var _ engine.Ruleset = Ruleset{}

// ID returns "borrowed-time".
func (Ruleset) ID() engine.RulesetID { return engine.BorrowedTime }

// Name returns the game's name.
func (Ruleset) Name() string { return "Borrowed Time" }

// Blurb says what the game is, in a line.
func (Ruleset) Blurb() string {
	return "A band of survivors against the Director's horde: finish the job before the Heat brings every zombie down on you."
}

// Scenario returns nil: package maps reads Borrowed Time's own fields itself.
func (Ruleset) Scenario() maps.Extension { return nil }

// Options lists the house rules of docs/rules-interpretations.md that take a value.
func (Ruleset) Options() []engine.OptionSpec {
	return []engine.OptionSpec{
		{Key: "heatCheck", Label: "Heat check", Default: "table",
			Help: "When a rising Heat can draw in more zombies.",
			Values: []engine.Choice{
				{ID: "table", Label: "By the table", Help: "From Heat 8 (6 to succeed) up to Heat 12 or more (2+)."},
				{ID: "text", Label: "By the sentence", Help: "From Heat 7 (6 to succeed) up to Heat 11 or more (2+)."}}},
		{Key: "bleedOut", Label: "Bleeding out", Default: "d6",
			Help: "How a Downed survivor's test to stay alive is rolled.",
			Values: []engine.Choice{
				{ID: "d6", Label: "One die", Help: "Dies on a 1."},
				{ID: "guts", Label: "Guts dice", Help: "Rolls their Guts dice and dies without a success."}}},
		{Key: "complications", Label: "Complications", Default: "attack",
			Help: "Whose 1s add Heat.",
			Values: []engine.Choice{
				{ID: "attack", Label: "Both sides of a fight", Help: "Every 1 rolled in an attack, and the survivors' 1s on any other roll."},
				{ID: "survivors", Label: "Survivors only", Help: "Only the survivors' 1s."}}},
		{Key: "agendas", Label: "Secret agendas", Default: "",
			Help: "Each survivor may play to a goal of their own, kept from the Director.",
			Values: []engine.Choice{
				{ID: "", Label: "None"},
				{ID: "own", Label: "Their own", Help: "Each survivor plays their own agenda."},
				{ID: "random", Label: "Dealt at random", Help: "Dealt from the ten by the game's seed."}}},
	}
}

// New sets up a game of Borrowed Time.
func (rs Ruleset) New(s *maps.Scenario, setup engine.Setup) (engine.Session, error) {
	var opts game.Options
	if len(bytes.TrimSpace(setup.Options)) > 0 && string(setup.Options) != "null" {
		if err := json.Unmarshal(setup.Options, &opts); err != nil {
			return nil, fmt.Errorf("the options are not Borrowed Time's: %v", err)
		}
	}
	opts.TableDice = opts.TableDice || setup.TableDice
	g, err := game.New(s, opts, setup.Seed)
	if err != nil {
		return nil, err
	}
	return Wrap(g), nil
}

// Load rebuilds a saved game of Borrowed Time (its own save format).
func (Ruleset) Load(data []byte) (engine.Session, error) {
	g, err := game.Load(data)
	if err != nil {
		return nil, err
	}
	return Wrap(g), nil
}

// Computer returns the computer player for a seat.
func (Ruleset) Computer(seat engine.SeatID) (engine.Player, bool) {
	switch seat {
	case Survivors:
		return &computer{survivors: &ai.Survivors{}}, true
	case Director:
		return &computer{director: &ai.Director{}}, true
	}
	return nil, false
}

// computer is one of package ai's players, for one seat.
type computer struct {
	survivors *ai.Survivors
	director  *ai.Director
}

func (c *computer) Next(s engine.Session, seat engine.SeatID) (engine.Command, bool) {
	g, ok := Game(s)
	if !ok {
		return nil, false
	}
	var cmd game.Command
	switch {
	case seat == Survivors && c.survivors != nil:
		cmd, ok = c.survivors.Next(g)
	case seat == Director && c.director != nil:
		cmd, ok = c.director.Next(g)
	default:
		return nil, false
	}
	if !ok {
		return nil, false
	}
	return Command{cmd}, true
}
