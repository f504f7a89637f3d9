// Command webserve builds the table for the browser and serves it on localhost:
//
//	go run ./cmd/webserve [-addr localhost:8080] [-dir out/web] [-build=false]
//
// then open the address it prints. Address parameters become the table's flags, e.g.
// http://localhost:8080/?scenario=rooftop-signal&seed=7&quickstart
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"

	"github.com/borrowed-time/tabletop/web"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("webserve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "localhost:8080", "address to serve on")
	dir := fs.String("dir", filepath.Join("out", "web"), "folder for the browser build")
	build := fs.Bool("build", true, "build the WebAssembly first")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "webserve: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *build {
		fmt.Fprintln(stdout, "building the table for the browser…")
		if err := web.Build(*dir); err != nil {
			fmt.Fprintln(stderr, "webserve:", err)
			return 1
		}
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(stderr, "webserve:", err)
		return 1
	}
	fmt.Fprintf(stdout, "the table is at http://%s/ (Ctrl+C stops)\n", ln.Addr())
	if err := http.Serve(ln, web.Handler(*dir)); err != nil {
		fmt.Fprintln(stderr, "webserve:", err)
		return 1
	}
	return 0
}
