package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/internal/pngtest"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/saves"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// display starts a virtual X display for the test and returns its name.
func display(t *testing.T) string {
	t.Helper()
	return displayWith(t)
}

// displayWith starts a virtual X display with more of Xvfb's arguments (-fbdir: its screen
// kept in a file) and returns its name.
func displayWith(t *testing.T, xvfbArgs ...string) string {
	t.Helper()
	if _, err := exec.LookPath("Xvfb"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("Xvfb is missing: scripts/test installs it")
		}
		t.Skip("Xvfb not installed")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("xdotool is missing: scripts/test installs it")
		}
		t.Skip("xdotool not installed")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	x := exec.Command("Xvfb", append([]string{"-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp"}, xvfbArgs...)...)
	x.ExtraFiles = []*os.File{w}
	if err := x.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { x.Process.Kill(); x.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		t.Fatalf("Xvfb gave no display: %v", err)
	}
	return ":" + strings.TrimSpace(line)
}

// xdo runs xdotool on the display.
func xdo(t *testing.T, disp string, args ...string) string {
	t.Helper()
	out, err := xdoOut(disp, args...)
	if err != nil {
		t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
	return out
}

// newest returns the newest file with a suffix in dir, or "".
func newest(dir, suffix string) string {
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), suffix) {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return ""
	}
	return names[len(names)-1]
}

// latest returns the newest file with a suffix in dir.
func latest(t *testing.T, dir, suffix string) string {
	t.Helper()
	name := newest(dir, suffix)
	if name == "" {
		t.Fatalf("no %s in %s", suffix, dir)
	}
	return filepath.Join(dir, name)
}

// TestPlayWithTheMouse drives the real table in a real window under Xvfb with real input:
// pick a survivor, drag them, shoot a zombie, end the phase — and checks the screenshots and
// the saved game after each step.
// tableSession is the real table running in a window on its own Xvfb display, with the
// helpers that drive it by input and read back its screenshots and saves.
type tableSession struct {
	t         *testing.T
	disp, win string
	dir, save string
	cam       table.Camera
	stderr    *strings.Builder
}

// startTable builds the table, starts it with args on a fresh display and waits for its window.
func startTable(t *testing.T, width, height float64, args ...string) *tableSession {
	disp := display(t)
	dir := t.TempDir()
	if d := os.Getenv("TABLETOP_TEST_SHOTS"); d != "" { // keep the screenshots to look at
		dir = filepath.Join(d, t.Name())
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	bin := tableBinary(t)
	ts := &tableSession{t: t, disp: disp, dir: dir, save: filepath.Join(dir, "save.json"), stderr: &strings.Builder{}}
	app := exec.Command(bin, append(args, "-mute", "-shots", dir, "-save-on-shot", "-save", ts.save)...)
	app.Env = append(os.Environ(), "DISPLAY="+disp)
	app.Stderr = ts.stderr
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { app.Process.Kill(); app.Wait() })
	ts.win = strings.Fields(xdo(t, disp, "search", "--sync", "--name", "Borrowed Time"))[0]
	ts.waitSeen("its first frame", func(inputSeen) bool { return true })
	if geo := xdo(t, disp, "getwindowgeometry", ts.win); !strings.Contains(geo, "1280x800") {
		t.Logf("window geometry: %s", geo)
	}
	ts.cam.Fit(width, height, 1280-table.PanelWidth, 800)
	xdo(t, disp, "windowfocus", ts.win)
	return ts
}

// xdo runs xdotool on the session's display. The window is looked for again when xdotool
// finds its id gone (BadWindow: the id the search first gave stood for a window the library
// replaced), and the command tried once more; a failure says what the table wrote.
func (ts *tableSession) xdo(args ...string) string {
	ts.t.Helper()
	out, err := xdoOut(ts.disp, args...)
	if err != nil && strings.Contains(out, "BadWindow") && slices.Contains(args, ts.win) {
		old := ts.win
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
			if found, serr := xdoOut(ts.disp, "search", "--name", "Borrowed Time"); serr == nil {
				if ids := strings.Fields(found); len(ids) > 0 && ids[len(ids)-1] != old {
					ts.win = ids[len(ids)-1]
					break
				}
			}
		}
		if ts.win != old {
			ts.t.Logf("the window's id changed from %s to %s", old, ts.win)
			for i, a := range args {
				if a == old {
					args[i] = ts.win
				}
			}
			out, err = xdoOut(ts.disp, args...)
		}
	}
	if err != nil {
		ts.t.Fatalf("xdotool %v: %v\n%s\nthe table wrote: %s", args, err, out, ts.stderr.String())
	}
	return out
}

// xdoOut runs xdotool on a display and returns what it wrote, trimmed.
func xdoOut(disp string, args ...string) (string, error) {
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+disp)
	out, err := cmd.CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

