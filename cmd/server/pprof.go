package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/pprof"
	"time"
)

// servePprof serves Go's profiles (CPU, heap, goroutines: /debug/pprof/) on addr, which must be
// this machine's own (a profile shows what the server is doing to anyone who can read it). It
// returns the listener, to close when the server stops.
func servePprof(addr string, errOut io.Writer) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("-pprof: cannot listen on %s: %v", addr, err)
	}
	if !loopback(ln.Addr()) {
		ln.Close()
		return nil, fmt.Errorf("-pprof %s: profiles are served on this machine only (127.0.0.1:PORT)", addr)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go hs.Serve(ln)
	fmt.Fprintf(errOut, "profiles on http://%s/debug/pprof/ (go tool pprof http://%s/debug/pprof/profile?seconds=20)\n", ln.Addr(), ln.Addr())
	return ln, nil
}
