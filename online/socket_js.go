//go:build js

package online

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

// socket is a client's connection to a server in the browser build: the browser's own
// WebSocket, reached through syscall/js. coder/websocket wraps the same WebSocket there, but
// it imports net/http, whose package initialisation keeps TLS, X.509 and the elliptic curves
// in the WebAssembly (docs/performance.md). The desktop's socket is in socket_ws.go.
type socket struct {
	ws    js.Value
	funcs []js.Func

	mu       sync.Mutex
	messages [][]byte      // received, not yet read
	ended    error         // why the connection ended, once it has
	arrived  chan struct{} // closed and replaced at every message and at the end
}

// errSocketClosed is a read's error once this side has cut the connection.
var errSocketClosed = errors.New("the connection was closed")

// unreachable reports whether a dial failed for want of anything answering: the browser
// does not tell a refused address from a refused handshake, so any failed dial.
func unreachable(error) bool { return true }

// dialSocket opens a connection to url and waits until it is open (or fails, or ctx ends).
// The handlers keep their own pointer to the socket: they run later, after a failed dial
// has returned nil (the "close" that follows an "error"), so they must not share the result.
func dialSocket(ctx context.Context, url string) (_ *socket, err error) {
	defer func() { // the WebSocket constructor throws on a malformed address
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	s := &socket{arrived: make(chan struct{})}
	s.ws = js.Global().Get("WebSocket").New(url)
	s.ws.Set("binaryType", "arraybuffer")
	opened := make(chan struct{})
	s.on("open", func(js.Value) { close(opened) })
	s.on("message", func(e js.Value) { s.receive(e.Get("data")) })
	s.on("error", func(js.Value) { s.end(errors.New("the connection failed")) })
	s.on("close", func(e js.Value) {
		s.end(fmt.Errorf("the connection closed (%d %s)", e.Get("code").Int(), e.Get("reason").String()))
		for _, f := range s.funcs {
			f.Release()
		}
	})
	for {
		s.mu.Lock()
		ended, arrived := s.ended, s.arrived
		s.mu.Unlock()
		if ended != nil {
			return nil, ended
		}
		select {
		case <-opened:
			return s, nil
		case <-arrived:
		case <-ctx.Done():
			s.closeNow()
			return nil, ctx.Err()
		}
	}
}

// on listens to one of the WebSocket's events. A handler must not block: it runs on the
// browser's event loop.
func (s *socket) on(event string, handle func(js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		handle(args[0])
		return nil
	})
	s.funcs = append(s.funcs, f)
	s.ws.Call("addEventListener", event, f)
}

func (s *socket) receive(data js.Value) {
	var msg []byte
	if data.Type() == js.TypeString {
		msg = []byte(data.String())
	} else {
		view := js.Global().Get("Uint8Array").New(data)
		msg = make([]byte, view.Get("length").Int())
		js.CopyBytesToGo(msg, view)
	}
	if len(msg) > MaxServerMessage {
		s.end(fmt.Errorf("the server sent a message of %d bytes (at most %d)", len(msg), MaxServerMessage))
		s.closeNow()
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended == nil {
		s.messages = append(s.messages, msg)
		s.wake()
	}
}

func (s *socket) end(why error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended == nil {
		s.ended = why
		s.wake()
	}
}

// wake tells the waiting reader that something arrived; s.mu is held.
func (s *socket) wake() {
	close(s.arrived)
	s.arrived = make(chan struct{})
}

// send writes one text message. The browser queues it without blocking.
func (s *socket) send(_ context.Context, data []byte) (err error) {
	s.mu.Lock()
	ended := s.ended
	s.mu.Unlock()
	if ended != nil {
		return ended
	}
	defer func() { // send throws when the WebSocket is not open
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	s.ws.Call("send", string(data))
	return nil
}

// read returns the next message, copied into buf (valid until the next read into buf).
func (s *socket) read(ctx context.Context, buf *bytes.Buffer) ([]byte, error) {
	for {
		s.mu.Lock()
		if len(s.messages) > 0 {
			msg := s.messages[0]
			s.messages[0] = nil
			s.messages = s.messages[1:]
			s.mu.Unlock()
			buf.Reset()
			buf.Write(msg)
			return buf.Bytes(), nil
		}
		ended, arrived := s.ended, s.arrived
		s.mu.Unlock()
		if ended != nil {
			return nil, ended
		}
		select {
		case <-arrived:
		case <-ctx.Done():
			s.closeNow() // as coder/websocket does when a read's context ends
			return nil, ctx.Err()
		}
	}
}

// close says goodbye to the server; closeNow just cuts the connection.
func (s *socket) close() {
	s.ws.Call("close", 1000, "bye")
	s.end(errSocketClosed)
}

func (s *socket) closeNow() {
	s.ws.Call("close")
	s.end(errSocketClosed)
}
