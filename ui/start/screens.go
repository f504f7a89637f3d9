package start

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/ui/screen"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// The screens on the window's stack (package screen): the start screen, which pushes the
// join line (joinScreen) or the list of saves (loadScreen) over itself and replaces itself
// with a table when a game begins; and the table, which replaces itself with a new start
// screen when the players ask for a new game.

var (
	_ screen.Screen    = atStart{}
	_ screen.ShotSaver = atStart{}
	_ screen.Screen    = atTable{}
	_ screen.Placer    = atTable{}
	_ screen.ShotSaver = atTable{}
)

// atStart is the start screen on the stack.
type atStart struct {
	*startScreen
	app *app
}

func (a *app) atStart(s *startScreen) atStart { return atStart{startScreen: s, app: a} }

// Update implements screen.Screen: the start screen's choices; the join line or the list of
// saves opened over it; the game they begin.
func (s atStart) Update(stack *screen.Stack, w, h int) error {
	switch s.update(w, h) {
	case intentBegin:
		s.beginGame(stack)
	case intentJoin:
		stack.Push(&joinScreen{start: s})
	case intentLoad:
		stack.Push(&loadScreen{start: s})
	}
	return nil
}

// beginGame begins the game the start screen describes, at the table in its place; when it
// cannot, the start screen says why (and a link that could not be joined is back on the join
// line, to mend).
func (s atStart) beginGame(stack *screen.Stack) {
	t, err := s.app.begin(s.startScreen)
	if err != nil {
		s.problem = err.Error()
		var failed *joinFailed
		if errors.As(err, &failed) {
			stack.Push(&joinScreen{start: s, text: []rune(failed.link)})
		}
		return
	}
	stack.Replace(s.app.atTable(t, s.startScreen))
}

// Draw implements screen.Screen.
func (s atStart) Draw(dst *ebiten.Image, w, h int) { s.draw(dst, s.app.font, w, h, false) }

// SaveForShot implements screen.ShotSaver: where the start screen's buttons are.
func (s atStart) SaveForShot() error {
	return widget.WriteButtonSpots(s.app.opts.SaveFile+".buttons.json", s.buttons)
}

// atTable is a game at the table on the stack.
type atTable struct {
	play *table.Table
	app  *app
	// chosen is the game the start screen had chosen: a new game's start screen chooses it
	// again.
	chosen game.RulesetID
}

// atTable puts a game on the window, named in its title; from is the start screen it began
// from (or that -quickstart passed by).
func (a *app) atTable(t *table.Table, from *startScreen) atTable {
	showTitle(t)
	return atTable{play: t, app: a, chosen: from.games[from.game].ID()}
}

// Update implements screen.Screen: the game's tick; a new game goes back to the start
// screen.
func (t atTable) Update(stack *screen.Stack, w, h int) error {
	t.play.Update(w, h)
	if t.play.NewGame {
		t.play.LeaveOnline()
		stack.Replace(t.app.atStart(t.app.backToStart(t.chosen)))
	}
	return nil
}

// Draw implements screen.Screen.
func (t atTable) Draw(dst *ebiten.Image, w, h int) { t.play.Draw(dst, w, h) }

// Busy implements screen.Screen.
func (t atTable) Busy() bool { return t.play.Busy() }

// Stamp implements screen.Screen.
func (t atTable) Stamp() any { return t.play.Stamp() }

// Place implements screen.Placer: the board fitted to the window beside the panel.
func (t atTable) Place(w, h int) { t.play.Frame(w-table.PanelWidth, h) }

// SaveForShot implements screen.ShotSaver, quietly: a notice would move the panel's buttons
// away from where they are listed.
func (t atTable) SaveForShot() error { return t.play.SaveForTests(t.app.opts.SaveFile) }

// Commands implements screen.CommandCounter.
func (t atTable) Commands() int { return len(t.play.Game.Log()) }

// Models implements screen.ModelCounter: the models standing on the table.
func (t atTable) Models() int { return t.play.StandingModels() }

// startW and startH are the window the start screen's rows of buttons are laid out for: a smaller
// window shows the start screen scaled down, whole (screen.MinSizer).
const startW, startH = 1280, 800

// MinSize implements screen.MinSizer.
func (s atStart) MinSize() (int, int) { return startW, startH }

// MinSize implements screen.MinSizer: the join line lies over the start screen.
func (j *joinScreen) MinSize() (int, int) { return startW, startH }

// MinSize implements screen.MinSizer: the list of saves lies over the start screen.
func (l *loadScreen) MinSize() (int, int) { return startW, startH }
