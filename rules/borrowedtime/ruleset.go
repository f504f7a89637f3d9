package borrowedtime

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// The seats of a game of Borrowed Time.
const (
	Survivors game.SeatID = "survivors"
	Director  game.SeatID = "director"
)

// Ruleset is Borrowed Time as the engine sees it.
type Ruleset struct{}

var _ game.Ruleset = Ruleset{}

// ID returns "borrowed-time".
func (Ruleset) ID() game.RulesetID { return game.RulesetID(maps.BorrowedTime) }

// Name returns the game's name.
func (Ruleset) Name() string { return "Borrowed Time" }

// Blurb says what the game is, in a line.
func (Ruleset) Blurb() string {
	return "A band of survivors against the Director's horde: finish the job before the Heat brings every zombie down on you."
}

// Scenario returns nil: package maps reads Borrowed Time's own fields itself.
func (Ruleset) Scenario() maps.Extension { return nil }

// Options lists the house rules of docs/rules-interpretations.md that take a value.
func (Ruleset) Options() []game.OptionSpec {
	return []game.OptionSpec{
		{Key: "heatCheck", Label: "Heat check", Default: "table",
			Help: "When a rising Heat can draw in more zombies.",
			Values: []game.Choice{
				{ID: "table", Label: "By the table", Help: "From Heat 8 (6 to succeed) up to Heat 12 or more (2+)."},
				{ID: "text", Label: "By the sentence", Help: "From Heat 7 (6 to succeed) up to Heat 11 or more (2+)."}}},
		{Key: "bleedOut", Label: "Bleeding out", Default: "d6",
			Help: "How a Downed survivor's test to stay alive is rolled.",
			Values: []game.Choice{
				{ID: "d6", Label: "One die", Help: "Dies on a 1."},
				{ID: "guts", Label: "Guts dice", Help: "Rolls their Guts dice and dies without a success."}}},
		{Key: "complications", Label: "Complications", Default: "attack",
			Help: "Whose 1s add Heat.",
			Values: []game.Choice{
				{ID: "attack", Label: "Both sides of a fight", Help: "Every 1 rolled in an attack, and the survivors' 1s on any other roll."},
				{ID: "survivors", Label: "Survivors only", Help: "Only the survivors' 1s."}}},
		{Key: "agendas", Label: "Secret agendas", Default: "",
			Help: "Each survivor may play to a goal of their own, kept from the Director.",
			Values: []game.Choice{
				{ID: "", Label: "None"},
				{ID: "own", Label: "Their own", Help: "Each survivor plays their own agenda."},
				{ID: "random", Label: "Dealt at random", Help: "Dealt from the ten by the game's seed."}}},
	}
}

// New sets up a game of Borrowed Time. The options' own "tableDice" (as old saves keep it)
// is the setup's.
func (rs Ruleset) New(s *maps.Scenario, setup game.Setup) (game.Session, error) {
	opts, err := readOptions(setup.Options)
	if err != nil {
		return nil, err
	}
	opts.TableDice = opts.TableDice || setup.TableDice
	canon, err := opts.setup(setup.Seed)
	if err != nil {
		return nil, err
	}
	tb, err := s.NewTable()
	if err != nil {
		return nil, err
	}
	g, err := startGame(s, opts, canon, tb)
	if err != nil {
		return nil, err
	}
	return g.eng, nil
}

// Load rebuilds a saved game of Borrowed Time: the engine's save, or one of OldSaveFormat.
func (rs Ruleset) Load(data []byte) (game.Session, error) {
	data, err := upgradeSave(data)
	if err != nil {
		return nil, err
	}
	return game.LoadSave(rs, data)
}

// Computer returns the computer player for a seat.
func (Ruleset) Computer(seat game.SeatID) (game.Player, bool) {
	switch seat {
	case Survivors:
		return &computer{survivors: &ComputerSurvivors{}}, true
	case Director:
		return &computer{director: &ComputerDirector{}}, true
	}
	return nil, false
}

// computer is one of package ai's players, for one seat.
type computer struct {
	survivors *ComputerSurvivors
	director  *ComputerDirector
}

func (c *computer) Next(s game.Session, seat game.SeatID) (game.Command, bool) {
	g, ok := GameOf(s)
	if !ok {
		return nil, false
	}
	var cmd Command
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
	return cmd, true
}
