package table

import (
	"math"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game/search"
	"github.com/borrowed-time/tabletop/ui/widget"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/physics"
)

// remote returns the online game this table plays, or nil for a game kept at this table.
func (p *Table) remote() *remoteSession {
	r, _ := p.Game.(*remoteSession)
	return r
}

// OnlineClient is the client of the game's server when the game is online; nil at a table
// that keeps its own game.
func (p *Table) OnlineClient() *online.Client {
	if r := p.remote(); r != nil {
		return r.c
	}
	return nil
}

// takeRemote takes in, once a frame, what the server sent: updates move the game on here
// (their events go to the log, the tray and the speakers), refusals and problems go to the
// message line, chat to the log.
func (p *Table) takeRemote(r *remoteSession) {
	msgs, answered := r.poll()
	if answered { // an answer came in: list the actions and work out the previews again
		p.version++
		p.drag.at = physics.Vec{X: math.Inf(1)}
		if p.pending != nil {
			p.pending.at = physics.Vec{X: math.Inf(1)}
		}
	}
	for _, m := range msgs {
		switch m := m.(type) {
		case online.Welcome: // (re)connected: what was missed, to the log
			for _, e := range m.Events {
				if e.Text != "" {
					p.logFor(e.Text, e.Only)
				}
			}
			p.remoteChanged()
		case online.Update:
			evs := make([]game.Event, len(m.Events))
			for i, e := range m.Events {
				evs[i] = e.Event
			}
			p.events(evs)
			p.remoteChanged()
			if m.Outcome != nil {
				p.logLine("The game is over: " + m.Outcome.Reason)
			}
		case online.Problem:
			p.problem(m.Reason)
		case online.ChatLine:
			p.logLine(m.Name + ": " + m.Text)
		}
	}
}

// remoteChanged reads the new state, and says so when the turn comes to this screen.
func (p *Table) remoteChanged() {
	before := p.humanTurn()
	p.version++
	p.refresh()
	if !before && p.humanTurn() {
		p.banner, p.bannerLeft = "Your turn", 90
		p.hint("Your turn: " + p.seatName(p.seat) + " to play.")
	}
}

// panelOnline: the room, whose turn it is, and who is connected.
func (p *Table) panelOnline(w *sessionPanel, r *remoteSession) {
	s := r.c.State()
	if !s.Connected {
		w.line("Reconnecting to the server…", 13, widget.ColRed)
	}
	if _, over := p.Game.Outcome(); !over {
		var names []string
		for _, id := range s.Turn {
			names = append(names, p.seatName(id))
		}
		switch {
		case s.Seat == online.Spectator && len(names) > 0:
			w.line("You are watching: "+strings.Join(names, " and ")+" to play", 13, widget.ColWhite)
		case s.Seat == online.Spectator:
			w.line("You are watching", 13, widget.ColWhite)
		case slices.Contains(s.Turn, s.Seat):
			w.line("Your turn ("+p.seatName(s.Seat)+")", 13, widget.ColGold)
		case len(names) > 0:
			w.line("Waiting for "+strings.Join(names, " and "), 13, widget.ColWhite)
		}
	}
	for _, seat := range s.Seats {
		who := "away"
		switch {
		case seat.Computer && seat.Thinking:
			who = "the server's computer" + levelWords(seat.Level) + ", thinking…"
		case seat.Computer:
			who = "the server's computer" + levelWords(seat.Level)
		case seat.Connected > 0 && len(seat.Players) > 0:
			who = strings.Join(seat.Players, ", ")
		case seat.Connected > 0:
			who = "here"
		}
		if seat.ID == s.Seat {
			who += " (you)"
		}
		c := widget.ColDim
		if seat.Connected > 0 || seat.Computer {
			c = widget.ColWhite
		}
		w.line("● "+seat.Name+": "+who, 12, c)
	}
	p.panelInvites(w, r)
}

// levelWords names a server computer's level after its seat's player: ", strong"; nothing
// for the scripted players (and servers that do not say).
func levelWords(level string) string {
	if level == "" || level == search.Scripted {
		return ""
	}
	return ", " + level
}

// LeaveOnline lets go of the server when the players leave an online game (in the
// background: closing waits for the connection to end).
func (p *Table) LeaveOnline() {
	if r := p.remote(); r != nil {
		go r.c.Close()
	}
}
