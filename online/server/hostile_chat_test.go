package server

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/online"
	"github.com/coder/websocket"
)

// refusedHello says hello with a code and a name on a bare socket and returns the reason
// the server gives for refusing it ("" if it welcomed it).
func refusedHello(t *testing.T, base, code, name string) string {
	t.Helper()
	u, _ := online.SocketURL(base)
	ws, _, err := websocket.Dial(ctxFor(t), u, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	ws.SetReadLimit(online.MaxServerMessage)
	r := &raw{t: t, ws: ws}
	r.send(online.Hello{Code: code, Name: name})
	m, err := r.tryRead()
	if err != nil {
		t.Fatalf("no answer to a hello: %v", err)
	}
	if p, ok := m.(online.Problem); ok {
		return p.Reason
	}
	return ""
}

// Defect 3: a watcher who joined with a player's name posted as that player, and one named
// like a seat or the server posted as them.
func TestChatSaysTheSeatTheServerKnowsAndNoNamePassesForASeatOrTheServer(t *testing.T) {
	rs := startStrict(t, "", Options{})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot"})
	ana := dial(t, rs.base, reply.Seats[0].Code, online.ClientOptions{Name: "Ana"})
	for _, name := range []string{"The Magpies", "the-magpies", "band 2", "(server) Room will be closed", "Server", "Ana: hi", "[host]"} {
		if why := refusedHello(t, rs.base, reply.Watch.Code, name); why == "" {
			t.Errorf("a watcher named %q was let in", name)
		}
	}
	fake := dial(t, rs.base, reply.Watch.Code, online.ClientOptions{Name: "Ana"})
	if err := fake.Chat(ctxFor(t), "I resign"); err != nil {
		t.Fatal(err)
	}
	line := waitFor[online.ChatLine](t, ana)
	if line.Seat != online.Spectator || line.Name != "Ana (watcher)" {
		t.Fatalf("a watcher named Ana posted as seat %q, name %q", line.Seat, line.Name)
	}
	if err := ana.Chat(ctxFor(t), "I do not"); err != nil {
		t.Fatal(err)
	}
	line = waitFor[online.ChatLine](t, fake)
	for line.Text != "I do not" {
		line = waitFor[online.ChatLine](t, fake)
	}
	if line.Seat != "band-1" || line.Name != "Ana (The Dockhands)" {
		t.Fatalf("the seat's own line: seat %q, name %q", line.Seat, line.Name)
	}
}

// Defect 4: ten watchers' bursts filled a playing seat's queue and cut it off. Now the
// watchers' chat is limited per room, and chat waits apart from a connection's game, so
// even a seat chatting as fast as it can cannot cut off a player whose program is slow.
func TestAChatBurstCannotCutOffAPlayer(t *testing.T) {
	rs := start(t, "", Options{Sync: "normal"})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot", Seed: seedOfTest(4)})
	slow, _ := dialRaw(t, rs.base, reply.Seats[0].Code, 0) // reads nothing until the end
	line := online.Say{Text: strings.Repeat("z", online.MaxChatLength)}
	var watchers []*raw
	for range 10 {
		w, _ := dialRaw(t, rs.base, reply.Watch.Code, 0)
		watchers = append(watchers, w)
	}
	for _, w := range watchers {
		for range 100 {
			w.send(line)
		}
	}
	noisy, _ := dialRaw(t, rs.base, reply.Seats[1].Code, 0)
	for range 2000 {
		noisy.send(line)
	}
	noisy.send(online.AskHashes{ID: 1})
	noisy.readUntil(online.KindHashes) // every line has been handled
	said := 0
	for _, w := range watchers {
		w.send(online.AskHashes{ID: 1})
		for m := w.readUntilAny(online.KindHashes, online.KindProblem); m.Kind() != online.KindHashes; m = w.readUntilAny(online.KindHashes, online.KindProblem) {
			if p := m.(online.Problem); !strings.Contains(p.Reason, "watchers") {
				t.Fatalf("a watcher's line: %s", p.Reason)
			}
			said--
		}
	}
	if said += 1000; said > watchChatBurst+5 {
		t.Errorf("ten watchers said %d lines at once; the room allows %d", said, watchChatBurst)
	}
	slow.send(online.AskActions{ID: 7})
	if l := slow.readUntil(online.KindActions).(online.ActionList); l.ID != 7 {
		t.Fatalf("the slow player's answer: %+v", l)
	}
}

// Defect 5: every join sent the whole list of names to every connection, and one seat took
// 1,500 connections. Now presence carries only the seat that changed, and a seat, a room and
// an address have caps.
func TestPresenceIsSentAsChangesAndConnectionsAreCapped(t *testing.T) {
	rs := startStrict(t, "", Options{MaxPerSeat: 3, MaxPerRoom: 5, MaxPerAddress: 7})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot"})
	first, _ := dialRaw(t, rs.base, reply.Seats[0].Code, 0)
	// Its own arrival first: presence is sent as it changes, and changes that come close
	// together go out as one message (on a busy machine, its own and the next seat's).
	p := first.readUntil(online.KindPresence).(online.Presence)
	for !slices.ContainsFunc(p.Seats, func(s online.SeatInfo) bool { return s.ID == "band-1" }) {
		p = first.readUntil(online.KindPresence).(online.Presence)
	}
	dialRaw(t, rs.base, reply.Seats[1].Code, 0)
	p = first.readUntil(online.KindPresence).(online.Presence)
	for !slices.ContainsFunc(p.Seats, func(s online.SeatInfo) bool { return s.ID == "band-2" }) {
		p = first.readUntil(online.KindPresence).(online.Presence)
	}
	if len(p.Seats) != 1 {
		t.Fatalf("a join sent %d seats' presence, want only the seat that changed: %+v", len(p.Seats), p)
	}
	dialRaw(t, rs.base, reply.Seats[0].Code, 0)
	dialRaw(t, rs.base, reply.Seats[0].Code, 0)
	if why := refusedHello(t, rs.base, reply.Seats[0].Code, ""); !strings.Contains(why, "the most a seat may have") {
		t.Errorf("a seat's fourth connection with a cap of 3: %q", why)
	}
	dialRaw(t, rs.base, reply.Watch.Code, 0) // the room's fifth
	if why := refusedHello(t, rs.base, reply.Watch.Code, ""); !strings.Contains(why, "as many connections as it takes") {
		t.Errorf("a room's sixth connection with a cap of 5: %q", why)
	}
	other := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot"})
	dialRaw(t, rs.base, other.Seats[0].Code, 0)
	dialRaw(t, rs.base, other.Seats[1].Code, 0) // the address's seventh
	if why := refusedHello(t, rs.base, other.Watch.Code, ""); !strings.Contains(why, "your address") {
		t.Errorf("an address's eighth connection with a cap of 7: %q", why)
	}
	trusted := startStrict(t, "", Options{MaxPerAddress: 1, Trusted: []string{"127.0.0.0/8"}})
	room := create(t, trusted.base, online.CreateRequest{Scenario: "dockside-depot"})
	dialRaw(t, trusted.base, room.Seats[0].Code, 0)
	dialRaw(t, trusted.base, room.Seats[1].Code, 0) // a trusted address has no cap
}

// Defect 8: chat lived only in memory and was gone after a restart.
func TestChatIsStoredWithTheRoom(t *testing.T) {
	rs := start(t, "", Options{})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot", Seed: seedOfTest(2)})
	ana := dial(t, rs.base, reply.Seats[0].Code, online.ClientOptions{Name: "Ana"})
	for _, text := range []string{"one", "two"} {
		if err := ana.Chat(ctxFor(t), text); err != nil {
			t.Fatal(err)
		}
		waitFor[online.ChatLine](t, ana)
	}
	ana.Close()
	rs.stop()
	again := start(t, rs.db, Options{})
	_, w := dialRaw(t, again.base, reply.Seats[1].Code, 0)
	if len(w.Chat) != 2 || w.Chat[0].Text != "one" || w.Chat[1].Name != "Ana (The Dockhands)" {
		t.Fatalf("after a restart the room's chat is %+v", w.Chat)
	}
}

// waitGone waits until the server counts n connections.
func waitConnections(t *testing.T, s *Server, n int64, within time.Duration) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	for s.Stats().Connections != n {
		select {
		case <-ctx.Done():
			t.Fatalf("the server still counts %d connections, not %d", s.Stats().Connections, n)
		case <-time.After(5 * time.Millisecond):
		}
	}
}
