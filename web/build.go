package web

import (
	"crypto/sha256"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// IndexHTML is the page that loads and starts the table.
//
//go:embed index.html
var IndexHTML []byte

// AppPackage is the Go package built to WebAssembly.
const AppPackage = "github.com/borrowed-time/tabletop/cmd/tabletop"

// Files of a browser build.
const (
	WasmFile    = "tabletop.wasm"
	SupportFile = "wasm_exec.js" // the Go runtime's JavaScript half, from the Go toolchain
	IndexFile   = "index.html"
)

// coldPackages are built without inlining for the browser: code that runs once at start or
// on a cache miss, where inlining buys little time but makes the WebAssembly less
// compressible (about 5% of the Brotli download together; docs/performance.md). Hot code (the
// runtime, Ebitengine's drawing, physics, the rules) keeps it: without any inlining the
// download is 15% smaller, but line of sight ran 18 times and route search 3 times slower.
var coldPackages = []string{
	"github.com/go-text/...",                              // what text/v2 still links of go-text (the table draws with GoXFace: ebitenrender.Font)
	"github.com/hajimehoshi/ebiten/v2/internal/shader...", // compiling the shaders at start
	"go/...",                                 // the shader compiler's Go parser
	"text/template/...",                      // Ebitengine's built-in shaders, written out at start
	"github.com/tidwall/...",                 // reading scenario files
	"github.com/borrowed-time/tabletop/maps", // reading scenario files
	"golang.org/x/text/...",                  // language tags, read at start
}

// Build compiles the table to WebAssembly and writes a complete static site to dir: the
// page, the Go runtime's support script, and the WebAssembly with its Brotli and gzip
// compressions (tabletop.wasm.br and .gz, for servers that send precompressed files). It runs the go command, so it
// works inside this module's source tree. The Brotli compression, at the highest quality,
// is kept in the user's cache folder and reused while the WebAssembly is the same.
func Build(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	args := []string{"build", "-trimpath", "-ldflags=-s -w"}
	for _, pkg := range coldPackages {
		args = append(args, "-gcflags="+pkg+"=-l")
	}
	build := exec.Command("go", append(args, "-o", filepath.Join(dir, WasmFile), AppPackage)...)
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("building the WebAssembly: %v\n%s", err, out)
	}
	raw, err := os.ReadFile(filepath.Join(dir, WasmFile))
	if err != nil {
		return err
	}
	for ext, compress := range map[string]func([]byte) ([]byte, error){".gz": Gzip, ".br": cachedBrotli} {
		data, err := compress(raw) // once here rather than at the first request
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, WasmFile+ext), data, 0o644); err != nil {
			return err
		}
	}
	support, err := supportScript()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, SupportFile), support, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, IndexFile), IndexHTML, 0o644)
}

// supportScript reads wasm_exec.js from the Go toolchain that builds the WebAssembly: the two
// must match.
func supportScript() ([]byte, error) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("finding the Go toolchain: %v", err)
	}
	root := strings.TrimSpace(string(out))
	for _, rel := range []string{"lib/wasm", "misc/wasm"} { // Go 1.24 moved it to lib/wasm
		if data, err := os.ReadFile(filepath.Join(root, rel, SupportFile)); err == nil {
			return data, nil
		}
	}
	return nil, errors.New("the Go toolchain at " + root + " has no " + SupportFile)
}

// cacheKept is how many Brotli compressions the cache keeps (the newest).
const cacheKept = 4

// cachedBrotli is Brotli, remembered in the user's cache folder by the content's hash:
// Brotli's highest quality takes a minute or more, and the browser tests and scripts/web
// build the same WebAssembly again and again. Without a cache folder it just compresses.
func cachedBrotli(raw []byte) ([]byte, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		return Brotli(raw)
	}
	dir := filepath.Join(base, "borrowed-time", "web")
	sum := sha256.Sum256(raw)
	path := filepath.Join(dir, fmt.Sprintf("%x.q%d.br", sum[:16], brotliQuality))
	if data, err := os.ReadFile(path); err == nil {
		now := time.Now()
		os.Chtimes(path, now, now) // recently used: pruned last
		return data, nil
	}
	data, err := Brotli(raw)
	if err != nil {
		return nil, err
	}
	if os.MkdirAll(dir, 0o755) == nil {
		tmp := fmt.Sprintf("%s.%d.tmp", path, os.Getpid())
		if os.WriteFile(tmp, data, 0o644) == nil && os.Rename(tmp, path) == nil {
			pruneCache(dir)
		}
		os.Remove(tmp)
	}
	return data, nil
}

// pruneCache removes all but the cacheKept newest compressions from dir.
func pruneCache(dir string) {
	entries, _ := filepath.Glob(filepath.Join(dir, "*.br"))
	type entry struct {
		path string
		mod  time.Time
	}
	var list []entry
	for _, p := range entries {
		if info, err := os.Stat(p); err == nil {
			list = append(list, entry{p, info.ModTime()})
		}
	}
	slices.SortFunc(list, func(a, b entry) int { return b.mod.Compare(a.mod) })
	for _, e := range list[min(cacheKept, len(list)):] {
		os.Remove(e.path)
	}
}
