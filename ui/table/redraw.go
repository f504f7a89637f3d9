package table

import (
	"github.com/borrowed-time/tabletop/game"
)

// What each screen tells the redraw gate (package screen): what moves by itself, and what can
// change without input.

// Busy reports, for the redraw gate, a token moving, the turn's banner or the rules' news
// (on an uncovered table) counting down, the models or markers a waiting action may pick
// glowing.
func (p *Table) Busy() bool {
	return len(p.anim) > 0 || p.bannerLeft > 0 || p.newsLeft > 0 && p.overlay == overlayNone || p.pending != nil || p.marksFading() || p.lessonRing()
}

// lessonRing reports whether the tutorial rings a spot on the table (the ring pulses).
func (p *Table) lessonRing() bool {
	if p.tut == nil || p.overlay != overlayNone {
		return false
	}
	s := p.tut.current(p)
	if s.where == nil {
		return false
	}
	_, ok := s.where(p.tut.read(p))
	return ok
}

// sessionStamp is what the generic table shows that can change without input.
type sessionStamp struct {
	s        game.Session
	version  int // a command, a computer seat's, or an update from the server
	lines    int // the log, chat included
	message  notice
	overlay  overlay
	seat     game.SeatID
	selected string
	dice     bool
	online   OnlineStatus // connected or not, the room's state
	presence int          // who is connected to each seat changed (online)
	thinking string       // the computer's thinking sign, and its seconds (thinking.go)
	marks    int          // the marks of what happened (one gone after fading)
	lesson   int          // the tutorial's lesson on show
}

// Stamp is what the table tells the redraw gate.
func (p *Table) Stamp() any {
	s := sessionStamp{s: p.Game, version: p.version, lines: len(p.log), message: p.message, overlay: p.overlay,
		seat: p.seat, selected: p.selected, dice: p.diceAsk != nil, thinking: p.thinkingStamp(), marks: len(p.marks)}
	if r := p.remote(); r != nil {
		s.online, s.presence = statusOf(r.c.State()), r.presenceChanges
	}
	if p.tut != nil {
		s.lesson = p.tut.number()
	}
	return s
}
