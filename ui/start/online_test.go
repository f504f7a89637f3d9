//go:build !js

package start

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/ui/table"
)

// TestAFailedJoinLinkOpensTheJoinLineWithTheReason: a wrong or stale -join link (the
// browser's invite page passes its link so) no longer ends the table: the start screen's join
// line opens with the link and the server's reason; a good one seats the game.
func TestAFailedJoinLinkOpensTheJoinLineWithTheReason(t *testing.T) {
	ts := tabletest.StartServer(t)
	o := Options{Server: ts.URL, Join: "nosuchroom-nosecret", SaveFile: filepath.Join(t.TempDir(), "save.json")}
	a := newTestFlow(o)
	if err := a.goOnline(); err != nil {
		t.Fatalf("a stale link ended the table: %v", err)
	}
	if a.start.join == nil || string(a.start.join.text) != o.Join || !strings.Contains(a.start.problem, "no such room") {
		t.Fatalf("after a stale link the join line is %+v and the reason %q", a.start.join, a.start.problem)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	reply, err := online.CreateRoom(ctx, ts.URL, online.CreateRequest{Scenario: "dockside-depot"}, "")
	if err != nil {
		t.Fatal(err)
	}
	o.Join = reply.Watch.Link
	a = newTestFlow(o)
	if err := a.goOnline(); err != nil || a.table == nil || a.table.OnlineClient() == nil {
		t.Fatalf("watching: %v (%s)", err, a.start.problem)
	}
	a.table.OnlineClient().Close()
}

// testFlow is an app with its start screen and the table it seated last, as the window's
// stack would show them.
type testFlow struct {
	*app
	start *startScreen
	table *table.Table
}

func newTestFlow(o Options) *testFlow {
	s := newStartScreen(o)
	return &testFlow{app: &app{opts: o}, start: &s}
}

// begin begins the game the start screen describes, as its Update does.
func (f *testFlow) begin() error {
	t, err := f.app.begin(f.start)
	if t != nil {
		f.table = t
	}
	return err
}

// goOnline joins or hosts the command line's online game, as the window's first screen does.
func (f *testFlow) goOnline() error {
	t, err := f.app.goOnline(f.start)
	if t != nil {
		f.table = t
	}
	return err
}

// TestHostOnlineGameFromTheStartScreen: the start screen's Host online game makes a room for
// the game chosen (the computer's seats included), seats this table on its first seat people
// play, and puts the other seat's invite link in the log.
func TestHostOnlineGameFromTheStartScreen(t *testing.T) {
	ts := tabletest.StartServer(t)
	o := Options{Server: ts.URL, SaveFile: filepath.Join(t.TempDir(), "save.json")}
	a := newTestFlow(o)
	for i, rs := range a.start.games {
		if rs.ID() == "survivors" {
			a.start.game, a.start.other = i, newOtherGame(rs, o)
		}
	}
	if a.start.borrowedTime() {
		t.Skip("Survivors is not in the registry")
	}
	a.start.host = true
	if err := a.begin(); err != nil {
		t.Fatal(err)
	}
	if a.table == nil || a.table.OnlineClient() == nil {
		t.Fatal("hosting did not seat an online game")
	}
	defer a.table.OnlineClient().Close()
	s := a.table.OnlineClient().State()
	if s.Scenario != a.start.other.scenario().ID || s.Seat != a.start.other.seats[0].ID {
		t.Errorf("hosted %s as %s, want %s as %s", s.Scenario, s.Seat, a.start.other.scenario().ID, a.start.other.seats[0].ID)
	}
	// Borrowed Time: its scenario, house rules and computer seats as chosen; the room opens
	// on the generic table.
	a.start.game, a.start.host = 0, true
	for i, rs := range a.start.games {
		if rs.ID() == game.RulesetID(maps.BorrowedTime) {
			a.start.game = i
		}
	}
	a.start.choice = slices.Index(a.start.scenarios, "rooftop-signal")
	for i := range a.start.toggles {
		switch a.start.toggles[i].label {
		case "Heat check":
			a.start.toggles[i].pick = 1 // by the sentence
		case "Director":
			a.start.toggles[i].pick = 1 // the computer plays it
		}
	}
	a.table.OnlineClient().Close()
	if err := a.begin(); err != nil {
		t.Fatal(err)
	}
	defer a.table.OnlineClient().Close()
	s = a.table.OnlineClient().State()
	if s.Ruleset != game.RulesetID(maps.BorrowedTime) || s.Scenario != "rooftop-signal" || s.Seat != "survivors" {
		t.Errorf("hosted %s's %s as %s, want Borrowed Time's rooftop-signal as the survivors", s.Ruleset, s.Scenario, s.Seat)
	}
	if !strings.Contains(string(s.Options), `"heatCheck":"text"`) {
		t.Errorf("the room's options %s lost the house rule", s.Options)
	}
	if len(s.Seats) != 2 || !s.Seats[1].Computer && !s.Seats[0].Computer {
		t.Errorf("the Director's seat is not the server's computer: %+v", s.Seats)
	}
}

// TestJoinOnlineGameFromTheStartScreen: the start screen's join line takes an invite link or
// a code; a bad one opens the line again with the reason and the text kept.
func TestJoinOnlineGameFromTheStartScreen(t *testing.T) {
	ts := tabletest.StartServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	reply, err := online.CreateRoom(ctx, ts.URL, online.CreateRequest{Scenario: "dockside-depot"}, "")
	if err != nil {
		t.Fatal(err)
	}
	o := Options{Server: ts.URL, SaveFile: filepath.Join(t.TempDir(), "save.json")}
	a := newTestFlow(o)
	a.start.joinLink = "nosuchroom-nosecret"
	if err := a.begin(); err == nil || a.start.join == nil || string(a.start.join.text) != "nosuchroom-nosecret" {
		t.Fatalf("joining a code no room has: %v; the line: %+v", err, a.start.join)
	}
	_, code, _ := strings.Cut(reply.Seats[1].Link, "#")
	for _, link := range []string{reply.Seats[0].Link, code} {
		a.start.join, a.start.joinLink = nil, link
		if err := a.begin(); err != nil {
			t.Fatalf("joining %s: %v", link, err)
		}
		if a.table == nil || a.table.OnlineClient() == nil {
			t.Fatalf("joining %s seated no online game", link)
		}
		a.table.OnlineClient().Close()
	}
	if got := a.table.OnlineClient().State().Seat; got != reply.Seats[1].Seat {
		t.Errorf("the code joined %s, want %s", got, reply.Seats[1].Seat)
	}
}
