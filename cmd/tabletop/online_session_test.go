//go:build !js

package main

import (
	"context"
	"net"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/maps"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/online/server"
	"github.com/borrowed-time/tabletop/physics"
)

// testServer is a real game server on a random localhost port, with a database file.
type testServer struct {
	srv  *server.Server
	base string
}

func startTestServer(t *testing.T) *testServer {
	t.Helper()
	srv, err := server.New(server.Options{DB: filepath.Join(t.TempDir(), "games.db"), Sync: "normal",
		Rate: 10000, Burst: 10000, ChosenSeeds: true, Logf: func(string, ...any) {}})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close(); srv.Close() })
	return &testServer{srv: srv, base: "http://" + ln.Addr().String()}
}

// onlineTable joins a seat's link and puts the game on a generic table with no window.
func onlineTable(t *testing.T, link string) *sessionPlay {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, link, online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	r, err := newRemoteSession(c)
	if err != nil {
		t.Fatal(err)
	}
	return newSessionPlay(r, tableOptions{saveFile: filepath.Join(t.TempDir(), "save.json")}, nil, nil, nil)
}

// frames runs the tables' per-frame hook until ok holds (or fails the test after a while).
func frames(t *testing.T, what string, ok func() bool, tables ...*sessionPlay) {
	t.Helper()
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		for _, p := range tables {
			p.takeRemote(p.remote())
		}
		if ok() {
			return
		}
	}
	for _, p := range tables {
		t.Logf("%s: turn %v, actions %v", p.seat, p.s.Turn(), p.actions())
	}
	t.Fatalf("waited in vain for %s", what)
}

// firstPlain is the first enabled action that needs no pick, as the panel lists it.
func firstPlain(p *sessionPlay) (listedAction, bool) {
	for _, a := range p.actions() {
		if a.Enabled && a.Needs == game.PickNothing && a.Confirm == "" {
			return a, true
		}
	}
	return listedAction{}, false
}

