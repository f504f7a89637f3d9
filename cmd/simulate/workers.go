package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"sync"

	"github.com/borrowed-time/tabletop/game"
)

// workerEnv marks a process started to play a share of a batch (resolv, under the table's
// geometry, keeps package-level buffers: games run in separate processes, one per core).
const workerEnv = "BORROWED_TIME_SIMULATE_WORKER"

// dealer hands out a batch's games in small ranges, each to the worker that asks next: a
// worker on a faster core plays more of them, and neither waits long for the other at the
// end. Which worker plays a game changes nothing in it.
type dealer struct {
	mu        sync.Mutex
	next, end int
	chunk     int
}

// take returns the next range of games, or false when all are dealt.
func (d *dealer) take() (from, to int, ok bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.next >= d.end {
		return 0, 0, false
	}
	from, to = d.next, min(d.next+d.chunk, d.end)
	d.next = to
	return from, to, true
}

// dealChunk is how many games a range holds: small enough that the workers end within a few
// games of each other, large enough that asking costs nothing.
func dealChunk(games, workers int) int { return max(1, min(20, games/(workers*8))) }

// rangesAhead is how many ranges a worker holds at once, so that it never waits for the next.
const rangesAhead = 2

// runWorker is a worker process: it reads ranges of games from stdin, one "FROM TO" line at a
// time, plays them and writes one JSON line per game, until stdin ends.
func runWorker(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) != 4 {
		fmt.Fprintln(stderr, "simulate worker: want SCENARIO SEED OPTIONS PLAYERS")
		return 2
	}
	seed, err := strconv.ParseUint(args[1], 10, 64)
	if err != nil {
		fmt.Fprintln(stderr, "simulate worker: bad seed", args[1])
		return 2
	}
	p := newPlayer(batchSpec{scenario: args[0], seed: seed, options: args[2], players: args[3]})
	if p.err != nil {
		fmt.Fprintln(stderr, "simulate worker:", p.err)
		return 1
	}
	w := bufio.NewWriter(stdout)
	enc := json.NewEncoder(w)
	in := bufio.NewScanner(stdin)
	for in.Scan() {
		var from, to int
		if _, err := fmt.Sscanf(in.Text(), "%d %d", &from, &to); err != nil || from < 0 || to < from {
			fmt.Fprintf(stderr, "simulate worker: bad range %q\n", in.Text())
			return 2
		}
		p.play(from, to, func(r game.Played) {
			enc.Encode(r)
			w.Flush()
		})
	}
	return 0
}

// startWorker starts a worker process that plays the ranges of games the dealer gives it,
// sending its results to results and its end (nil, or what went wrong) to done.
func startWorker(spec batchSpec, deal *dealer, results chan<- game.Played, done chan<- error) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(exe, spec.scenario, strconv.FormatUint(spec.seed, 10), spec.options, spec.players)
	cmd.Env = append(os.Environ(), workerEnv+"=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	var errBuf limitedBuffer
	cmd.Stderr = &errBuf
	if err := cmd.Start(); err != nil {
		return err
	}
	// held lists the ends of the ranges the worker holds, oldest first; unplayed counts
	// their games not yet reported.
	var held []int
	unplayed := 0
	give := func() {
		if from, to, ok := deal.take(); ok {
			fmt.Fprintf(in, "%d %d\n", from, to)
			held = append(held, to)
			unplayed += to - from
		} else if len(held) == 0 {
			in.Close() // nothing left to play: the worker ends
		}
	}
	for range rangesAhead {
		give()
	}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<16), 1<<22)
		for sc.Scan() {
			var r game.Played
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				cmd.Process.Kill()
				cmd.Wait()
				done <- fmt.Errorf("a worker sent %q: %v", sc.Text(), err)
				return
			}
			results <- r
			unplayed--
			if len(held) > 0 && r.Index == held[0]-1 { // a range played: ask for another
				held = held[1:]
				give()
			}
		}
		err := cmd.Wait()
		switch {
		case err != nil:
			done <- fmt.Errorf("a worker failed: %v %s", err, errBuf.String())
		case unplayed != 0:
			done <- fmt.Errorf("a worker stopped with %d of its games unplayed", unplayed)
		default:
			done <- nil
		}
	}()
	return nil
}

// limitedBuffer keeps the first 4 KiB written to it.
type limitedBuffer struct{ b []byte }

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := 4096 - len(l.b); room > 0 {
		l.b = append(l.b, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func (l *limitedBuffer) String() string { return string(l.b) }
