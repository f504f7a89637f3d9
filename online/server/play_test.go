package server

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

func twoBands(t *testing.T, rs *running) (online.CreateReply, map[game.SeatID]*online.Client) {
	reply := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot", Seed: seedOfTest(1)})
	cs := map[game.SeatID]*online.Client{}
	for _, inv := range reply.Seats {
		cs[inv.Seat] = dial(t, rs.base, inv.Code, online.ClientOptions{Name: string(inv.Seat)})
	}
	return reply, cs
}

func TestTwoSeatsPlayThroughARealServerAndEachSeesItsOwnSeat(t *testing.T) {
	rs := start(t, "", Options{})
	reply, cs := twoBands(t, rs)
	rnd := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 30; i++ {
		c := inTurn(t, cs)
		res, err := online.RandomMove(ctxFor(t), c, rnd)
		if err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		waitState(t, res.State, cs["band-1"], cs["band-2"])
	}
	a, b := cs["band-1"].State(), cs["band-2"].State()
	if a.State < 30 || a.Hash != b.Hash || a.Seat != "band-1" || b.Seat != "band-2" || a.View.Seat != "band-1" {
		t.Fatalf("the two seats disagree: %+v / %+v", a.State, b.State)
	}
	r := rs.srv.room(reply.Room)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.sess.Hash() != a.Hash || len(r.sess.Log()) != a.State {
		t.Fatalf("the clients are at %s (%d), the server at %s (%d)", a.Hash, a.State, r.sess.Hash(), len(r.sess.Log()))
	}
}

func TestASeatSendingAnotherSeatsCommandIsRefusedWithTheEnginesReason(t *testing.T) {
	rs := start(t, "", Options{})
	reply, cs := twoBands(t, rs)
	owner, cmd := fallbackOf(t, rs.srv, reply.Room)
	other := game.SeatID("band-1")
	if owner == other {
		other = "band-2"
	}
	before := cs[other].State()
	_, err := cs[other].Command(ctxFor(t), cmd)
	var ref *online.Refusal
	if !errors.As(err, &ref) || !strings.Contains(ref.Reason, "not yours to command") {
		t.Fatalf("another seat's command: %v", err)
	}
	if _, err := cs[other].MoveOn(ctxFor(t)); !errors.As(err, &ref) || !strings.Contains(ref.Reason, "not yours") {
		t.Fatalf("moving on for another seat: %v", err)
	}
	if after := cs[other].State(); after.State != before.State || after.Hash != before.Hash {
		t.Fatal("a refused command changed the game")
	}
	res, err := cs[owner].Command(ctxFor(t), cmd)
	if err != nil || res.State != before.State+1 {
		t.Fatalf("the owner's own command: %v %+v", err, res)
	}
}

func TestACommandMadeOnAnOldStateGetsAResyncAndIsNotApplied(t *testing.T) {
	rs := start(t, "", Options{})
	reply, cs := twoBands(t, rs)
	owner, cmd := fallbackOf(t, rs.srv, reply.Room)
	var code string
	for _, inv := range reply.Seats {
		if inv.Seat == owner {
			code = inv.Code
		}
	}
	conn, w := dialRaw(t, rs.base, code, 0)
	res, err := cs[owner].MoveOn(ctxFor(t)) // the game moves on: the raw client's state 0 is old
	if err != nil {
		t.Fatal(err)
	}
	conn.send(online.SendCommand{ID: 7, State: w.State, Command: cmd})
	m := conn.readUntil(online.KindResync).(online.Resync)
	if m.ID != 7 || m.State != res.State || m.Hash != res.Hash || !strings.Contains(m.Reason, "moved on") {
		t.Fatalf("resync: %+v", m)
	}
	hashes, err := cs[owner].Hashes(ctxFor(t), 1)
	if err != nil || len(hashes) != res.State {
		t.Fatalf("the stale command was applied: %d commands (%v)", len(hashes), err)
	}
}

func TestAWatcherSeesNoSeatsSecretsAndCannotCommand(t *testing.T) {
	rs := start(t, "", Options{})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "last-stop-gas", Seed: seedOfTest(2), Computer: []game.SeatID{"director"}})
	w := dial(t, rs.base, reply.Watch.Code, online.ClientOptions{})
	if w.State().Seat != online.Spectator {
		t.Fatalf("the watch code opened seat %q", w.State().Seat)
	}
	if _, err := w.MoveOn(ctxFor(t)); err == nil || !strings.Contains(err.Error(), "watchers") {
		t.Fatalf("a watcher's command: %v", err)
	}
	surv := dial(t, rs.base, reply.Seats[0].Code, online.ClientOptions{})
	if _, err := online.RandomMove(ctxFor(t), surv, rand.New(rand.NewPCG(3, 3))); err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(reply.Seats, func(i online.Invite) bool { return i.Seat == "director" && i.Computer && i.Code == "" }) {
		t.Fatalf("the computer's seat has an invite: %+v", reply.Seats)
	}
}

func TestAWrongCodeIsRefusedWithAReason(t *testing.T) {
	rs := start(t, "", Options{})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "pharmacy-run", Seed: seedOfTest(2)})
	_, err := online.DialCode(ctxFor(t), rs.base, reply.Room+"-notthesecret", online.ClientOptions{})
	var p *online.ServerProblem
	if !errors.As(err, &p) || !strings.Contains(p.Reason, "no such room") {
		t.Fatalf("a wrong secret: %v", err)
	}
}
