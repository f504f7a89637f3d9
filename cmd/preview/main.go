// Command preview checks scenario files (and, later, renders them to PNG).
//
//	preview -validate FILE|NAME...
//
// prints every problem in each scenario, with its JSON path, and exits 1 when any has one.
// NAME is a built-in scenario (last-stop-gas, rooftop-signal).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/borrowed-time/tabletop/maps"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// Exit codes.
const (
	exitOK      = 0
	exitInvalid = 1
	exitUsage   = 2
)

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("preview", flag.ContinueOnError)
	fs.SetOutput(stderr)
	validate := fs.Bool("validate", false, "check the scenarios and print every problem")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: preview -validate FILE|NAME...\n\nNAME is a built-in scenario: %v\n\nflags:\n", maps.BuiltinNames())
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if !*validate {
		fmt.Fprintln(stderr, "preview: rendering a scenario to PNG is not available yet; use -validate to check scenarios")
		fs.Usage()
		return exitUsage
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "preview: name at least one scenario file or built-in scenario")
		fs.Usage()
		return exitUsage
	}
	code := exitOK
	for _, name := range fs.Args() {
		s, err := maps.Open(name)
		var ve *maps.ValidationError
		switch {
		case errors.As(err, &ve):
			fmt.Fprintf(stdout, "%s: %d problem(s)\n", name, len(ve.Problems))
			for _, p := range ve.Problems {
				fmt.Fprintf(stdout, "  %s\n", p)
			}
			code = exitInvalid
		case err != nil:
			fmt.Fprintf(stdout, "%s: %v\n", name, err)
			code = exitInvalid
		default:
			fmt.Fprintf(stdout, "%s: ok — %q, %gx%g\" table, %d terrain pieces, %d spawn points, %d search locations, %d objective markers, %d zombies, %d survivors\n",
				name, s.Name, s.Width, s.Height, len(s.Terrain), len(s.SpawnPoints), len(s.SearchLocations), len(s.Objectives), len(s.Zombies), len(s.Survivors))
		}
	}
	return code
}