// at is the screen pixel of a table point.
func (ts *tableSession) at(x, y float64) (string, string) {
	sx, sy := ts.cam.ToScreen(physics.Vec{X: x, Y: y})
	return fmt.Sprint(int(sx)), fmt.Sprint(int(sy))
}

// click clicks the left button on a table point.
func (ts *tableSession) click(x, y float64) {
	ts.t.Helper()
	sx, sy := ts.cam.ToScreen(physics.Vec{X: x, Y: y})
	ts.press(int(sx), int(sy))
}

// shot presses F12 and returns the screenshot and the game of Borrowed Time it saved (with
// the table's camera, for clicks at table points).
func (ts *tableSession) shot() (image.Image, *bt.Game) {
	t := ts.t
	t.Helper()
	img, s := ts.session()
	g, ok := bt.GameOf(s)
	if !ok {
		t.Fatalf("the window plays %s, not Borrowed Time", s.Ruleset().ID())
	}
	return img, g
}

// clickButton clicks the panel button whose label starts with prefix, where the last F12 said
// it was.
func (ts *tableSession) clickButton(prefix string) {
	t := ts.t
	t.Helper()
	data, err := os.ReadFile(ts.save + ".buttons.json")
	if err != nil {
		t.Fatal(err)
	}
	var spots []widget.ButtonSpot
	if err := json.Unmarshal(data, &spots); err != nil {
		t.Fatal(err)
	}
	for _, b := range spots {
		if strings.HasPrefix(b.Label, prefix) {
			if !b.Enabled {
				t.Fatalf("the %q button is disabled", b.Label)
			}
			ts.press(b.X, b.Y)
			return
		}
	}
	t.Fatalf("no button %q in %s", prefix, data)
}

// skirmishFile is a small Borrowed Time table the table's own tests play on too.
const skirmishFile = "../../ui/table/testdata/skirmish.json"

func TestPlayWithTheMouse(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	s, _ := maps.LoadFile(skirmishFile)
	ts := startTable(t, s.Width, s.Height, "-scenario", skirmishFile, "-quickstart", "-seed", "7")
	cam := ts.cam
	click, key, shot := ts.click, ts.key, ts.shot
	img, g := shot()
	if img.Bounds().Dx() != 1280 {
		t.Fatalf("window is %v", img.Bounds())
	}

	// Pick Leo up, and drag him 4" east.
	click(10, 14)
	ts.dragTo(physics.Vec{X: 10, Y: 14}, physics.Vec{X: 14, Y: 14}) // each step seen by the window
	ts.mouseButton(false)
	time.Sleep(800 * time.Millisecond) // the move animates
	img, g = shot()
	st := g.State()
	leo := st.Model("leo")
	if leo.Pos.Dist(physics.Vec{X: 14, Y: 14}) > 0.3 {
		t.Fatalf("Leo is at %v after the drag, want about (14, 14); log %v", leo.Pos, g.Log())
	}
	// Leo's yellow token where he stands now (a ring round the centre, clear of his letter).
	yellow := 0
	for k := 0; k < 8; k++ {
		a := float64(k) * math.Pi / 4
		px, py := cam.ToScreen(physics.Vec{X: 14 + 0.36*math.Cos(a), Y: 14 + 0.36*math.Sin(a)})
		if pngtest.Near(img.At(int(px), int(py)), color.RGBA{240, 200, 40, 255}, 40) {
			yellow++
		}
	}
	if yellow < 6 {
		t.Errorf("Leo's token is not drawn where he now stands (%d of 8 samples yellow)", yellow)
	}

	// Ramirez shoots the Shambler 8" away with her pistol.
	key("e") // end Leo's activation
	click(10, 10)
	click(18, 10)
	img, g = shot()
	log := g.Log()
	if last, ok := log[len(log)-1].(bt.Attack); !ok || last.Target != "shambler-1" || last.Weapon != "service-pistol" {
		t.Fatalf("the last command is %+v, want Ramirez's shot", last)
	}
	if st := g.State(); st.Heat < 2 {
		t.Errorf("a pistol shot adds 2 Heat: %d", st.Heat)
	}
	// The dice tray shows the roll: the dice's pale squares above the log.
	x0, y0 := 1280-table.PanelWidth+14, 800-table.LogHeight-table.TrayHeight-80
	pale := 0
	for x := x0; x < x0+24*6; x++ {
		for y := y0; y < 800-table.LogHeight; y++ {
			if pngtest.Near(img.At(x, y), color.RGBA{225, 225, 215, 255}, 12) {
				pale++
			}
		}
	}
	if pale < 300 {
		t.Errorf("the dice tray looks empty (%d pixels of dice)", pale)
	}

	// End the phase: the Director's turn.
	key("Return")
	_, g = shot()
	if st := g.State(); st.Phase != bt.PhaseDirector {
		t.Fatalf("after Enter the phase is %s", st.Phase)
	}

	// The Director spends 2 Heat on a Shambler at the drain, with the mouse.
	heat := g.State().Heat
	shamblers := func(g *bt.Game) int {
		n := 0
		for _, m := range g.State().Models {
			if m.Kind == "shambler" && m.OnTable() {
				n++
			}
		}
		return n
	}
	before := shamblers(g)
	ts.clickButton("Spawn Shambler")
	click(40, 40)
	_, g = shot()
	if st := g.State(); st.Heat != heat-2 || shamblers(g) != before+1 {
		t.Fatalf("after the Director's spawn: Heat %d (was %d), %d Shamblers (were %d); log %v",
			st.Heat, heat, shamblers(g), before, g.Log())
	}

	// The Director is done (it asks first while Heat is left), the zombies all act, and the
	// round ends.
	key("Return")
	if g.State().Heat > 0 {
		key("Return")
	}
	key("space")
	time.Sleep(3 * time.Second) // the activations animate one by one
	key("Return")
	_, g = shot()
	if st := g.State(); st.Round != 2 || st.Phase != bt.PhaseSurvivors {
		t.Fatalf("after the Director's phase it is round %d, %s; log %v", st.Round, st.Phase, g.Log())
	}
	zombieActed := false
	for _, c := range g.Log() {
		_, all := c.(bt.ActivateAllZombies)
		_, one := c.(bt.ActivateZombie)
		zombieActed = zombieActed || all || one
	}
	if !zombieActed {
		t.Errorf("the zombies never acted: log %v", g.Log())
	}

	// The game in play was kept as it went (at most a second behind): it loads to where the
	// game stands now, for the start screen's Continue.
	auto := saves.SlotName(ts.save, saves.AutosaveSlot)
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		data, err := os.ReadFile(auto)
		if err == nil {
			if kept, err := rules.LoadSave(data); err == nil && kept.Hash() == g.Hash() {
				break
			}
		}
		if time.Now().After(end) {
			t.Fatalf("the autosave %s never reached the game's state (%v)", auto, err)
		}
	}
}

