package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// simOptions are the flags of a simulation.
type simOptions struct {
	spec    batchSpec
	games   int
	workers int
	png     string
	profile string // CPU profile of the games played in this process
	memory  string // allocation profile of the games played in this process
}

func parseSim(args []string, stderr io.Writer) (simOptions, error) {
	var o simOptions
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.spec.scenario, "scenario", maps.DefaultScenario, "built-in scenario or scenario file")
	fs.IntVar(&o.games, "games", 1000, "games to play")
	fs.Uint64Var(&o.spec.seed, "seed", 1, "the batch's seed: the same seed plays the same games")
	fs.IntVar(&o.workers, "workers", runtime.NumCPU(), "processes playing games at once")
	fs.StringVar(&o.png, "png", "", "also draw the results as a chart to this PNG")
	fs.StringVar(&o.profile, "cpuprofile", "", "write a CPU profile of the games to this file (use with -workers 1)")
	fs.StringVar(&o.memory, "memprofile", "", "write a profile of what the games allocated to this file (use with -workers 1)")
	fs.StringVar(&o.spec.options, "options", "", `the game's options as a JSON object, such as '{"mode":"solo"}' or '{"heatCheck":"text"}'`)
	fs.StringVar(&o.spec.players, "players", "", `who plays which seat, 'SEAT=KIND[:BUDGET],…': KIND scripted or search, BUDGET a level (steady, strong) or a number of rollouts, then any of /rollouts=N /candidates=N /work=N /cutoff=N /confidence=N, such as 'survivors=search:strong' or 'player-1=search:steady/work=600/cutoff=60'; other seats scripted`)
	fs.Usage = func() { fmt.Fprint(stderr, usage); fs.PrintDefaults() }
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	switch {
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case o.games < 1 || o.games > 10_000_000:
		return o, fmt.Errorf("-games %d: play 1 to 10000000 games", o.games)
	case o.workers < 1 || o.workers > 256:
		return o, fmt.Errorf("-workers %d: use 1 to 256", o.workers)
	}
	o.workers = min(o.workers, o.games)
	o.spec.from, o.spec.to = 0, o.games
	return o, nil
}

// simulate plays a batch and prints its report (to stdout; progress and timing to stderr).
func simulate(args []string, stdout, stderr io.Writer) int {
	o, err := parseSim(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(stderr, "simulate:", err)
		return 2
	}
	p := newPlayer(o.spec) // opens the scenario and checks the options before any game
	if p.err != nil {
		fmt.Fprintln(stderr, "simulate:", p.err)
		if p.s != nil {
			return 2 // the options
		}
		return 1
	}
	_, charts := p.rs.(game.Charter)
	if o.png != "" && !charts {
		fmt.Fprintf(stderr, "simulate: -png: %s draws no chart of its games\n", p.rs.Name())
		return 2
	}
	if o.profile != "" {
		f, err := os.Create(o.profile)
		if err != nil {
			fmt.Fprintln(stderr, "simulate:", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(stderr, "simulate:", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	if o.memory != "" {
		defer writeAllocations(stderr, o.memory)
	}
	start := time.Now()
	bar := newProgress(stderr, o.games)
	results, err := runBatch(p, o, bar.add)
	bar.finish()
	if err != nil {
		fmt.Fprintln(stderr, "simulate:", err)
		return 1
	}
	elapsed := time.Since(start)
	if o.spec.players != "" {
		fmt.Fprintf(stdout, "Players: %s (every other seat scripted)\n", o.spec.players)
	}
	if rep, ok := p.rs.(game.Reporter); ok {
		rep.Report(stdout, p.s, o.spec.seed, results)
	} else {
		writeGeneric(stdout, p.rs, p.s, p.setup, results)
	}
	fmt.Fprintf(stderr, "%d games in %.1f s: %.0f games a second with %d %s\n",
		o.games, elapsed.Seconds(), float64(o.games)/elapsed.Seconds(), o.workers, map[bool]string{true: "worker", false: "workers"}[o.workers == 1])
	if o.png != "" {
		if err := p.rs.(game.Charter).Chart(o.png, p.s, o.spec.seed, results); err != nil {
			fmt.Fprintln(stderr, "simulate: chart:", err)
			return 1
		}
		fmt.Fprintln(stderr, "chart written to", o.png)
	}
	for _, r := range results {
		if r.Problem != "" {
			return 1
		}
	}
	return 0
}

// runBatch plays every game, in this process with one worker or in worker processes, and
// returns the results in game order.
func runBatch(p *player, o simOptions, progress func()) ([]game.Played, error) {
	results := make([]game.Played, o.games)
	if o.workers == 1 {
		p.play(o.spec.from, o.spec.to, func(r game.Played) {
			results[r.Index] = r
			progress()
		})
		return results, nil
	}
	ch := make(chan game.Played, 64)
	done := make(chan error, o.workers)
	deal := &dealer{next: o.spec.from, end: o.spec.to, chunk: dealChunk(o.games, o.workers)}
	for w := 0; w < o.workers; w++ {
		if err := startWorker(o.spec, deal, ch, done); err != nil {
			return nil, err
		}
	}
	var firstErr error
	for running := o.workers; running > 0; {
		select {
		case r := <-ch:
			if r.Index >= 0 && r.Index < len(results) {
				results[r.Index] = r
			}
			progress()
		case err := <-done:
			running--
			if err != nil && firstErr == nil {
				firstErr = err
			}
		}
	}
	for len(ch) > 0 { // results that arrived with a worker's end
		r := <-ch
		results[r.Index] = r
		progress()
	}
	return results, firstErr
}

// progress draws a progress bar on a terminal, or a line every tenth elsewhere.
type progress struct {
	w         io.Writer
	total, n  int
	start     time.Time
	last      time.Time
	tty       bool
	nextTenth int
}

func newProgress(w io.Writer, total int) *progress {
	p := &progress{w: w, total: total, start: time.Now()}
	if f, ok := w.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	return p
}

func (p *progress) add() {
	p.n++
	now := time.Now()
	rate := float64(p.n) / now.Sub(p.start).Seconds()
	if p.tty {
		if now.Sub(p.last) < 100*time.Millisecond && p.n < p.total {
			return
		}
		p.last = now
		const width = 30
		filled := width * p.n / p.total
		bar := make([]rune, width)
		for i := range bar {
			bar[i] = '░'
			if i < filled {
				bar[i] = '█'
			}
		}
		eta := time.Duration(float64(p.total-p.n)/rate) * time.Second
		fmt.Fprintf(p.w, "\r%s %d/%d games  %.0f/s  %s left   ", string(bar), p.n, p.total, rate, eta.Round(time.Second))
		return
	}
	if p.n*10/p.total >= p.nextTenth+1 {
		p.nextTenth = p.n * 10 / p.total
		fmt.Fprintf(p.w, "%d/%d games (%.0f a second)\n", p.n, p.total, rate)
	}
}

func (p *progress) finish() {
	if p.tty {
		fmt.Fprintln(p.w)
	}
}

// writeAllocations writes the allocation profile of this process (what the games allocated)
// to a file, saying so on stderr when it cannot.
func writeAllocations(stderr io.Writer, file string) {
	f, err := os.Create(file)
	if err == nil {
		err = pprof.Lookup("allocs").WriteTo(f, 0)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, "simulate:", err)
	}
}
