// Command server runs the game server for online play: rooms of any game the table plays,
// invite links per seat, every command checked and stored in a SQLite file before it is
// acknowledged. It listens on localhost unless told otherwise (docs/online.md).
//
//	go run ./cmd/server -addr 127.0.0.1:8090 -db games.db
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/online/server"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(2)
	}
}

// config is what the flags say.
type config struct {
	addr, db, public, key, origins, sync string
	webDir, pprof                        string
	maxMessage                           int64
	rate                                 float64
	burst                                int
	chosenSeeds                          bool
	perSeat, perRoom, perAddress         int
	roomsPerHour                         float64
	roomBurst, maxScenario               int
	trusted, proxies                     string
	ping, idle                           time.Duration
	gcPercent                            int
}

func parse(args []string, errOut io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(errOut)
	fs.StringVar(&c.addr, "addr", "127.0.0.1:8090", "host:port to listen on (localhost unless you mean otherwise; port 0 picks a free one)")
	fs.StringVar(&c.db, "db", "games.db", "the SQLite file that keeps every room (created if missing)")
	fs.StringVar(&c.sync, "sync", "full", "full: a command is acknowledged once on disk even through a power cut; normal: once safe from the server being killed (faster)")
	fs.StringVar(&c.public, "public", "", "the address players reach this server at, for invite links (https://games.example.org behind a proxy)")
	fs.StringVar(&c.key, "create-key", "", "a key needed to create rooms (Authorization: Bearer KEY); none: anyone who reaches the server may")
	fs.StringVar(&c.origins, "origins", "", "comma-separated hosts of web pages allowed to connect besides this server's own (the browser build's, e.g. localhost:8080)")
	fs.Int64Var(&c.maxMessage, "max-message", online.MaxClientMessage, "the largest message a client may send, in bytes")
	fs.Float64Var(&c.rate, "rate", 50, "messages a second each connection may send on average")
	fs.IntVar(&c.burst, "burst", 100, "messages a connection may send at once")
	fs.BoolVar(&c.chosenSeeds, "chosen-seeds", false, "FOR TESTS ONLY: let a room's creator choose its seed, which tells every die to come and every seat's secrets")
	fs.IntVar(&c.perSeat, "max-per-seat", 8, "connections one seat may have at once (a player's screens)")
	fs.IntVar(&c.perRoom, "max-per-room", 64, "connections one room may have at once, watchers included")
	fs.IntVar(&c.perAddress, "max-per-address", 32, "connections one address may have at once")
	fs.Float64Var(&c.roomsPerHour, "rooms-per-hour", 30, "rooms one address may create an hour, after -room-burst at once")
	fs.IntVar(&c.roomBurst, "room-burst", 10, "rooms one address may create at once")
	fs.IntVar(&c.maxScenario, "max-scenario", 256<<10, "the largest scenario file a room may be created with, in bytes")
	fs.StringVar(&c.trusted, "trusted", "", "comma-separated addresses or networks the per-address limits do not apply to (127.0.0.1 for a load test on this machine)")
	fs.StringVar(&c.proxies, "proxies", "", "comma-separated addresses of reverse proxies whose X-Forwarded-For names the client (127.0.0.1 behind a proxy on this machine)")
	fs.DurationVar(&c.ping, "ping", 30*time.Second, "how often each connection is pinged; one that does not answer in that time is closed")
	fs.DurationVar(&c.idle, "idle", 10*time.Minute, "how long a room nobody is connected to stays in memory")
	fs.StringVar(&c.webDir, "web", "", "a browser build of the table (made by go run ./cmd/webserve -dir DIR) to serve, so that invite links open the table in a browser and join")
	fs.IntVar(&c.gcPercent, "gc-percent", 200, "how far the heap may grow past what is live before the collector runs (GOGC): more spends less of the processor on collecting and more memory (Go's default is 100)")
	fs.StringVar(&c.pprof, "pprof", "", "also serve Go's profiles of the server on this address of this machine (127.0.0.1:6060), to see where its time goes under load")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q (every setting is a flag: -addr, -db …)", fs.Arg(0))
	}
	if _, _, err := net.SplitHostPort(c.addr); err != nil {
		return c, fmt.Errorf("-addr %q is not host:port (e.g. 127.0.0.1:8090): %v", c.addr, err)
	}
	if c.db == "" {
		return c, errors.New("-db is empty: name the file that keeps the rooms")
	}
	if c.maxMessage < 1024 || c.maxMessage > 1<<20 {
		return c, fmt.Errorf("-max-message %d is out of range (1024 to 1048576 bytes)", c.maxMessage)
	}
	if c.sync != "full" && c.sync != "normal" {
		return c, fmt.Errorf("-sync %q: say full or normal", c.sync)
	}
	if c.rate <= 0 || c.burst < 1 {
		return c, fmt.Errorf("-rate %g and -burst %d must both be positive", c.rate, c.burst)
	}
	if c.perSeat < 1 || c.perRoom < 1 || c.perAddress < 1 || c.roomBurst < 1 || c.roomsPerHour <= 0 {
		return c, errors.New("-max-per-seat, -max-per-room, -max-per-address, -rooms-per-hour and -room-burst must be positive")
	}
	if c.gcPercent < 25 || c.gcPercent > 1000 {
		return c, fmt.Errorf("-gc-percent %d is out of range (25 to 1000)", c.gcPercent)
	}
	if c.ping <= 0 || c.idle <= 0 {
		return c, fmt.Errorf("-ping %v and -idle %v must be positive", c.ping, c.idle)
	}
	if c.public != "" && !strings.HasPrefix(c.public, "http://") && !strings.HasPrefix(c.public, "https://") {
		return c, fmt.Errorf("-public %q must start with http:// or https://", c.public)
	}
	return c, nil
}

