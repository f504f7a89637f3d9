// Command loadtest plays many rooms at once against a game server on this machine, with bot
// clients making random legal moves from the actions the server lists, and reports commands
// a second, the round trip of requests (p50, p99), reconnects, the server's memory per room,
// and last a line "lost: N" of acknowledged commands missing from the server's log (must
// be 0). It refuses any server not on this machine.
//
//	go run ./cmd/loadtest -server http://127.0.0.1:8090 -rooms 100 -seconds 30
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"runtime/pprof"
	"time"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, errLost) {
			fmt.Fprintln(os.Stderr, "loadtest:", err)
		}
		os.Exit(2)
	}
}

// config is what the flags say.
type config struct {
	server   string
	rooms    int
	seconds  float64
	scenario string
	seed     uint64
	computer string
	think    time.Duration
	profile  string
}

func parse(args []string, errOut io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(errOut)
	fs.StringVar(&c.server, "server", "http://127.0.0.1:8090", "the server's address: this machine only (127.0.0.0/8, ::1, localhost)")
	fs.IntVar(&c.rooms, "rooms", 10, "rooms to play at once")
	fs.Float64Var(&c.seconds, "seconds", 10, "how long to play")
	fs.StringVar(&c.scenario, "scenario", "zombie-marines", "the built-in scenario each room plays, every seat a bot")
	fs.StringVar(&c.computer, "computer", "", "a seat the server's computer player plays instead of a bot (zombies, director …)")
	fs.DurationVar(&c.think, "think", time.Second, "how long a bot thinks before each move, as a player would (0: move as fast as the server answers)")
	fs.StringVar(&c.profile, "cpuprofile", "", "write the load test's own CPU profile to this file (go tool pprof)")
	fs.Uint64Var(&c.seed, "seed", 1, "the bots' random seed")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.rooms < 1 || c.rooms > 5000 {
		return c, fmt.Errorf("-rooms %d is out of range (1 to 5000)", c.rooms)
	}
	if c.think < 0 {
		return c, fmt.Errorf("-think %v is negative", c.think)
	}
	if c.seconds <= 0 || c.seconds > 3600 {
		return c, fmt.Errorf("-seconds %g is out of range (more than 0, at most 3600)", c.seconds)
	}
	return c, onThisMachine(c.server)
}

// onThisMachine refuses every address but the loopback: a load test never aims at another
// machine.
func onThisMachine(server string) error {
	u, err := url.Parse(server)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("-server %q is not an address like http://127.0.0.1:8090", server)
	}
	host := u.Hostname()
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("-server %q is not on this machine: the load test runs only against 127.0.0.1, ::1 or localhost", server)
}

func run(args []string, out, errOut io.Writer) error {
	c, err := parse(args, errOut)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	if c.profile != "" {
		f, err := os.Create(c.profile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	l := newLoad(c)
	if err := l.setUp(); err != nil {
		return err
	}
	l.play(time.Duration(c.seconds * float64(time.Second)))
	return l.report(out)
}
