//go:build !js

package main

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/online"
)

// TestOnlineGameInTheWindow starts the table with -join on a real server, presses a button
// of the panel with the mouse, and checks that the server applied it and that the other
// seat's client sees the same game; then that a chat line typed at the table reaches the
// other seat.
func TestOnlineGameInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	srv := tabletest.StartServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	seed := uint64(5)
	reply, err := online.CreateRoom(ctx, srv.URL, online.CreateRequest{Scenario: "dockside-depot", Seed: &seed}, "")
	if err != nil {
		t.Fatal(err)
	}
	other, err := online.Dial(ctx, reply.Seats[1].Link, online.ClientOptions{Name: "Bo"})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	ts := startTable(t, 36, 36, "-join", reply.Seats[0].Link, "-name", "Ana")
	ts.snap() // the buttons, once the server has listed the actions
	if !ts.hasButton("Roll off") {
		time.Sleep(time.Second)
		ts.snap()
	}
	ts.pressButton("Roll off")
	for other.State().State < 1 {
		if _, err := other.Next(ctx); err != nil {
			t.Fatalf("the other seat never saw the roll-off: %v (table: %s)", err, ts.stderr.String())
		}
	}
	if h := srv.Server.RoomHash(reply.Room); h == "" || other.State().Hash != h {
		t.Errorf("the other seat is on %s, the server on %s", other.State().Hash, h)
	}
	seats := other.State().Seats
	if len(seats) < 2 || seats[0].Connected == 0 || len(seats[0].Players) == 0 || seats[0].Players[0] != "Ana" {
		t.Errorf("the table's seat is not shown as Ana's, connected: %+v", seats)
	}

	// Chat: Tab opens the line, typing fills it (the action keys type, not act), Enter sends.
	ts.key("Tab")
	xdo(t, ts.disp, "type", "--delay", "150", "Ready? Even the R key")
	ts.snap()
	ts.key("Return")
	for {
		m, err := other.Next(ctx)
		if err != nil {
			t.Fatalf("the chat line never reached the other seat: %v (table: %s)", err, ts.stderr.String())
		}
		if line, ok := m.(online.ChatLine); ok {
			if line.Text != "Ready? Even the R key" || !strings.HasPrefix(line.Name, "Ana (") { // the server adds the seat
				t.Errorf("the other seat read %q from %q", line.Text, line.Name)
			}
			break
		}
	}
}
