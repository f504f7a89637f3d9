//go:build !js

package table

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/physics"
)

// onlineTable joins a seat's link and puts the game on a generic table with no window.
func onlineTable(t *testing.T, link string) *Table {
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
	return New(r, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, nil, nil)
}

// frames runs the tables' per-frame hook until ok holds (or fails the test after a while).
func frames(t *testing.T, what string, ok func() bool, tables ...*Table) {
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
		t.Logf("%s: turn %v, actions %v", p.seat, p.Game.Turn(), p.actions())
	}
	t.Fatalf("waited in vain for %s", what)
}

// firstPlain is the first enabled action that needs no pick, as the panel lists it.
func firstPlain(p *Table) (listedAction, bool) {
	for _, a := range p.actions() {
		if a.Enabled && a.Needs == game.PickNothing && a.Confirm == "" {
			return a, true
		}
	}
	return listedAction{}, false
}

func TestOnlineGameIsPlayedOnTheGenericTable(t *testing.T) {
	ts := tabletest.StartServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	seed := uint64(5)
	reply, err := online.CreateRoom(ctx, ts.URL, online.CreateRequest{Scenario: "dockside-depot", Seed: &seed}, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(reply.Seats) < 2 {
		t.Fatalf("the room has %d seats", len(reply.Seats))
	}
	a, b := onlineTable(t, reply.Seats[0].Link), onlineTable(t, reply.Seats[1].Link)
	tables := []*Table{a, b}
	if a.seat == b.seat || a.seat != reply.Seats[0].Seat {
		t.Fatalf("the tables play %s and %s, want %s and %s", a.seat, b.seat, reply.Seats[0].Seat, reply.Seats[1].Seat)
	}
	if a.Game.Scenario().ID != "dockside-depot" || len(a.view.Tokens) == 0 {
		t.Fatalf("the table shows %s with %d models", a.Game.Scenario().ID, len(a.view.Tokens))
	}
	for moves := 0; moves < 5; moves++ { // deploying and choosing who goes first
		var mover, other *Table
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
			before := ts.Server.RoomHash(a.remote().c.State().Room)
			other.act(act.model, act.Action, game.Picks{})
			frames(t, "the refusal on the idle table", func() bool { return other.message.tone == toneProblem && other.message.text != "" }, tables...)
			if ts.Server.RoomHash(a.remote().c.State().Room) != before {
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
		h := ts.Server.RoomHash(room)
		return h != "" && a.Game.Hash() == h && b.Game.Hash() == h
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
	if _, err := a.Game.Save(); err == nil {
		t.Errorf("an online game saved at the table")
	}
}

// TestAHostedTableOffersItsInvites: the table of a room just hosted says the other seats'
// invite links in its log and offers to copy each away seat's link and the one to watch; a
// seat taken is offered no more. A watcher's log says it watches.
func TestAHostedTableOffersItsInvites(t *testing.T) {
	ts := tabletest.StartServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	reply, err := online.CreateRoom(ctx, ts.URL, online.CreateRequest{Scenario: "dockside-depot"}, "")
	if err != nil {
		t.Fatal(err)
	}
	join := func(link string) *Table {
		p, _ := joinTable(t, link, "")
		return p
	}
	mine, other := reply.Seats[0], reply.Seats[1]
	p := join(mine.Link)
	p.ShowInvites(reply, mine.Seat)
	var links int
	for _, l := range p.log {
		if strings.HasPrefix(l.text, "Invite link for ") {
			links++
		}
	}
	if links != len(reply.Seats)-1 {
		t.Errorf("%d invite links in the log for %d other seats: %v", links, len(reply.Seats)-1, p.log)
	}
	if !slices.ContainsFunc(p.log, func(l logEntry) bool { return strings.HasPrefix(l.text, "Your own link, to come back to "+mine.Name) }) {
		t.Errorf("the host's own link is not in the log: %v", p.log)
	}
	copyButtons := func() []string {
		p.buttons = nil
		p.panelInvites(&sessionPanel{p: p, dst: &panelCanvas{}}, p.remote())
		var labels []string
		for _, b := range p.buttons {
			labels = append(labels, b.Label)
		}
		return labels
	}
	if got := copyButtons(); !slices.Contains(got, "Copy the invite for "+other.Name) || !slices.Contains(got, "Copy the link to watch") {
		t.Errorf("the copy buttons: %v", got)
	}
	for _, inv := range p.invites {
		if inv.seat == other.Seat {
			join(inv.link)
		}
	}
	frames(t, "the other seat taken", func() bool {
		return !slices.Contains(copyButtons(), "Copy the invite for "+other.Name)
	}, p)
	if first := join(reply.Watch.Link).log[0].text; !strings.Contains(first, "watching") || strings.Contains(first, "spectator") {
		t.Errorf("a watcher's log opens with %q", first)
	}
}

// A drag online that begins before the server has sent the model's actions, and is let go
// before they come, still moves the model there once they do (an online play-test's quick
// drags moved nothing, unsaid).
func TestAQuickDragOnlineWaitsForTheServer(t *testing.T) {
	reply := tabletest.StartServer(t).Room(t, online.CreateRequest{Scenario: "last-stop-gas", Computer: []game.SeatID{"director"}})
	var link string
	for _, s := range reply.Seats {
		if !s.Computer {
			link = s.Link
		}
	}
	p, _ := joinTable(t, link, "")
	p.Frame(1280-PanelWidth, 800)
	tk, ok := p.token("leo")
	if !ok {
		t.Fatalf("no Leo among %v", p.view.Tokens)
	}
	start := tk.Body.Pos
	p.pointer = start
	p.tableClick() // the press: Leo's actions are not here yet
	if p.drag.on || p.grabbed == nil {
		t.Fatalf("the press before the actions came: drag %v, grab %v", p.drag.on, p.grabbed)
	}
	p.pointer = start.Add(physics.Vec{X: 3}) // let go 3" on (no button is down in a test)
	frames(t, "Leo moved by the quick drag", func() bool {
		p.grabbing()
		if p.drag.on {
			p.dragging()
		}
		t2, _ := p.token("leo")
		return t2.Body.Pos.Dist(start) > 2
	}, p)
}

// The log says when a player joins a seat and when they leave it, and the table draws again
// when they do (an online play-test's panel said a seat was away until the mouse moved).
func TestTheLogSaysWhoJoinsAndLeaves(t *testing.T) {
	reply := tabletest.StartServer(t).Room(t, online.CreateRequest{Scenario: "dockside-depot"})
	p, _ := joinTable(t, reply.Seats[0].Link, "Ana")
	r := p.remote()
	logged := func(s string) func() bool {
		return func() bool {
			p.showOnline(r)
			return slices.ContainsFunc(p.log, func(l logEntry) bool { return strings.Contains(l.text, s) })
		}
	}
	p.showOnline(r)
	stamp := p.Stamp()
	_, other := joinTable(t, reply.Seats[1].Link, "Ben")
	frames(t, "Ben's joining in the log", logged("Ben ("+reply.Seats[1].Name+") joined the game"), p)
	if p.Stamp() == stamp {
		t.Error("the table's stamp did not change when Ben joined: it would not be drawn again")
	}
	other.Close()
	frames(t, "Ben's leaving in the log", logged(reply.Seats[1].Name+" left"), p)
}

// joinTable seats a table at the online game a link names, as the player name given; the
// client closes when the test ends.
func joinTable(t *testing.T, link, name string) (*Table, *online.Client) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, link, online.ClientOptions{Name: name})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	p, err := JoinOnline(c, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p, c
}
