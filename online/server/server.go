package server

import (
	"errors"
	"fmt"
	"log"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/online"
)

// Options say how a Server runs.
type Options struct {
	// DB is the SQLite database file (created if missing).
	DB string
	// Sync is "full" (the default: a stored command survives a power cut) or "normal" (it
	// survives the server being killed, not the machine losing power; commits cost less).
	Sync string
	// MaxMessage is the largest message a client may send, in bytes (0: online.MaxClientMessage).
	MaxMessage int64
	// Rate and Burst limit each connection's messages: Rate a second on average, Burst at
	// once (0: 50 and 100).
	Rate  float64
	Burst int
	// CreateKey, if set, must be given (Authorization: Bearer KEY) to create a room.
	CreateKey string
	// PublicURL is the address players reach the server at, for invite links
	// ("https://games.example.org"); "" : the address the room's creator used.
	PublicURL string
	// Origins are the web pages' hosts (besides the server's own) whose scripts may connect:
	// a browser build served elsewhere ("localhost:8080").
	Origins []string
	// Logf logs what players never see (nil: the standard logger).
	Logf func(format string, args ...any)

	// ChosenSeeds lets a room's creator choose its seed. Only for tests: whoever knows the
	// seed knows every die to come and, in games with hidden cards, every seat's secrets.
	ChosenSeeds bool
	// MaxPerSeat, MaxPerRoom and MaxPerAddress cap the connections on one seat, in one room
	// (watchers included) and from one address (0: 8, 64 and 32).
	MaxPerSeat, MaxPerRoom, MaxPerAddress int
	// RoomsPerHour and RoomBurst limit the rooms one address may create: RoomBurst at once,
	// then RoomsPerHour (0: 30 and 10).
	RoomsPerHour float64
	RoomBurst    int
	// MaxScenario is the largest scenario file a room may be created with, in bytes
	// (0: 256 KiB).
	MaxScenario int
	// Trusted are addresses or networks ("127.0.0.1", "10.0.0.0/8") the per-address limits do
	// not apply to: a load test on this machine.
	Trusted []string
	// Proxies are the reverse proxies' addresses whose X-Forwarded-For header names the
	// client (its last entry); from any other address the header is ignored.
	Proxies []string
	// PingEvery is how often each connection is pinged; one that does not answer within the
	// same time is closed (0: 30 s).
	PingEvery time.Duration
	// IdleAfter is how long a room nobody is connected to stays in memory (0: 10 minutes);
	// a hello loads it again from the database.
	IdleAfter time.Duration
}

// Server is the game server: its rooms, their store, and their clients.
type Server struct {
	opt   Options
	store *store

	mu      sync.Mutex
	rooms   map[string]*room     // the rooms in memory
	loading map[string]*loadCall // the rooms being loaded

	addrs            *perAddress
	trusted, proxies addrList
	stop             chan struct{} // closed by Close: the unloader ends

	conns   atomic.Int64
	closeMu sync.Mutex
	closed  bool

	// drivers are the rooms' goroutines playing computer seats (computers.go): Close stops
	// them and waits for them before it closes the store. thinkSlots bounds the searches
	// that run at once.
	driveMu    sync.Mutex
	closing    bool
	drivers    sync.WaitGroup
	thinkSlots chan struct{}
	// thinkHook, set by tests before any room plays, is called at each pause of a search.
	thinkHook func(game.SeatID)
}

// New opens the database and rebuilds every room stored in it by replaying its log.
func New(opt Options) (*Server, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	trusted, err := parseAddrs("the trusted addresses", opt.Trusted)
	if err != nil {
		return nil, err
	}
	proxies, err := parseAddrs("the proxies", opt.Proxies)
	if err != nil {
		return nil, err
	}
	st, err := openStore(opt.DB, opt.Sync)
	if err != nil {
		return nil, err
	}
	s := &Server{opt: opt, store: st, rooms: map[string]*room{}, loading: map[string]*loadCall{},
		addrs: newPerAddress(), trusted: trusted, proxies: proxies, stop: make(chan struct{}), thinkSlots: newThinkSlots()}
	go s.unloader()
	return s, nil
}

