package table

import (
	"encoding/json"

	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/ui/saves"
)

// onlineResume is what the autosave keeps of an online game: the way back to its seat (the
// server keeps the game itself). The start screen's Continue joins it again, so that a player
// who leaves, or whose window closes, finds their seat; the save list's words (saves.Summary)
// read its scenario and status like a save's.
type onlineResume struct {
	Online struct {
		Link string `json:"link"`
		Seat string `json:"seat"`
	} `json:"online"`
	saves.Head
}

// keepOnlineSeat writes the way back to this table's online seat in the autosave's place,
// as the last game played here (a game kept at this table replaces it when one is played).
func (p *Table) keepOnlineSeat(r *remoteSession) {
	var doc onlineResume
	s := r.c.State()
	doc.Online.Link = r.c.Link()
	doc.Online.Seat = p.seatName(s.Seat)
	doc.Status = "online, playing " + doc.Online.Seat
	if s.Seat == online.Spectator {
		doc.Online.Seat, doc.Status = "", "online, watching"
	}
	doc.Ruleset, doc.Scenario.Ruleset = p.Game.Ruleset().ID(), p.Game.Ruleset().ID()
	doc.Scenario.Name = p.Game.Scenario().Name
	if data, err := json.Marshal(doc); err == nil && p.opts.SaveFile != "" {
		p.store.Write(saves.AutosaveSlot, data) // a failed write: Continue offers the game before
	}
}

// OnlineLinkIn is the invite link an autosave of an online game keeps (its seat's), or ""
// for a game kept at this table.
func OnlineLinkIn(data []byte) string {
	var doc onlineResume
	if json.Unmarshal(data, &doc) != nil {
		return ""
	}
	return doc.Online.Link
}
