// Command tabletop is the desktop table: it opens a scenario (the built-in default, a built-in
// by name, or a scenario file) in a window, drawn to scale. Until the rules engine lands it is
// a table inspector: pan and zoom, measure with the tape, select a survivor and see the line of
// sight, cover and range to any model, or the route and movement to any point.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

// options are the command line's settings.
type options struct {
	scenario   string
	screenshot string
	frames     int
	selectID   string
	hover      *physics.Vec
	width      int
	height     int
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("tabletop", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.scenario, "scenario", maps.DefaultScenario, "built-in scenario name ("+strings.Join(maps.BuiltinNames(), ", ")+") or scenario file")
	fs.StringVar(&o.screenshot, "screenshot", "", "write the window to this PNG after -frames frames, then quit")
	fs.IntVar(&o.frames, "frames", 10, "frames to draw before -screenshot")
	fs.StringVar(&o.selectID, "select", "", "survivor to select at start (e.g. ramirez)")
	hover := fs.String("hover", "", "table point X,Y in inches to point at (with -screenshot)")
	fs.IntVar(&o.width, "width", 1280, "window width in pixels")
	fs.IntVar(&o.height, "height", 800, "window height in pixels")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q (use -scenario)", fs.Arg(0))
	}
	if o.frames < 1 {
		return o, errors.New("-frames must be at least 1")
	}
	if o.width < 320 || o.height < 240 {
		return o, errors.New("-width and -height must be at least 320x240")
	}
	if *hover != "" {
		parts := strings.Split(*hover, ",")
		x, errx := strconv.ParseFloat(strings.TrimSpace(parts[0]), 64)
		var y float64
		var erry error = errors.New("missing")
		if len(parts) == 2 {
			y, erry = strconv.ParseFloat(strings.TrimSpace(parts[1]), 64)
		}
		if errx != nil || erry != nil {
			return o, fmt.Errorf("-hover %q: want X,Y in inches, e.g. 20,30", *hover)
		}
		o.hover = &physics.Vec{X: x, Y: y}
	}
	return o, nil
}

func run(args []string, stderr io.Writer) int {
	o, err := parseFlags(args, stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "tabletop:", err)
		}
		return 2
	}
	s, err := maps.Open(o.scenario)
	if err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	app, err := newApp(s, o)
	if err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	ebiten.SetWindowSize(o.width, o.height)
	ebiten.SetWindowTitle("Borrowed Time — " + s.Name)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(app); err != nil {
		fmt.Fprintln(stderr, "tabletop:", err)
		return 1
	}
	if app.shotErr != nil {
		fmt.Fprintln(stderr, "tabletop: screenshot:", app.shotErr)
		return 1
	}
	return 0
}
