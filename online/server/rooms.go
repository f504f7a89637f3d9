package server

import (
	"fmt"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

// A room lives in memory only while someone uses it: the first hello loads it from the
// database (replaying its log), and a room nobody has been connected to for
// Options.IdleAfter is let go. Rooms waiting for players cost nothing but their rows.

// loadCall is one load of a room under way: others asking for it wait for its end.
type loadCall struct {
	done chan struct{}
	r    *room
}

// room returns the room with the id, loading it from the database if it is not in memory;
// nil if there is no such room.
func (s *Server) room(id string) *room {
	s.mu.Lock()
	if r := s.rooms[id]; r != nil {
		s.mu.Unlock()
		return r
	}
	if l := s.loading[id]; l != nil {
		s.mu.Unlock()
		<-l.done
		return l.r
	}
	l := &loadCall{done: make(chan struct{})}
	s.loading[id] = l
	s.mu.Unlock()
	l.r = s.loadRoom(id)
	s.mu.Lock()
	if l.r != nil {
		s.rooms[id] = l.r
	}
	delete(s.loading, id)
	s.mu.Unlock()
	close(l.done)
	return l.r
}

// loadRoom rebuilds a stored room by replaying its log through its ruleset. A room whose
// log does not replay to its stored fingerprints is kept but closed, with the reason logged
// and told to whoever joins it: the server never plays on from a state it cannot vouch for.
func (s *Server) loadRoom(id string) *room {
	if len(id) > online.MaxCodeLength {
		return nil
	}
	row, err := s.store.room(id)
	if err != nil {
		s.logf("room %s: cannot read it: %v", id, err)
		return nil
	}
	if row == nil {
		return nil
	}
	r := &room{id: row.ID, srv: s, conns: map[*conn]struct{}{}, sent: map[game.SeatID]*online.EncodedView{}, watchHash: row.WatchHash, idleSince: time.Now()}
	if err := s.replay(r, row); err != nil {
		r.broken = fmt.Sprintf("this room's stored game could not be restored (%v)", err)
		s.logf("room %s: %s", row.ID, r.broken)
	}
	chat, last, err := s.store.chat(id, maxChat)
	if err != nil {
		s.logf("room %s: cannot read its chat: %v", id, err)
	}
	r.chatN = last
	for _, c := range chat {
		r.chat = append(r.chat, online.ChatLine{Seat: game.SeatID(c.Seat), Name: c.Name, Text: c.Text, At: c.At})
	}
	return r
}

// unloader lets go of idle rooms until the server closes.
func (s *Server) unloader() {
	every := max(s.opt.IdleAfter/4, 10*time.Millisecond)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-s.stop:
			return
		case now := <-t.C:
			s.unloadIdle(now)
		}
	}
}

// unloadIdle lets go of every room nobody has been connected to for IdleAfter and that is
// not in the middle of a command nor of its computer seats' play.
func (s *Server) unloadIdle(now time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, r := range s.rooms {
		if !r.cmdMu.TryLock() {
			continue
		}
		r.mu.Lock()
		if len(r.conns) == 0 && !r.driving && now.Sub(r.idleSince) >= s.opt.IdleAfter {
			r.gone = true
			delete(s.rooms, id)
		}
		r.mu.Unlock()
		r.cmdMu.Unlock()
	}
}
