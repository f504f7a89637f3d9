package online

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/borrowed-time/tabletop/game"
)

// Command sends a typed command (as the ruleset's codec writes it) for the client's seat,
// made on the state the client has now, and waits until it is applied and stored.
// Errors: *Refusal (refused, nothing changed), *Stale (the game had moved on: not applied),
// ErrDisconnected (see there).
func (c *Client) Command(ctx context.Context, cmd json.RawMessage) (Result, error) {
	return c.apply(ctx, func(id int64, state int) ClientMessage { return SendCommand{ID: id, State: state, Command: cmd} })
}

// Act asks the server to build the command an action means with the picks and apply it, as
// Command does.
func (c *Client) Act(ctx context.Context, model string, action game.ActionID, p game.Picks) (Result, error) {
	return c.apply(ctx, func(id int64, state int) ClientMessage {
		return Act{ID: id, State: state, Model: model, Action: action, Picks: p}
	})
}

// MoveOn applies the ruleset's fallback (end the activation, the turn, the phase) if it is
// the client's seat's to give; else a *Refusal says whose it is.
func (c *Client) MoveOn(ctx context.Context) (Result, error) {
	return c.apply(ctx, func(id int64, state int) ClientMessage { return MoveOn{ID: id, State: state} })
}

// Actions asks what the client's seat may do now with the model ("": nothing selected).
func (c *Client) Actions(ctx context.Context, model string) ([]game.Action, error) {
	m, err := c.request(ctx, func(id int64, _ int) ClientMessage { return AskActions{ID: id, Model: model} })
	if err != nil {
		return nil, err
	}
	if l, ok := m.(ActionList); ok {
		return l.Actions, nil
	}
	return nil, replyError(m)
}

// Preview asks what the action with the picks would do, changing nothing.
func (c *Client) Preview(ctx context.Context, model string, action game.ActionID, p game.Picks) (game.Preview, error) {
	m, err := c.request(ctx, func(id int64, _ int) ClientMessage {
		return AskPreview{ID: id, Model: model, Action: action, Picks: p}
	})
	if err != nil {
		return game.Preview{}, err
	}
	if r, ok := m.(PreviewReply); ok {
		return r.Preview, nil
	}
	return game.Preview{}, replyError(m)
}

// Hashes returns the state's fingerprint after each command from number from (1: the
// first) on, at most MaxHashes.
func (c *Client) Hashes(ctx context.Context, from int) ([]string, error) {
	m, err := c.request(ctx, func(id int64, _ int) ClientMessage { return AskHashes{ID: id, From: from} })
	if err != nil {
		return nil, err
	}
	if l, ok := m.(HashList); ok {
		return l.Hashes, nil
	}
	return nil, replyError(m)
}

// Chat sends a short line to everyone in the room. It is not acknowledged: everyone,
// the sender included, receives it as a ChatLine.
func (c *Client) Chat(ctx context.Context, text string) error {
	return c.send(ctx, Say{Text: text})
}

func (c *Client) apply(ctx context.Context, build func(id int64, state int) ClientMessage) (Result, error) {
	m, err := c.request(ctx, build)
	if err != nil {
		return Result{}, err
	}
	if a, ok := m.(Ack); ok {
		return Result{State: a.State, Hash: a.Hash, Own: a.Own}, nil
	}
	return Result{}, replyError(m)
}

// replyError turns a refusal of any kind into the error a caller reads.
func replyError(m ServerMessage) error {
	switch m := m.(type) {
	case Refused:
		return &Refusal{Reason: m.Reason, DiceNeed: m.DiceNeed}
	case Resync:
		return &Stale{State: m.State, Reason: m.Reason}
	case Problem:
		return &Refusal{Reason: m.Reason}
	}
	return fmt.Errorf("the server answered with %s", m.Kind())
}

// request sends a message with a fresh id (and the state the client has) and waits for
// the answer.
func (c *Client) request(ctx context.Context, build func(id int64, state int) ClientMessage) (ServerMessage, error) {
	c.mu.Lock()
	conn := c.conn
	if conn == nil {
		c.mu.Unlock()
		return nil, ErrDisconnected
	}
	c.nextID++
	id := c.nextID
	ch := make(chan ServerMessage, 1)
	c.pending[id] = ch
	msg := build(id, c.snap.State)
	c.mu.Unlock()
	data, err := Encode(msg)
	if err != nil { // not the line's fault: a request that cannot be written (an infinite number)
		c.forget(id)
		return nil, fmt.Errorf("the request cannot be sent: %v", err)
	}
	sent := time.Now()
	if err := write(conn, data); err != nil {
		c.forget(id)
		return nil, ErrDisconnected
	}
	select {
	case m, ok := <-ch:
		if !ok {
			return nil, ErrDisconnected
		}
		if c.opt.RoundTrip != nil {
			c.opt.RoundTrip(msg.Kind(), time.Since(sent))
		}
		return m, nil
	case <-ctx.Done():
		c.forget(id)
		return nil, ctx.Err()
	}
}

func (c *Client) forget(id int64) {
	c.mu.Lock()
	delete(c.pending, id)
	c.mu.Unlock()
}

func (c *Client) send(ctx context.Context, m ClientMessage) error {
	c.mu.Lock()
	conn := c.conn
	c.mu.Unlock()
	if conn == nil {
		return ErrDisconnected
	}
	data, err := Encode(m)
	if err != nil {
		return err
	}
	if err := write(conn, data); err != nil {
		return ErrDisconnected
	}
	return nil
}

// writeWithin bounds one write. It is not the caller's context: a write cut short by a
// context closes the whole connection, and a caller giving up must not do that.
const writeWithin = 10 * time.Second

func write(conn *socket, data []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), writeWithin)
	defer cancel()
	return conn.send(ctx, data)
}
