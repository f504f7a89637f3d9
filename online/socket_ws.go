//go:build !js

package online

import (
	"bytes"
	"context"
	"errors"
	"net"

	"github.com/coder/websocket"
)

// socket is a client's connection to a server: coder/websocket's here, the browser's own
// WebSocket in the browser build (socket_js.go).
type socket struct{ conn *websocket.Conn }

// dialSocket opens a connection to url, refusing messages over MaxServerMessage.
func dialSocket(ctx context.Context, url string) (*socket, error) {
	conn, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	conn.SetReadLimit(MaxServerMessage)
	return &socket{conn}, nil
}

// unreachable reports whether a dial failed for want of anything answering (the address
// refused, unknown or out of reach), not for an answer the server gave.
func unreachable(err error) bool {
	var op *net.OpError
	var dns *net.DNSError
	return errors.As(err, &op) || errors.As(err, &dns)
}

// send writes one text message.
func (s *socket) send(ctx context.Context, data []byte) error {
	return s.conn.Write(ctx, websocket.MessageText, data)
}

// read reads one message into buf (see ReadMessage).
func (s *socket) read(ctx context.Context, buf *bytes.Buffer) ([]byte, error) {
	return ReadMessage(ctx, s.conn, buf)
}

// close says goodbye to the server; closeNow just cuts the connection.
func (s *socket) close()    { s.conn.Close(websocket.StatusNormalClosure, "bye") }
func (s *socket) closeNow() { s.conn.CloseNow() }
