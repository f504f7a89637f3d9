package main

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/internal/pngtest"
	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/ui/layout"
)

// TestLayoutPreviewFollowsTheFile runs the preview mode in a real window: the layout is drawn,
// a broken save puts its problems on screen over the last good layout, and a good save moves
// what it moved.
func TestLayoutPreviewFollowsTheFile(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	path := filepath.Join(t.TempDir(), "table.json")
	good := tabletest.RooftopFile(t)
	if err := os.WriteFile(path, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	ts := startTable(t, 48, 48, "-preview", path)
	shot := func() image.Image {
		img := ts.snap()
		if ts.stderr.Len() > 0 {
			t.Logf("app: %s", ts.stderr)
		}
		return img
	}
	// until takes screenshots until one shows what the file's save should bring: the
	// preview watches the file, and a loaded machine may see the change a while later.
	until := func(what string, ok func(image.Image) bool) image.Image {
		t.Helper()
		for deadline := time.Now().Add(time.Minute); ; time.Sleep(200 * time.Millisecond) {
			img := shot()
			if ok(img) {
				return img
			}
			if time.Now().After(deadline) {
				t.Logf("no %s on the screen a minute after the save", what)
				return img
			}
		}
	}
	// Where a table point is in the window: the layout's fit, above the status strip.
	ppi, origin := render.LayoutFit(48, 48, 1280, 800-layout.StatusHeight)
	at := func(img image.Image, p physics.Vec) color.Color {
		return img.At(int(origin.X+p.X*ppi), int(origin.Y+p.Y*ppi))
	}
	spawnRed := color.RGBA{200, 40, 40, 255}
	ring := physics.Vec{X: 0.5}
	problemBox := func(img image.Image) bool { return pngtest.Near(img.At(20, 60), color.RGBA{240, 100, 90, 255}, 30) }

	img := shot()
	if !pngtest.Near(at(img, physics.Vec{X: 2.5, Y: 13.5}.Add(ring)), spawnRed, 60) {
		t.Fatalf("no spawn point drawn at (2.5, 13.5): %v (app: %s)", at(img, physics.Vec{X: 2.5, Y: 13.5}.Add(ring)), ts.stderr)
	}
	if problemBox(img) {
		t.Fatal("a problem box over a good scenario")
	}

	os.WriteFile(path, []byte(strings.Replace(good, `"id": "leo"`, `"id": "leopold"`, 1)), 0o644)
	img = until("the problem box", problemBox)
	if !problemBox(img) {
		t.Fatalf("no problem box after a broken save: %v at its border", img.At(20, 60))
	}

	os.WriteFile(path, []byte(strings.Replace(good, `"at": [2.5, 13.5]`, `"at": [2.5, 16]`, 1)), 0o644)
	img = until("the moved spawn point", func(img image.Image) bool {
		return !problemBox(img) && pngtest.Near(at(img, physics.Vec{X: 2.5, Y: 16}.Add(ring)), spawnRed, 60)
	})
	if problemBox(img) {
		t.Fatal("the problem box stayed after the fix")
	}
	if !pngtest.Near(at(img, physics.Vec{X: 2.5, Y: 16}.Add(ring)), spawnRed, 60) {
		t.Fatalf("the moved spawn point is not drawn at (2.5, 16)")
	}
	if pngtest.Near(at(img, physics.Vec{X: 2.5, Y: 13.5}.Add(ring)), spawnRed, 60) {
		t.Fatalf("the spawn point is still drawn where it was")
	}
}
