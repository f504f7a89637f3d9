//go:build js

package online

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"syscall/js"
)

// postRoom posts a room request with the browser's fetch and returns the answer's status and
// body. net/http would call the same fetch, but its client keeps its whole transport (HTTP/2,
// TLS, X.509) reachable: about 5.7 MB of the WebAssembly's 36 (docs/performance.md).
func postRoom(ctx context.Context, server string, body []byte, key string) (int, []byte, error) {
	if u, err := url.Parse(roomsURL(server)); err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return 0, nil, fmt.Errorf("%q is not a server address", truncate(server, 80))
	}
	headers := js.Global().Get("Headers").New()
	headers.Call("set", "Content-Type", "application/json")
	if key != "" {
		headers.Call("set", "Authorization", "Bearer "+key)
	}
	payload := js.Global().Get("Uint8Array").New(len(body))
	js.CopyBytesToJS(payload, body)
	abort := js.Global().Get("AbortController").New()
	init := js.ValueOf(map[string]any{
		"method":  "POST",
		"headers": headers,
		"body":    payload,
		"signal":  abort.Get("signal"),
	})
	resp, err := await(ctx, abort, js.Global().Call("fetch", roomsURL(server), init))
	if err != nil {
		return 0, nil, &Unreachable{Server: server, Err: err}
	}
	buf, err := await(ctx, abort, resp.Call("arrayBuffer"))
	if err != nil {
		return 0, nil, fmt.Errorf("the server's answer broke off: %v", err)
	}
	view := js.Global().Get("Uint8Array").New(buf)
	data := make([]byte, min(view.Get("length").Int(), maxCreateReply))
	js.CopyBytesToGo(data, view)
	return resp.Get("status").Int(), data, nil
}

// await waits for a JavaScript promise; when ctx ends first it aborts the request and
// returns ctx's error.
func await(ctx context.Context, abort, promise js.Value) (js.Value, error) {
	done := make(chan struct{})
	var result js.Value
	var failed bool
	onValue := js.FuncOf(func(_ js.Value, args []js.Value) any {
		result = args[0]
		close(done)
		return nil
	})
	onError := js.FuncOf(func(_ js.Value, args []js.Value) any {
		result, failed = args[0], true
		close(done)
		return nil
	})
	defer onValue.Release()
	defer onError.Release()
	promise.Call("then", onValue, onError)
	select {
	case <-done:
	case <-ctx.Done():
		abort.Call("abort")
		<-done // the promise rejects once aborted
		return js.Value{}, ctx.Err()
	}
	if failed {
		return js.Value{}, errors.New(result.Call("toString").String())
	}
	return result, nil
}
