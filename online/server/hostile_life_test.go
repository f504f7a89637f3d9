package server

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/online"
)

// Defect 8: a frozen client (one that reads nothing, so answers no ping) stayed
// "connected" for ever.
func TestAFrozenClientIsDroppedByPings(t *testing.T) {
	rs := start(t, "", Options{PingEvery: 50 * time.Millisecond})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot", Seed: seedOfTest(1)})
	ana := dial(t, rs.base, reply.Seats[0].Code, online.ClientOptions{})
	dialRaw(t, rs.base, reply.Seats[1].Code, 0) // frozen: never reads again
	waitConnections(t, rs.srv, 1, 5*time.Second)
	for ana.State().Seats[1].Connected != 0 {
		waitFor[online.Presence](t, ana)
	}
	if !ana.State().Connected {
		t.Fatal("the live client was dropped too")
	}
}

// Defect 8: an empty or damaged database (or another program's) started silently with no
// rooms.
func TestADamagedOrForeignDatabaseIsRefusedWithAClearMessage(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.db")
	os.WriteFile(junk, []byte(strings.Repeat("not a database ", 500)), 0o644)
	if _, err := New(Options{DB: junk, Logf: t.Logf}); err == nil || !strings.Contains(err.Error(), "junk.db") {
		t.Errorf("a file that is no database: %v", err)
	}
	empty := filepath.Join(dir, "empty.db")
	os.WriteFile(empty, nil, 0o644)
	if _, err := New(Options{DB: empty, Logf: t.Logf}); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Errorf("an empty file: %v", err)
	}
	rs := start(t, "", Options{})
	create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot", Seed: seedOfTest(1)})
	rs.stop()
	data, err := os.ReadFile(rs.db)
	if err != nil {
		t.Fatal(err)
	}
	for i := 4096; i < len(data); i += 97 { // every page after the first, scrambled
		data[i] ^= 0x5a
	}
	damaged := filepath.Join(dir, "damaged.db")
	os.WriteFile(damaged, data, 0o644)
	if _, err := New(Options{DB: damaged, Logf: t.Logf}); err == nil || !strings.Contains(err.Error(), "damaged.db") {
		t.Errorf("a damaged database: %v", err)
	}
	foreign := filepath.Join(dir, "foreign.db")
	st := openTestStore(t, rs.db)
	if _, err := st.db.Exec(`VACUUM INTO ?`, foreign); err != nil {
		t.Fatal(err)
	}
	st.close()
	st = openTestStore(t, foreign)
	st.db.Exec(`DROP TABLE rooms`)
	st.close()
	if _, err := New(Options{DB: foreign, Logf: t.Logf}); err == nil || !strings.Contains(err.Error(), "another program") {
		t.Errorf("another program's database: %v", err)
	}
}

// Defect 8: -max-message above 16384 had no effect: the decoder refused anything bigger.
func TestAMessageLimitAboveTheDefaultIsHonoured(t *testing.T) {
	rs := start(t, "", Options{MaxMessage: 64 << 10})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot", Seed: seedOfTest(1)})
	c, _ := dialRaw(t, rs.base, reply.Seats[0].Code, 0)
	c.sendBytes([]byte(`{"t":"command","id":5,"state":0,"command":{"type":"end-activation","x":"` + strings.Repeat("y", 30<<10) + `"}}`))
	m := c.readUntilAny(online.KindRefused, online.KindProblem, online.KindAck)
	if p, ok := m.(online.Problem); ok {
		t.Fatalf("a 30 KB message with a limit of 64 KB: %s", p.Reason)
	}
}

// Defect 8: rooms never left memory. Now a room nobody uses is let go, and a hello loads
// it again from the database, resuming exactly: same state, same events after the last one
// the client had, same chat.
func TestAnIdleRoomIsUnloadedAndResumesExactlyOnAHello(t *testing.T) {
	rs := start(t, "", Options{IdleAfter: 50 * time.Millisecond})
	reply, cs := twoBands(t, rs)
	play(t, 6, rand.New(rand.NewPCG(3, 3)), cs)
	if err := cs["band-1"].Chat(ctxFor(t), "back tomorrow"); err != nil {
		t.Fatal(err)
	}
	waitFor[online.ChatLine](t, cs["band-2"])
	last := cs["band-2"].State().Last
	play(t, 4, rand.New(rand.NewPCG(4, 4)), cs)
	want := cs["band-2"].State()
	early := &collector{}
	for _, c := range cs {
		c.Close()
	}
	deadline := time.Now().Add(5 * time.Second)
	for rs.srv.Stats().Rooms != 0 {
		if time.Now().After(deadline) {
			t.Fatal("the idle room was never unloaded")
		}
		time.Sleep(10 * time.Millisecond)
	}
	back := dial(t, rs.base, reply.Seats[1].Code, online.ClientOptions{Last: last, Trace: early.trace})
	got := back.State()
	if got.State != want.State || got.Hash != want.Hash || rs.srv.Stats().Rooms != 1 {
		t.Fatalf("after unloading the room is at %d (%s), not %d (%s)", got.State, got.Hash, want.State, want.Hash)
	}
	evs := early.got()
	if len(evs) == 0 || evs[0] != last+1 || evs[len(evs)-1] != want.Last || !slices.IsSorted(evs) {
		t.Fatalf("after unloading the client missed events %v, want %d to %d", evs, last+1, want.Last)
	}
	w := waitFor[online.Welcome](t, back)
	if len(w.Chat) != 1 || w.Chat[0].Text != "back tomorrow" {
		t.Fatalf("the reloaded room's chat: %+v", w.Chat)
	}
	if _, err := online.RandomMove(ctxFor(t), back, rand.New(rand.NewPCG(5, 5))); err != nil && !errors.As(err, new(*online.Refusal)) {
		t.Fatalf("playing on after the reload: %v", err)
	}
}
