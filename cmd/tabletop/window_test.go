package main

import (
	"bytes"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/borrowed-time/tabletop/internal/pngtest"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/table"
)

// runWindow builds the real binary and runs it in a real window under Xvfb, returning its screenshot.
func runWindow(t *testing.T, args ...string) image.Image {
	t.Helper()
	xvfb, err := exec.LookPath("xvfb-run")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("xvfb-run is missing: scripts/test installs it")
		}
		t.Skip("xvfb-run not installed (scripts/test installs it)")
	}
	dir := t.TempDir()
	bin := tableBinary(t)
	shot := filepath.Join(dir, "shot.png")
	cmd := exec.Command(xvfb, append([]string{"-a", "-s", "-screen 0 1280x800x24", bin, "-screenshot", shot, "-frames", "3"}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("tabletop under Xvfb: %v\n%s", err, stderr.String())
	}
	return pngtest.Read(t, shot)
}

func TestWindowDrawsTheTableToScale(t *testing.T) {
	img := runWindow(t, "-select", "ramirez")
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 800 {
		t.Fatalf("screenshot is %v, want 1280x800", b)
	}
	s, _ := borrowedtime.BuiltinScenario(maps.DefaultScenario)
	var cam table.Camera
	cam.Fit(s.Width, s.Height, 1280-table.PanelWidth, 800)
	at := func(p physics.Vec) color.Color {
		x, y := cam.ToScreen(p)
		return img.At(int(x), int(y))
	}
	// The road's asphalt, a wrecked car's roof (olive paint, lightened), a tile of the garage
	// floor, Ramirez's token (selected) clear of her monogram.
	checks := []struct {
		name string
		p    physics.Vec
		want color.RGBA
	}{
		{"road", physics.Vec{X: 40.5, Y: 14.5}, color.RGBA{56, 57, 60, 255}},
		{"wrecked car", physics.Vec{X: 33.5, Y: 15}, color.RGBA{108, 119, 101, 255}},
		{"garage floor", physics.Vec{X: 11.5, Y: 3.5}, color.RGBA{160, 150, 132, 255}},
		{"Ramirez", physics.Vec{X: 4, Y: 4.2}, color.RGBA{60, 110, 220, 255}},
		{"table edge beyond", physics.Vec{X: -0.5, Y: 24}, color.RGBA{28, 30, 27, 255}},
	}
	for _, c := range checks {
		if got := at(c.p); !pngtest.Near(got, c.want, 12) {
			t.Errorf("%s at %v: pixel %v, want about %v", c.name, c.p, got, c.want)
		}
	}
}

func TestBadFlagsAndScenarios(t *testing.T) {
	var errb bytes.Buffer
	if code := parseAndRun([]string{"-frames", "0"}, &errb); code != 2 {
		t.Errorf("-frames 0: exit %d", code)
	}
	errb.Reset()
	if code := parseAndRun([]string{"-scenario", "no-such-place"}, &errb); code != 1 || !bytes.Contains(errb.Bytes(), []byte("no-such-place")) {
		t.Errorf("unknown scenario: exit %d, %q", code, errb.String())
	}
	errb.Reset()
	if code := parseAndRun([]string{"-hover", "x"}, &errb); code != 2 {
		t.Errorf("bad -hover: exit %d", code)
	}
}
