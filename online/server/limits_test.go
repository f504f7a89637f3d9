package server

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/online"
	"github.com/coder/websocket"
)

func TestAMalformedMessageIsAnsweredAndTheConnectionGoesOn(t *testing.T) {
	rs := start(t, "", Options{})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "pharmacy-run", Seed: seedOfTest(1)})
	c, _ := dialRaw(t, rs.base, reply.Seats[0].Code, 0)
	for _, bad := range []string{`{"t":"act","id":3,"state":0,"action":"x","picks":{"Evil":1}}`, `not json`, `{"t":"hello","code":"a-b"}`} {
		c.sendBytes([]byte(bad))
		p, ok := c.readUntilAny(online.KindProblem).(online.Problem)
		if !ok || p.Reason == "" {
			t.Fatalf("%s: %+v", bad, p)
		}
	}
	c.send(online.AskActions{ID: 9})
	if l := c.readUntil(online.KindActions).(online.ActionList); l.ID != 9 || len(l.Actions) == 0 {
		t.Fatalf("after the bad messages: %+v", l)
	}
}

func TestTooManyMessagesAreRefusedAndAnOversizedOneClosesTheConnection(t *testing.T) {
	rs := start(t, "", Options{Rate: 1, Burst: 3})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "pharmacy-run", Seed: seedOfTest(1)})
	c, _ := dialRaw(t, rs.base, reply.Seats[0].Code, 0)
	for i := 1; i <= 10; i++ {
		c.send(online.AskHashes{ID: int64(i)})
	}
	refused := 0
	for i := 0; i < 10; i++ {
		m := c.readUntilAny(online.KindHashes, online.KindProblem)
		if p, ok := m.(online.Problem); ok && strings.Contains(p.Reason, "too many messages") {
			refused++
		}
	}
	if refused < 5 {
		t.Fatalf("%d of 10 messages at once refused with a limit of 3", refused)
	}
	big, _ := online.Encode(online.Say{Text: strings.Repeat("x", online.MaxClientMessage)})
	c.sendBytes(big)
	for {
		_, err := c.tryRead()
		if err == nil {
			continue
		}
		if st := websocket.CloseStatus(err); st != websocket.StatusMessageTooBig {
			t.Fatalf("an oversized message: %v (status %v)", err, st)
		}
		break
	}
}
