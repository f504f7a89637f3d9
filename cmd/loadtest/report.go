package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/borrowed-time/tabletop/online"
)

// errLost ends a run that found acknowledged commands missing: "lost: N" has said so, and
// stays the last line.
var errLost = errors.New("acknowledged commands are missing from the server's log")

// report prints what was measured, and last the acknowledged commands the server lost.
func (l *load) report(out io.Writer) error {
	clients, reconnects := 0, 0
	for _, r := range l.rooms {
		for _, c := range r.clients {
			clients++
			reconnects += c.State().Reconnects
		}
	}
	secs := l.elapsed.Seconds()
	fmt.Fprintf(out, "rooms: %d, clients: %d, played for %.1f s, thinking %v a move\n", len(l.rooms), clients, secs, l.cfg.think)
	fmt.Fprintf(out, "commands: %d acknowledged (%.0f a second), %d refused, %d stale, %d cut off\n",
		l.commands.Load(), float64(l.commands.Load())/secs, l.refused.Load(), l.stale.Load(), l.dropped.Load())
	p50, p99 := percentiles(l.trips)
	fmt.Fprintf(out, "round trip: p50 %.1f ms, p99 %.1f ms (%d requests)\n", ms(p50), ms(p99), len(l.trips))
	for _, k := range []online.Kind{online.KindActions, online.KindAct, online.KindMoveOn} {
		p50, p99 := percentiles(l.kinds[k])
		fmt.Fprintf(out, "  %s: p50 %.1f ms, p99 %.1f ms (%d)\n", k, ms(p50), ms(p99), len(l.kinds[k]))
	}
	fmt.Fprintf(out, "reconnects: %d\n", reconnects)
	if s, err := l.stats(); err == nil {
		per := float64(int64(l.after.HeapBytes)-int64(l.before.HeapBytes)) / float64(len(l.rooms)) / 1024
		fmt.Fprintf(out, "server: %d rooms, %d connections, heap %.1f MiB (%.0f KiB a room with its clients, measured after connecting)\n",
			s.Rooms, s.Connections, float64(s.HeapBytes)/(1<<20), per)
	}
	lost, err := l.lost()
	for _, r := range l.rooms {
		for _, c := range r.clients {
			c.Close()
		}
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "lost: %d\n", lost)
	if lost > 0 {
		return errLost
	}
	return nil
}

func percentiles(ds []time.Duration) (p50, p99 time.Duration) {
	if len(ds) == 0 {
		return 0, 0
	}
	slices.Sort(ds)
	at := func(q float64) time.Duration { return ds[min(len(ds)-1, int(q*float64(len(ds))))] }
	return at(0.50), at(0.99)
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// lost counts the acknowledged commands whose fingerprint the server's log does not have.
func (l *load) lost() (int, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	lost := 0
	for _, r := range l.rooms {
		if len(r.clients) == 0 {
			continue
		}
		var all []string
		for {
			hs, err := r.clients[0].Hashes(ctx, len(all)+1)
			if err != nil {
				return 0, fmt.Errorf("room %s: cannot read the log's fingerprints: %v", r.id, err)
			}
			all = append(all, hs...)
			if len(hs) < online.MaxHashes {
				break
			}
		}
		r.mu.Lock()
		for n, h := range r.acked {
			if n > len(all) || all[n-1] != h {
				lost++
			}
		}
		r.mu.Unlock()
	}
	return lost, nil
}
