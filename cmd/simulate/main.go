// Command simulate runs games without a window.
//
//	simulate [-scenario NAME|FILE] [-games 1000] [-seed 1] [-workers N] [-png chart.png] [-options JSON] [-players SEAT=KIND[:BUDGET],…]
//
// plays whole games of any game the table plays, with its computer players in every seat, in
// worker processes on every core, every game the same way (its Session, its players, its
// fallback when a proposal is refused), and prints its report; the same seed gives the same
// report. A game may report in its own way (game.Reporter): Borrowed Time gives the
// survivors' win rate with its confidence interval, the game lengths, the causes of defeat,
// each survivor's death rate and the Heat spent by Director action, and draws them as a chart
// (-png). The others report each seat's wins with a 95% interval, how the games ended and
// how long they lasted. -options gives the game's options object ('{"mode":"solo"}').
// -players 'SEAT=KIND[:BUDGET],…' puts a searching computer player (package game/search;
// KIND search, BUDGET a level such as steady or strong, or a number of rollouts) or the
// scripted one (KIND scripted) in the seats named, the scripted one in the others, for
// head-to-head reports; the same seed plays the same games, so a run with and one without
// -players compare the two players in one seat on the same games.
//
//	simulate replay FILE
//
// replays a saved game of any game, checking it against its recorded state, and prints every
// command's events and the final state, so anyone can check a game without the table.
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
