package main

import (
	"fmt"
	"github.com/borrowed-time/tabletop/rules/borrowedtime"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/rules"
)

func indexOf(xs []string, x string) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}

// app is the window: the start screen, then a game at the table.
type app struct {
	opts     options
	font     *ebitenrender.Font
	snd      *sounds
	scenario *maps.Scenario
	table    *sessionPlay // the game in play, of any ruleset
	start    startScreen
	sw, sh   int
	frames   int
	shots    int
	done     bool
	shotErr  error
	lastDraw time.Time
	shown    bool // the first frame is drawn
	frameDur []time.Duration
	input    inputWatch
	redraw   redrawGate // frames are drawn only when something changed or moves
}

func newApp(s *maps.Scenario, o options, snd *sounds) (*app, error) {
	font, err := ebitenrender.LoadFont()
	if err != nil {
		return nil, fmt.Errorf("font: %w", err)
	}
	a := &app{opts: o, font: font, snd: snd, scenario: s, start: newStartScreen(o), redraw: redrawGate{pending: true}}
	if o.quickstart || o.tutorial {
		if err := a.begin(); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// begin starts the game the start screen describes.
func (a *app) begin() error {
	quick := a.opts.quickstart || a.opts.tutorial
	if a.start.cont {
		a.start.cont = false
		return a.continueGame()
	}
	if n := a.start.load.slot; n > 0 {
		a.start.load.slot = 0
		return a.loadFromStart(n)
	}
	if link := a.start.joinLink; link != "" && !quick {
		return a.joinFromStart(link)
	}
	if !quick && (a.start.host || a.opts.host) {
		a.start.host = false
		return a.hostFromStart()
	}
	if a.opts.tutorial || (!quick && a.start.tutorial) {
		return a.beginTutorial()
	}
	if quick && a.opts.game == game.RulesetID(maps.BorrowedTime) {
		return a.beginBorrowedTime(a.scenario, a.opts, false)
	}
	if quick || !a.start.borrowedTime() {
		return a.beginOther(quick)
	}
	o := a.start.options(a.opts)
	s := a.scenario
	if name := a.start.scenarioName(); name != "" && name != s.ID {
		var err error
		if s, err = borrowedtime.BuiltinScenario(name); err != nil {
			return err
		}
	}
	return a.beginBorrowedTime(s, o, true) // chosen on the start screen: it opens on its briefing
}

// beginOther starts a game of a ruleset other than Borrowed Time: the -scenario's with
// -quickstart, else the start screen's.
func (a *app) beginOther(quick bool) error {
	var s game.Session
	var err error
	computer, levels := seatChoice{}, map[game.SeatID]string{}
	if quick {
		s, err = rules.New(a.scenario, game.Setup{Seed: a.opts.seed, TableDice: a.opts.tableDice})
		if err != nil {
			return err
		}
		for _, id := range a.opts.computerSeats {
			for _, seat := range s.Seats() {
				if id == "all" || game.SeatID(id) == seat.ID {
					computer[seat.ID] = true
				}
			}
		}
		levels = a.opts.levelsFor(computer)
	} else {
		if s, err = a.start.other.start(a.start.seed); err != nil {
			return err
		}
		computer, levels = a.start.other.computer, a.start.other.levelsChosen()
	}
	t := newSessionPlay(s, a.opts, computer, a.font, a.snd)
	t.useLevels(levels, a.opts.seed)
	if !quick {
		t.overlay = overlayBriefing // a game chosen on the start screen opens on its briefing
	}
	if id := a.opts.selectID; id != "" && quick {
		if _, ok := t.token(id); !ok {
			return fmt.Errorf("-select %q: no such model in %s", id, s.Scenario().ID)
		}
		t.selected = id
	}
	a.seat(t)
	return nil
}

// Layout implements ebiten.Game: the screen is the window, pixel for pixel.
func (a *app) Layout(w, h int) (int, int) {
	if w != a.sw || h != a.sh {
		a.redraw.want()
		first := a.sw == 0
		a.sw, a.sh = w, h
		if a.table != nil && first {
			a.table.frame(w-panelWidth, h)
		}
	}
	return w, h
}

// Update implements ebiten.Game: the screen's update, then whether the next frame is drawn.
func (a *app) Update() error {
	input := a.input.active()
	err := a.update()
	// A screenshot or a timing waits for frames: they are drawn whatever happens.
	asked := a.shots > 0 || a.opts.screenshot != "" || a.opts.bench > 0
	a.redraw.tick(input || asked, a.scene(), a.commands())
	if rest, changed := a.redraw.atRest(); changed {
		pageRest(rest)
	}
	return err
}

// scene is the screen on show.
func (a *app) scene() scene {
	if a.table != nil {
		return a.table
	}
	return &a.start
}

// commands counts the commands of the game in play (for -frame-stats): 0 on the start
// screen and online, where the server keeps them.
func (a *app) commands() int {
	if a.table != nil {
		return len(a.table.s.Log())
	}
	return 0
}

// update runs the screen on show for a tick.
func (a *app) update() error {
	if a.done {
		return ebiten.Termination
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyF12) && a.opts.shotsDir != "" {
		a.shots++ // taken at the next Draw
	}
	if a.table != nil {
		a.table.update(a.sw, a.sh)
		if a.table.newGame {
			a.table.leaveOnline()
			a.backToStart()
		}
		return nil
	}
	if a.start.update(a.sw, a.sh) {
		if err := a.begin(); err != nil {
			a.start.problem = err.Error()
		}
	}
	return nil
}

// seat puts a game on the screen, its table fitted to the window.
func (a *app) seat(t *sessionPlay) {
	a.table = t
	ebiten.SetWindowTitle(windowTitle(t.s.Ruleset(), t.s.Scenario()))
	if a.sw > 0 {
		t.frame(a.sw-panelWidth, a.sh)
	}
}

// windowTitle names the window after the game and the scenario in play.
func windowTitle(rs game.Ruleset, sc *maps.Scenario) string {
	if rs.ID() == game.RulesetID(maps.BorrowedTime) {
		return "Borrowed Time — " + sc.Name
	}
	return "Borrowed Time table — " + rs.Name() + ": " + sc.Name
}

// backToStart goes back to the start screen, with a new seed offered and the game just
// played chosen.
func (a *app) backToStart() {
	a.opts.quickstart, a.opts.tutorial = false, false // the start screen's choices count from now on
	a.opts.seed = uint64(time.Now().UnixNano())
	game := a.start.games[a.start.game].ID()
	a.start = newStartScreen(a.opts)
	for i, rs := range a.start.games {
		if rs.ID() == game && i != a.start.game {
			a.start.game = i
			if !a.start.borrowedTime() {
				a.start.other = newOtherGame(rs, a.opts)
			}
		}
	}
	a.table = nil
}

// Draw implements ebiten.Game. A frame in which nothing changed is not drawn: the screen
// keeps its pixels, and Ebitengine does not present it again (redraw.go).
func (a *app) Draw(screen *ebiten.Image) {
	if !a.redraw.draw() {
		return
	}
	switch {
	case a.opts.benchBlank:
		screen.Fill(color.RGBA{28, 30, 27, 255})
	case a.table != nil:
		a.table.draw(screen, a.sw, a.sh)
	default:
		a.start.draw(screen, a.font, a.sw, a.sh)
	}
	if !a.shown {
		a.shown = true
		pageReady()
	}
	a.frames++
	if a.opts.bench > 0 {
		now := time.Now()
		if !a.lastDraw.IsZero() && a.frames > 10 { // after warm-up
			a.frameDur = append(a.frameDur, now.Sub(a.lastDraw))
		}
		a.lastDraw = now
		if len(a.frameDur) >= a.opts.bench {
			a.done = true
		}
	}
	if a.shots > 0 && a.opts.shotsDir != "" {
		a.shots = 0
		// The game and the buttons first, the picture last (written whole, then renamed): a
		// test that sees the picture appear reads them complete, of this very frame.
		if a.opts.saveOnShot {
			if err := a.saveForShot(); err != nil {
				a.shotErr = err
			}
		}
		path := filepath.Join(a.opts.shotsDir, fmt.Sprintf("shot-%06d.png", a.frames))
		if err := saveScreenshot(screen, path); err != nil {
			a.shotErr = err
		}
	}
	if a.opts.screenshot != "" && a.frames >= a.opts.frames && !a.done {
		a.shotErr = saveScreenshot(screen, a.opts.screenshot)
		a.done = true
	}
}

// saveForShot writes, for -save-on-shot, the game on show and where its buttons are
// (quietly: a notice would move the panel's buttons away from where they are listed).
func (a *app) saveForShot() error {
	if a.table != nil {
		return a.table.saveForTests(a.opts.saveFile)
	}
	return writeButtonSpots(a.opts.saveFile+".buttons.json", a.start.buttons)
}

// saveScreenshot writes the screen as a PNG.
func saveScreenshot(screen *ebiten.Image, path string) error {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	// Written whole under another name, then renamed: a reader never sees half a picture.
	tmp := path + ".part"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// frameReport summarizes the timed frames.
func (a *app) frameReport() string {
	if len(a.frameDur) == 0 {
		return "no frames timed"
	}
	d := append([]time.Duration(nil), a.frameDur...)
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	var sum time.Duration
	for _, x := range d {
		sum += x
	}
	mean := sum / time.Duration(len(d))
	models := 0
	if a.table != nil {
		for _, t := range a.table.view.Tokens {
			if !t.Fallen {
				models++
			}
		}
	}
	what := fmt.Sprintf("%d models", models)
	if a.opts.benchBlank {
		what = "blank window"
	}
	return fmt.Sprintf("%d frames, %s: mean %.2f ms (%.0f fps), median %.2f ms, 95th percentile %.2f ms",
		len(d), what, ms(mean), 1000/ms(mean), ms(d[len(d)/2]), ms(d[len(d)*95/100]))
}

func ms(d time.Duration) float64 { return float64(d) / 1e6 }

// continueGame goes on with the game the autosave keeps, at the table.
func (a *app) continueGame() error {
	data, err := newSaveStore(a.opts.saveFile).Read(autosaveSlot)
	if err != nil {
		return fmt.Errorf("the last game cannot be read: %v", err)
	}
	s, err := rules.LoadSave(data)
	if err != nil {
		return fmt.Errorf("the last game cannot be continued: %v", err)
	}
	t := newSessionPlay(s, a.opts, seatChoiceIn(data), a.font, a.snd)
	t.useLevels(levelsIn(data), a.opts.seed)
	a.seat(t)
	t.done("Continuing the last game.")
	return nil
}
