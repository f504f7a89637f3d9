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

// New sets up a game of Borrowed Time. The options' own "tableDice" (as old saves keep it)
// is the setup's.
func (rs Ruleset) New(s *maps.Scenario, setup game.Setup) (game.Session, error) {
	opts, err := ReadOptions(setup.Options)
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

var _ game.CommandCost = Ruleset{}

// CommandCost returns 3: a command of Borrowed Time, played forward by a searching player,
// costs about three of a board game's (0.3 ms against 0.06–0.1 ms: moves on the measured
// table find routes around the models; docs/performance.md).
func (Ruleset) CommandCost() int { return 3 }
