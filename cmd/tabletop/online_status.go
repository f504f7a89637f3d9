package main

import (
	"encoding/json"
	"os"

	"github.com/borrowed-time/tabletop/online"
)

// onlineStatus is where an online table stands with its server: what the window's title
// (the browser tab's, on the web) says, and what -save-on-shot writes for scripted tests,
// which compare the hash with the server's.
type onlineStatus struct {
	Room       string `json:"room"`
	Seat       string `json:"seat"`
	State      int    `json:"state"`
	Hash       string `json:"hash"`
	Connected  bool   `json:"connected"`
	Reconnects int    `json:"reconnects"`
}

func statusOf(s online.Snapshot) onlineStatus {
	return onlineStatus{Room: s.Room, Seat: string(s.Seat), State: s.State, Hash: s.Hash, Connected: s.Connected, Reconnects: s.Reconnects}
}

// title is the window's (or tab's) title for the game: a player who has looked away sees
// from the task bar that the line is down.
func (st onlineStatus) title(game string) string {
	t := "Borrowed Time table — " + game + " (online, room " + st.Room + ")"
	if !st.Connected {
		t = "Reconnecting… — " + t
	}
	return t
}

// showOnline puts the status in the title when it has changed since the last frame.
func (p *sessionPlay) showOnline(r *remoteSession) {
	p.copied()
	st := statusOf(r.c.State())
	if st == r.shown {
		return
	}
	r.shown = st
	data, _ := json.Marshal(st)
	showOnlineStatus(st.title(p.s.Ruleset().Name()+": "+p.s.Scenario().Name), string(data))
}

// writeOnlineStatus writes the status as JSON (-save-on-shot: a test reads the hash).
func writeOnlineStatus(path string, r *remoteSession) error {
	data, err := json.Marshal(statusOf(r.c.State()))
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
