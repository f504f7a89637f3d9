//go:build !js

package online

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
)

// postRoom posts a room request with net/http and returns the answer's status and body.
func postRoom(ctx context.Context, server string, body []byte, key string) (int, []byte, error) {
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, roomsURL(server), bytes.NewReader(body))
	if err != nil {
		return 0, nil, fmt.Errorf("%q is not a server address: %v", truncate(server, 80), err)
	}
	hr.Header.Set("Content-Type", "application/json")
	if key != "" {
		hr.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(hr)
	if err != nil {
		return 0, nil, &Unreachable{Server: server, Err: err}
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxCreateReply))
	if err != nil {
		return 0, nil, fmt.Errorf("the server's answer broke off: %v", err)
	}
	return resp.StatusCode, data, nil
}
