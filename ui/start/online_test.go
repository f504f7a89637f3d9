//go:build !js

package start

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/ui/saves"
	"github.com/borrowed-time/tabletop/ui/screen"
	"github.com/borrowed-time/tabletop/ui/table"
)

// TestAFailedJoinLinkOpensTheJoinLineWithTheReason: a wrong or stale -join link (the
// browser's invite page passes its link so) no longer ends the table: the window opens on the
// start screen's join line with the link and the server's reason; a good one seats the game.
func TestAFailedJoinLinkOpensTheJoinLineWithTheReason(t *testing.T) {
	ts := tabletest.StartServer(t)
	o := Options{Server: ts.URL, Join: "nosuchroom-nosecret", SaveFile: filepath.Join(t.TempDir(), "save.json")}
	a := &app{opts: o}
	stack, err := a.firstScreens()
	if err != nil {
		t.Fatalf("a stale link ended the table: %v", err)
	}
	j, ok := stack.Top().(*joinScreen)
	if !ok || stack.Len() != 2 || string(j.text) != o.Join || !strings.Contains(j.start.problem, "no such room") {
		t.Fatalf("after a stale link the window shows %T (%d screens), the line %+v", stack.Top(), stack.Len(), j)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	reply, err := online.CreateRoom(ctx, ts.URL, online.CreateRequest{Scenario: "dockside-depot"}, "")
	if err != nil {
		t.Fatal(err)
	}
	a.opts.Join = reply.Watch.Link
	stack, err = a.firstScreens()
	if err != nil {
		t.Fatalf("watching: %v", err)
	}
	at, ok := stack.Top().(atTable)
	if !ok || stack.Len() != 1 || at.play.OnlineClient() == nil {
		t.Fatalf("watching: the window shows %T (%d screens)", stack.Top(), stack.Len())
	}
	at.play.OnlineClient().Close()
}

// testFlow is an app with its start screen on a stack of screens, as the window runs them.
type testFlow struct {
	*app
	start atStart
	stack *screen.Stack
}

func newTestFlow(o Options) *testFlow {
	a := &app{opts: o}
	start := a.atStart(newStartScreen(o))
	return &testFlow{app: a, start: start, stack: screen.NewStack(start)}
}

// begin begins the game the start screen describes, as its Start does; the error is the
// problem the start screen shows.
func (f *testFlow) begin() error {
	f.start.problem = ""
	f.start.beginGame(f.stack)
	if f.start.problem != "" {
		return errors.New(f.start.problem)
	}
	return nil
}

// table is the game at the table on show; nil when the window shows none.
func (f *testFlow) table() *table.Table {
	if at, ok := f.stack.Top().(atTable); ok {
		return at.play
	}
	return nil
}

// TestHostOnlineGameFromTheStartScreen: the start screen's Host online game makes a room for
// the game chosen (the computer's seats included), seats this table on its first seat people
// play, and puts the other seat's invite link in the log.
func TestHostOnlineGameFromTheStartScreen(t *testing.T) {
	a, _ := hostSurvivors(t)
	if a.table() == nil || a.table().OnlineClient() == nil {
		t.Fatal("hosting did not seat an online game")
	}
	defer a.table().OnlineClient().Close()
	s := a.table().OnlineClient().State()
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
	a.table().OnlineClient().Close()
	if err := a.begin(); err != nil {
		t.Fatal(err)
	}
	defer a.table().OnlineClient().Close()
	s = a.table().OnlineClient().State()
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
	err = a.begin()
	if j, ok := a.stack.Top().(*joinScreen); err == nil || !ok || string(j.text) != "nosuchroom-nosecret" {
		t.Fatalf("joining a code no room has: %v; the window shows %T", err, a.stack.Top())
	}
	_, code, _ := strings.Cut(reply.Seats[1].Link, "#")
	for _, link := range []string{reply.Seats[0].Link, code} {
		a.stack = screen.NewStack(a.start) // the start screen, its line sent
		a.start.joinLink = link
		if err := a.begin(); err != nil {
			t.Fatalf("joining %s: %v", link, err)
		}
		if a.table() == nil || a.table().OnlineClient() == nil {
			t.Fatalf("joining %s seated no online game", link)
		}
		a.table().OnlineClient().Close()
	}
	if got := a.table().OnlineClient().State().Seat; got != reply.Seats[1].Seat {
		t.Errorf("the code joined %s, want %s", got, reply.Seats[1].Seat)
	}
}

// TestContinueRejoinsTheLastOnlineSeat: a host who leaves their online game (or whose window
// closes) finds it under Continue on the start screen, which joins the same seat again; the
// log gives the host's own link as well as the others'.
func TestContinueRejoinsTheLastOnlineSeat(t *testing.T) {
	a, o := hostSurvivors(t)
	first := a.table().OnlineClient().State()
	a.table().OnlineClient().Close() // the host leaves

	again := newStartScreen(o)
	if !strings.Contains(again.resume, "online, playing") {
		t.Fatalf("after leaving an online game the start screen's Continue says %q", again.resume)
	}
	b := newTestFlow(o)
	b.start.cont = true
	if err := b.begin(); err != nil {
		t.Fatal(err)
	}
	if b.table() == nil || b.table().OnlineClient() == nil {
		t.Fatal("Continue did not join the online game")
	}
	defer b.table().OnlineClient().Close()
	if s := b.table().OnlineClient().State(); s.Room != first.Room || s.Seat != first.Seat {
		t.Fatalf("Continue joined room %s as %s, want room %s as %s", s.Room, s.Seat, first.Room, first.Seat)
	}
}

// A game hosted from the start screen opens on its briefing, as a game begun here does.
func TestAHostedGameOpensOnItsBriefing(t *testing.T) {
	a, _ := hostSurvivors(t)
	defer a.table().OnlineClient().Close()
	if !a.table().ShowsBriefing() {
		t.Fatal("the hosted game does not open on its briefing")
	}
}

// A finished game in the autosave is not offered under Continue (it would only show its end
// again); an unfinished one is.
func TestContinueIsNotOfferedForAFinishedGame(t *testing.T) {
	sc, _, err := rules.Open("pharmacy-run")
	if err != nil {
		t.Fatal(err)
	}
	s, err := rules.New(sc, game.Setup{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	o := Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}
	keep := func() {
		data, err := s.Save()
		if err != nil {
			t.Fatal(err)
		}
		if err := saves.Open(o.SaveFile).Write(saves.AutosaveSlot, data); err != nil {
			t.Fatal(err)
		}
	}
	keep()
	if newStartScreen(o).resume == "" {
		t.Fatal("a game under way is not offered under Continue")
	}
	for step := 0; step < 5000; step++ {
		if _, over := s.Outcome(); over {
			break
		}
		seat, cmd, ok := tabletest.NextCommand(s)
		if !ok {
			break
		}
		if _, err := s.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
			fs, fc, _ := s.Fallback()
			s.Apply(fs, game.Entry{Cmd: fc})
		}
	}
	if _, over := s.Outcome(); !over {
		t.Skip("the game did not end in 5000 steps")
	}
	keep()
	if r := newStartScreen(o).resume; r != "" {
		t.Fatalf("a finished game is offered under Continue: %q", r)
	}
}

// hostSurvivors hosts a game of Survivors from the start screen on a test server, as its
// Host online game button does, and returns the flow and its options.
func hostSurvivors(t *testing.T) (*testFlow, Options) {
	t.Helper()
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
	return a, o
}
