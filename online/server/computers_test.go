package server

import (
	"context"
	"database/sql"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

// searchingRoom makes a Survivors room whose second band the computer plays at level, and
// connects a player to the first band.
func searchingRoom(t *testing.T, rs *running, level string) (online.CreateReply, *online.Client) {
	t.Helper()
	reply := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot", Seed: seedOfTest(4),
		Computer: []game.SeatID{"band-2"}, Levels: map[game.SeatID]string{"band-2": level}})
	var human *online.Client
	for _, inv := range reply.Seats {
		switch {
		case inv.Seat == "band-2" && (!inv.Computer || inv.Level != level || inv.Code != ""):
			t.Fatalf("the computer's seat: %+v", inv)
		case inv.Seat == "band-1":
			human = dial(t, rs.base, inv.Code, online.ClientOptions{Name: "Ana"})
		}
	}
	return reply, human
}

// playUntil plays the human's random moves while it is their turn, until done says stop.
func playUntil(t *testing.T, c *online.Client, rnd *rand.Rand, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !done() {
		if time.Now().After(deadline) {
			t.Fatalf("the game never got there (at command %d, turn %v)", c.State().State, c.State().Turn)
		}
		s := c.State()
		if s.Outcome != nil {
			t.Fatal("the game ended first")
		}
		if slices.Contains(s.Turn, s.Seat) {
			if _, err := online.RandomMove(ctxFor(t), c, rnd); err != nil && !isStale(err) {
				t.Fatal(err)
			}
			continue
		}
		ctx, cancel := context.WithTimeout(ctxFor(t), 50*time.Millisecond)
		c.Next(ctx)
		cancel()
	}
}

func isStale(err error) bool {
	var stale *online.Stale
	var ref *online.Refusal
	return errorsAs(err, &stale) || errorsAs(err, &ref)
}

// seatOf returns the seat's line of the client's presence.
func seatOf(c *online.Client, id game.SeatID) online.SeatInfo {
	for _, s := range c.State().Seats {
		if s.ID == id {
			return s
		}
	}
	return online.SeatInfo{}
}

// While a searching seat thinks, the room answers everyone (actions, previews, hashes,
// chat, a new watcher), and presence says it thinks; a game that moves on meanwhile makes
// it think again rather than play a move made for another state; its moves come as
// updates after the acknowledgement; and the stored log replays to the hash the players
// saw, with the seat's level kept.
func TestASearchingSeatThinksWhileTheRoomAnswersAndItsLogReplays(t *testing.T) {
	rs := start(t, "", Options{})
	held, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	rs.srv.thinkHook = func(game.SeatID) { // every search waits here until released
		once.Do(func() { close(held) })
		<-release
	}
	reply, human := searchingRoom(t, rs, "steady")
	watcher := dial(t, rs.base, reply.Watch.Code, online.ClientOptions{Name: "Bo"})
	rnd := rand.New(rand.NewPCG(4, 4))
	playUntil(t, human, rnd, func() bool {
		select {
		case <-held:
			return true
		default:
			return false
		}
	})
	for !seatOf(human, "band-2").Thinking {
		ctx, cancel := context.WithTimeout(ctxFor(t), time.Second)
		if _, err := human.Next(ctx); err != nil {
			t.Fatalf("presence never said band-2 thinks: %v", err)
		}
		cancel()
	}
	at := human.State().State

	// The room answers while the search waits in its pause.
	if _, err := human.Actions(ctxFor(t), ""); err != nil {
		t.Fatal(err)
	}
	if hashes, err := watcher.Hashes(ctxFor(t), 1); err != nil || len(hashes) != at {
		t.Fatalf("hashes while the computer thinks: %d (%v), want %d", len(hashes), err, at)
	}
	if err := watcher.Chat(ctxFor(t), "take your time"); err != nil {
		t.Fatal(err)
	}
	late := dial(t, rs.base, reply.Watch.Code, online.ClientOptions{Name: "Cy"})
	if late.State().State != at || !seatOf(late, "band-2").Thinking || seatOf(late, "band-2").Level != "steady" {
		t.Fatalf("a watcher joining while the computer thinks: state %d, %+v", late.State().State, seatOf(late, "band-2"))
	}
	if _, err := human.MoveOn(ctxFor(t)); err == nil {
		t.Fatal("band-1 moved the game on in band-2's turn")
	}

	// The game moves on under the search (as a simultaneous turn would): its move, made
	// for the state before, must not be played; it thinks again.
	r := rs.srv.room(reply.Room)
	moved := forceFallback(t, r, "band-2")
	close(release)
	waitState(t, at+2, human, watcher) // the fallback, then at least one move of the computer's
	if !moved {
		t.Log("band-2's turn had no fallback of its own: the game was not moved on under the search")
	}
	playUntil(t, human, rnd, func() bool { return human.State().State >= at+6 && slices.Contains(human.State().Turn, "band-1") })
	for seatOf(human, "band-2").Thinking {
		ctx, cancel := context.WithTimeout(ctxFor(t), time.Second)
		human.Next(ctx)
		cancel()
	}
	want := rs.srv.RoomHash(reply.Room)
	if got := human.State(); got.Hash != want {
		t.Fatalf("the player saw %s at %d, the server has %s", got.Hash, got.State, want)
	}
	human.Close()
	watcher.Close()
	late.Close()
	rs.stop()

	again := start(t, rs.db, Options{})
	if got := again.srv.RoomHash(reply.Room); got != want {
		t.Fatalf("the stored log replays to %q, not %s", got, want)
	}
	back := dial(t, again.base, reply.Watch.Code, online.ClientOptions{})
	if info := seatOf(back, "band-2"); info.Level != "steady" || !info.Computer {
		t.Fatalf("after a restart band-2 is %+v", info)
	}
}