func run(args []string, out, errOut io.Writer) error {
	c, err := parse(args, errOut)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	ln, err := net.Listen("tcp", c.addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %v", c.addr, err)
	}
	debug.SetGCPercent(c.gcPercent)
	if !loopback(ln.Addr()) {
		fmt.Fprintf(errOut, "WARNING: listening on %s, which other machines can reach. Put it behind a TLS proxy and read docs/online.md.\n", ln.Addr())
	}
	if !loopback(ln.Addr()) && c.key == "" {
		fmt.Fprintf(errOut, "WARNING: anyone who reaches %s may create rooms: set -create-key (docs/online.md).\n", ln.Addr())
	}
	if c.chosenSeeds {
		fmt.Fprintln(errOut, "WARNING: -chosen-seeds lets a room's creator know every die to come and every seat's secrets: for tests only.")
	}
	srv, err := server.New(server.Options{DB: c.db, Sync: c.sync, MaxMessage: c.maxMessage, Rate: c.rate, Burst: c.burst,
		CreateKey: c.key, PublicURL: c.public, Origins: splitList(c.origins), Logf: log.New(errOut, "", log.LstdFlags).Printf,
		ChosenSeeds: c.chosenSeeds, MaxPerSeat: c.perSeat, MaxPerRoom: c.perRoom, MaxPerAddress: c.perAddress,
		RoomsPerHour: c.roomsPerHour, RoomBurst: c.roomBurst, MaxScenario: c.maxScenario,
		Trusted: splitList(c.trusted), Proxies: splitList(c.proxies), PingEvery: c.ping, IdleAfter: c.idle})
	if err != nil {
		ln.Close()
		return err
	}
	if c.pprof != "" {
		pl, err := servePprof(c.pprof, errOut)
		if err != nil {
			srv.Close()
			ln.Close()
			return err
		}
		defer pl.Close()
	}
	st := srv.Stats()
	fmt.Fprintf(out, "listening on http://%s (database %s, %d rooms)\n", ln.Addr(), c.db, st.Stored)
	h := srv.Handler()
	if c.webDir != "" {
		if h, err = withWeb(h, c.webDir); err != nil {
			srv.Close()
			ln.Close()
			return err
		}
	}
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	select {
	case err = <-done:
	case <-stop:
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		hs.Shutdown(ctx)
		cancel()
	}
	if cerr := srv.Close(); err == nil || errors.Is(err, http.ErrServerClosed) {
		err = cerr
	}
	return err
}

// loopback reports whether only this machine can reach the address.
func loopback(a net.Addr) bool {
	tcp, ok := a.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
