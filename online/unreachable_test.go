package online

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"
)

// A server that is not running is named with what to check, in a line a player can read,
// for joining and for hosting alike.
func TestAServerThatIsNotRunningIsSaidPlainly(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := "http://" + l.Addr().String()
	l.Close() // nothing listens there now
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, joinErr := Dial(ctx, Link(addr, "room-secret"), ClientOptions{})
	_, hostErr := CreateRoom(ctx, addr, CreateRequest{Scenario: "dockside-depot"}, "")
	for what, err := range map[string]error{"joining": joinErr, "hosting": hostErr} {
		var u *Unreachable
		if !errors.As(err, &u) {
			t.Fatalf("%s with no server: %v (%T), want an Unreachable", what, err, err)
		}
		msg := err.Error()
		if !strings.Contains(msg, addr) || !strings.Contains(msg, "running") || len(msg) > 160 || strings.Contains(msg, "dial tcp") {
			t.Errorf("%s with no server says %q", what, msg)
		}
	}
}
