package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

func get(t *testing.T, h http.Handler, path, encoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	if encoding != "" {
		req.Header.Set("Accept-Encoding", encoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestHandlerSendsTheWebAssemblyCompressed(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm not really, but compressible "), 1000)
	if err := os.WriteFile(filepath.Join(dir, WasmFile), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, IndexFile), IndexHTML, 0o644)
	h := Handler(dir)

	resp := get(t, h, "/"+WasmFile, "gzip, deflate")
	if resp.Header.Get("Content-Type") != "application/wasm" || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("headers %v", resp.Header)
	}
	if resp.Header.Get("X-Uncompressed-Length") != "34000" {
		t.Errorf("X-Uncompressed-Length %q, want 34000", resp.Header.Get("X-Uncompressed-Length"))
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	if !bytes.Equal(got, wasm) {
		t.Fatal("the compressed WebAssembly does not decompress to the file")
	}

	// Chromium's header: Brotli, the smaller, is preferred.
	resp = get(t, h, "/"+WasmFile, "gzip, deflate, br, zstd")
	if resp.Header.Get("Content-Encoding") != "br" {
		t.Fatalf("a browser with Brotli got %q", resp.Header.Get("Content-Encoding"))
	}
	got, _ = io.ReadAll(brotli.NewReader(resp.Body))
	if !bytes.Equal(got, wasm) {
		t.Fatal("the Brotli WebAssembly does not decompress to the file")
	}
	if resp = get(t, h, "/"+WasmFile, "br;q=0, gzip"); resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("a browser refusing Brotli got %q", resp.Header.Get("Content-Encoding"))
	}

	resp = get(t, h, "/"+WasmFile, "")
	body, _ := io.ReadAll(resp.Body)
	if resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, wasm) {
		t.Fatal("a client without gzip gets the file as it is")
	}

	resp = get(t, h, "/", "")
	body, _ = io.ReadAll(resp.Body)
	if !strings.Contains(string(body), "wasm_exec.js") {
		t.Fatal("the page is not served at /")
	}
}

func TestHandlerUsesAFreshPrecompressedFileOnly(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, WasmFile)
	os.WriteFile(path, []byte("new build"), 0o644)
	stale, _ := Gzip([]byte("old build"))
	os.WriteFile(path+".gz", stale, 0o644)
	old := time.Now().Add(-time.Hour)
	os.Chtimes(path+".gz", old, old)

	resp := get(t, Handler(dir), "/"+WasmFile, "gzip")
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(zr); string(got) != "new build" {
		t.Fatalf("served %q from a stale .gz", got)
	}
}

func TestHandlerSaysWhenTheBuildIsMissing(t *testing.T) {
	resp := get(t, Handler(t.TempDir()), "/"+WasmFile, "gzip")
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("status %d", resp.StatusCode)
	}
}
