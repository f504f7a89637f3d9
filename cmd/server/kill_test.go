package main

import (
	"bufio"
	"context"
	"errors"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/online/server"
)

// proc is the built server running as a process of its own.
type proc struct {
	cmd  *exec.Cmd
	base string
}

func launch(t *testing.T, bin, addr, db string) *proc {
	t.Helper()
	cmd := exec.Command(bin, "-addr", addr, "-db", db, "-chosen-seeds")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("the server said nothing: %v", err)
	}
	_, after, ok := strings.Cut(line, "listening on ")
	if !ok {
		t.Fatalf("the server said %q", line)
	}
	return &proc{cmd: cmd, base: strings.Fields(after)[0]}
}

// A server killed with SIGKILL in the middle of a game and started again on the same
// database keeps every command it acknowledged; both players' clients reconnect by
// themselves and play on; and the stored log replays to the state both clients end on.
func TestAServerKilledMidGameLosesNoAcknowledgedCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server")
	}
	dir := t.TempDir()
	bin, db := filepath.Join(dir, "server"), filepath.Join(dir, "games.db")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	p := launch(t, bin, "127.0.0.1:0", db)
	addr := strings.TrimPrefix(p.base, "http://")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	seed := uint64(4)
	reply, err := online.CreateRoom(ctx, p.base, online.CreateRequest{Scenario: "dockside-depot", Seed: &seed}, "")
	if err != nil {
		t.Fatal(err)
	}
	cs := map[game.SeatID]*online.Client{}
	for _, inv := range reply.Seats {
		c, err := online.Dial(ctx, inv.Link, online.ClientOptions{GiveUpAfter: 30 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		cs[inv.Seat] = c
	}
	acked := map[int]string{}
	rnd := rand.New(rand.NewPCG(4, 4))
	move := func() error {
		c := whoseTurn(t, cs)
		res, err := online.RandomMove(ctx, c, rnd)
		if err == nil {
			acked[res.State] = res.Hash
			settle(t, res.State, cs)
		}
		return err
	}
	for range 15 {
		if err := move(); err != nil {
			t.Fatal(err)
		}
	}
	inFlight := make(chan error, 1)
	go func() { inFlight <- move() }()
	time.Sleep(time.Duration(rnd.IntN(3000)) * time.Microsecond)
	p.cmd.Process.Signal(syscall.SIGKILL)
	p.cmd.Wait()
	if err := <-inFlight; err != nil && !errors.Is(err, online.ErrDisconnected) {
		var stale *online.Stale
		if !errors.As(err, &stale) {
			t.Fatalf("the command in flight: %v", err)
		}
	}
	p = launch(t, bin, addr, db)
	for _, c := range cs {
		for st := c.State(); !st.Connected || st.Reconnects == 0; st = c.State() {
			if ctx.Err() != nil {
				t.Fatal("a client never reconnected")
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	hashes, err := cs["band-1"].Hashes(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	for n, h := range acked {
		if n > len(hashes) || hashes[n-1] != h {
			t.Fatalf("command %d was acknowledged (%s) but after the restart the server has %d commands", n, h, len(hashes))
		}
	}
	settle(t, len(hashes), cs)
	for range 10 {
		if err := move(); err != nil {
			t.Fatal(err)
		}
	}
	p.cmd.Process.Signal(syscall.SIGKILL)
	p.cmd.Wait()
	srv, err := server.New(server.Options{DB: db, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	if got, a, b := srv.RoomHash(reply.Room), cs["band-1"].State().Hash, cs["band-2"].State().Hash; got != a || a != b {
		t.Fatalf("the stored log replays to %s; the clients ended on %s and %s", got, a, b)
	}
}

func whoseTurn(t *testing.T, cs map[game.SeatID]*online.Client) *online.Client {
	for _, s := range cs["band-1"].State().Turn {
		if c := cs[s]; c != nil {
			return c
		}
	}
	t.Fatalf("no seat may act: %v", cs["band-1"].State().Turn)
	return nil
}

func settle(t *testing.T, n int, cs map[game.SeatID]*online.Client) {
	deadline := time.Now().Add(20 * time.Second)
	for _, c := range cs {
		for c.State().State < n {
			if time.Now().After(deadline) {
				t.Fatalf("a client never reached state %d", n)
			}
			time.Sleep(2 * time.Millisecond)
		}
	}
}