// forceFallback plays seat's fallback into the room as the room's own path would (apply,
// store, tell everyone), if the fallback now is seat's.
func forceFallback(t *testing.T, r *room, seat game.SeatID) bool {
	t.Helper()
	r.cmdMu.Lock()
	defer r.cmdMu.Unlock()
	r.mu.Lock()
	fs, cmd, ok := r.sess.Fallback()
	if !ok || fs != seat {
		r.mu.Unlock()
		return false
	}
	e := game.Entry{Cmd: cmd}
	evs, err := r.sess.Apply(seat, e)
	if err != nil {
		r.mu.Unlock()
		t.Fatal(err)
	}
	batch := []applied{{seat: seat, entry: e, events: evs, hash: r.sess.Hash()}}
	r.mu.Unlock()
	r.store(batch)
	return true
}

func TestComputerLevelsAreCheckedWhenARoomIsCreated(t *testing.T) {
	rs := start(t, "", Options{})
	two := []game.SeatID{"band-2"}
	cases := map[string]online.CreateRequest{
		"not one of the computer's seats":  {Scenario: "dockside-depot", Levels: map[game.SeatID]string{"band-1": "strong"}},
		"is given a level but":             {Scenario: "dockside-depot", Computer: two, Levels: map[game.SeatID]string{"nobody": "steady"}},
		`"grandmaster" is not a computer`:  {Scenario: "dockside-depot", Computer: two, Levels: map[game.SeatID]string{"band-2": "grandmaster"}},
		"that is not a computer player's":  {Scenario: "dockside-depot", Computer: two, Levels: map[game.SeatID]string{"band-2": strings.Repeat("x", 5000)}},
		"(they are: scripted, steady, str": {Scenario: "dockside-depot", Computer: two, Levels: map[game.SeatID]string{"band-2": "\x00"}},
	}
	for want, req := range cases {
		_, err := online.CreateRoom(ctxFor(t), rs.base, req, "")
		if err == nil || !strings.Contains(err.Error(), want) || len(err.Error()) > 400 {
			t.Errorf("%.80v: %.300v (want it to say %q, briefly)", req.Levels, err, want)
		}
	}
	if s := rs.srv.Stats(); s.Rooms != 0 {
		t.Fatalf("refused requests made %d rooms", s.Rooms)
	}
	reply := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot", Computer: two, Levels: map[game.SeatID]string{"band-2": "scripted"}})
	for _, inv := range reply.Seats {
		if inv.Seat == "band-2" && inv.Level != "scripted" {
			t.Errorf("band-2 at %q", inv.Level)
		}
	}
	plain := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot", Computer: two})
	for _, inv := range plain.Seats {
		if inv.Seat == "band-2" && inv.Level != "scripted" {
			t.Errorf("a computer seat given no level plays at %q, not scripted", inv.Level)
		}
	}
}

// A database made before computer seats had levels opens with every computer seat
// scripted, as its games were played.
func TestADatabaseFromBeforeLevelsGetsItsColumn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	old := strings.Replace(schema, "\n\tlevel TEXT NOT NULL DEFAULT '', PRIMARY KEY", "\n\tPRIMARY KEY", 1)
	if old == schema {
		t.Fatal("the old schema is not the new one without its level")
	}
	if _, err := db.Exec(old); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO rooms VALUES ('r1', 'survivors', '{}', NULL, 1, x'00', 0); INSERT INTO seats VALUES ('r1', 'band-2', NULL, 1)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	st := openTestStore(t, path)
	defer st.close()
	row, err := st.room("r1")
	if err != nil || row == nil || len(row.Seats) != 1 || !row.Seats[0].Computer || row.Seats[0].Level != "" {
		t.Fatalf("the old room: %+v (%v)", row, err)
	}
}

func errorsAs(err error, target any) bool { return errors.As(err, target) }
