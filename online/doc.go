// Package online owns what a player's program needs to play on a game server: the protocol
// (every message a client and the server exchange, as JSON over a WebSocket, and the strict
// decoder that refuses malformed, hostile or oversized ones without panicking), invite codes
// and links, and Client, which connects with a link, keeps the seat's view and events,
// sends commands, actions and chat, and reconnects and resumes from its last event by
// itself. It builds for js/wasm too, so the desktop table and the browser build use the same
// client; there it talks through the browser's own WebSocket and fetch (socket_js.go,
// create_js.go), not coder/websocket and net/http, to keep the download small. The server
// itself lives in online/server. docs/online.md describes the protocol.
package online
