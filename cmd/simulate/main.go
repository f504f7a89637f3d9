// Command simulate runs games without a window.
//
//	simulate [-scenario NAME|FILE] [-games 1000] [-seed 1] [-workers N] [-png chart.png] [-options JSON]
//
// plays whole games with computer survivors against the automatic Director (package ai), in
// worker processes on every core, and prints the survivors' win rate with its confidence
// interval, the game lengths, the causes of defeat, each survivor's death rate and the Heat
// spent by Director action; the same seed gives the same report. For a scenario of another
// ruleset (Survivors), its computer plays every seat and -options '{"mode":"solo"}' gives the
// ruleset's options object.
//
//	simulate replay FILE
//
// replays a saved game, checking it against its recorded state, and prints every command's
// events and the final state, so anyone can check a game without the table.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
)

func main() {
	if os.Getenv("GOGC") == "" {
		// Games allocate briefly and keep little: collecting less often is 10% faster
		// (25 MB a process instead of 15 MB; past 400 it gains nothing more).
		debug.SetGCPercent(gcPercent)
	}
	if os.Getenv(workerEnv) != "" {
		os.Exit(runWorker(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// gcPercent is the garbage collector's setting for simulations (GOGC overrides it).
const gcPercent = 400

const usage = `usage: simulate [flags]      play games, computer against computer, and report
       simulate replay FILE  replay a saved game: print the event log and the final state

flags:
`

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "replay" {
		return simulate(args, stdout, stderr)
	}
	switch args[0] {
	case "replay":
		if len(args) != 2 {
			fmt.Fprint(stderr, "simulate replay: name one save file\n\n"+usage)
			return 2
		}
		return replay(args[1], stdout, stderr)
	}
	fmt.Fprintf(stderr, "simulate: unknown command %q\n\n%s", args[0], usage)
	return 2
}

func replay(path string, stdout, stderr io.Writer) int {
	data, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(stderr, "simulate:", err)
		return 1
	}
	return replaySave(path, data, stdout, stderr)
}