func (o *Options) check() error {
	if o.MaxMessage == 0 {
		o.MaxMessage = online.MaxClientMessage
	}
	if o.Rate == 0 {
		o.Rate = 50
	}
	if o.Burst == 0 {
		o.Burst = 100
	}
	if o.Logf == nil {
		o.Logf = log.Printf
	}
	o.MaxPerSeat = orDefault(o.MaxPerSeat, 8)
	o.MaxPerRoom = orDefault(o.MaxPerRoom, 64)
	o.MaxPerAddress = orDefault(o.MaxPerAddress, 32)
	o.RoomBurst = orDefault(o.RoomBurst, 10)
	o.MaxScenario = orDefault(o.MaxScenario, 256<<10)
	o.PingEvery = orDefault(o.PingEvery, 30*time.Second)
	o.IdleAfter = orDefault(o.IdleAfter, 10*time.Minute)
	if o.RoomsPerHour == 0 {
		o.RoomsPerHour = 30
	}
	switch {
	case o.MaxMessage < 1024:
		return fmt.Errorf("the message limit is %d bytes; it must be at least 1024", o.MaxMessage)
	case o.Rate < 0 || o.Burst < 1:
		return fmt.Errorf("the rate limit is %g a second with bursts of %d; both must be positive", o.Rate, o.Burst)
	case o.MaxPerSeat < 1 || o.MaxPerRoom < 1 || o.MaxPerAddress < 1:
		return fmt.Errorf("the connection caps (%d a seat, %d a room, %d an address) must be positive", o.MaxPerSeat, o.MaxPerRoom, o.MaxPerAddress)
	case o.RoomsPerHour < 0 || o.RoomBurst < 1:
		return fmt.Errorf("the room limit (%g an hour, %d at once) must be positive", o.RoomsPerHour, o.RoomBurst)
	case o.MaxScenario < 1024 || o.MaxScenario > maps.MaxFileSize:
		return fmt.Errorf("the scenario limit is %d bytes; it must be from 1024 to %d", o.MaxScenario, maps.MaxFileSize)
	case o.PingEvery < 0 || o.IdleAfter < 0:
		return fmt.Errorf("the ping interval (%v) and the idle time (%v) must be positive", o.PingEvery, o.IdleAfter)
	}
	return nil
}

// orDefault is v, or def when v is zero.
func orDefault[T comparable](v, def T) T {
	var zero T
	if v == zero {
		return def
	}
	return v
}

// Close stops the computer seats (a search in progress is dropped) and the store once what
// was asked of it is committed. Close the HTTP server
// first, so that no command arrives after it.
func (s *Server) Close() error {
	s.closeMu.Lock()
	defer s.closeMu.Unlock()
	if s.closed {
		return errors.New("the server is already closed")
	}
	s.closed = true
	s.driveMu.Lock()
	s.closing = true
	s.driveMu.Unlock()
	close(s.stop)
	s.drivers.Wait() // a computer's move being stored is stored; a search stops at its next pause
	return s.store.close()
}

// Stats says how busy the server is.
type Stats struct {
	Rooms       int    `json:"rooms"`  // rooms in memory (in play lately)
	Stored      int    `json:"stored"` // rooms in the database
	Connections int64  `json:"connections"`
	HeapBytes   uint64 `json:"heapBytes"` // the Go heap in use, for memory per room
}

// Stats returns the number of rooms in memory and stored, of connected clients, and the
// memory in use.
func (s *Server) Stats() Stats {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	stored, err := s.store.roomCount()
	if err != nil {
		stored = -1
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return Stats{Rooms: len(s.rooms), Stored: stored, Connections: s.conns.Load(), HeapBytes: ms.HeapAlloc}
}

func (s *Server) count(d int64) { s.conns.Add(d) }

func (s *Server) logf(format string, args ...any) { s.opt.Logf(format, args...) }

// RoomHash returns the fingerprint of a room's game now ("" for no such room, or one that
// could not be restored): a check that the stored log replays to what the players saw.
func (s *Server) RoomHash(id string) string {
	r := s.room(id)
	if r == nil {
		return ""
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.broken != "" {
		return ""
	}
	return r.sess.Hash()
}
