package main

import (
	"bytes"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/internal/pngtest"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/rules"
)

// -validate -all validates every scenario the games' packages register, not a list of its
// own: each is named with its verdict.
func TestValidateAllChecksEveryRegisteredScenario(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-validate", "-all"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errb.String())
	}
	names := rules.BuiltinNames()
	if len(names) < 7 || strings.Count(out.String(), ": ok") != len(names) {
		t.Fatalf("%d scenarios registered (%v), %d validated:\n%s", len(names), names, strings.Count(out.String(), ": ok"), out.String())
	}
	for _, n := range names {
		if !strings.Contains(out.String(), n) {
			t.Errorf("%s was not validated", n)
		}
	}
}

func TestValidateBuiltins(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-validate", "last-stop-gas", "rooftop-signal"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errb.String())
	}
	if strings.Count(out.String(), ": ok") != 2 {
		t.Fatalf("output: %s", out.String())
	}
}

func TestValidateBrokenFileListsEveryProblem(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "broken.json")
	doc := `{"format":"borrowed-time-scenario","version":1,"id":"b","name":"Broken",
		"terrain":[{"id":"t","kind":"wall","polygon":[[1,1],[2,2]]}],
		"spawnPoints":[{"id":"s","at":[60,1]}],
		"survivors":[{"id":"leo"}]}`
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code := run([]string{"-validate", path, "last-stop-gas"}, &out, &errb)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	for _, want := range []string{"terrain[0].polygon: needs at least 3 points", "spawnPoints[0].at: (60, 1) is outside the 48x48 table", "last-stop-gas: ok"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestBadUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"-validate"}, {"-bogus"}, {"last-stop-gas", "-ppi", "200"}, {"a.json", "b.json", "-o", "x.png"}} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 || errb.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"-validate", "/no/such/file.json"}, &out, &errb); code != 1 || !strings.Contains(out.String(), "no such file") {
		t.Errorf("missing file: exit %d, %q", code, out.String())
	}
}

// The layout PNG of each built-in scenario has the table, its markers where the scenario puts
// them, and the legend beside it; flags may follow the scenario's name.
func TestRenderBuiltinLayouts(t *testing.T) {
	for _, name := range rules.Builtins(maps.BorrowedTime) {
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "layout.png")
			var stdout, stderr bytes.Buffer
			if code := run([]string{name, "-o", out, "-ppi", "12"}, &stdout, &stderr); code != 0 {
				t.Fatalf("exit %d: %s%s", code, stdout.String(), stderr.String())
			}
			s, _, _ := rules.Builtin(name)
			img := pngtest.Read(t, out)
			w, h := render.LayoutSize(s.Width, s.Height, 12)
			if img.Bounds().Dx() != w || img.Bounds().Dy() != h {
				t.Fatalf("image %v, want %dx%d", img.Bounds(), w, h)
			}
			at := func(p physics.Vec) color.Color {
				o := render.LayoutOrigin()
				return img.At(int(o.X+p.X*12), int(o.Y+p.Y*12))
			}
			// A spawn point's red ring, 0.5" from its centre.
			for _, sp := range s.SpawnPoints {
				if c := at(sp.At.Add(physics.Vec{X: 0.5})); !pngtest.Near(c, color.RGBA{200, 40, 40, 255}, 60) {
					t.Errorf("spawn point %s: %v at its ring, want red", sp.ID, c)
				}
			}
			// Each survivor's token in their colour, clear of the letter.
			st := s.Survivors[0]
			if st.Placed {
				if c := at(st.At.Add(physics.Vec{X: 0.36})); pngtest.Near(c, render.LayoutBackground(), 10) {
					t.Errorf("no token at %s's place", st.ID)
				}
			}
			// The legend has text: light pixels right of the table.
			light := 0
			x0 := int(render.LayoutOrigin().X + s.Width*12 + 20)
			for x := x0; x < img.Bounds().Dx(); x++ {
				for y := 0; y < 200; y++ {
					if r, _, _, _ := img.At(x, y).RGBA(); r>>8 > 180 {
						light++
					}
				}
			}
			if light < 500 {
				t.Errorf("the legend looks empty (%d light pixels)", light)
			}
		})
	}
}

func TestRenderBrokenScenarioWritesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "broken.json")
	os.WriteFile(path, []byte(`{"format":"borrowed-time-scenario","version":1,"id":"b","name":"B","survivors":[{"id":"nobody"}]}`), 0o644)
	out := filepath.Join(dir, "b.png")
	var stdout, stderr bytes.Buffer
	if code := run([]string{path, "-o", out}, &stdout, &stderr); code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	if !strings.Contains(stdout.String(), "survivors[0].id") {
		t.Errorf("the problem is not named by its path: %s", stdout.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a PNG was written for a broken scenario")
	}
}

// Every built-in scenario of every game validates and draws.
func TestEveryGamesBuiltinsValidateAndDraw(t *testing.T) {
	for _, name := range rules.BuiltinNames() {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"-validate", name}, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "ok") {
			t.Fatalf("%s: exit %d: %s%s", name, code, stdout.String(), stderr.String())
		}
		out := filepath.Join(t.TempDir(), name+".png")
		if code := run([]string{name, "-o", out, "-ppi", "8"}, &stdout, &stderr); code != 0 {
			t.Fatalf("%s: exit %d: %s%s", name, code, stdout.String(), stderr.String())
		}
		if img := pngtest.Read(t, out); img.Bounds().Dx() < 300 {
			t.Fatalf("%s: a %v image", name, img.Bounds())
		}
	}
}
