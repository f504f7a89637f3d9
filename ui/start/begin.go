package start

import (
	"errors"
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/saves"
	"github.com/borrowed-time/tabletop/ui/screen"
	"github.com/borrowed-time/tabletop/ui/table"
)

// app starts the games: it makes the start screen and the tables the window's stack shows
// (screens.go), from the command line's options and the start screen's choices.
type app struct {
	opts     Options
	font     *ebitenrender.Font
	snd      *table.Sounds
	scenario *maps.Scenario
	// lastStart is the start screen the game in play began from: back from the table, its
	// choices are there as they were left.
	lastStart *startScreen
}

func newApp(s *maps.Scenario, o Options, snd *table.Sounds) (*app, error) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		return nil, fmt.Errorf("font: %w", err)
	}
	return &app{opts: o, font: font, snd: snd, scenario: s}, nil
}

// firstScreens are the screens the window opens on: the start screen; the table with
// -quickstart or -tutorial; the online game's table with -join (the start screen's join
// line, under the reason, when joining fails) or -host with -quickstart.
func (a *app) firstScreens() (*screen.Stack, error) {
	start := a.atStart(newStartScreen(a.opts))
	stack := screen.NewStack(start)
	if a.opts.Quickstart || a.opts.Tutorial {
		t, err := a.begin(start.startScreen)
		if err != nil {
			return nil, err
		}
		stack.Replace(a.atTable(t, start.startScreen))
	}
	t, err := a.goOnline(start.startScreen)
	var failed *joinFailed
	switch {
	case errors.As(err, &failed):
		start.problem = err.Error()
		if stack.Top() == start {
			stack.Push(&joinScreen{start: start, text: []rune(failed.link)})
		}
	case err != nil:
		return nil, err
	case t != nil:
		stack.Replace(a.atTable(t, start.startScreen))
	}
	return stack, nil
}

// begin starts the game the start screen describes.
func (a *app) begin(start *startScreen) (*table.Table, error) {
	a.lastStart = start
	quick := a.opts.Quickstart || a.opts.Tutorial
	if start.cont {
		start.cont = false
		return a.continueGame()
	}
	if n := start.load.slot; n > 0 {
		start.load.slot = 0
		return a.loadFromStart(n)
	}
	if link := start.joinLink; link != "" && !quick {
		return a.joinFromStart(start, link)
	}
	if !quick && (start.host || a.opts.Host) {
		start.host = false
		return a.hostFromStart(start)
	}
	if a.opts.Tutorial || (!quick && start.tutorial) {
		return a.beginTutorial()
	}
	if quick && a.opts.game == game.RulesetID(maps.BorrowedTime) {
		return a.beginBorrowedTime(a.scenario, a.opts, false)
	}
	if quick || !start.borrowedTime() {
		return a.beginOther(start, quick)
	}
	o := start.options(a.opts)
	s := a.scenario
	if name := start.scenarioName(); name != "" && name != s.ID {
		var err error
		if s, err = borrowedtime.BuiltinScenario(name); err != nil {
			return nil, err
		}
	}
	return a.beginBorrowedTime(s, o, true) // chosen on the start screen: it opens on its briefing
}

// beginOther starts a game of a ruleset other than Borrowed Time: the -scenario's with
// -quickstart, else the start screen's.
func (a *app) beginOther(start *startScreen, quick bool) (*table.Table, error) {
	var s game.Session
	var err error
	computer, levels := table.SeatChoice{}, map[game.SeatID]string{}
	if quick {
		s, err = rules.New(a.scenario, game.Setup{Seed: a.opts.Seed, TableDice: a.opts.TableDice})
		if err != nil {
			return nil, err
		}
		for _, id := range a.opts.ComputerSeats {
			for _, seat := range s.Seats() {
				if id == "all" || game.SeatID(id) == seat.ID {
					computer[seat.ID] = true
				}
			}
		}
		levels = a.opts.levelsFor(computer)
	} else {
		if s, err = start.other.start(start.seed); err != nil {
			return nil, err
		}
		computer, levels = start.other.computer, start.other.levelsChosen()
	}
	t := table.New(s, a.opts.tableOptions(), computer, a.font, a.snd)
	t.UseLevels(levels, a.opts.Seed)
	if !quick {
		t.OpenOnBriefing() // a game chosen on the start screen opens on its briefing
	}
	if id := a.opts.SelectID; id != "" && quick {
		if !t.SelectModel(id) {
			return nil, fmt.Errorf("-select %q: no such model in %s", id, s.Scenario().ID)
		}
	}
	return t, nil
}

// windowTitle names the window after the game and the scenario in play.
func windowTitle(rs game.Ruleset, sc *maps.Scenario) string {
	if rs.ID() == game.RulesetID(maps.BorrowedTime) {
		return "Borrowed Time — " + sc.Name
	}
	return "Borrowed Time table — " + rs.Name() + ": " + sc.Name
}

// backToStart is the start screen the players go back to after a game, with a new seed
// offered and the game chosen before the one just played chosen again.
func (a *app) backToStart(chosen game.RulesetID) *startScreen {
	a.opts.Quickstart, a.opts.Tutorial = false, false // the start screen's choices count from now on
	a.opts.Seed = uint64(time.Now().UnixNano())
	start := newStartScreen(a.opts)
	if last := a.lastStart; last != nil && last.games[last.game].ID() == chosen {
		// The choices made before the game stay (who plays which seat, the house rules, the
		// team); what a button asked for then, the seed and what the autosave holds do not.
		last.seed, last.resume, last.load = start.seed, start.resume, start.load
		last.tutorial, last.host, last.joinLink, last.cont, last.asked, last.problem = false, false, "", false, intentNone, ""
		return last
	}
	for i, rs := range start.games {
		if rs.ID() == chosen && i != start.game {
			start.game = i
			if !start.borrowedTime() {
				start.other = newOtherGame(rs, a.opts)
			}
		}
	}
	return start
}

// continueGame goes on with the game the autosave keeps, at the table.
func (a *app) continueGame() (*table.Table, error) {
	data, err := saves.Open(a.opts.SaveFile).Read(saves.AutosaveSlot)
	if err != nil {
		return nil, fmt.Errorf("the last game cannot be read: %v", err)
	}
	if link := table.OnlineLinkIn(data); link != "" {
		// An online game: its server keeps it; join its seat again.
		return a.joinLink(a.lastStart, link)
	}
	s, err := rules.LoadSave(data)
	if err != nil {
		return nil, fmt.Errorf("the last game cannot be continued: %v", err)
	}
	t := table.New(s, a.opts.tableOptions(), table.SeatChoiceIn(data), a.font, a.snd)
	t.UseLevels(table.LevelsIn(data), a.opts.Seed)
	t.Done("Continuing the last game.")
	return t, nil
}

// showTitle names the window after the game at the table.
func showTitle(t *table.Table) {
	ebiten.SetWindowTitle(windowTitle(t.Game.Ruleset(), t.Game.Scenario()))
}
