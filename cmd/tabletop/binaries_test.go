package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// sharedBinaries are the table's and the server's binaries the window and online tests run:
// each is built once a run (linking the table takes seconds, and some twenty tests start
// it), into a folder TestMain removes.
var sharedBinaries struct {
	once sync.Once
	dir  string
	err  error
	// built holds each binary's path once it is built, or why it could not be.
	mu    sync.Mutex
	built map[string]builtBinary
}

type builtBinary struct {
	path string
	err  error
	out  []byte
}

// sharedBinary builds the package pkg (".": the table, "../server": the game server) once a
// run and returns its path.
func sharedBinary(t testing.TB, pkg, name string) string {
	t.Helper()
	sharedBinaries.once.Do(func() {
		sharedBinaries.dir, sharedBinaries.err = os.MkdirTemp("", "tabletop-bin-")
		sharedBinaries.built = map[string]builtBinary{}
	})
	if sharedBinaries.err != nil {
		t.Fatal(sharedBinaries.err)
	}
	sharedBinaries.mu.Lock()
	defer sharedBinaries.mu.Unlock()
	b, ok := sharedBinaries.built[pkg]
	if !ok {
		b.path = filepath.Join(sharedBinaries.dir, name)
		b.out, b.err = exec.Command("go", "build", "-o", b.path, pkg).CombinedOutput()
		sharedBinaries.built[pkg] = b
	}
	if b.err != nil {
		t.Fatalf("build %s: %v\n%s", pkg, b.err, b.out)
	}
	return b.path
}

// tableBinary is the table's binary, built once a run.
func tableBinary(t testing.TB) string { return sharedBinary(t, ".", "tabletop") }

// serverBinary is the game server's binary, built once a run.
func serverBinary(t testing.TB) string { return sharedBinary(t, "../server", "server") }

// removeSharedBinaries deletes the binaries built for the run.
func removeSharedBinaries() {
	if sharedBinaries.dir != "" {
		os.RemoveAll(sharedBinaries.dir)
	}
}
