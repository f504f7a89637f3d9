package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

// applied is one command the room applied and has yet to store.
type applied struct {
	seat   game.SeatID
	entry  game.Entry
	events []game.Event
	hash   string
}

// entryMaker makes the entry a client's message means, under the room's lock (an action is
// built against the state it will be applied to).
type entryMaker func(r *room, seat game.SeatID) (game.Entry, error)

// command is the authority's one path for a client's command: check the seat and the state
// it was made on, apply it for the client's seat, store it, and only then tell everyone and
// acknowledge it; then the computer seats whose turn it is play, after the acknowledgement
// and away from this goroutine (computers.go). Commands of a room run one at a time
// (cmdMu); the session's lock is let go while the store commits, so that questions about
// actions are answered meanwhile.
func (r *room) command(ctx context.Context, c *conn, id int64, state int, mk entryMaker) {
	r.cmdMu.Lock()
	defer r.cmdMu.Unlock()
	batch, ok := r.applyCommand(c, id, state, mk)
	if !ok {
		return
	}
	err := r.commit(ctx, batch)
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil {
		r.takeBack(batch)
		c.send(online.Refused{ID: id, Reason: err.Error()})
		return
	}
	own := r.state() + 1
	r.record(c.seat, batch)
	c.send(online.Ack{ID: id, State: r.state(), Hash: r.hash(), Own: own})
	r.wakeComputers()
}

// applyCommand applies the command, or answers why not.
func (r *room) applyCommand(c *conn, id int64, state int, mk entryMaker) ([]applied, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case c.seat == online.Spectator:
		c.send(online.Refused{ID: id, Reason: "watchers cannot give commands"})
		return nil, false
	case r.broken != "":
		c.send(online.Refused{ID: id, Reason: r.broken})
		return nil, false
	case state != r.state():
		c.send(r.resync(c, id, fmt.Sprintf("the game has moved on since you chose that (it is at command %d; you saw %d): nothing was done, look again", r.state(), state)))
		return nil, false
	}
	e, err := mk(r, c.seat)
	if err != nil {
		c.send(refusal(id, err))
		return nil, false
	}
	evs, err := r.sess.Apply(c.seat, e)
	if err != nil {
		c.send(refusal(id, err))
		return nil, false
	}
	return []applied{{seat: c.seat, entry: e, events: evs, hash: r.sess.Hash()}}, true
}

// refusal turns the engine's refusal into the message: its reason, and the dice a
// table-dice game wants.
func refusal(id int64, err error) online.Refused {
	m := online.Refused{ID: id, Reason: err.Error()}
	var dw *game.DiceWanted
	if errors.As(err, &dw) {
		m.DiceNeed = dw.Need
	}
	var fault *game.RulesFault
	if errors.As(err, &fault) {
		m.Reason = fmt.Sprintf("the rules failed on that command (a bug; nothing changed): %v", fault.Panic)
	}
	return m
}

// commit stores the batch (numbered after the commands recorded so far) and returns once
// it is committed. It reads only what cmdMu keeps still.
func (r *room) commit(ctx context.Context, batch []applied) error {
	rows := make([]commandRow, len(batch))
	codec := r.sess.Codec()
	var err error
	for i, a := range batch {
		var data []byte
		if data, err = codec.Encode(a.entry); err != nil {
			break
		}
		rows[i] = commandRow{Room: r.id, N: len(r.hashes) + i + 1, Seat: string(a.seat), Entry: data, Hash: a.hash}
	}
	if err == nil {
		err = r.srv.store.appendCommands(ctx, rows)
	}
	if err != nil {
		r.srv.logf("room %s: could not store %s: %v", r.id, game.Plural(len(batch), "command", "commands"), err)
		return fmt.Errorf("the server could not store the command, so nothing was done (%v)", err)
	}
	return nil
}

// takeBack undoes a batch that could not be stored, so that the game is what is stored.
func (r *room) takeBack(batch []applied) {
	r.changes.Add(1)
	if err := r.sess.Undo(len(batch)); err != nil {
		r.broken = "the server could not store a command nor take it back; the room is closed until the server restarts"
		r.srv.logf("room %s: %v", r.id, err)
	}
}

