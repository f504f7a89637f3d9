package table

import (
	"encoding/json"
	"github.com/borrowed-time/tabletop/game"
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
	p.logPresence(r)
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

// logPresence writes in the log when a player joins a seat or leaves it (the server counts
// who is connected to each seat), and the redraw follows: the panel's list of who is here
// changed (an online play-test's panel said a seat was away until the mouse moved).
func (p *Table) logPresence(r *remoteSession) {
	snap := r.c.State()
	changed := r.present == nil || len(r.present) != len(snap.Seats)
	for _, s := range snap.Seats {
		if n, ok := r.present[s.ID]; !ok || n != s.Connected {
			changed = true
		}
	}
	if !changed {
		return // every frame online: nothing to build when nobody came or went
	}
	if r.present != nil {
		for _, s := range snap.Seats {
			was := r.present[s.ID]
			switch {
			case s.Computer || s.ID == snap.Seat:
			case was == 0 && s.Connected > 0:
				who := s.Name
				if len(s.Players) > 0 && s.Players[0] != "" {
					who = s.Players[0] + " (" + s.Name + ")"
				}
				p.logLine(who + " joined the game")
			case was > 0 && s.Connected == 0:
				p.logLine(s.Name + " left: away for now")
			}
		}
	}
	r.present = make(map[game.SeatID]int, len(snap.Seats))
	for _, s := range snap.Seats {
		r.present[s.ID] = s.Connected
	}
	r.presenceChanges++ // the panel's list of who is here: the table draws again (Stamp)
}
