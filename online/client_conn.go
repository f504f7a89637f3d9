package online

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"time"
)

// ServerProblem is the server's refusal of the connection itself (an unknown code, a broken
// room): reconnecting would not help.
type ServerProblem struct{ Reason string }

func (p *ServerProblem) Error() string { return "the server refused: " + p.Reason }

// connect dials, says hello with the last event the client has, and reads the welcome.
func (c *Client) connect(ctx context.Context) (*socket, error) {
	conn, err := dialSocket(ctx, c.socket)
	if err != nil {
		if ctx.Err() == nil && unreachable(err) {
			return nil, &Unreachable{Server: c.server, Err: err}
		}
		return nil, fmt.Errorf("cannot reach the server at %s: %w", c.server, err)
	}
	c.mu.Lock()
	hello := Hello{Code: c.code, Last: c.snap.Last, Name: c.opt.Name}
	c.mu.Unlock()
	data, _ := Encode(hello)
	if err := conn.send(ctx, data); err != nil {
		conn.closeNow()
		return nil, fmt.Errorf("cannot say hello to the server: %w", err)
	}
	var buf bytes.Buffer
	m, err := c.read(ctx, conn, &buf)
	if err != nil {
		conn.closeNow()
		return nil, err
	}
	switch m := m.(type) {
	case Welcome:
		c.welcome(conn, m)
		return conn, nil
	case Problem:
		conn.closeNow()
		return nil, &ServerProblem{Reason: m.Reason}
	}
	conn.closeNow()
	return nil, fmt.Errorf("the server answered hello with %s, not a welcome", m.Kind())
}

func (c *Client) read(ctx context.Context, conn *socket, buf *bytes.Buffer) (ServerMessage, error) {
	data, err := conn.read(ctx, buf)
	if err != nil {
		return nil, err
	}
	if c.opt.Trace != nil {
		c.opt.Trace(data)
	}
	return DecodeServer(data)
}

// welcome takes in the game as the server has it now.
func (c *Client) welcome(conn *socket, w Welcome) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.conn = conn
	s := &c.snap
	s.Room, s.Seat, s.Ruleset, s.RulesetName, s.Scenario = w.Room, w.Seat, w.Ruleset, w.RulesetName, w.Scenario
	s.State, s.Hash, s.Turn, s.Outcome, s.View, s.Seats = w.State, w.Hash, w.Turn, w.Outcome, w.View, w.Seats
	s.Last, s.ScenarioFile, s.Options = w.Last, w.ScenarioFile, w.Options
	c.push(w)
}

// run reads until the connection fails, then reconnects and resumes, until Close.
func (c *Client) run(conn *socket) {
	defer close(c.done)
	for {
		err := c.readAll(conn)
		c.lost(conn)
		if c.ctx.Err() != nil {
			c.end(nil)
			return
		}
		conn, err = c.reconnect(err)
		if conn == nil {
			c.end(err)
			return
		}
	}
}

func (c *Client) readAll(conn *socket) error {
	var buf bytes.Buffer
	for {
		m, err := c.read(c.ctx, conn, &buf)
		if err != nil {
			return err
		}
		c.handle(m)
	}
}

// lost forgets the connection and fails the requests waiting on it.
func (c *Client) lost(conn *socket) {
	conn.closeNow()
	c.mu.Lock()
	defer c.mu.Unlock()
	c.conn = nil
	for id, ch := range c.pending {
		close(ch)
		delete(c.pending, id)
	}
}

// reconnect tries again with a growing pause (50 ms to 2 s) until it connects, the server
// refuses for good, Close is called, or GiveUpAfter passes.
func (c *Client) reconnect(why error) (*socket, error) {
	start := time.Now()
	pause := 50 * time.Millisecond
	for {
		select {
		case <-c.ctx.Done():
			return nil, nil
		case <-time.After(pause):
		}
		ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
		conn, err := c.connect(ctx)
		cancel()
		if err == nil {
			c.mu.Lock()
			c.snap.Reconnects++
			c.mu.Unlock()
			return conn, nil
		}
		var p *ServerProblem
		if errors.As(err, &p) {
			return nil, err
		}
		if c.opt.GiveUpAfter > 0 && time.Since(start) > c.opt.GiveUpAfter {
			return nil, fmt.Errorf("gave up reconnecting after %v (the connection was lost: %v; the last try: %v)", c.opt.GiveUpAfter, why, err)
		}
		pause = min(2*pause, 2*time.Second)
	}
}

func (c *Client) end(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err != nil && !c.closed {
		c.err = err
	}
	c.closed = true
	close(c.wake)
	c.wake = make(chan struct{})
}

// handle takes in one message: the game's new state, or the answer to a request.
func (c *Client) handle(m ServerMessage) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch m := m.(type) {
	case Update:
		s := &c.snap
		if m.State >= s.State {
			v, err := m.View.Apply(s.View)
			if err != nil { // the view stays as it was; the player hears why
				c.push(Problem{Reason: "the server sent a view this table cannot read: " + err.Error()})
			}
			s.State, s.Hash, s.Turn, s.Outcome, s.View = m.State, m.Hash, m.Turn, m.Outcome, v
		}
		s.Last = max(s.Last, m.Last)
		c.push(m)
	case Presence:
		c.snap.Seats, c.snap.Spectators = m.Merge(c.snap.Seats), m.Spectators
		c.push(m)
	case ChatLine:
		c.push(m)
	case Resync:
		if m.State >= c.snap.State {
			c.snap.State, c.snap.Hash = m.State, m.Hash
			if !m.Kept { // else the updates before it made the view the resync's
				c.snap.View = m.View
			}
		}
		c.answer(m.ID, m)
	case Ack:
		c.answer(m.ID, m)
	case Refused:
		c.answer(m.ID, m)
	case ActionList:
		c.answer(m.ID, m)
	case PreviewReply:
		c.answer(m.ID, m)
	case HashList:
		c.answer(m.ID, m)
	case Problem:
		if !c.answer(m.ID, m) {
			c.push(m)
		}
	}
}

// answer hands a reply to the request waiting for it; false if none waits.
func (c *Client) answer(id int64, m ServerMessage) bool {
	ch, ok := c.pending[id]
	if !ok || id == 0 {
		return false
	}
	delete(c.pending, id)
	ch <- m
	return true
}
