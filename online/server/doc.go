// Package server owns the game server: rooms (a game of any ruleset with its seats, invite
// secrets stored hashed, watchers and chat), the server as the one authority that applies
// every command through game.Session for the seat that sent it and sends each client only
// its seat's view and the events it may see, persistence of every room's command log in
// SQLite (a command is acknowledged only once committed; on start every room is rebuilt by
// replaying its log and checked against its stored fingerprint), and the HTTP and WebSocket
// endpoints with their size and rate limits. The protocol is package online's.
package server
