package table

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// JoinOnline puts an online game on the generic table, for the client's seat.
func JoinOnline(c *online.Client, o Options, font *ebitenrender.Font, snd *Sounds) (*Table, error) {
	r, err := newRemoteSession(c)
	if err != nil {
		c.Close()
		return nil, err
	}
	t := New(r, o, nil, font, snd)
	s := c.State()
	t.log = nil // not the seed line: the server keeps the seed
	doing := "playing " + t.seatName(s.Seat)
	if s.Seat == online.Spectator {
		doing = "watching"
	}
	t.logLine(fmt.Sprintf("%s: %s — online, room %s, %s.", s.RulesetName, r.Scenario().Name, s.Room, doing))
	t.keepOnlineSeat(r) // Continue on the start screen joins this seat again
	return t, nil
}

// ShowInvites says the invite links of a room just hosted from this table, on the terminal
// and in the log, and offers to copy them on the panel: every seat people play but mine,
// and the link to watch.
func (p *Table) ShowInvites(reply online.CreateReply, mine game.SeatID) {
	var lines []string
	for _, s := range reply.Seats {
		if s.Seat != mine && !s.Computer {
			lines = append(lines, "Invite link for "+s.Name+": "+s.Link)
			p.invites = append(p.invites, invite{seat: s.Seat, name: s.Name, link: s.Link})
		}
	}
	if reply.Watch.Link != "" {
		lines = append(lines, "Link to watch: "+reply.Watch.Link)
		p.invites = append(p.invites, invite{link: reply.Watch.Link})
	}
	for _, s := range reply.Seats {
		if s.Seat == mine {
			// The host's own way back, should they leave or their window close (Continue on
			// the start screen joins it too).
			lines = append(lines, "Your own link, to come back to "+s.Name+": "+s.Link)
		}
	}
	for _, l := range lines {
		fmt.Fprintln(os.Stdout, l)
		// The log is narrow: the link on two lines, split before its code.
		head, code, _ := strings.Cut(l, "#")
		p.logLine(head)
		p.logLine("   #" + code)
	}
	if slices.ContainsFunc(p.invites, func(i invite) bool { return i.seat != "" }) {
		p.hint("Room " + reply.Room + " is ready: copy each player's invite link (buttons above) and send it to them.")
	} else {
		p.hint("Room " + reply.Room + " is ready: the computer plays every other seat. Anyone may watch with the link to watch (button above).")
	}
}
