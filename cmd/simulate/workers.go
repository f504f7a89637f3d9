package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// workerEnv marks a process started to play a share of a batch (resolv, under the table's
// geometry, keeps package-level buffers: games run in separate processes, one per core).
const workerEnv = "BORROWED_TIME_SIMULATE_WORKER"

// batchSpec says which games to play.
type batchSpec struct {
	scenario string // built-in name or file
	seed     uint64
	from, to int // game indexes [from, to)
}

// playRange plays games [from, to) in this process, handing each result to out in order.
func playRange(s *maps.Scenario, spec batchSpec, out func(gameResult)) {
	routes := physics.NewNavCache()
	// Every game gets a copy of one table: the terrain is built once per worker.
	table, err := s.NewTable()
	for i := spec.from; i < spec.to; i++ {
		if err != nil {
			out(gameResult{Index: i, Problem: err.Error()})
			continue
		}
		out(playGame(s, spec.seed, i, table.Fresh(), routes))
	}
}

// runWorker is a worker process: it plays its games and writes one JSON line per game.
func runWorker(args []string, stdout, stderr io.Writer) int {
	if len(args) != 4 {
		fmt.Fprintln(stderr, "simulate worker: want SCENARIO SEED FROM TO")
		return 2
	}
	seed, err1 := strconv.ParseUint(args[1], 10, 64)
	from, err2 := strconv.Atoi(args[2])
	to, err3 := strconv.Atoi(args[3])
	if err1 != nil || err2 != nil || err3 != nil {
		fmt.Fprintln(stderr, "simulate worker: bad arguments", args)
		return 2
	}
	s, err := maps.Open(args[0])
	if err != nil {
		fmt.Fprintln(stderr, "simulate worker:", err)
		return 1
	}
	w := bufio.NewWriter(stdout)
	enc := json.NewEncoder(w)
	playRange(s, batchSpec{scenario: args[0], seed: seed, from: from, to: to}, func(r gameResult) {
		enc.Encode(r)
		w.Flush()
	})
	return 0
}

// startWorker starts a worker process for games [from, to), sending its results to results
// and its end (nil, or what went wrong) to done.
func startWorker(spec batchSpec, results chan<- gameResult, done chan<- error) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(exe, spec.scenario, strconv.FormatUint(spec.seed, 10), strconv.Itoa(spec.from), strconv.Itoa(spec.to))
	cmd.Env = append(os.Environ(), workerEnv+"=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	var errBuf limitedBuffer
	cmd.Stderr = &errBuf
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<16), 1<<22)
		n := 0
		for sc.Scan() {
			var r gameResult
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				cmd.Process.Kill()
				cmd.Wait()
				done <- fmt.Errorf("a worker sent %q: %v", sc.Text(), err)
				return
			}
			results <- r
			n++
		}
		err := cmd.Wait()
		switch {
		case err != nil:
			done <- fmt.Errorf("a worker failed: %v %s", err, errBuf.String())
		case n != spec.to-spec.from:
			done <- fmt.Errorf("a worker played %d of its %d games", n, spec.to-spec.from)
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
