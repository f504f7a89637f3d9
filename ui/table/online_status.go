package table

import (
	"encoding/json"
	"os"

	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/ui/page"
)

// OnlineStatus is where an online table stands with its server: what the window's title
// (the browser tab's, on the web) says, and what -save-on-shot writes for scripted tests,
// which compare the hash with the server's.
type OnlineStatus struct {
	Room       string `json:"room"`       // the room's id
	Seat       string `json:"seat"`       // the seat this table plays (or watches)
	State      int    `json:"state"`      // the server's state number, counting the room's commands
	Hash       string `json:"hash"`       // the game's fingerprint as of that state
	Connected  bool   `json:"connected"`  // the line to the server is up
	Reconnects int    `json:"reconnects"` // how often the line came back after it dropped
}

func statusOf(s online.Snapshot) OnlineStatus {
	return OnlineStatus{Room: s.Room, Seat: string(s.Seat), State: s.State, Hash: s.Hash, Connected: s.Connected, Reconnects: s.Reconnects}
}

// title is the window's (or tab's) title for the game: a player who has looked away sees
// from the task bar that the line is down.
func (st OnlineStatus) title(game string) string {
	t := "Borrowed Time table — " + game + " (online, room " + st.Room + ")"
	if !st.Connected {
		t = "Reconnecting… — " + t
	}
	return t
}

// showOnline puts the status in the title when it has changed since the last frame.
func (p *Table) showOnline(r *remoteSession) {
	p.copied()
	st := statusOf(r.c.State())
	if st == r.shown {
		return
	}
	r.shown = st
	data, _ := json.Marshal(st)
	page.ShowOnlineStatus(st.title(p.Game.Ruleset().Name()+": "+p.Game.Scenario().Name), string(data))
}

// writeOnlineStatus writes the status as JSON (-save-on-shot: a test reads the hash).
func writeOnlineStatus(path string, r *remoteSession) error {
	data, err := json.Marshal(statusOf(r.c.State()))
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
