package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/internal/tabletest"
)

// frameStats is one line of -frame-stats: ticks run, frames drawn, commands in the game.
type frameStats struct{ ticks, frames, commands int }

// idleApp is the table running under Xvfb with -frame-stats, its screen kept in a file
// (Xvfb's -fbdir) so that a test reads what the display really shows.
type idleApp struct {
	t      *testing.T
	disp   string
	fb     string // the display's screen, in XWD format
	stats  chan frameStats
	mu     sync.Mutex
	stderr strings.Builder // what else the app said, for failures
}

// startIdleApp starts the table with args on a fresh display.
func startIdleApp(t *testing.T, args ...string) *idleApp {
	t.Helper()
	fbdir := t.TempDir()
	a := &idleApp{t: t, disp: displayWith(t, "-fbdir", fbdir), fb: filepath.Join(fbdir, "Xvfb_screen0"), stats: make(chan frameStats, 1000)}
	cmd := exec.Command(tableBinary(t), append(args, "-mute", "-frame-stats", "-save", filepath.Join(t.TempDir(), "save.json"))...)
	cmd.Env = append(os.Environ(), "DISPLAY="+a.disp)
	out, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	go func() {
		defer close(a.stats)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if s, ok := parseFrameStats(sc.Text()); ok {
				a.stats <- s
				continue
			}
			a.mu.Lock()
			a.stderr.WriteString(sc.Text() + "\n")
			a.mu.Unlock()
		}
	}()
	return a
}

// until waits for a line of stats that satisfies ok.
func (a *idleApp) until(what string, ok func(frameStats) bool) frameStats {
	a.t.Helper()
	return awaitStats(a.t, a.stats, what, ok, func() string {
		a.mu.Lock()
		defer a.mu.Unlock()
		return a.stderr.String()
	})
}

// parseFrameStats reads a line of -frame-stats (anywhere in line: a browser's console may
// put something before it).
func parseFrameStats(line string) (frameStats, bool) {
	i := strings.Index(line, "frame-stats ")
	if i < 0 {
		return frameStats{}, false
	}
	var s frameStats
	_, err := fmt.Sscanf(line[i:], "frame-stats ticks=%d frames=%d commands=%d", &s.ticks, &s.frames, &s.commands)
	return s, err == nil
}

// awaitStats waits for a line of stats that satisfies ok; said tells, on a failure, what
// the table said besides. The deadline only keeps a hung table from hanging the test: the
// tests count ticks, not seconds.
func awaitStats(t *testing.T, stats <-chan frameStats, what string, ok func(frameStats) bool, said func() string) frameStats {
	t.Helper()
	deadline := time.After(3 * time.Minute)
	var last frameStats
	for {
		select {
		case s, open := <-stats:
			if !open {
				t.Fatalf("the table stopped while waiting for %s (last %+v): %s", what, last, said())
			}
			last = s
			if ok(s) {
				return s
			}
		case <-deadline:
			t.Fatalf("no %s in 3 minutes (last %+v): %s", what, last, said())
		}
	}
}

// screen reads what the display shows now.
func (a *idleApp) screen() *image.RGBA {
	a.t.Helper()
	img, err := readXWD(a.fb)
	if err != nil {
		a.t.Fatal(err)
	}
	return img
}

// readXWD reads Xvfb's screen file: an XWD header, a colour map, then 32-bit pixels, blue
// first (Xvfb's 24-bit screens, least significant byte first).
func readXWD(path string) (*image.RGBA, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(data) < 100 {
		return nil, fmt.Errorf("%s: too short for an XWD header", path)
	}
	field := func(i int) int { return int(binary.BigEndian.Uint32(data[4*i:])) }
	header, bpp, w, h, stride, ncolors := field(0), field(11), field(4), field(5), field(12), field(19)
	start := header + 12*ncolors
	if bpp != 32 || field(7) != 0 || start+stride*h > len(data) {
		return nil, fmt.Errorf("%s: not a 32-bit, least-significant-byte-first screen (%d bits, order %d)", path, bpp, field(7))
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			p := data[start+y*stride+4*x:]
			img.SetRGBA(x, y, color.RGBA{p[2], p[1], p[0], 255})
		}
	}
	return img, nil
}

