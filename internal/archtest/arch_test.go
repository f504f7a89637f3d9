package archtest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const module = "github.com/borrowed-time/tabletop"

// The rules, the geometry and the scenarios run in tests, simulations and servers without a
// window, and the scenario preview draws PNGs without a display: nothing they depend on,
// directly or not, may be Ebitengine. (render's drawing is Ebitengine-free; its window
// canvas lives in render/ebitenrender.)
func TestHeadlessPackagesNeverImportEbitengine(t *testing.T) {
	for _, pkg := range []string{"rules/...", "grid", "hex", "game/...", "physics/...", "maps/...", "render", "cmd/preview", "cmd/simulate", "web", "online/...", "cmd/server", "cmd/loadtest", "internal/tabletest"} {
		out, err := exec.Command("go", "list", "-deps", module+"/"+pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", pkg, err, out)
		}
		sc := bufio.NewScanner(bytes.NewReader(out))
		for sc.Scan() {
			if dep := sc.Text(); strings.Contains(dep, "hajimehoshi/ebiten") || strings.Contains(dep, "ebitengine/") {
				t.Errorf("%s depends on %s", pkg, dep)
			}
		}
	}
}

// Only drawing, sound and input know Ebitengine: of the module's packages, those of the
// window (the screens under ui/, the sounds, the sprites, the window's canvas) and the table
// program may import it; any other package that does is a place the rules or the geometry
// could start to need a window.
func TestOnlyTheWindowsPackagesImportEbitengine(t *testing.T) {
	allowed := []string{"audio", "sprites", "render/ebitenrender", "ui/", "cmd/tabletop"}
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}} {{join .TestImports \" \"}}", module+"/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		pkg := strings.TrimPrefix(strings.TrimPrefix(f[0], module), "/")
		ok := false
		for _, a := range allowed {
			if pkg == strings.TrimSuffix(a, "/") || strings.HasSuffix(a, "/") && strings.HasPrefix(pkg, a) {
				ok = true
			}
		}
		for _, dep := range f[1:] {
			if (strings.Contains(dep, "hajimehoshi/ebiten") || strings.Contains(dep, "ebitengine/")) && !ok {
				t.Errorf("%s imports %s: only the window's packages may", f[0], dep)
			}
		}
	}
}

func TestEveryPackageSaysWhatItOwns(t *testing.T) {
	out, err := exec.Command("go", "list", "-json", module+"/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p struct {
			ImportPath, Doc, Name string
		}
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		if strings.TrimSpace(p.Doc) == "" {
			t.Errorf("%s has no package doc comment", p.ImportPath)
		}
	}
}

func TestRequiredLayoutExists(t *testing.T) {
	for _, pkg := range []string{"cmd/tabletop", "cmd/preview", "cmd/simulate", "game", "physics", "maps", "render", "sprites", "audio", "ui/screen", "ui/table", "ui/start"} {
		if out, err := exec.Command("go", "list", module+"/"+pkg).CombinedOutput(); err != nil {
			t.Errorf("package %s: %v %s", pkg, err, out)
		}
	}
}

// The client of online play is one package for the desktop and the browser: it must build
// for WebAssembly, so nothing it needs may be the server's (SQLite does not build there).
func TestTheOnlineClientBuildsForTheBrowser(t *testing.T) {
	cmd := exec.Command("go", "build", "-o", "/dev/null", module+"/online")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go build ./online: %v\n%s", err, out)
	}
}

// The engine, the scenarios, the drawing and the server know no game's rules: a game is a
// package under rules/ that they reach only through the seam. The boards of squares and
// hexes are plain geometry that the engine uses, never the other way round.
func TestTheEngineAndItsFrontEndsImportNoRuleset(t *testing.T) {
	for pkg, banned := range map[string][]string{
		"game":        {module + "/rules/"},
		"game/...":    {module + "/rules/"},
		"maps":        {module + "/rules/", module + "/game"},
		"grid":        {module + "/game"},
		"hex":         {module + "/game"},
		"physics/...": {module + "/game", module + "/rules/"},
	} {
		out, err := exec.Command("go", "list", "-deps", module+"/"+pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", pkg, err, out)
		}
		for _, dep := range strings.Fields(string(out)) {
			for _, b := range banned {
				if dep == strings.TrimSuffix(b, "/") || strings.HasPrefix(dep, b) {
					t.Errorf("%s depends on %s", pkg, dep)
				}
			}
		}
	}
}

// The server and the client reach games only through the catalog (package rules, which lists
// every game and reads any game's scenario): none of them imports one game's package itself.
func TestOnlinePlayImportsNoGameDirectly(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", module+"/online/...", module+"/render/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		for _, dep := range f[1:] {
			if strings.HasPrefix(dep, module+"/rules/") {
				t.Errorf("%s imports %s", f[0], dep)
			}
		}
	}
}

// The engine every game runs on (game and its packages) knows no game: outside its tests,
// no file of it names Borrowed Time, its scenarios or its package (the module's own path
// aside). A word there is a place a sixth game would find the engine written for another.
func TestTheEngineNamesNoGame(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.Dir}}{{range .GoFiles}} {{.}}{{end}}`, module+"/game/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	words := []string{"borrowed time", "borrowedtime", "last stop gas", "rooftop signal"}
	files := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		for _, name := range fields[1:] {
			data, err := os.ReadFile(filepath.Join(fields[0], name))
			if err != nil {
				t.Fatal(err)
			}
			files++
			text := strings.ToLower(strings.ReplaceAll(string(data), strings.ToLower(module), ""))
			for _, w := range words {
				if i := strings.Index(text, w); i >= 0 {
					t.Errorf("%s names %q: %q", filepath.Join(fields[0], name), w, text[max(0, i-40):min(len(text), i+40)])
				}
			}
		}
	}
	if files < 10 {
		t.Fatalf("only %d files of package game read: the test reads nothing", files)
	}
}
