//go:build !js

package online

import (
	"bytes"
	"context"

	"github.com/coder/websocket"
)

// ReadMessage reads one message into buf, reusing its memory: a connection that reads
// thousands of messages allocates for the largest, not for each (websocket.Conn.Read
// allocates every message anew). The bytes are valid until the next read into buf.
func ReadMessage(ctx context.Context, conn *websocket.Conn, buf *bytes.Buffer) ([]byte, error) {
	_, r, err := conn.Reader(ctx)
	if err != nil {
		return nil, err
	}
	buf.Reset()
	if _, err := buf.ReadFrom(r); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
