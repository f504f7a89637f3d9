//go:build !js

package main

import (
	"bufio"
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/online"
)

// startServerBinary builds cmd/server and runs it on a free localhost port with the browser
// build in web (-web), returning its address.
func startServerBinary(t *testing.T, web string) string {
	t.Helper()
	dir := t.TempDir()
	bin := serverBinary(t)
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0", "-db", filepath.Join(dir, "games.db"), "-sync", "normal", "-web", web, "-chosen-seeds")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "listening on ") {
		t.Fatalf("the server said %q (%v)", line, err)
	}
	return strings.Fields(strings.TrimPrefix(line, "listening on "))[0]
}

// TestInviteLinkOpensTheTableInTheBrowser: a server started with -web serves the browser
// build where invite links point; opening a seat's link in Chromium joins that seat, and a
// key pressed there plays the seat's action on the server.
func TestInviteLinkOpensTheTableInTheBrowser(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("builds the browser table and starts Chromium")
	}
	base := startServerBinary(t, buildWeb(t))
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	seed := uint64(5)
	reply, err := online.CreateRoom(ctx, base, online.CreateRequest{Scenario: "dockside-depot", Seed: &seed}, "")
	if err != nil {
		t.Fatal(err)
	}
	other, err := online.Dial(ctx, reply.Seats[1].Link, online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	bs := openPage(t, reply.Seats[0].Link)
	for k := 0; other.State().State < 1; k++ {
		if k == 20 {
			bs.screenshot()
			t.Fatalf("the browser's R (Roll off) never reached the server; seats %+v; page problems %v", other.State().Seats, bs.errors())
		}
		bs.letterKey("r") // Roll off, once the server has listed it
		time.Sleep(500 * time.Millisecond)
	}
	if s := other.State().Seats; s[0].Connected == 0 {
		t.Errorf("the browser's seat is not shown connected: %+v", s)
	}
	if p := bs.errors(); len(p) > 0 {
		t.Errorf("the page logged problems: %v", p)
	}
}
