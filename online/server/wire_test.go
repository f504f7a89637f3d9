package server

import (
	"bytes"
	"net"
	"strings"
	"testing"
	"time"
)

// writesConn is a connection that records each write it is given.
type writesConn struct {
	net.Conn
	writes []string
}

func (c *writesConn) Write(p []byte) (int, error) {
	c.writes = append(c.writes, string(p))
	return len(p), nil
}

func (c *writesConn) SetWriteDeadline(time.Time) error { return nil }

// A wire keeps back what is written while held and sends it with the next write that is
// not, in one write and in order; past maxHeld it writes anyway; release writes what is
// left; a nil wire holds nothing.
func TestWireWritesHeldMessagesTogether(t *testing.T) {
	c := &writesConn{}
	w := &wire{Conn: c}
	w.setHold(true)
	w.Write([]byte("ab"))
	w.Write([]byte("cd"))
	if len(c.writes) != 0 {
		t.Fatalf("held writes went out: %q", c.writes)
	}
	w.setHold(false)
	w.Write([]byte("ef"))
	if len(c.writes) != 1 || c.writes[0] != "abcdef" {
		t.Fatalf("writes %q, want one of abcdef", c.writes)
	}
	w.setHold(true)
	big := bytes.Repeat([]byte("x"), maxHeld)
	w.Write([]byte("g"))
	w.Write(big)
	if len(c.writes) != 2 || c.writes[1] != "g"+string(big) {
		t.Fatalf("past maxHeld: %d writes", len(c.writes))
	}
	w.Write([]byte("h"))
	w.release(time.Second)
	if len(c.writes) != 3 || c.writes[2] != "h" {
		t.Fatalf("release wrote %q", c.writes[2:])
	}
	w.Write([]byte("i"))
	if len(c.writes) != 4 || strings.Join(c.writes, "") != "abcdef"+"g"+string(big)+"hi" {
		t.Fatal("after release, a write is not sent at once")
	}
	var none *wire
	none.setHold(true)
	none.release(time.Second)
}
