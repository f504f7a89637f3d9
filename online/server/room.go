package server

import (
	"crypto/subtle"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
	"github.com/borrowed-time/tabletop/online"
)

// seat is one seat of a room: who may take it (its secret's hash) or the computer player
// that plays it.
type seat struct {
	spec     game.SeatSpec
	hash     []byte
	computer game.Player // the game's scripted player; nil: a person plays it
	// level is the computer's (search.Choices); searcher, for a searching level, thinks
	// on a fork of the game away from the room's locks (computers.go). thinking says it is.
	level    string
	searcher *search.Player
	thinking bool
}

// room is one game on the server. Everything in it is guarded by mu: commands of one room
// run one at a time, in the order they arrive, and every client of the room is sent the
// updates in that order.
type room struct {
	id  string
	srv *Server

	// cmdMu keeps a room's commands (and joins) one at a time, from applying to storing;
	// mu guards everything below and is held only while the game is read or changed.
	cmdMu     sync.Mutex
	mu        sync.Mutex
	rs        game.Ruleset
	sess      game.Session
	seats     []*seat
	watchHash []byte
	events    []online.Event // every event of the game, numbered from 1
	hashes    []string       // the state's fingerprint after each command
	conns     map[*conn]struct{}
	// sent is each seat's view as its connections last had it (in a welcome or an update):
	// an update carries only the fields that differ from it. enc encodes the seats' views,
	// reusing the JSON of what did not change.
	sent map[game.SeatID]*online.EncodedView
	enc  online.ViewEncoder
	chat []online.ChatLine
	// broken, when set, says why the room cannot be played (its log did not replay).
	broken string
	// chatN is the number of the room's last chat line; watchChat limits its watchers'
	// chat, all of them together.
	chatN     int
	watchChat *bucket
	// idleSince is when the last connection left; gone, that the room was unloaded (a
	// connection that finds it so looks the room up again).
	idleSince time.Time
	gone      bool
	// driving says a goroutine plays the computer seats (computers.go); changes counts the
	// commands recorded and taken back, so that a search can see the game moved on.
	driving bool
	changes atomic.Int64
}

// maxChat is how many chat lines a room keeps for those who join later.
const maxChat = 30

// seatOf returns the seat an invite secret opens: a player's seat, or Spectator for the
// watch secret.
func (r *room) seatOf(secret string) (game.SeatID, bool) {
	h := hashSecret(secret)
	found, id := 0, game.SeatID("")
	for _, s := range r.seats {
		if s.hash != nil && subtle.ConstantTimeCompare(h, s.hash) == 1 {
			found, id = 1, s.spec.ID
		}
	}
	if subtle.ConstantTimeCompare(h, r.watchHash) == 1 {
		found, id = 1, online.Spectator
	}
	return id, found == 1
}

// state is the number of commands applied.
func (r *room) state() int { return len(r.hashes) }

func (r *room) hash() string {
	if len(r.hashes) == 0 {
		return r.sess.Hash()
	}
	return r.hashes[len(r.hashes)-1]
}

func (r *room) outcome() *game.Outcome {
	if o, over := r.sess.Outcome(); over {
		return &o
	}
	return nil
}

// eventsFor returns the events after number last that seat may see.
func (r *room) eventsFor(seat game.SeatID, last int64) []online.Event {
	out := []online.Event{}
	if last < 0 {
		last = 0
	}
	for _, e := range r.events[min(int(last), len(r.events)):] {
		if e.VisibleTo(seat) {
			out = append(out, e)
		}
	}
	return out
}

// seatInfo says who holds each seat now, and how many watch.
func (r *room) seatInfo() ([]online.SeatInfo, int) {
	out := make([]online.SeatInfo, 0, len(r.seats))
	for _, s := range r.seats {
		out = append(out, r.seatInfoOf(s.spec.ID))
	}
	return out, r.spectators()
}

// errUnloaded answers a join to a room unloaded since it was looked up: look it up again.
var errUnloaded = errors.New("the room was unloaded")

// join adds a connection and sends it the game as its seat sees it, with the events after
// last; then everyone hears who is here. It refuses a connection past the room's caps: a
// seat's connections, and the room's (a watcher never takes the place a seat's first
// player needs).
func (r *room) join(c *conn, last int64) error {
	r.cmdMu.Lock() // not in the middle of a command: the view and the state number agree
	defer r.cmdMu.Unlock()
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.gone {
		return errUnloaded
	}
	if err := r.admit(c.seat); err != nil {
		return err
	}
	w := online.Welcome{Room: r.id, Seat: c.seat, Ruleset: r.rs.ID(), RulesetName: r.rs.Name(), Scenario: r.sess.Scenario().ID,
		ScenarioFile: r.sess.Scenario().Source, Options: r.sess.Setup().Options,
		State: r.state(), Hash: r.hash(), Last: int64(len(r.events)), Turn: r.sess.Turn(), Outcome: r.outcome(),
		View: r.sess.View(c.seat), Chat: r.chat}
	if last > int64(len(r.events)) {
		w.Reset, last = true, 0 // the client knows of events the server never had
	}
	w.Events = r.eventsFor(c.seat, last)
	if !r.seatHere(c.seat) { // the seat's next update is made against this view
		if ev, err := r.enc.Encode(w.View); err == nil {
			r.sent[c.seat] = ev
		} else {
			delete(r.sent, c.seat) // the next update sends the whole view
		}
	}
	r.conns[c] = struct{}{}
	w.Seats, _ = r.seatInfo()
	c.send(w)
	r.presence(c.seat)
	r.wakeComputers() // a room loaded again, or left at a computer's turn, goes on
	return nil
}

// admit says why one more connection on seat may not join, or nil.
func (r *room) admit(seat game.SeatID) error {
	opt := r.srv.opt
	onSeat, empty := 0, 0
	for _, s := range r.seats {
		if s.computer == nil && !r.seatHere(s.spec.ID) {
			empty++
		}
	}
	for c := range r.conns {
		if c.seat == seat {
			onSeat++
		}
	}
	switch {
	case seat == online.Spectator && len(r.conns) >= opt.MaxPerRoom-empty:
		return fmt.Errorf("this room has as many connections as it takes (%d, with a place kept for each seat's player): no more watchers for now", opt.MaxPerRoom)
	case seat != online.Spectator && onSeat >= opt.MaxPerSeat:
		return fmt.Errorf("%s already has %d connections, the most a seat may have: close one of them first", r.seatName(seat), opt.MaxPerSeat)
	case seat != online.Spectator && onSeat > 0 && len(r.conns) >= opt.MaxPerRoom:
		return fmt.Errorf("this room has as many connections as it takes (%d): close one first", opt.MaxPerRoom)
	}
	return nil
}

// seatHere says whether a connection of the seat is in the room.
func (r *room) seatHere(seat game.SeatID) bool {
	for c := range r.conns {
		if c.seat == seat {
			return true
		}
	}
	return false
}

// leave removes a connection; everyone hears who is still here.
func (r *room) leave(c *conn) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.conns[c]; !ok {
		return
	}
	delete(r.conns, c)
	if len(r.conns) == 0 {
		r.idleSince = time.Now()
	}
	r.presence(c.seat)
}

func (r *room) seatName(id game.SeatID) string {
	for _, s := range r.seats {
		if s.spec.ID == id {
			return s.spec.Name
		}
	}
	if id == online.Spectator {
		return "A watcher"
	}
	return string(id)
}

// usable says why the room cannot be joined, or nil.
func (r *room) usable() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.broken != "" {
		return errors.New(r.broken)
	}
	return nil
}