// shown is the share of the screen's pixels that are not black: the window's picture is
// still on the display.
func shown(img *image.RGBA) float64 {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			if c := img.RGBAAt(x, y); c.R > 8 || c.G > 8 || c.B > 8 {
				n++
			}
		}
	}
	return float64(n) / float64((b.Dx()/4)*(b.Dy()/4))
}

// TestIdleWindowDrawsNoFrames: at rest, the window draws no frames while Update goes on
// ticking (issue 30: it drew every frame, 67–88% of a core), its picture stays on the
// display, and input makes it draw again. On each screen: Borrowed Time's table, the generic
// table, the start screen.
func TestIdleWindowDrawsNoFrames(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	cases := []struct {
		name string
		args []string
	}{
		{"Borrowed Time's table", []string{"-quickstart", "-seed", "3"}},
		{"the generic table", []string{"-quickstart", "-scenario", "dockside-depot", "-seed", "3"}},
		{"the start screen", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := startIdleApp(t, c.args...)
			rest := a.atRest(t)
			xdo(t, a.disp, "mousemove", "300", "300")
			a.until("a frame drawn after the pointer moved", func(s frameStats) bool { return s.frames > rest.frames })
		})
	}
}

// TestIdlePreviewDrawsOnlyOnChange: the layout preview (-preview) at rest draws no frames
// either, and draws again when the file is saved and when the pointer moves.
func TestIdlePreviewDrawsOnlyOnChange(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	path := filepath.Join(t.TempDir(), "table.json")
	good := tabletest.RooftopFile(t)
	if err := os.WriteFile(path, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	a := startIdleApp(t, "-preview", path)
	rest := a.atRest(t)
	// A save the watch sees (it looks at the file's time and size): the layout is drawn again.
	moved := strings.Replace(good, `"at": [2.5, 13.5]`, `"at": [2.5, 16]`, 1)
	if err := os.WriteFile(path, []byte(moved), 0o644); err != nil {
		t.Fatal(err)
	}
	saved := a.until("a frame drawn after the save", func(s frameStats) bool { return s.frames > rest.frames })
	calm := a.until("300 ticks more", func(s frameStats) bool { return s.ticks >= saved.ticks+300 })
	if drawn := calm.frames - saved.frames; drawn > 1 {
		t.Errorf("%d frames drawn in %d ticks at rest after the save, want none", drawn, calm.ticks-saved.ticks)
	}
	xdo(t, a.disp, "mousemove", "300", "300")
	a.until("a frame drawn after the pointer moved", func(s frameStats) bool { return s.frames > calm.frames })
}

// TestComputerSeatsPlayWhileIdle: with nobody touching the window, computer seats go on
// playing (Update runs at its full rate) and each of their moves is drawn.
func TestComputerSeatsPlayWhileIdle(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	a := startIdleApp(t, "-quickstart", "-scenario", "dockside-depot", "-seed", "3", "-computer", "all")
	first := a.until("the first stats", func(frameStats) bool { return true })
	later := a.until("3 more commands", func(s frameStats) bool { return s.commands >= first.commands+3 })
	if later.frames <= first.frames {
		t.Errorf("the computer sent %d commands and no frame was drawn", later.commands-first.commands)
	}
}

// atRest lets the app settle (120 ticks), then checks that it draws no frame in 300 ticks
// more, has drawn at least one, and still shows its picture; it returns the counts then.
func (a *idleApp) atRest(t *testing.T) frameStats {
	t.Helper()
	settled := a.until("120 ticks", func(s frameStats) bool { return s.ticks >= 120 })
	rest := a.until("300 ticks more", func(s frameStats) bool { return s.ticks >= settled.ticks+300 })
	if drawn := rest.frames - settled.frames; drawn > 1 {
		t.Errorf("%d frames drawn in %d ticks at rest, want none", drawn, rest.ticks-settled.ticks)
	}
	if rest.frames < 1 {
		t.Errorf("no frame drawn at all")
	}
	if f := shown(a.screen()); f < 0.5 {
		t.Errorf("after %d ticks at rest the display is %.0f%% black: the picture was lost", rest.ticks, 100*(1-f))
	}
	return rest
}
