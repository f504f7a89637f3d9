// Command tabletop is the desktop table for Borrowed Time: a whole game, hot-seat, with the
// mouse — the scenario drawn to scale, survivors moved with a live tape measure, line of sight
// and cover shown before a shot, the Director's phase with its Heat menu, dice, Heat and
// Threat, undo, saves and sound.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/ui/page"
	"github.com/borrowed-time/tabletop/ui/start"
)

func main() {
	var errs bytes.Buffer
	code := parseAndRun(os.Args[1:], io.MultiWriter(os.Stderr, &errs))
	if code != 0 {
		page.Failed(errs.String()) // in a browser, say why on the page too
	}
	os.Exit(code)
}

// parseAndRun reads the command line and runs the table; it returns the exit code: 2 when the
// command line is wrong.
func parseAndRun(args []string, stderr io.Writer) int {
	o, err := parseFlags(args, stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "tabletop:", err)
		}
		return 2
	}
	return start.Run(o, stderr)
}

// parseFlags reads the command line into the options the table starts with.
func parseFlags(args []string, stderr io.Writer) (start.Options, error) {
	var o start.Options
	fs := flag.NewFlagSet("tabletop", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.Scenario, "scenario", maps.DefaultScenario, "built-in scenario of any game ("+strings.Join(rules.BuiltinNames(), ", ")+") or scenario file")
	computer := fs.String("computer", "", "with -quickstart, in a game other than Borrowed Time: the seats the computer plays (comma-separated seat ids, or all)")
	seed := fs.Uint64("seed", 0, "the game's seed (0: from the clock)")
	fs.BoolVar(&o.Quickstart, "quickstart", false, "skip the start screen: play the scenario with the rulebook's rules")
	fs.BoolVar(&o.Tutorial, "tutorial", false, "skip the start screen: play the guided first game (Last Stop Gas)")
	fs.BoolVar(&o.TableDice, "table-dice", false, "with -quickstart: roll real dice and type them in")
	fs.StringVar(&o.Agendas, "agendas", "", "with -quickstart: secret agendas (own, random)")
	fs.StringVar(&o.SaveFile, "save", "borrowed-time-save.json", "the file Ctrl+S saves to and Ctrl+O loads")
	fs.StringVar(&o.ShotsDir, "shots", "", "F12 writes a screenshot into this folder")
	fs.BoolVar(&o.SaveOnShot, "save-on-shot", false, "F12 also saves the game, and where the panel buttons are to SAVE.buttons.json; the input the window handled goes to input.txt in the -shots folder (for scripted tests)")
	fs.StringVar(&o.Screenshot, "screenshot", "", "write the window to this PNG after -frames frames, then quit")
	fs.IntVar(&o.Frames, "frames", 10, "frames to draw before -screenshot")
	fs.StringVar(&o.SelectID, "select", "", "survivor picked at the start (e.g. ramirez)")
	hover := fs.String("hover", "", "table point X,Y in inches to point at (with -screenshot)")
	fs.IntVar(&o.Width, "width", 1280, "window width in pixels")
	fs.IntVar(&o.Height, "height", 800, "window height in pixels")
	fs.BoolVar(&o.Mute, "mute", false, "no sound")
	fs.IntVar(&o.Bench, "bench", 0, "time this many frames, print the frame times, and quit")
	fs.BoolVar(&o.BenchBlank, "bench-blank", false, "with -bench: only fill the window each frame (what this machine can do at best)")
	fs.BoolVar(&o.FrameStats, "frame-stats", false, "print to stderr, once a second of ticks, how many ticks ran and how many frames were drawn (a window at rest draws none)")
	fs.IntVar(&o.Stress, "stress", 0, "put this many more zombies on the table (for measuring)")
	fs.BoolVar(&o.AutoDirector, "auto-director", false, "with -quickstart: the computer plays the Director")
	fs.BoolVar(&o.AutoSurvivors, "auto-survivors", false, "with -quickstart: the computer plays the survivors")
	fs.BoolVar(&o.FastForward, "fast-forward", false, "start with fast-forward on: no move animations, and computer players at full speed (X toggles)")
	fs.StringVar(&o.Preview, "preview", "", "show this scenario file's layout and redraw it whenever the file changes (for designing tables)")
	fs.BoolVar(&o.Generic, "generic", false, "no longer needed: every game, Borrowed Time too, is played on the one table (kept so that old scripts still run)")
	fs.StringVar(&o.Join, "join", "", "join an online game: its invite link (http://HOST/join#ROOM-SECRET), or its code ROOM-SECRET with -server")
	host := fs.String("host", "", "host an online game on this game server (http://HOST:PORT): Start makes a room for the game chosen, you play its first seat, and the other seats' invite links are shown")
	fs.StringVar(&o.Server, "server", "", "the game server for -join with a code and for Host online game (default "+start.DefaultServer+")")
	fs.StringVar(&o.PlayerName, "name", "", "your name as the other players see it online")
	fs.StringVar(&o.CreateKey, "create-key", "", "the game server's key for making rooms, if it asks for one")
	level := fs.String("level", "", "with -quickstart or -host: how the computer's seats play: scripted, steady or strong (every seat), or SEAT=LEVEL,… (steady and strong think before each move)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if *host != "" {
		o.Host, o.Server = true, *host
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q (use -scenario)", fs.Arg(0))
	}
	o.Seed = *seed
	if *computer != "" {
		o.ComputerSeats = strings.Split(*computer, ",")
	}
	if err := o.ReadLevels(*level); err != nil {
		return o, err
	}
	if o.Seed == 0 {
		o.Seed = uint64(time.Now().UnixNano()) // choosing a new game's seed, not a game's dice
	}
	if o.Frames < 1 {
		return o, errors.New("-frames must be at least 1")
	}
	if o.Width < 640 || o.Height < 480 {
		return o, errors.New("-width and -height must be at least 640x480")
	}
	if o.Agendas != "" && o.Agendas != "own" && o.Agendas != "random" {
		return o, fmt.Errorf("-agendas %q: use own or random", o.Agendas)
	}
	if *hover != "" {
		h, err := parseHover(*hover)
		if err != nil {
			return o, err
		}
		o.Hover = h
	}
	if o.Preview != "" && !page.WatchesFiles {
		return o, errors.New("-preview watches a file on this computer: use the desktop table or cmd/preview")
	}
	if o.SelectID != "" || o.Hover != nil || o.Bench > 0 || o.Stress > 0 {
		o.Quickstart = true
	}
	return o, nil
}

// parseHover reads -hover's table point, X,Y in inches.
func parseHover(s string) (*physics.Vec, error) {
	parts := strings.Split(s, ",")
	x, errx := strconv.ParseFloat(strings.TrimSpace(parts[0]), 64)
	var y float64
	erry := errors.New("missing")
	if len(parts) == 2 {
		y, erry = strconv.ParseFloat(strings.TrimSpace(parts[1]), 64)
	}
	if errx != nil || erry != nil {
		return nil, fmt.Errorf("-hover %q: want X,Y in inches, e.g. 20,30", s)
	}
	return &physics.Vec{X: x, Y: y}, nil
}
