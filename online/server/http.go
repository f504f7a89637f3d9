package server

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/coder/websocket"
)

// Handler serves the server's endpoints:
//
//	POST /api/rooms   create a room (online.CreateRequest → online.CreateReply)
//	GET  /api/games   the games and built-in scenarios this server plays
//	GET  /api/stats   rooms and connections
//	GET  /ws          the WebSocket of the protocol (docs/online.md)
//	GET  /join        the page an invite link opens
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/rooms", s.createRoom)
	mux.HandleFunc("GET /api/games", s.games)
	mux.HandleFunc("GET /api/stats", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, s.Stats()) })
	mux.HandleFunc("GET /ws", s.socket)
	mux.HandleFunc("GET /join", joinPage)
	mux.HandleFunc("GET /{$}", joinPage)
	return mux
}

func (s *Server) createRoom(w http.ResponseWriter, r *http.Request) {
	if err := s.sameOrigin(r); err != nil {
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		http.Error(w, "a room request is JSON: send it with Content-Type: application/json", http.StatusUnsupportedMediaType)
		return
	}
	if s.opt.CreateKey != "" {
		got := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		if subtle.ConstantTimeCompare([]byte(got), []byte(s.opt.CreateKey)) != 1 {
			http.Error(w, "this server asks for its room key to create a room (Authorization: Bearer KEY)", http.StatusUnauthorized)
			return
		}
	}
	if err := s.mayCreate(s.clientAddr(r), time.Now()); err != nil {
		http.Error(w, err.Error(), http.StatusTooManyRequests)
		return
	}
	maxCreateBody := int64(s.opt.MaxScenario) + 64<<10 // a scenario file and its options
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxCreateBody))
	if err != nil {
		http.Error(w, fmt.Sprintf("the request is too big or broke off (at most %d bytes)", maxCreateBody), http.StatusRequestEntityTooLarge)
		return
	}
	var req online.CreateRequest
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		http.Error(w, "the request is not a room request: "+err.Error(), http.StatusBadRequest)
		return
	}
	reply, err := s.Create(r.Context(), req, baseOf(r))
	var bad *BadRequest
	switch {
	case errors.As(err, &bad):
		http.Error(w, bad.Reason, http.StatusBadRequest)
		return
	case err != nil:
		s.logf("creating a room: %v", err)
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	s.logf("room %s created: %s, %s", reply.Room, reply.Ruleset, reply.Scenario)
	writeJSON(w, reply)
}

// sameOrigin refuses a request a web page of another site made: a browser names the page's
// origin, which must be this server's own or one of Options.Origins. Programs that send no
// Origin (the table, curl) are not web pages and pass.
func (s *Server) sameOrigin(r *http.Request) error {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return nil
	}
	u, err := url.Parse(origin)
	if err == nil && strings.EqualFold(u.Host, r.Host) {
		return nil
	}
	if err == nil {
		for _, p := range s.opt.Origins {
			if ok, _ := path.Match(strings.ToLower(p), strings.ToLower(u.Host)); ok {
				return nil
			}
		}
	}
	return fmt.Errorf("rooms are created from this server's own pages, not from %s", maps.Truncate(origin, 80))
}

// baseOf is the address the request came to, for invite links.
func baseOf(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// gameInfo describes one ruleset for a client choosing a game to host.
type gameInfo struct {
	ID        game.RulesetID    `json:"id"`
	Name      string            `json:"name"`
	Blurb     string            `json:"blurb"`
	Options   []game.OptionSpec `json:"options,omitempty"`
	Scenarios []string          `json:"scenarios"`
}

func (s *Server) games(w http.ResponseWriter, r *http.Request) {
	var out []gameInfo
	for _, rs := range rules.All() {
		out = append(out, gameInfo{ID: rs.ID(), Name: rs.Name(), Blurb: rs.Blurb(), Options: rs.Options(), Scenarios: rules.Builtins(rs.ID())})
	}
	writeJSON(w, out)
}

func (s *Server) socket(w http.ResponseWriter, r *http.Request) {
	hj := &wireHijacker{ResponseWriter: w}
	ws, err := websocket.Accept(hj, r, &websocket.AcceptOptions{OriginPatterns: s.opt.Origins})
	if err != nil {
		return // Accept has answered the request
	}
	ws.SetReadLimit(s.opt.MaxMessage)
	c := newConn(r.Context(), ws, s.clientAddr(r), s.logf)
	c.wire = hj.wire
	c.proto = online.ProtocolOf(r.URL.Query())
	s.serve(c)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

func joinPage(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	io.WriteString(w, `<!doctype html><meta charset="utf-8"><title>Borrowed Time table</title>
<p>This is a game server for the Borrowed Time tabletop. If someone sent you an invite link,
start the desktop table with it: <code>tabletop -join 'LINK'</code> (the whole link, in
quotes; the part after # is your seat's code: keep it to yourself). A server started with
<code>-web</code> opens the table right here in the browser instead.</p>`)
}
