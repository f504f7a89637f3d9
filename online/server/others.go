package server

import (
	"slices"
	"sync"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

// maxChatWaiting is how many chat lines may wait for one slow client; past that its oldest
// are dropped (the room keeps them: a reconnect's welcome has the last ones).
const maxChatWaiting = 64

// others holds what other people make for one connection, apart from its game: chat lines
// (bounded, oldest dropped) and presence changes (merged by seat, so a thousand comings and
// goings cost a slow client one message). Nothing here can make the connection be cut off.
type others struct {
	wake chan struct{} // a token when something waits

	mu         sync.Mutex
	chat       [][]byte
	seats      []online.SeatInfo // the seats that changed, each once, newest
	spectators int
	presence   bool // a presence message waits
}

func newOthers() *others { return &others{wake: make(chan struct{}, 1)} }

func (o *others) signal() {
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// chatLine queues an encoded chat line.
func (o *others) chatLine(data []byte) {
	o.mu.Lock()
	if len(o.chat) >= maxChatWaiting {
		o.chat = slices.Delete(o.chat, 0, 1)
	}
	o.chat = append(o.chat, data)
	o.mu.Unlock()
	o.signal()
}

// changed queues a change of who is here: a seat's holders now (nil: only the watchers
// changed) and the number of watchers.
func (o *others) changed(seat *online.SeatInfo, spectators int) {
	o.mu.Lock()
	if seat != nil {
		i := slices.IndexFunc(o.seats, func(s online.SeatInfo) bool { return s.ID == seat.ID })
		if i < 0 {
			o.seats = append(o.seats, *seat)
		} else {
			o.seats[i] = *seat
		}
	}
	o.spectators, o.presence = spectators, true
	o.mu.Unlock()
	o.signal()
}

// take returns the waiting messages, encoded, and forgets them.
func (o *others) take() [][]byte {
	o.mu.Lock()
	defer o.mu.Unlock()
	out := o.chat
	o.chat = nil
	if o.presence {
		seats := o.seats
		if seats == nil {
			seats = []online.SeatInfo{}
		}
		if data, err := online.Encode(online.Presence{Seats: seats, Spectators: o.spectators}); err == nil {
			out = append(out, data)
		}
		o.seats, o.presence = nil, false
	}
	return out
}

// seatInfo says who holds one seat now.
func (r *room) seatInfoOf(id game.SeatID) online.SeatInfo {
	var info online.SeatInfo
	for _, s := range r.seats {
		if s.spec.ID == id {
			info = online.SeatInfo{ID: id, Name: s.spec.Name, Computer: s.computer != nil, Thinking: s.thinking}
			if s.computer != nil {
				info.Level = s.level
			}
		}
	}
	for c := range r.conns {
		if c.seat == id {
			info.Connected++
			if c.name != "" {
				info.Players = append(info.Players, c.name)
			}
		}
	}
	slices.Sort(info.Players)
	return info
}

// spectators counts the watchers connected.
func (r *room) spectators() int {
	n := 0
	for c := range r.conns {
		if c.seat == online.Spectator {
			n++
		}
	}
	return n
}

// presence tells everyone in the room that who holds seat changed: that seat's holders
// only, never the whole list again.
func (r *room) presence(seat game.SeatID) {
	var info *online.SeatInfo
	if seat != online.Spectator {
		i := r.seatInfoOf(seat)
		info = &i
	}
	n := r.spectators()
	for c := range r.conns {
		c.others.changed(info, n)
	}
}
