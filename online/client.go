package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/borrowed-time/tabletop/game"
)

// ClientOptions say how a Client behaves.
type ClientOptions struct {
	// Name is the player's name as the others see it ("" : the seat's name).
	Name string
	// NoQueue: keep no messages for Poll and Next (a bot that reads only State).
	NoQueue bool
	// GiveUpAfter is how long the client keeps trying to reconnect after a drop before it
	// gives up (0: until Close).
	GiveUpAfter time.Duration
	// Last is the number of the last event the program already has, from an earlier
	// connection (a table reopened days later): the server sends only the events after it.
	Last int64
	// RoundTrip, if set, is told how long each request took to be answered (a load
	// test's measure, or a UI's latency light).
	RoundTrip func(k Kind, d time.Duration)
	// Trace, if set, is called with every message received, as its bytes (tests, logs);
	// the bytes are reused after the call returns: copy what you keep.
	Trace func(data []byte)
}

// Snapshot is what a client knows of its game: its seat's view and where the game stands.
type Snapshot struct {
	Room        string
	Seat        game.SeatID
	Ruleset     game.RulesetID
	RulesetName string
	Scenario    string
	// ScenarioFile is the scenario document (rules.Load reads it) and Options the game's
	// options object: enough to draw the table.
	ScenarioFile json.RawMessage
	Options      json.RawMessage
	State        int    // commands applied so far
	Hash         string // the state's fingerprint
	Last         int64  // the number of the newest event the client has had
	Turn         []game.SeatID
	Outcome      *game.Outcome
	View         game.View
	Seats        []SeatInfo
	Spectators   int
	Connected    bool
	Reconnects   int
}

// Client is one player's (or watcher's) connection to a game server. It reconnects by itself
// after a drop and resumes from its last event: the server sends exactly the events missed.
// Its methods are safe for concurrent use.
type Client struct {
	server, socket, code string
	opt                  ClientOptions

	mu      sync.Mutex
	snap    Snapshot
	conn    *socket
	nextID  int64
	pending map[int64]chan ServerMessage
	queue   []ServerMessage
	wake    chan struct{} // closed when a message is queued or the client ends
	closed  bool
	err     error // why the client ended

	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}
}

// ErrDisconnected is returned for a request made or pending while the connection was down.
// A command's fate is then told by the next update: it was applied if the state moved on
// with its events, and was not if not.
var ErrDisconnected = errors.New("not connected to the server (reconnecting)")

// ErrClosed is what Next returns once the client is closed.
var ErrClosed = errors.New("the client is closed")

// Refusal is a command or request the server refused: Reason is for the player.
type Refusal struct {
	Reason   string
	DiceNeed int // a table-dice game wants this many real dice
}

func (r *Refusal) Error() string { return r.Reason }

// Stale is a command made on an older state than the game's: it was not applied. The
// client has the new state now (State); look again and send again if still wanted.
type Stale struct {
	State  int
	Reason string
}

func (s *Stale) Error() string { return s.Reason }

// Result is an applied and stored command: the game's state number and fingerprint after
// it (and after the computer's replies), and the number of the command itself.
type Result struct {
	State int
	Hash  string
	Own   int
}

// Dial connects to the game an invite link names (http://host:port/join#CODE).
func Dial(ctx context.Context, link string, opt ClientOptions) (*Client, error) {
	server, code, err := ParseLink(link)
	if err != nil {
		return nil, err
	}
	return DialCode(ctx, server, code, opt)
}

// DialCode connects to the server at server (http://host:port) with an invite code.
func DialCode(ctx context.Context, server, code string, opt ClientOptions) (*Client, error) {
	socket, err := SocketURL(server)
	if err != nil {
		return nil, err
	}
	if _, _, err := SplitCode(code); err != nil {
		return nil, err
	}
	c := &Client{server: server, socket: socket + "?" + ProtocolQuery, code: code, opt: opt, pending: map[int64]chan ServerMessage{},
		wake: make(chan struct{}), done: make(chan struct{})}
	c.snap.Last = opt.Last
	c.ctx, c.cancel = context.WithCancel(context.Background())
	conn, err := c.connect(ctx)
	if err != nil {
		c.cancel()
		return nil, err
	}
	go c.run(conn)
	return c, nil
}

// Link is the invite link this client joined by: the way back to its seat.
func (c *Client) Link() string { return Link(c.server, c.code) }

// State returns what the client knows now.
func (c *Client) State() Snapshot {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.snap
	s.Connected = c.conn != nil
	return s
}

// Poll returns the messages received since the last Poll or Next (updates, presence, chat,
// problems; not the answers to requests, which their calls return), without waiting.
func (c *Client) Poll() []ServerMessage {
	c.mu.Lock()
	defer c.mu.Unlock()
	q := c.queue
	c.queue = nil
	return q
}

// Next waits for the next message Poll would return.
func (c *Client) Next(ctx context.Context) (ServerMessage, error) {
	for {
		c.mu.Lock()
		if len(c.queue) > 0 {
			m := c.queue[0]
			c.queue = c.queue[1:]
			c.mu.Unlock()
			return m, nil
		}
		if c.closed {
			err := c.err
			c.mu.Unlock()
			if err == nil {
				err = ErrClosed
			}
			return nil, err
		}
		wake := c.wake
		c.mu.Unlock()
		select {
		case <-wake:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// Done is closed when the client has ended (Close, or it gave up reconnecting); Err says why.
func (c *Client) Done() <-chan struct{} { return c.done }

// Err says why the client ended, or nil while it runs or after Close.
func (c *Client) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Close ends the connection and stops reconnecting.
func (c *Client) Close() error {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil
	}
	c.closed = true
	conn := c.conn
	c.mu.Unlock()
	c.cancel()
	if conn != nil {
		conn.close()
	}
	<-c.done
	return nil
}

// Drop cuts the current connection as a network failure would; the client reconnects and
// resumes by itself. For tests and for a UI's "reconnect now".
func (c *Client) Drop() {
	c.mu.Lock()
	conn := c.conn
	c.mu.Unlock()
	if conn != nil {
		conn.closeNow()
	}
}

func (c *Client) push(m ServerMessage) {
	if c.opt.NoQueue {
		return
	}
	c.queue = append(c.queue, m)
	close(c.wake)
	c.wake = make(chan struct{})
}

func (c *Client) String() string {
	s := c.State()
	return fmt.Sprintf("client of room %s as %s at state %d", s.Room, s.Seat, s.State)
}
