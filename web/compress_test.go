package web

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// TestMain keeps the tests' compressions out of the user's cache folder.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "web-cache-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CACHE_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func unbrotli(t *testing.T, data []byte) []byte {
	t.Helper()
	out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(data)))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestBrotliRoundTripsWithTheCommandAndWithout(t *testing.T) {
	data := bytes.Repeat([]byte("Leo opens the garage's side door. "), 2000)
	withCommand, err := Brotli(data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(unbrotli(t, withCommand), data) {
		t.Fatal("Brotli does not decompress to its input")
	}
	t.Setenv("PATH", t.TempDir()) // no brotli command: the Go encoder
	withGo, err := Brotli(data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(unbrotli(t, withGo), data) {
		t.Fatal("the Go encoder's output does not decompress to its input")
	}
}

func TestCachedBrotliReusesACompressionOfTheSameBytes(t *testing.T) {
	data := bytes.Repeat([]byte("a Shambler shuffles in "), 500)
	first, err := cachedBrotli(data)
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(os.Getenv("XDG_CACHE_HOME"), "borrowed-time", "web", "*.br"))
	if len(files) == 0 {
		t.Fatal("nothing was kept in the cache")
	}
	for _, f := range files { // a kept file is what is returned, not compressed again
		os.WriteFile(f, []byte("kept"), 0o644)
	}
	again, err := cachedBrotli(data)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != "kept" {
		t.Fatalf("the same bytes were compressed again (%d bytes, first %d)", len(again), len(first))
	}
	other, err := cachedBrotli(append(data, '!'))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(unbrotli(t, other), append(data, '!')) {
		t.Fatal("other bytes got another file's compression")
	}
}

func TestPruneCacheKeepsTheNewest(t *testing.T) {
	dir := t.TempDir()
	for i := range cacheKept + 3 {
		p := filepath.Join(dir, string(rune('a'+i))+".br")
		os.WriteFile(p, nil, 0o644)
		when := time.Unix(int64(1000+i), 0)
		os.Chtimes(p, when, when)
	}
	pruneCache(dir)
	left, _ := filepath.Glob(filepath.Join(dir, "*.br"))
	if len(left) != cacheKept {
		t.Fatalf("%d files left, want %d", len(left), cacheKept)
	}
	if _, err := os.Stat(filepath.Join(dir, "a.br")); err == nil {
		t.Fatal("the oldest file was kept")
	}
}
