package main

import (
	"fmt"
	"io"

	"github.com/borrowed-time/tabletop/audio"
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/ui/screen"
	"github.com/hajimehoshi/ebiten/v2"
)

// run opens the window the options ask for (the start screen, a table, the layout preview)
// and runs it until it closes; it returns the program's exit code.
func run(o options, stderr io.Writer) int {
	if watchesFiles && o.preview != "" { // a constant false in the browser: its build leaves the preview (and its PNG drawing) out
		return runLayoutPreview(o, stderr)
	}
	s, rs, err := rules.Open(o.scenario)
	if err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	o.game, o.scenarioFile = rs.ID(), s
	snd := &sounds{player: audio.NewPlayer(!o.mute)}
	a, err := newApp(s, o, snd)
	var first screen.Screen
	if err == nil {
		first, err = a.firstScreen()
	}
	if err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	w := screen.NewWindow(first, o.windowOptions(stderr))
	ebiten.SetWindowSize(o.width, o.height)
	title := "Borrowed Time — " + s.Name
	if rs.ID() != game.RulesetID(maps.BorrowedTime) {
		title = "Borrowed Time table — " + rs.Name() + ": " + s.Name
	}
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// Every screen covers the whole window (the start screen fills it; in play the table
	// layer and the panel tile it), so Ebitengine's own clear would only cost a pass over
	// every pixel.
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(w); err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	if err := w.ShotErr(); err != nil {
		fmt.Fprintln(stderr, "tabletop: screenshot:", err)
		return 1
	}
	if o.bench > 0 {
		fmt.Fprintln(stderr, w.FrameReport())
	}
	return 0
}

// windowOptions are what the window does beside its screens: screenshots, timings, counts.
func (o options) windowOptions(stderr io.Writer) screen.Options {
	w := screen.Options{ShotsDir: o.shotsDir, SaveOnShot: o.saveOnShot, Screenshot: o.screenshot, Frames: o.frames,
		Bench: o.bench, BenchBlank: o.benchBlank, FirstFrame: pageReady}
	if o.frameStats {
		w.Stats = stderr
	}
	return w
}

// runLayoutPreview opens the window on a scenario file's layout and keeps it up to date.
func runLayoutPreview(o options, stderr io.Writer) int {
	l, err := newLayoutScreen(o.preview)
	if err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	wo := o.windowOptions(stderr)
	wo.Bench, wo.BenchBlank, wo.SaveOnShot, wo.FirstFrame = 0, false, false, nil // the preview times nothing and saves no game
	w := screen.NewWindow(l, wo)
	ebiten.SetWindowSize(o.width, o.height)
	ebiten.SetWindowTitle("Borrowed Time — layout of " + o.preview)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false) // Draw fills the whole window when it draws
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
