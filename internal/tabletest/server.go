//go:build !js

package tabletest

import (
	"net"
	"net/http"
	"path/filepath"
	"testing"

	"github.com/borrowed-time/tabletop/online/server"
)

// testServer is a real game server on a random localhost port, with a database file.
type testServer struct {
	Server *server.Server
	URL    string
}

func StartServer(t *testing.T) *testServer {
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
	return &testServer{Server: srv, URL: "http://" + ln.Addr().String()}
}
