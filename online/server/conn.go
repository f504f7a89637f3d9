package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/netip"
	"sync"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/coder/websocket"
)

// conn is one client's WebSocket: its seat, and a queue of messages to it that one writer
// goroutine sends in order. A client that falls too far behind on its game (welcome,
// updates, answers) is cut off; it reconnects and resumes from its last event. Chat and
// presence, which others make, wait apart (chat's oldest lines dropped, presence merged),
// so that no one's chatter can cut a player off.
type conn struct {
	ws     *websocket.Conn
	logf   func(format string, args ...any)
	addr   netip.Addr
	seat   game.SeatID
	name   string
	proto  int   // the protocol the client reads (online.Protocol)
	wire   *wire // the socket, which holds back writes while more wait (nil: none held)
	out    chan []byte
	ctx    context.Context
	cancel context.CancelCauseFunc
	once   sync.Once
	others *others
}

// outQueue is how many messages may wait for a slow client before it is cut off.
const outQueue = 256

// Limits on a connection's misbehaviour before it is closed.
const (
	maxBadMessages = 20
	maxTooFast     = 200
	helloWithin    = 10 * time.Second
	writeWithin    = 10 * time.Second
)

func newConn(ctx context.Context, ws *websocket.Conn, addr netip.Addr, logf func(string, ...any)) *conn {
	c := &conn{ws: ws, logf: logf, addr: addr, out: make(chan []byte, outQueue), others: newOthers()}
	c.ctx, c.cancel = context.WithCancelCause(ctx)
	return c
}

// send queues a message to the client.
func (c *conn) send(m online.ServerMessage) {
	data, err := online.Encode(m)
	if err != nil {
		return
	}
	c.sendRaw(data)
}

func (c *conn) sendRaw(data []byte) {
	select {
	case c.out <- data:
	default:
		c.kill(websocket.StatusTryAgainLater, "too many messages waiting for you: reconnect to resume")
	}
}

// kill closes the connection with a status and a reason the client can read.
func (c *conn) kill(code websocket.StatusCode, reason string) {
	c.once.Do(func() {
		if code != websocket.StatusNormalClosure {
			c.logf("closing %s's connection: %s", c.seat, reason)
		}
		c.cancel(errors.New(reason))
		go c.ws.Close(code, reason)
	})
}

// writer sends the queued messages in order until the connection ends, and between them
// what others said and who came or went (the game's messages first: a welcome goes before
// any presence or chat).
func (c *conn) writer() {
	defer c.wire.release(writeWithin)
	for {
		select {
		case data := <-c.out:
			if !c.write(data, len(c.out) > 0) {
				return
			}
			continue
		default:
		}
		select {
		case data := <-c.out:
			if !c.write(data, len(c.out) > 0) {
				return
			}
		case <-c.others.wake:
			waiting := c.others.take()
			for i, data := range waiting {
				if !c.write(data, i < len(waiting)-1 || len(c.out) > 0) {
					return
				}
			}
		case <-c.ctx.Done():
			return
		}
	}
}

// write writes one message; more says others wait behind it, so that the wire may keep it
// back and send them together.
func (c *conn) write(data []byte, more bool) bool {
	c.wire.setHold(more)
	ctx, cancel := context.WithTimeout(c.ctx, writeWithin)
	err := c.ws.Write(ctx, websocket.MessageText, data)
	cancel()
	if err != nil {
		c.kill(websocket.StatusGoingAway, "could not write to you: "+err.Error())
		return false
	}
	return true
}

// pinger pings the client every interval; one that does not answer within it (a frozen
// program, a machine gone without closing) is closed, so that presence says it is gone.
func (c *conn) pinger(every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-c.ctx.Done():
			return
		case <-t.C:
			ctx, cancel := context.WithTimeout(c.ctx, every)
			err := c.ws.Ping(ctx)
			cancel()
			if err != nil {
				c.kill(websocket.StatusGoingAway, "no answer to a ping")
				return
			}
		}
	}
}

// serve runs one client from its hello to its last message.
func (s *Server) serve(c *conn) {
	if err := s.connect(c.addr); err != nil {
		refuse(c, err)
		return
	}
	defer s.disconnect(c.addr)
	r, last, err := s.hello(c)
	if err == nil {
		r, err = s.enter(r, c, last)
	}
	if err != nil {
		refuse(c, err)
		return
	}
	go c.writer()
	go c.pinger(s.opt.PingEvery)
	s.count(+1)
	defer s.count(-1)
	defer r.leave(c)
	s.readAll(c, r)
	c.kill(websocket.StatusNormalClosure, "bye")
}

