package server

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

func TestARestartedServerRebuildsEveryRoomAndRefusesOneWhoseLogWasChanged(t *testing.T) {
	rs := start(t, "", Options{})
	kept, cs := twoBands(t, rs)
	play(t, 12, rand.New(rand.NewPCG(8, 8)), cs)
	want := cs["band-1"].State()
	changed := create(t, rs.base, online.CreateRequest{Scenario: "last-stop-gas", Seed: seedOfTest(3), Computer: []game.SeatID{"director"}})
	surv := dial(t, rs.base, changed.Seats[0].Code, online.ClientOptions{})
	if _, err := surv.MoveOn(ctxFor(t)); err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		c.Close()
	}
	surv.Close()
	rs.stop()
	db := openTestStore(t, rs.db)
	if _, err := db.db.Exec(`UPDATE commands SET hash = 'feedfeedfeedfeed' WHERE room = ? AND n = 1`, changed.Room); err != nil {
		t.Fatal(err)
	}
	db.close()

	again := start(t, rs.db, Options{})
	back := dial(t, again.base, kept.Seats[0].Code, online.ClientOptions{})
	if got := back.State(); got.State != want.State || got.Hash != want.Hash {
		t.Fatalf("after the restart the room is at %d (%s), not %d (%s)", got.State, got.Hash, want.State, want.Hash)
	}
	_, err := online.DialCode(ctxFor(t), again.base, changed.Seats[0].Code, online.ClientOptions{})
	var p *online.ServerProblem
	if !errors.As(err, &p) || !strings.Contains(p.Reason, "could not be restored") || !strings.Contains(p.Reason, "command 1") {
		t.Fatalf("joining a room whose log was changed: %v", err)
	}
}

func openTestStore(t *testing.T, path string) *store {
	st, err := openStore(path, "full")
	if err != nil {
		t.Fatal(err)
	}
	return st
}
