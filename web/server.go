package web

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Handler serves a browser build from dir. The WebAssembly is sent gzip-compressed to
// browsers that accept it (compressed once and kept until the file changes), with its
// uncompressed length in X-Uncompressed-Length for the page's progress bar. Nothing is
// cached by the browser, so a rebuild shows at the next reload.
func Handler(dir string) http.Handler {
	return &server{dir: dir, files: http.FileServer(http.Dir(dir))}
}

type server struct {
	dir   string
	files http.Handler

	mu      sync.Mutex
	modTime time.Time
	raw, gz []byte
}

// ServeHTTP implements http.Handler.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-cache")
	if r.URL.Path != "/"+WasmFile {
		s.files.ServeHTTP(w, r)
		return
	}
	raw, gz, err := s.wasm()
	if err != nil {
		http.Error(w, "the WebAssembly is missing: "+err.Error(), http.StatusNotFound)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/wasm")
	h.Set("X-Uncompressed-Length", strconv.Itoa(len(raw)))
	h.Add("Vary", "Accept-Encoding")
	body := raw
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = gz
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// wasm returns the WebAssembly and its gzip compression: the one Build wrote beside it, or
// one made here when that is missing or older. Both are kept until the file changes.
func (s *server) wasm() (raw, gz []byte, err error) {
	path := filepath.Join(s.dir, WasmFile)
	info, err := os.Stat(path)
	if err != nil {
		return nil, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.raw != nil && info.ModTime().Equal(s.modTime) {
		return s.raw, s.gz, nil
	}
	raw, err = os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	if gzInfo, err := os.Stat(path + ".gz"); err == nil && !gzInfo.ModTime().Before(info.ModTime()) {
		gz, err = os.ReadFile(path + ".gz")
	}
	if gz == nil {
		if gz, err = Gzip(raw); err != nil {
			return nil, nil, err
		}
	}
	s.raw, s.gz, s.modTime = raw, gz, info.ModTime()
	return raw, gz, nil
}

// Gzip compresses data at the best compression, as the WebAssembly is sent.
func Gzip(data []byte) ([]byte, error) {
	var b bytes.Buffer
	zw, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
