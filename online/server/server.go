package server

import (
	"errors"
	"fmt"
	"log"
	"runtime"
	"sync"
	"sync/atomic"

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
}

// Server is the game server: its rooms, their store, and their clients.
type Server struct {
	opt   Options
	store *store

	mu    sync.RWMutex
	rooms map[string]*room

	conns   atomic.Int64
	closeMu sync.Mutex
	closed  bool
}

// New opens the database and rebuilds every room stored in it by replaying its log.
func New(opt Options) (*Server, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	st, err := openStore(opt.DB, opt.Sync)
	if err != nil {
		return nil, err
	}
	s := &Server{opt: opt, store: st, rooms: map[string]*room{}}
	if err := s.loadRooms(); err != nil {
		st.close()
		return nil, err
	}
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
	switch {
	case o.MaxMessage < 1024:
		return fmt.Errorf("the message limit is %d bytes; it must be at least 1024", o.MaxMessage)
	case o.Rate < 0 || o.Burst < 1:
		return fmt.Errorf("the rate limit is %g a second with bursts of %d; both must be positive", o.Rate, o.Burst)
	}
	return nil
}

// Close stops the store once what was asked of it is committed. Close the HTTP server
// first, so that no command arrives after it.
func (s *Server) Close() error {
	s.closeMu.Lock()
	defer s.closeMu.Unlock()
	if s.closed {
		return errors.New("the server is already closed")
	}
	s.closed = true
	return s.store.close()
}

// Stats says how busy the server is.
type Stats struct {
	Rooms       int    `json:"rooms"`
	Connections int64  `json:"connections"`
	HeapBytes   uint64 `json:"heapBytes"` // the Go heap in use, for memory per room
}

// Stats returns the number of rooms and of connected clients, and the memory in use.
func (s *Server) Stats() Stats {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	s.mu.RLock()
	defer s.mu.RUnlock()
	return Stats{Rooms: len(s.rooms), Connections: s.conns.Load(), HeapBytes: ms.HeapAlloc}
}

func (s *Server) room(id string) *room {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.rooms[id]
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
