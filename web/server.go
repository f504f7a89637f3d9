package web

import (
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"
)

// Handler serves a browser build from dir. The WebAssembly is sent Brotli-compressed to
// browsers that accept it, else gzip-compressed (each compressed once and kept until the file
// changes), with its uncompressed length in X-Uncompressed-Length for the page's progress
// bar. Nothing is cached by the browser, so a rebuild shows at the next reload.
func Handler(dir string) http.Handler {
	return &server{dir: dir, files: http.FileServer(http.Dir(dir))}
}

type server struct {
	dir   string
	files http.Handler

	mu      sync.Mutex
	modTime time.Time
	sizes   wasmFiles
}

// wasmFiles are the WebAssembly and its compressions.
type wasmFiles struct{ raw, gz, br []byte }

// ServeHTTP implements http.Handler.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-cache")
	if r.URL.Path != "/"+WasmFile {
		s.files.ServeHTTP(w, r)
		return
	}
	f, err := s.wasm()
	if err != nil {
		http.Error(w, "the WebAssembly is missing: "+err.Error(), http.StatusNotFound)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/wasm")
	h.Set("X-Uncompressed-Length", strconv.Itoa(len(f.raw)))
	h.Add("Vary", "Accept-Encoding")
	body := f.raw
	switch enc := r.Header.Get("Accept-Encoding"); {
	case accepts(enc, "br"):
		h.Set("Content-Encoding", "br")
		body = f.br
	case accepts(enc, "gzip"):
		h.Set("Content-Encoding", "gzip")
		body = f.gz
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// wasm returns the WebAssembly and its compressions: those Build wrote beside it, or ones
// made here when they are missing or older. All are kept until the file changes.
func (s *server) wasm() (wasmFiles, error) {
	path := filepath.Join(s.dir, WasmFile)
	info, err := os.Stat(path)
	if err != nil {
		return wasmFiles{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sizes.raw != nil && info.ModTime().Equal(s.modTime) {
		return s.sizes, nil
	}
	var f wasmFiles
	if f.raw, err = os.ReadFile(path); err != nil {
		return wasmFiles{}, err
	}
	if f.gz, err = beside(path+".gz", info.ModTime(), f.raw, Gzip); err != nil {
		return wasmFiles{}, err
	}
	if f.br, err = beside(path+".br", info.ModTime(), f.raw, cachedBrotli); err != nil {
		return wasmFiles{}, err
	}
	s.sizes, s.modTime = f, info.ModTime()
	return f, nil
}

// beside reads a compression written beside the file, unless it is older than the file;
// then it compresses the file here.
func beside(path string, built time.Time, raw []byte, compress func([]byte) ([]byte, error)) ([]byte, error) {
	if info, err := os.Stat(path); err == nil && !info.ModTime().Before(built) {
		if data, err := os.ReadFile(path); err == nil {
			return data, nil
		}
	}
	return compress(raw)
}