// record numbers the batch's events, keeps its fingerprints, and sends each client the
// update its seat may see.
func (r *room) record(by game.SeatID, batch []applied) {
	r.changes.Add(1)
	first := len(r.events)
	for _, a := range batch {
		r.hashes = append(r.hashes, a.hash)
		for _, ev := range a.events {
			r.events = append(r.events, online.Event{N: int64(len(r.events) + 1), State: len(r.hashes), Event: ev})
		}
	}
	r.broadcast(by, int64(first))
}

// broadcast sends every connected client what changed in its seat's view and the events
// after number since that it may see.
func (r *room) broadcast(by game.SeatID, since int64) {
	msgs := r.updates(by, since, r.conns)
	for c := range r.conns {
		if data := msgs[updateKey{c.seat, c.proto}]; data != nil {
			c.sendRaw(data)
		}
	}
}

// updateKey is what an update's bytes depend on: the seat, and the protocol its client reads.
type updateKey struct {
	seat  game.SeatID
	proto int
}

// updates encodes the update for each seat and protocol of conns, each seat's view as the
// changes since the one it was last sent, which becomes the new one. Each seat's view is
// encoded once, its fields shared with the other seats' where they are equal, and each
// different message once: seats that see the same get the same bytes.
func (r *room) updates(by game.SeatID, since int64, conns map[*conn]struct{}) map[updateKey][]byte {
	turn, outcome := r.sess.Turn(), r.outcome()
	r.enc.Next()
	views := map[game.SeatID]*online.EncodedView{}
	failed := map[game.SeatID]bool{}
	out := map[updateKey][]byte{}
	type made struct {
		view   []byte
		events []online.Event
		data   []byte
	}
	var done []made
	for c := range conns {
		k := updateKey{c.seat, c.proto}
		if _, ok := out[k]; ok || failed[c.seat] {
			continue
		}
		cur, ok := views[c.seat]
		if !ok {
			var err error
			if cur, err = r.enc.Encode(r.sess.View(c.seat)); err != nil {
				r.srv.logf("room %s: cannot encode an update: %v", r.id, err)
				failed[c.seat] = true
				continue
			}
			views[c.seat] = cur
		}
		changes := r.enc.Changes(r.sent[c.seat], cur, c.proto >= 2)
		view, _ := changes.MarshalJSON()
		evs := r.eventsFor(c.seat, since)
		if i := slices.IndexFunc(done, func(m made) bool { return bytes.Equal(m.view, view) && sameEvents(m.events, evs) }); i >= 0 {
			out[k] = done[i].data
			continue
		}
		data, err := online.Encode(online.Update{State: r.state(), Hash: r.hash(), Last: int64(len(r.events)), By: by, Turn: turn,
			Outcome: outcome, View: changes, Events: evs})
		if err != nil {
			r.srv.logf("room %s: cannot encode an update: %v", r.id, err)
			failed[c.seat] = true
			continue
		}
		out[k] = data
		done = append(done, made{view, evs, data})
	}
	for seat, v := range views {
		if failed[seat] {
			delete(r.sent, seat) // its next update (or resync) sends the whole view
			continue
		}
		r.sent[seat] = v
	}
	return out
}

// sameEvents says two lists hold the same events of the room.
func sameEvents(a, b []online.Event) bool {
	return slices.EqualFunc(a, b, func(x, y online.Event) bool { return x.N == y.N })
}

// resync answers a command made on an older state: the seat's view is the one its updates
// brought it to (r.sent), so a client of protocol 2 keeps its own and an older one gets it
// whole without the view being worked out or encoded again.
func (r *room) resync(c *conn, id int64, reason string) online.ServerMessage {
	if ev := r.sent[c.seat]; ev != nil {
		return online.NewResync(id, r.state(), r.hash(), reason, ev, c.proto >= 2)
	}
	return online.Resync{ID: id, State: r.state(), Hash: r.hash(), View: r.sess.View(c.seat), Reason: reason}
}

// maxComputerCommands bounds the computer's moves in a row: a computer player that never
// ends its turn must not hold a room forever.
const maxComputerCommands = 2000

