// Command preview checks scenario files and renders their layouts to PNG, with no window
// and no display:
//
//	preview SCENARIO [-o layout.png] [-ppi 16] [-grid=false]
//	preview -validate SCENARIO...
//	preview -validate -all
//
// SCENARIO is a scenario file or a built-in scenario (last-stop-gas, rooftop-signal). The
// PNG shows the table with its terrain by kind and level, the spawn points, search
// locations, objective markers, starting zones and the models as set up, with inch rulers,
// a scale bar and a legend; it is drawn by the same code that draws the table in the app.
// A scenario with problems has each printed with its JSON path, and the exit code is 1.
package main

import (
	"errors"
	"flag"
	"fmt"
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/rules"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// Exit codes.
const (
	exitOK      = 0
	exitInvalid = 1
	exitUsage   = 2
)

// Limits of -ppi: below, markers run together; above, a 120" table makes a huge image.
const (
	minPPI = 4
	maxPPI = 60
)

type options struct {
	validate bool
	all      bool // every built-in scenario of every game the table plays
	out      string
	ppi      float64
	grid     bool
	names    []string
}

// parseArgs reads flags before and after the scenario names (preview NAME -o out.png).
func parseArgs(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("preview", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&o.validate, "validate", false, "only check the scenarios and print every problem")
	fs.StringVar(&o.out, "o", "", "the PNG to write (default: the scenario's name with .png, here)")
	fs.Float64Var(&o.ppi, "ppi", 16, fmt.Sprintf("pixels per inch of table (%d-%d)", minPPI, maxPPI))
	fs.BoolVar(&o.grid, "grid", true, "draw the 1\" grid")
	fs.BoolVar(&o.all, "all", false, "with -validate: check every built-in scenario of every game")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: preview SCENARIO [-o layout.png] [-ppi 16] [-grid=false]\n       preview -validate SCENARIO...\n\nSCENARIO is a scenario file or a built-in scenario: %v\n\nflags:\n", rules.BuiltinNames())
		fs.PrintDefaults()
	}
	for {
		if err := fs.Parse(args); err != nil {
			return o, err
		}
		if fs.NArg() == 0 {
			break
		}
		o.names = append(o.names, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if o.all {
		o.names = append(o.names, rules.BuiltinNames()...)
	}
	switch {
	case o.all && !o.validate:
		return o, errors.New("-all goes with -validate")
	case len(o.names) == 0:
		fs.Usage()
		return o, errors.New("name a scenario file or built-in scenario")
	case !o.validate && o.out != "" && len(o.names) > 1:
		return o, errors.New("-o names one PNG: render one scenario at a time")
	case o.ppi < minPPI || o.ppi > maxPPI:
		return o, fmt.Errorf("-ppi %g: use %d to %d pixels per inch", o.ppi, minPPI, maxPPI)
	}
	return o, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	o, err := parseArgs(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		fmt.Fprintln(stderr, "preview:", err)
		return exitUsage
	}
	code := exitOK
	if o.all {
		if err := rules.Scenarios().Check(); err != nil {
			fmt.Fprintln(stderr, "preview:", err)
			code = exitInvalid
		}
	}
	for _, name := range o.names {
		s, ok := open(name, stdout)
		if !ok {
			code = exitInvalid
			continue
		}
		if o.validate {
			fmt.Fprintf(stdout, "%s: ok — %s\n", name, summary(s))
			continue
		}
		out := o.out
		if out == "" {
			out = strings.TrimSuffix(filepath.Base(name), filepath.Ext(name)) + ".png"
		}
		if err := renderPNG(s, out, o.ppi, o.grid); err != nil {
			fmt.Fprintf(stdout, "%s: %v\n", name, err)
			code = exitInvalid
			continue
		}
		fmt.Fprintf(stdout, "%s: wrote %s\n", name, out)
	}
	return code
}

// summary says in a line what a valid scenario holds.
func summary(s *maps.Scenario) string {
	line := fmt.Sprintf("%q, %gx%g\" table, %d terrain pieces, %d spawn points, %d search locations, %d objective markers",
		s.Name, s.Width, s.Height, len(s.Terrain), len(s.SpawnPoints), len(s.SearchLocations), len(s.Objectives))
	rs, _ := rules.ByID(game.RulesetID(s.Ruleset))
	line += ", a " + rs.Name() + " scenario"
	if v, _, err := rules.Opening(s); err == nil {
		line += ", " + game.Plural(len(v.Tokens), "model", "models") + " set up"
	}
	return line
}

// open loads a scenario, printing its problems when it has any.
func open(name string, stdout io.Writer) (*maps.Scenario, bool) {
	s, _, err := rules.Open(name)
	var ve *maps.ValidationError
	switch {
	case errors.As(err, &ve):
		fmt.Fprintf(stdout, "%s: %s\n", name, game.Plural(len(ve.Problems), "problem", "problems"))
		for _, p := range ve.Problems {
			fmt.Fprintf(stdout, "  %s\n", p)
		}
		return nil, false
	case err != nil:
		fmt.Fprintf(stdout, "%s: %v\n", name, err)
		return nil, false
	}
	return s, true
}

// renderPNG draws the scenario's layout, with the models as the game sets them up, to a PNG
// (written through a temporary file, so a failed write leaves no half image).
func renderPNG(s *maps.Scenario, path string, ppi float64, grid bool) error {
	sc, err := scene(s)
	if err != nil {
		return fmt.Errorf("setting up the table: %w", err)
	}
	sc.Grid = grid
	w, h := render.LayoutSize(s.Width, s.Height, ppi)
	cv, err := render.NewImageCanvas(w, h, ppi, render.LayoutOrigin(), render.LayoutBackground())
	if err != nil {
		return err
	}
	render.DrawLayout(cv, sc)
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := png.Encode(f, cv.Dst); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, path)
}
