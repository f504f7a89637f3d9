package start

import (
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/table"
)

// borrowedTimeSession starts a game of Borrowed Time as the options say (the start screen's
// choices or the flags): its house rules, team and dice, on the scenario given.
func borrowedTimeSession(sc *maps.Scenario, o Options) (game.Session, error) {
	if o.Stress > 0 {
		crowded, err := stressScenario(sc, o)
		if err != nil {
			return nil, err
		}
		sc = crowded
	}
	raw, err := json.Marshal(o.gameOptions())
	if err != nil {
		return nil, err
	}
	s, err := bt.Ruleset{}.New(sc, game.Setup{Options: raw, Seed: o.Seed, TableDice: o.TableDice})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sc.Name, err)
	}
	return s, nil
}

// borrowedTimeSeats are the seats the options give the computer: the Director's, the
// survivors', with the levels chosen for them.
func borrowedTimeSeats(o Options) (table.SeatChoice, map[game.SeatID]string) {
	computer := table.SeatChoice{}
	if o.AutoDirector {
		computer[bt.Director] = true
	}
	if o.AutoSurvivors {
		computer[bt.Survivors] = true
	}
	for _, id := range o.ComputerSeats { // -computer, as for every game
		for _, seat := range []game.SeatID{bt.Survivors, bt.Director} {
			if id == "all" || game.SeatID(id) == seat {
				computer[seat] = true
			}
		}
	}
	return computer, o.levelsFor(computer)
}

// beginBorrowedTime seats a game of Borrowed Time at the table every game plays on.
func (a *app) beginBorrowedTime(sc *maps.Scenario, o Options, briefing bool) (*table.Table, error) {
	s, err := borrowedTimeSession(sc, o)
	if err != nil {
		return nil, err
	}
	computer, levels := borrowedTimeSeats(o)
	t := table.New(s, o.tableOptions(), computer, a.font, a.snd)
	t.UseLevels(levels, o.Seed)
	if briefing {
		t.OpenOnBriefing() // a game chosen on the start screen opens on its briefing
	}
	if id := o.SelectID; id != "" {
		if !t.SelectModel(id) {
			return nil, fmt.Errorf("-select %q: no such model in %s", id, sc.ID)
		}
	}
	return t, nil
}

// beginTutorial seats the guided first game (Last Stop Gas, players at both seats, its own
// seed) at the one table, open on its briefing with its first lesson.
func (a *app) beginTutorial() (*table.Table, error) {
	sc, err := bt.BuiltinScenario(maps.DefaultScenario)
	if err != nil {
		return nil, err
	}
	o := tutorialOptions(a.opts)
	t, err := a.beginBorrowedTime(sc, o, true)
	if err != nil {
		return nil, err
	}
	t.BeginTutorial()
	return t, nil
}

// tutorialOptions are the tutorial's: the rulebook's rules, players at every seat, its seed.
func tutorialOptions(o Options) Options {
	return Options{Tutorial: true, Seed: table.TutorialSeed, SaveFile: o.SaveFile, ShotsDir: o.ShotsDir, SaveOnShot: o.SaveOnShot,
		Screenshot: o.Screenshot, Frames: o.Frames, Width: o.Width, Height: o.Height, Mute: o.Mute, Hover: o.Hover,
		FastForward: o.FastForward}
}
