//go:build !js

package main

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/borrowed-time/tabletop/physics"
)

// TestBrowserIdleDrawsNoFrames: in the browser too the table draws nothing at rest (issue 30:
// a laptop's fan and battery pay for every frame), while its loop goes on ticking, and input
// makes it draw again; an audio context the page opened is suspended at rest and resumed on
// input. The page runs with -frame-stats, whose lines reach the console. The
// share of a core that Chromium's processes used at rest is logged: docs/performance.md
// records it, measured with TABLETOP_IDLE_TICKS=100 (20 s of ticks: at rest the page ticks
// 5 times a second).
func TestBrowserIdleDrawsNoFrames(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("opens the table in Chromium")
	}
	bs := openBrowser(t, "quickstart&seed=3&frame-stats")
	stats := make(chan frameStats, 1000)
	go func() {
		for m, err := range chromedp.Console(bs.ctx) {
			if err != nil {
				return
			}
			if s, ok := parseFrameStats(m.String()); ok {
				stats <- s
			}
		}
	}()
	until := func(what string, ok func(frameStats) bool) frameStats {
		t.Helper()
		return awaitStats(t, stats, what, ok, func() string { return fmt.Sprint("problems: ", bs.errors()) })
	}
	rest := 60
	if n, err := strconv.Atoi(os.Getenv("TABLETOP_IDLE_TICKS")); err == nil && n > 0 {
		rest = n
	}
	settled := until("120 ticks", func(s frameStats) bool { return s.ticks >= 120 })
	// A sound, as the table's first dice would make: the page keeps the audio context it
	// opens, to suspend it at rest (a running one keeps the audio threads busy).
	state, err := chromedp.Run(bs.ctx, chromedp.Evaluate[string](`(() => {
		const c = new AudioContext();
		const o = c.createOscillator(), g = c.createGain();
		g.gain.value = 0.0001;
		o.connect(g).connect(c.destination);
		o.start();
		o.stop(c.currentTime + 0.2);
		window.tabletopTestSound = c;
		return c.state;
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	soundState := func() string {
		v, err := chromedp.Run(bs.ctx, chromedp.Evaluate[string](`window.tabletopTestSound.state`))
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if state == "running" { // a few seconds at rest, once its sound is over
		for deadline := time.Now().Add(time.Minute); soundState() != "suspended"; time.Sleep(100 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("the audio context is %s a minute into the rest, want suspended", soundState())
			}
		}
	} else {
		t.Logf("the audio context never ran (%s): the browser waits for a gesture", state)
	}
	from := until("the next line", func(frameStats) bool { return true })
	cpu0, wall0 := processTreeCPU(t, bs), time.Now()
	after := until(fmt.Sprintf("%d ticks more", rest), func(s frameStats) bool { return s.ticks >= from.ticks+rest })
	cpu1, wall1 := processTreeCPU(t, bs), time.Now()
	if drawn := after.frames - settled.frames; drawn > 1 {
		t.Errorf("%d frames drawn in %d ticks at rest, want none", drawn, after.ticks-settled.ticks)
	}
	if after.frames < 1 {
		t.Errorf("no frame drawn at all")
	}
	t.Logf("at rest: %d frames in %d ticks; then Chromium's processes used %.1f%% of a core over %.1f s",
		after.frames-settled.frames, after.ticks-settled.ticks, 100*(cpu1-cpu0).Seconds()/wall1.Sub(wall0).Seconds(), wall1.Sub(wall0).Seconds())
	// The context's changes of state are kept as they happen: resumed by the input, it rests
	// again a few seconds later, which a look at its state alone could miss on a slow machine.
	if _, err := chromedp.Run(bs.ctx, chromedp.Evaluate[bool](`(() => {
		const c = window.tabletopTestSound;
		window.tabletopTestSoundStates = [];
		c.addEventListener("statechange", () => window.tabletopTestSoundStates.push(c.state));
		return true;
	})()`)); err != nil {
		t.Fatal(err)
	}
	bs.mouse(chromedp.MouseMoved, physics.Vec{X: 20, Y: 20}, 0)
	bs.mouse(chromedp.MouseMoved, physics.Vec{X: 22, Y: 21}, 0)
	if state == "running" {
		for deadline := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
			resumed, err := chromedp.Run(bs.ctx, chromedp.Evaluate[bool](`window.tabletopTestSoundStates.includes("running")`))
			if err != nil {
				t.Fatal(err)
			}
			if resumed {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the audio context did not run again in a minute after the pointer moved (it is %s)", soundState())
			}
		}
	}
	until("a frame drawn after the pointer moved", func(s frameStats) bool { return s.frames > after.frames })
}

// processTreeCPU is the processor time (user and system) Chromium's processes have used so
// far: the browser's own and every process below it (renderers, the GPU process, utilities).
func processTreeCPU(t *testing.T, bs *browserSession) time.Duration {
	t.Helper()
	root := chromedp.FromContext(bs.ctx).Browser.Process()
	if root == nil {
		t.Fatal("no browser process")
	}
	hz := 100.0 // USER_HZ: the unit of /proc's times on Linux
	if out, err := exec.Command("getconf", "CLK_TCK").Output(); err == nil {
		if v, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64); err == nil && v > 0 {
			hz = v
		}
	}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatal(err)
	}
	parent, ticks := map[int]int{}, map[int]float64{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		data, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue // gone meanwhile
		}
		// The fields after the command's name, which is in parentheses and may hold spaces:
		// state, ppid, … utime is the 14th field of the line, stime the 15th.
		s := string(data)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) < 13 {
			continue
		}
		ppid, _ := strconv.Atoi(f[1])
		ut, _ := strconv.ParseFloat(f[11], 64)
		st, _ := strconv.ParseFloat(f[12], 64)
		parent[pid], ticks[pid] = ppid, ut+st
	}
	total := 0.0
	for pid, tk := range ticks {
		for p := pid; p > 1; p = parent[p] {
			if p == root.Pid {
				total += tk
				break
			}
		}
	}
	return time.Duration(total / hz * float64(time.Second))
}
