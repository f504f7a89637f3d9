package start

import (
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/audio"
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/ui/layout"
	"github.com/borrowed-time/tabletop/ui/page"
	"github.com/borrowed-time/tabletop/ui/screen"
	"github.com/borrowed-time/tabletop/ui/table"
)

// Run opens the window the options ask for (the start screen, a table, the layout preview)
// and runs it until it closes; it returns the program's exit code.
func Run(o Options, stderr io.Writer) int {
	if page.WatchesFiles && o.Preview != "" { // a constant false in the browser: its build leaves the preview (and its PNG drawing) out
		return runLayoutPreview(o, stderr)
	}
	s, rs, err := rules.Open(o.Scenario)
	if err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	o.game, o.scenarioFile = rs.ID(), s
	snd := &table.Sounds{Player: audio.NewPlayer(!o.Mute)}
	a, err := newApp(s, o, snd)
	var stack *screen.Stack
	if err == nil {
		stack, err = a.firstScreens()
	}
	if err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	title := "Borrowed Time — " + s.Name
	if rs.ID() != game.RulesetID(maps.BorrowedTime) {
		title = "Borrowed Time table — " + rs.Name() + ": " + s.Name
	}
	w := screen.NewWindow(stack, o.windowOptions(stderr))
	if code := runWindow(w, o, title, stderr); code != 0 {
		return code
	}
	if o.Bench > 0 {
		fmt.Fprintln(stderr, w.FrameReport())
	}
	return 0
}

// windowOptions are what the window does beside its screens: screenshots, timings, counts.
func (o Options) windowOptions(stderr io.Writer) screen.Options {
	w := screen.Options{ShotsDir: o.ShotsDir, SaveOnShot: o.SaveOnShot, EchoInput: o.SaveOnShot, Screenshot: o.Screenshot, Frames: o.Frames,
		Bench: o.Bench, BenchBlank: o.BenchBlank, FirstFrame: page.Ready}
	if o.FrameStats {
		w.Stats = stderr
	}
	return w
}

// runLayoutPreview opens the window on a scenario file's layout and keeps it up to date.
func runLayoutPreview(o Options, stderr io.Writer) int {
	l, err := layout.New(o.Preview)
	if err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	wo := o.windowOptions(stderr)
	wo.Bench, wo.BenchBlank, wo.SaveOnShot, wo.FirstFrame = 0, false, false, nil // the preview times nothing and saves no game (its input is still echoed for tests)
	return runWindow(screen.NewWindow(screen.NewStack(l), wo), o, "Borrowed Time — layout of "+o.Preview, stderr)
}

// runWindow opens the window at the options' size, runs it until it closes, and returns
// the exit code: 1 when the window or a screenshot failed.
func runWindow(w *screen.Window, o Options, title string, stderr io.Writer) int {
	ebiten.SetWindowSize(o.Width, o.Height)
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// Every screen covers the whole window (the start screen and the layout preview fill it;
	// in play the table layer and the panel tile it), so Ebitengine's own clear would only
	// cost a pass over every pixel.
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(w); err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	if err := w.ShotErr(); err != nil {
		fmt.Fprintln(stderr, "tabletop: screenshot:", err)
		return 1
	}
	return 0
}