// TestWholeGameToTheEndScreen plays Last Stop Gas from the first round to its end in the real
// window, by the keys alone: the survivors stay in the garage, the Director keeps the Heat, the
// zombies act, and the rounds pass until the Director wins; then the end screen shows the winner.
func TestWholeGameToTheEndScreen(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("plays a whole game")
	}
	s, _ := bt.BuiltinScenario("last-stop-gas")
	ts := startTable(t, s.Width, s.Height, "-scenario", "last-stop-gas", "-quickstart", "-seed", "9")
	ts.key("x") // fast-forward the zombies
	var g *bt.Game
	var img image.Image
	for round := 1; round <= 30; round++ {
		ts.key("Return") // the survivors end their phase: nobody has acted, so it asks first
		ts.key("Return") // yes
		_, g = ts.shot()
		ts.key("Return") // the Director spends nothing
		if g.State().Heat > 0 {
			ts.key("Return") // it asks first while there is Heat to spend
		}
		ts.key("space") // every zombie acts
		time.Sleep(time.Second)
		ts.key("Return") // the round ends
		img, g = ts.shot()
		st := g.State()
		if st.Phase == bt.PhaseOver {
			break
		}
		if st.Round != round+1 {
			t.Fatalf("after round %d's keys it is round %d, %s (%s); log %v", round, st.Round, st.Phase, st.Step, g.Log())
		}
	}
	st := g.State()
	if st.Phase != bt.PhaseOver || st.Winner != "director" {
		t.Fatalf("after %d rounds: phase %s, winner %q", st.Round, st.Phase, st.Winner)
	}
	t.Logf("round %d: %s", st.Round, st.WinReason)
	// The end screen's headline is drawn in gold on the panel.
	gold := 0
	for x := 1280 - table.PanelWidth; x < 1280; x++ {
		for y := 0; y < 200; y++ {
			if pngtest.Near(img.At(x, y), widget.ColGold, 60) {
				gold++
			}
		}
	}
	if gold < 50 {
		t.Errorf("no gold headline on the end screen (%d gold pixels)", gold)
	}

	// New game: back to the start screen, and Enter deals a fresh game.
	ts.key("n")
	time.Sleep(300 * time.Millisecond)
	ts.key("Return")
	time.Sleep(500 * time.Millisecond)
	_, g = ts.shot()
	if st := g.State(); st.Round != 1 || st.Phase != bt.PhaseSurvivors || st.Threat != 0 {
		t.Fatalf("after New game: round %d, %s, Threat %d", st.Round, st.Phase, st.Threat)
	}
}