// refuse tells a client why it may not come in, and closes its connection.
func refuse(c *conn, err error) {
	data, _ := online.Encode(online.Problem{Reason: err.Error()})
	ctx, cancel := context.WithTimeout(c.ctx, writeWithin)
	c.ws.Write(ctx, websocket.MessageText, data)
	cancel()
	c.ws.Close(websocket.StatusPolicyViolation, "refused")
}

// enter joins the connection to its room, loading the room again if it was unloaded
// between the hello and now.
func (s *Server) enter(r *room, c *conn, last int64) (*room, error) {
	for {
		err := r.join(c, last)
		if !errors.Is(err, errUnloaded) {
			return r, err
		}
		if r = s.room(r.id); r == nil {
			return nil, errNoRoom
		}
	}
}

// errNoRoom answers a code that opens no room: an unknown room and a wrong secret get the
// same words.
var errNoRoom = errors.New("there is no such room on this server (or the code is wrong)")

// hello reads the first message, which must be a hello with a code that opens a seat.
func (s *Server) hello(c *conn) (*room, int64, error) {
	ctx, cancel := context.WithTimeout(c.ctx, helloWithin)
	defer cancel()
	_, data, err := c.ws.Read(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("no hello: %v", err)
	}
	m, err := online.DecodeClient(data)
	if err != nil {
		return nil, 0, err
	}
	h, ok := m.(online.Hello)
	if !ok {
		return nil, 0, fmt.Errorf("the first message must be a hello, not %s", m.Kind())
	}
	id, secret, err := online.SplitCode(h.Code)
	if err != nil {
		return nil, 0, err
	}
	r := s.room(id)
	if r == nil {
		return nil, 0, errNoRoom
	}
	seat, ok := r.seatOf(secret)
	if !ok {
		return nil, 0, errNoRoom
	}
	if err := r.usable(); err != nil {
		return nil, 0, err
	}
	name, err := r.checkName(seat, h.Name)
	if err != nil {
		return nil, 0, err
	}
	c.seat, c.name = seat, name
	return r, h.Last, nil
}

// readAll reads the client's messages until the connection ends, within the size and rate
// limits; each is handled before the next is read.
func (s *Server) readAll(c *conn, r *room) {
	limit := newBucket(s.opt.Rate, s.opt.Burst, time.Now())
	bad, fast := 0, 0
	var buf bytes.Buffer
	for {
		data, err := online.ReadMessage(c.ctx, c.ws, &buf)
		if err != nil {
			return
		}
		if !limit.allow(time.Now()) {
			if fast++; fast > maxTooFast {
				c.kill(websocket.StatusPolicyViolation, "far too many messages")
				return
			}
			c.send(online.Problem{ID: idOf(data), Reason: fmt.Sprintf("too many messages: at most %g a second; this one was not read", s.opt.Rate)})
			continue
		}
		m, err := online.DecodeClientUpTo(data, int(s.opt.MaxMessage))
		if err != nil {
			if bad++; bad > maxBadMessages {
				c.kill(websocket.StatusPolicyViolation, "too many messages not understood")
				return
			}
			c.send(online.Problem{ID: idOf(data), Reason: err.Error()})
			continue
		}
		s.handle(c, r, m)
	}
}

// handle runs one message; a panic in a ruleset's read-only methods is answered, not fatal.
func (s *Server) handle(c *conn, r *room, m online.ClientMessage) {
	defer func() {
		if p := recover(); p != nil {
			s.logf("room %s: %s message from %s failed: %v", r.id, m.Kind(), c.seat, p)
			c.send(online.Problem{Reason: "the server failed on that message (a bug); nothing changed"})
		}
	}()
	switch m := m.(type) {
	case online.SendCommand:
		r.command(c.ctx, c, m.ID, m.State, decodeCommand(m.Command))
	case online.Act:
		r.command(c.ctx, c, m.ID, m.State, buildAction(m))
	case online.MoveOn:
		r.command(c.ctx, c, m.ID, m.State, moveOn)
	case online.AskActions:
		r.actions(c, m)
	case online.AskPreview:
		r.preview(c, m)
	case online.AskHashes:
		r.hashList(c, m)
	case online.Say:
		r.say(c.ctx, c, m.Text, time.Now().Unix())
	case online.Hello:
		c.send(online.Problem{Reason: "you have already said hello"})
	}
}

// idOf reads a message's "id", if it has one, so that even a refusal of a malformed
// request reaches the call waiting for it.
func idOf(data []byte) int64 {
	var m struct {
		ID int64 `json:"id"`
	}
	if json.Unmarshal(data, &m) != nil || m.ID < 0 {
		return 0
	}
	return m.ID
}
