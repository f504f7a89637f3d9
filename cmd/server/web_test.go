package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWebFlagServesTheTableWhereInviteLinksPoint(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>the table page</title>"), 0o644)
	os.WriteFile(filepath.Join(dir, "wasm_exec.js"), []byte("// support"), 0o644)
	game := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "game server: "+r.URL.Path) })
	h, err := withWeb(game, dir)
	if err != nil {
		t.Fatal(err)
	}
	get := func(path string) string {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		return rec.Body.String()
	}
	if got := get("/join"); !strings.Contains(got, "the table page") {
		t.Errorf("/join served %q, want the browser build's page", got)
	}
	if got := get("/wasm_exec.js"); got != "// support" {
		t.Errorf("/wasm_exec.js served %q", got)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if loc := rec.Header().Get("Location"); rec.Code != http.StatusSeeOther || loc != "/join" {
		t.Errorf("/ answered %d to %q, want the table at /join", rec.Code, loc)
	}
	for _, path := range []string{"/api/games", "/ws"} {
		if got := get(path); got != "game server: "+path {
			t.Errorf("%s went to %q, want the game server", path, got)
		}
	}
	if _, err := withWeb(game, t.TempDir()); err == nil || !strings.Contains(err.Error(), "index.html") {
		t.Errorf("a folder with no build: %v", err)
	}
}

// Defect 7: -web served its whole folder, the database beside the build included.
func TestWebFlagServesOnlyTheBuildsOwnFiles(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"index.html": "<title>page</title>", "wasm_exec.js": "// support",
		"games.db": "SECRET rooms", "games.db-wal": "SECRET wal", "games.db-shm": "SECRET shm", "notes.txt": "SECRET notes"} {
		os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644)
	}
	game := http.NotFoundHandler()
	h, err := withWeb(game, dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/games.db", "/games.db-wal", "/games.db-shm", "/notes.txt", "/index.html/../games.db", "/%67ames.db"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code == http.StatusOK || strings.Contains(rec.Body.String(), "SECRET") {
			t.Errorf("GET %s answered %d: %.40q", path, rec.Code, rec.Body.String())
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/wasm_exec.js", nil))
	if rec.Body.String() != "// support" {
		t.Errorf("the build's own file: %d %q", rec.Code, rec.Body.String())
	}
}
