package main

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"

	"github.com/borrowed-time/tabletop/web"
)

// buildFiles are the files a browser build is made of (web.Build), besides its page: the
// only ones -web serves, whatever else the folder holds (the database, its -wal and -shm,
// anything put beside the build).
var buildFiles = []string{web.SupportFile, web.WasmFile, web.WasmFile + ".gz", web.WasmFile + ".br"}

// withWeb serves the browser build in dir (made by web.Build, as cmd/webserve -dir DIR does) beside the game
// server: /join, where invite links point, opens the table's page, which reads the seat's
// code after # and joins (and / sends there, so the server's address opens the table); the
// build's own files are served from the root, where the page looks for them, and nothing
// else of the folder. Everything else is the game server's.
func withWeb(game http.Handler, dir string) (http.Handler, error) {
	if _, err := os.ReadDir(dir); err != nil {
		return nil, fmt.Errorf("-web %s: %v", dir, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return nil, fmt.Errorf("-web %s holds no index.html: make it with go run ./cmd/webserve -dir %s", dir, dir)
	}
	files := web.Handler(dir)
	mux := http.NewServeMux()
	mux.Handle("/", game)
	mux.HandleFunc("GET /join", func(w http.ResponseWriter, r *http.Request) {
		r2 := r.Clone(r.Context())
		r2.URL.Path = "/"
		files.ServeHTTP(w, r2)
	})
	// The server's own address opens the table too (at /join, where the page knows it was
	// served by a game server: Host online game makes its rooms here).
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/join", http.StatusSeeOther)
	})
	for _, name := range buildFiles {
		mux.Handle("GET /"+name, files)
	}
	return mux, nil
}
