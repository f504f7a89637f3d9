//go:build !js

package tabletest

import (
	"context"
	"net"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/online/server"
)

// Server is a real game server on a random localhost port, with a database file.
type Server struct {
	Server *server.Server // the server itself, for tests that look into its rooms
	URL    string         // its address, http://127.0.0.1:PORT
}

// StartServer starts a game server for the test on a random localhost port, with its
// database in the test's temporary folder; it stops when the test ends.
func StartServer(t *testing.T) *Server {
	t.Helper()
	srv, err := server.New(server.Options{DB: filepath.Join(t.TempDir(), "games.db"), Sync: "normal",
		Rate: 10000, Burst: 10000, ChosenSeeds: true, Logf: func(string, ...any) {}})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close(); srv.Close() })
	return &Server{Server: srv, URL: "http://" + ln.Addr().String()}
}

// Room makes a room on the server, failing the test if it cannot.
func (s *Server) Room(t *testing.T, req online.CreateRequest) online.CreateReply {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	reply, err := online.CreateRoom(ctx, s.URL, req, "")
	if err != nil {
		t.Fatal(err)
	}
	return reply
}
