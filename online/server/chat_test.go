package server

import (
	"context"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/online"
)

func TestChatReachesEveryoneAndPresenceSaysWhoIsHere(t *testing.T) {
	rs := start(t, "", Options{})
	reply := create(t, rs.base, online.CreateRequest{Scenario: "dockside-depot", Seed: seedOfTest(1)})
	ana := dial(t, rs.base, reply.Seats[0].Code, online.ClientOptions{Name: "Ana"})
	bo := dial(t, rs.base, reply.Seats[1].Code, online.ClientOptions{Name: "Bo"})
	if err := ana.Chat(ctxFor(t), "ready when you are"); err != nil {
		t.Fatal(err)
	}
	line := waitFor[online.ChatLine](t, bo)
	if line.Name != "Ana (The Dockhands)" || line.Seat != reply.Seats[0].Seat || line.Text != "ready when you are" {
		t.Fatalf("chat: %+v", line)
	}
	seats := bo.State().Seats
	if len(seats) != 2 || seats[0].Connected != 1 || seats[0].Players[0] != "Ana" || seats[1].Players[0] != "Bo" {
		t.Fatalf("presence: %+v", seats)
	}
	ana.Close()
	deadline := time.Now().Add(5 * time.Second)
	for bo.State().Seats[0].Connected != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("Ana left but presence still says %+v", bo.State().Seats[0])
		}
		time.Sleep(5 * time.Millisecond)
	}
	late := dial(t, rs.base, reply.Watch.Code, online.ClientOptions{})
	w := waitFor[online.Welcome](t, late)
	if len(w.Chat) != 1 || w.Chat[0].Text != "ready when you are" {
		t.Fatalf("a late watcher's welcome has chat %+v", w.Chat)
	}
}

// waitFor returns the next message of type M the client receives.
func waitFor[M online.ServerMessage](t *testing.T, c *online.Client) M {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		m, err := c.Next(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if want, ok := m.(M); ok {
			return want
		}
	}
}
