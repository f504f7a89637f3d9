package server

import (
	"bufio"
	"errors"
	"net"
	"net/http"
	"sync"
	"time"
)

// wire is a connection's socket under its WebSocket. While the connection's writer has more
// messages waiting (hold), what the WebSocket writes is kept back, and goes out with the
// next write that is not held, in one system call: a client is often sent an update and
// the answer to its command at once, and on a loaded server a write is a tenth of its time.
type wire struct {
	net.Conn
	mu   sync.Mutex
	hold bool
	buf  []byte
}

// maxHeld is how much a wire keeps back at most: past it, it writes.
const maxHeld = 32 << 10

// Write writes p, after what was kept back, or keeps it back while held.
func (w *wire) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.hold && len(w.buf)+len(p) <= maxHeld {
		w.buf = append(w.buf, p...)
		return len(p), nil
	}
	if len(w.buf) == 0 {
		return w.Conn.Write(p)
	}
	w.buf = append(w.buf, p...)
	err := w.writeHeld()
	if err != nil {
		return 0, err
	}
	return len(p), nil
}

// writeHeld writes what was kept back. w.mu is held.
func (w *wire) writeHeld() error {
	_, err := w.Conn.Write(w.buf)
	if cap(w.buf) > maxHeld {
		w.buf = nil // a large message went through: do not keep its room
	} else {
		w.buf = w.buf[:0]
	}
	return err
}

// setHold says whether writes from now on are kept back (the writer has more to write).
// A nil wire (a connection not accepted through acceptWire) writes everything at once.
func (w *wire) setHold(hold bool) {
	if w == nil {
		return
	}
	w.mu.Lock()
	w.hold = hold
	w.mu.Unlock()
}

// release stops holding and writes what was kept back, within d: the writer is done.
func (w *wire) release(d time.Duration) {
	if w == nil {
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	w.hold = false
	if len(w.buf) > 0 {
		w.Conn.SetWriteDeadline(time.Now().Add(d))
		w.writeHeld()
		w.Conn.SetWriteDeadline(time.Time{})
	}
}

// wireHijacker hands the WebSocket library a wire instead of the bare connection, when it
// takes the connection over from the HTTP server.
type wireHijacker struct {
	http.ResponseWriter
	wire *wire
}

// Hijack takes the connection over, wrapped in a wire, with a buffered writer of its own
// that writes through the wire.
func (h *wireHijacker) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := h.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, errors.New("the response cannot be taken over")
	}
	nc, brw, err := hj.Hijack()
	if err != nil {
		return nil, nil, err
	}
	h.wire = &wire{Conn: nc}
	return h.wire, bufio.NewReadWriter(brw.Reader, bufio.NewWriter(h.wire)), nil
}