func TestOnlineGameIsPlayedOnTheGenericTable(t *testing.T) {
	ts := startTestServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	seed := uint64(5)
	reply, err := online.CreateRoom(ctx, ts.base, online.CreateRequest{Scenario: "dockside-depot", Seed: &seed}, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(reply.Seats) < 2 {
		t.Fatalf("the room has %d seats", len(reply.Seats))
	}
	a, b := onlineTable(t, reply.Seats[0].Link), onlineTable(t, reply.Seats[1].Link)
	tables := []*sessionPlay{a, b}
	if a.seat == b.seat || a.seat != reply.Seats[0].Seat {
		t.Fatalf("the tables play %s and %s, want %s and %s", a.seat, b.seat, reply.Seats[0].Seat, reply.Seats[1].Seat)
	}
	if a.s.Scenario().ID != "dockside-depot" || len(a.view.Tokens) == 0 {
		t.Fatalf("the table shows %s with %d models", a.s.Scenario().ID, len(a.view.Tokens))
	}
	for moves := 0; moves < 5; moves++ { // deploying and choosing who goes first
		var mover, other *sessionPlay
		frames(t, "someone's turn", func() bool {
			for i, p := range tables {
				if p.humanTurn() {
					mover, other = p, tables[1-i]
					return true
				}
			}
			return false
		}, tables...)
		var act listedAction
		frames(t, "the server's list of actions", func() bool {
			var ok bool
			act, ok = firstPlain(mover)
			return ok
		}, tables...)
		state := mover.remote().c.State().State
		if other.humanTurn() {
			t.Fatalf("both seats may act at once (%s, %s)", mover.seat, other.seat)
		}
		if moves == 1 {
			// The seat whose turn it is not does it anyway: the server refuses, the game
			// stays as it was, and that table says why.
			before := ts.srv.RoomHash(a.remote().c.State().Room)
			other.act(act.model, act.Action, game.Picks{})
			frames(t, "the refusal on the idle table", func() bool { return other.message.tone == toneProblem && other.message.text != "" }, tables...)
			if ts.srv.RoomHash(a.remote().c.State().Room) != before {
				t.Errorf("a refused command changed the game")
			}
		}
		mover.choose(act.Action, act.model)
		if mover.message.tone == toneProblem && mover.message.text != "" {
			t.Fatalf("%s: %s", act.Label, mover.message.text)
		}
		frames(t, act.Label+" to reach both tables", func() bool {
			return a.remote().c.State().State > state && b.remote().c.State().State == a.remote().c.State().State
		}, tables...)
	}
	room := a.remote().c.State().Room
	frames(t, "both tables on the server's state", func() bool {
		h := ts.srv.RoomHash(room)
		return h != "" && a.s.Hash() == h && b.s.Hash() == h
	}, tables...)
	if len(a.log) < 3 || len(b.log) < 3 {
		t.Errorf("the logs hold %d and %d lines: the events did not reach the tables", len(a.log), len(b.log))
	}

	// A preview is never waited for in a frame: first "still asking", never one to act on;
	// then, a few frames later, the server's answer.
	r, model := a.remote(), a.view.Tokens[0].ID
	to := a.view.Tokens[0].Body.Pos.Add(physics.Vec{X: 1})
	picks := game.Picks{To: &to}
	if first := r.Preview(a.seat, model, "move", picks); first.OK || !strings.Contains(first.Text, "asking") {
		t.Errorf("the first look at a preview gave %+v, want a wait", first)
	}
	want, err := r.c.Preview(ctx, model, "move", picks)
	if err != nil {
		t.Fatal(err)
	}
	frames(t, "the server's preview", func() bool {
		got := r.Preview(a.seat, model, "move", picks)
		return got.Text == want.Text && got.OK == want.OK
	}, tables...)
	// Undo and save refuse with the reason.
	a.undo()
	if a.message.tone != toneProblem || a.message.text == "" {
		t.Errorf("undo online said %q", a.message.text)
	}
	if _, err := a.s.Save(); err == nil {
		t.Errorf("an online game saved at the table")
	}
}

// TestHostOnlineGameFromTheStartScreen: the start screen's Host online game makes a room for
// the game chosen (the computer's seats included), seats this table on its first seat people
// play, and puts the other seat's invite link in the log.
func TestHostOnlineGameFromTheStartScreen(t *testing.T) {
	ts := startTestServer(t)
	o := options{server: ts.base, saveFile: filepath.Join(t.TempDir(), "save.json")}
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
	if a.table == nil || a.table.remote() == nil {
		t.Fatal("hosting did not seat an online game")
	}
	defer a.table.remote().c.Close()
	s := a.table.remote().c.State()
	if s.Scenario != a.start.other.scenario().ID || s.Seat != a.start.other.seats[0].ID {
		t.Errorf("hosted %s as %s, want %s as %s", s.Scenario, s.Seat, a.start.other.scenario().ID, a.start.other.seats[0].ID)
	}
	var links int
	for _, l := range a.table.log {
		if strings.HasPrefix(l.text, "Invite link for ") {
			links++
		}
	}
	if links != len(s.Seats)-1 {
		t.Errorf("%d invite links in the log for %d other seats: %v", links, len(s.Seats)-1, a.table.log)
	}
	// The panel offers to copy each away seat's link and the one to watch; a seat taken is
	// offered no more.
	copyButtons := func() []string {
		a.table.buttons = nil
		a.table.panelInvites(&sessionPanel{p: a.table, dst: &panelCanvas{}}, a.table.remote())
		var labels []string
		for _, b := range a.table.buttons {
			labels = append(labels, b.label)
		}
		return labels
	}
	other := a.start.other.seats[1]
	if got := copyButtons(); !slices.Contains(got, "Copy the invite for "+other.Name) || !slices.Contains(got, "Copy the link to watch") {
		t.Errorf("the copy buttons: %v", got)
	}
	for _, inv := range a.table.invites {
		if inv.seat == other.ID {
			c, err := online.Dial(context.Background(), inv.link, online.ClientOptions{})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
		}
	}
	frames(t, "the other seat taken", func() bool {
		return !slices.Contains(copyButtons(), "Copy the invite for "+other.Name)
	}, a.table)

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
	a.table.remote().c.Close()
	if err := a.begin(); err != nil {
		t.Fatal(err)
	}
	defer a.table.remote().c.Close()
	s = a.table.remote().c.State()
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
	ts := startTestServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	reply, err := online.CreateRoom(ctx, ts.base, online.CreateRequest{Scenario: "dockside-depot"}, "")
	if err != nil {
		t.Fatal(err)
	}
	o := options{server: ts.base, saveFile: filepath.Join(t.TempDir(), "save.json")}
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
		if a.table == nil || a.table.remote() == nil {
			t.Fatalf("joining %s seated no online game", link)
		}
		a.table.remote().c.Close()
	}
	if got := a.table.remote().c.State().Seat; got != reply.Seats[1].Seat {
		t.Errorf("the code joined %s, want %s", got, reply.Seats[1].Seat)
	}
}