// playComputers lets the scripted computer seats act while it is their turn, adding their
// commands to the batch; it stops at a searching seat's turn, which thinks apart.
func (r *room) playComputers(batch []applied) []applied {
	for i := len(batch); i < maxComputerCommands; i++ {
		s := r.computerToAct()
		if s == nil || s.searcher != nil {
			break
		}
		a, ok := r.computerMove(s)
		if !ok {
			r.srv.logf("room %s: the computer player of %s has nothing to do and cannot move the game on", r.id, s.spec.ID)
			break
		}
		batch = append(batch, a)
	}
	return batch
}

// computerToAct returns a computer seat whose turn it is, or nil.
func (r *room) computerToAct() *seat {
	for _, id := range r.sess.Turn() {
		for _, s := range r.seats {
			if s.spec.ID == id && s.computer != nil {
				return s
			}
		}
	}
	return nil
}

// computerMove applies the computer player's proposal, or the fallback if it is the seat's.
func (r *room) computerMove(s *seat) (applied, bool) {
	if cmd, ok := r.propose(s); ok {
		e := game.Entry{Cmd: cmd}
		if evs, err := r.sess.Apply(s.spec.ID, e); err == nil {
			return applied{seat: s.spec.ID, entry: e, events: evs, hash: r.sess.Hash()}, true
		}
	}
	fs, cmd, ok := r.sess.Fallback()
	if !ok || fs != s.spec.ID {
		return applied{}, false
	}
	e := game.Entry{Cmd: cmd}
	evs, err := r.sess.Apply(s.spec.ID, e)
	if err != nil {
		return applied{}, false
	}
	return applied{seat: s.spec.ID, entry: e, events: evs, hash: r.sess.Hash()}, true
}

// propose asks the computer player for its command. A computer player that fails (a bug)
// proposes nothing, so that the fallback moves the game on and the command before it, already
// applied, is still stored.
func (r *room) propose(s *seat) (cmd game.Command, ok bool) {
	defer func() {
		if p := recover(); p != nil {
			r.srv.logf("room %s: the computer player of %s failed: %v", r.id, s.spec.ID, p)
			cmd, ok = nil, false
		}
	}()
	return s.computer.Next(r.sess, s.spec.ID)
}

// The ways a client's message becomes an entry.

func decodeCommand(raw []byte) entryMaker {
	return func(r *room, _ game.SeatID) (game.Entry, error) {
		e, err := r.sess.Codec().Decode(raw)
		if err != nil {
			return e, &game.Rejection{Reason: err.Error()}
		}
		return e, nil
	}
}

func buildAction(m online.Act) entryMaker {
	return func(r *room, seat game.SeatID) (game.Entry, error) {
		cmd, err := r.sess.Build(seat, m.Model, m.Action, m.Picks)
		if err != nil {
			return game.Entry{}, err
		}
		if cmd == nil {
			return game.Entry{}, game.Refuse("that action makes no command")
		}
		return game.Entry{Cmd: cmd}, nil
	}
}

func moveOn(r *room, seat game.SeatID) (game.Entry, error) {
	fs, cmd, ok := r.sess.Fallback()
	switch {
	case !ok:
		return game.Entry{}, game.Refuse("the game is over")
	case fs != seat:
		return game.Entry{}, game.Refuse("moving the game on is %s's to do now, not yours", r.seatName(fs))
	}
	return game.Entry{Cmd: cmd}, nil
}

// The read-only requests.

func (r *room) actions(c *conn, m online.AskActions) {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := online.ActionList{ID: m.ID, State: r.state(), Model: m.Model, Actions: []game.Action{}}
	if c.seat != online.Spectator && r.broken == "" {
		if acts := r.sess.Actions(c.seat, m.Model); acts != nil {
			out.Actions = acts
		}
	}
	c.send(out)
}

func (r *room) preview(c *conn, m online.AskPreview) {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := online.PreviewReply{ID: m.ID, State: r.state()}
	if c.seat != online.Spectator && r.broken == "" {
		out.Preview = r.sess.Preview(c.seat, m.Model, m.Action, m.Picks)
	}
	c.send(out)
}

func (r *room) hashList(c *conn, m online.AskHashes) {
	r.mu.Lock()
	defer r.mu.Unlock()
	from := max(m.From, 1)
	out := online.HashList{ID: m.ID, From: from, State: r.state(), Hashes: []string{}}
	if from <= len(r.hashes) {
		out.Hashes = r.hashes[from-1 : min(len(r.hashes), from-1+online.MaxHashes)]
	}
	c.send(out)
}
