package main

import (
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

// borrowedTimeSession starts a game of Borrowed Time as the options say (the start screen's
// choices or the flags): its house rules, team and dice, on the scenario given.
func borrowedTimeSession(sc *maps.Scenario, o options) (game.Session, error) {
	if o.stress > 0 {
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
	s, err := bt.Ruleset{}.New(sc, game.Setup{Options: raw, Seed: o.seed, TableDice: o.tableDice})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sc.Name, err)
	}
	return s, nil
}

// borrowedTimeSeats are the seats the options give the computer: the Director's, the
// survivors', with the levels chosen for them.
func borrowedTimeSeats(o options) (seatChoice, map[game.SeatID]string) {
	computer := seatChoice{}
	if o.autoDirector {
		computer[bt.Director] = true
	}
	if o.autoSurvivors {
		computer[bt.Survivors] = true
	}
	for _, id := range o.computerSeats { // -computer, as for every game
		for _, seat := range []game.SeatID{bt.Survivors, bt.Director} {
			if id == "all" || game.SeatID(id) == seat {
				computer[seat] = true
			}
		}
	}
	return computer, o.levelsFor(computer)
}

// beginBorrowedTime seats a game of Borrowed Time at the table every game plays on.
func (a *app) beginBorrowedTime(sc *maps.Scenario, o options, briefing bool) (*sessionPlay, error) {
	s, err := borrowedTimeSession(sc, o)
	if err != nil {
		return nil, err
	}
	computer, levels := borrowedTimeSeats(o)
	t := newSessionPlay(s, o.tableOptions(), computer, a.font, a.snd)
	t.useLevels(levels, o.seed)
	if briefing {
		t.overlay = overlayBriefing // a game chosen on the start screen opens on its briefing
	}
	if id := o.selectID; id != "" {
		if _, ok := t.token(id); !ok {
			return nil, fmt.Errorf("-select %q: no such model in %s", id, sc.ID)
		}
		t.selected = id
	}
	return t, nil
}

// beginTutorial seats the guided first game (Last Stop Gas, players at both seats, its own
// seed) at the one table, open on its briefing with its first lesson.
func (a *app) beginTutorial() (*sessionPlay, error) {
	sc, err := bt.BuiltinScenario(maps.DefaultScenario)
	if err != nil {
		return nil, err
	}
	o := tutorialOptions(a.opts)
	t, err := a.beginBorrowedTime(sc, o, true)
	if err != nil {
		return nil, err
	}
	t.tut = newTutorial()
	return t, nil
}

// tutorialOptions are the tutorial's: the rulebook's rules, players at every seat, its seed.
func tutorialOptions(o options) options {
	return options{tutorial: true, seed: tutorialSeed, saveFile: o.saveFile, shotsDir: o.shotsDir, saveOnShot: o.saveOnShot,
		screenshot: o.screenshot, frames: o.frames, width: o.width, height: o.height, mute: o.mute, hover: o.hover,
		fastForward: o.fastForward}
}
