package server

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/coder/websocket"
)

// running is a real server on a random localhost port with a real database file.
type running struct {
	srv  *Server
	base string
	hs   *http.Server
	db   string
}

// start runs a server for tests of play: rooms may be given a seed, so that games repeat.
func start(t *testing.T, db string, opt Options) *running {
	t.Helper()
	opt.ChosenSeeds = true
	return startStrict(t, db, opt)
}

// startStrict runs a server as a public one runs: only opt's own settings, defaults for the
// rest.
func startStrict(t *testing.T, db string, opt Options) *running {
	t.Helper()
	if db == "" {
		db = filepath.Join(t.TempDir(), "games.db")
	}
	opt.DB = db
	if opt.Rate == 0 {
		opt.Rate, opt.Burst = 10000, 10000 // bots ask fast; the limit has its own test
	}
	opt.Logf = func(string, ...any) {}
	srv, err := New(opt)
	if err != nil {
		t.Fatal(err)
	}
	return serveOn(t, srv)
}

// serveOn serves srv on a random localhost port until the test ends.
func serveOn(t testing.TB, srv *Server) *running {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	rs := &running{srv: srv, base: "http://" + ln.Addr().String(), hs: &http.Server{Handler: srv.Handler()}, db: srv.opt.DB}
	go rs.hs.Serve(ln)
	t.Cleanup(rs.stop)
	return rs
}

var stopMu sync.Mutex

func (r *running) stop() {
	stopMu.Lock()
	defer stopMu.Unlock()
	if r.hs == nil {
		return
	}
	r.hs.Close()
	r.srv.Close()
	r.hs = nil
}

func ctxFor(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func create(t *testing.T, base string, req online.CreateRequest) online.CreateReply {
	t.Helper()
	reply, err := online.CreateRoom(ctxFor(t), base, req, "")
	if err != nil {
		t.Fatal(err)
	}
	return reply
}

func dial(t *testing.T, base, code string, opt online.ClientOptions) *online.Client {
	t.Helper()
	c, err := online.DialCode(ctxFor(t), base, code, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func seedOfTest(n uint64) *uint64 { return &n }

// waitState waits until every client has seen the game reach state n. The deadline is only
// a last guard: a searching computer's move under the race detector on a busy machine takes
// 7–10 s (TestASearchingSeatThinksWhileTheRoomAnswersAndItsLogReplays).
func waitState(t *testing.T, n int, cs ...*online.Client) {
	t.Helper()
	deadline := time.Now().Add(40 * time.Second)
	for _, c := range cs {
		for c.State().State < n {
			if time.Now().After(deadline) {
				t.Fatalf("%v never reached state %d", c, n)
			}
			time.Sleep(2 * time.Millisecond)
		}
	}
}

// inTurn returns a client whose seat may act now.
func inTurn(t *testing.T, cs map[game.SeatID]*online.Client) *online.Client {
	t.Helper()
	for _, c := range cs {
		for _, s := range c.State().Turn {
			if cs[s] != nil {
				return cs[s]
			}
		}
		break
	}
	t.Fatalf("no client's seat may act")
	return nil
}

// raw is a bare WebSocket speaking the protocol by hand, for what a Client never sends.
type raw struct {
	t  *testing.T
	ws *websocket.Conn
}

func dialRaw(t *testing.T, base, code string, last int64) (*raw, online.Welcome) {
	t.Helper()
	return dialRawQuery(t, base, "", code, last)
}

// dialRawQuery is dialRaw with a query on the WebSocket's address (online.ProtocolQuery).
func dialRawQuery(t *testing.T, base, query, code string, last int64) (*raw, online.Welcome) {
	t.Helper()
	u, _ := online.SocketURL(base)
	if query != "" {
		u += "?" + query
	}
	ws, _, err := websocket.Dial(ctxFor(t), u, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(online.MaxServerMessage)
	t.Cleanup(func() { ws.CloseNow() })
	r := &raw{t: t, ws: ws}
	r.send(online.Hello{Code: code, Last: last})
	w, ok := r.read().(online.Welcome)
	if !ok {
		t.Fatal("no welcome")
	}
	return r, w
}

func (r *raw) send(m online.ClientMessage) {
	data, _ := online.Encode(m)
	r.sendBytes(data)
}

func (r *raw) sendBytes(data []byte) {
	if err := r.ws.Write(ctxFor(r.t), websocket.MessageText, data); err != nil {
		r.t.Fatal(err)
	}
}

func (r *raw) read() online.ServerMessage {
	r.t.Helper()
	m, err := r.tryRead()
	if err != nil {
		r.t.Fatal(err)
	}
	return m
}

func (r *raw) tryRead() (online.ServerMessage, error) {
	_, data, err := r.ws.Read(ctxFor(r.t))
	if err != nil {
		return nil, err
	}
	return online.DecodeServer(data)
}

// readUntil reads until a message of the kind comes.
func (r *raw) readUntil(k online.Kind) online.ServerMessage {
	r.t.Helper()
	for {
		if m := r.read(); m.Kind() == k {
			return m
		}
	}
}

// readUntilAny reads until a message of one of the kinds comes.
func (r *raw) readUntilAny(ks ...online.Kind) online.ServerMessage {
	r.t.Helper()
	for {
		m := r.read()
		for _, k := range ks {
			if m.Kind() == k {
				return m
			}
		}
	}
}

// fallbackOf encodes the room's fallback command, and says whose it is.
func fallbackOf(t *testing.T, s *Server, room string) (game.SeatID, json.RawMessage) {
	r := s.room(room)
	r.mu.Lock()
	defer r.mu.Unlock()
	seat, cmd, ok := r.sess.Fallback()
	if !ok {
		t.Fatal("no fallback")
	}
	data, err := r.sess.Codec().Encode(game.Entry{Cmd: cmd})
	if err != nil {
		t.Fatal(err)
	}
	return seat, data
}
