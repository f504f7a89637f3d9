package server

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

// Watchers' chat: all of a room's watchers together may say watchChatBurst lines at once,
// then one every 1/watchChatRate seconds; players are limited only by their connection's
// rate.
const (
	watchChatRate  = 0.2
	watchChatBurst = 5
)

// reservedNames are what no player may call themselves, besides the room's seats: the
// server, and the words that would pass for it (any name starting "server" too).
var reservedNames = []string{"theserver", "host", "thehost", "system", "admin", "moderator"}

// checkName returns the name a player gave, trimmed, or why it cannot be used: a name
// may hold letters, digits, spaces and . - ' _ only, and may not pass for another seat or
// the server (compared without case, spaces or punctuation). Chat shows it with the seat
// ("Ana (The Magpies)", "Bo (watcher)"), which no name can write, having no brackets.
func (r *room) checkName(seat game.SeatID, name string) (string, error) {
	name = strings.Join(strings.Fields(name), " ")
	if name == "" {
		return "", nil
	}
	for _, ch := range name {
		if !unicode.IsLetter(ch) && !unicode.IsDigit(ch) && !strings.ContainsRune(" .-'_", ch) {
			return "", fmt.Errorf("the name %q has a %q: a name may hold letters, digits, spaces and . - ' _", name, ch)
		}
	}
	key := nameKey(name)
	if key == "" {
		return "", fmt.Errorf("the name %q has no letter or digit", name)
	}
	for _, w := range reservedNames {
		if key == w || strings.HasPrefix(key, "server") {
			return "", fmt.Errorf("the name %q would pass for the server: choose another", name)
		}
	}
	for _, s := range r.seats {
		if s.spec.ID != seat && (key == nameKey(s.spec.Name) || key == nameKey(string(s.spec.ID))) {
			return "", fmt.Errorf("the name %q is a seat's (%s): choose another", name, s.spec.Name)
		}
	}
	return name, nil
}

// nameKey is a name as compared: lower case, letters and digits only.
func nameKey(s string) string {
	var b strings.Builder
	for _, ch := range strings.ToLower(s) {
		if unicode.IsLetter(ch) || unicode.IsDigit(ch) {
			b.WriteRune(ch)
		}
	}
	return b.String()
}

// speaker is who a chat line is from, as the server knows it: the player's name with their
// seat's ("Ana (The Magpies)"), or "(watcher)" after a watcher's.
func (r *room) speaker(c *conn) string {
	seat := r.seatName(c.seat)
	if c.seat == online.Spectator {
		seat = "watcher"
	}
	if c.name == "" {
		if c.seat == online.Spectator {
			return "A watcher"
		}
		return seat
	}
	return c.name + " (" + seat + ")"
}

// say stores a chat line with the room's log and relays it to everyone in the room. The
// watchers' lines are limited per room.
func (r *room) say(ctx context.Context, c *conn, text string, at int64) {
	r.mu.Lock()
	if c.seat == online.Spectator {
		if r.watchChat == nil {
			r.watchChat = newBucket(watchChatRate, watchChatBurst, time.Now())
		}
		if !r.watchChat.allow(time.Now()) {
			r.mu.Unlock()
			c.send(online.Problem{Reason: "the watchers of this room have said a lot just now: wait a little (this line was not sent)"})
			return
		}
	}
	r.chatN++
	line := online.ChatLine{Seat: c.seat, Name: r.speaker(c), Text: text, At: at}
	row := chatRow{Room: r.id, N: r.chatN, Seat: string(c.seat), Name: line.Name, Text: text, At: at}
	r.mu.Unlock()
	if err := r.srv.store.addChat(ctx, row); err != nil {
		c.send(online.Problem{Reason: "the server could not store your line, so it was not sent"})
		return
	}
	data, err := online.Encode(line)
	if err != nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.chat = append(r.chat, line)
	if len(r.chat) > maxChat {
		r.chat = r.chat[len(r.chat)-maxChat:]
	}
	for o := range r.conns {
		o.others.chatLine(data)
	}
}
