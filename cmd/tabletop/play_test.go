package main

import (
	"bufio"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// display starts a virtual X display for the test and returns its name.
func display(t *testing.T) string {
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
	x := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp")
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
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+disp)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("xdotool %v: %v\n%s", args, err, out)
	}
	return strings.TrimSpace(string(out))
}

// latest returns the newest file with a suffix in dir.
func latest(t *testing.T, dir, suffix string) string {
	t.Helper()
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), suffix) {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		t.Fatalf("no %s in %s", suffix, dir)
	}
	return filepath.Join(dir, names[len(names)-1])
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// TestPlayWithTheMouse drives the real table in a real window under Xvfb with real input:
// pick a survivor, drag them, shoot a zombie, end the phase — and checks the screenshots and
// the saved game after each step.
func TestPlayWithTheMouse(t *testing.T) {
	disp := display(t)
	dir := t.TempDir()
	if d := os.Getenv("TABLETOP_TEST_SHOTS"); d != "" { // keep the screenshots to look at
		dir = d
	}
	bin := filepath.Join(dir, "tabletop")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	save := filepath.Join(dir, "save.json")
	app := exec.Command(bin, "-scenario", "testdata/skirmish.json", "-quickstart", "-seed", "7", "-mute",
		"-shots", dir, "-save-on-shot", "-save", save)
	app.Env = append(os.Environ(), "DISPLAY="+disp)
	var stderr strings.Builder
	app.Stderr = &stderr
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { app.Process.Kill(); app.Wait() })
	win := xdo(t, disp, "search", "--sync", "--name", "Borrowed Time")
	win = strings.Fields(win)[0]
	time.Sleep(1500 * time.Millisecond)
	geo := xdo(t, disp, "getwindowgeometry", win)
	if !strings.Contains(geo, "1280x800") {
		t.Logf("window geometry: %s", geo)
	}
	s, _ := maps.LoadFile("testdata/skirmish.json")
	var cam camera
	cam.fit(s.Width, s.Height, 1280-panelWidth, 800)
	at := func(x, y float64) (string, string) {
		sx, sy := cam.toScreen(physics.Vec{X: x, Y: y})
		return fmt.Sprint(int(sx)), fmt.Sprint(int(sy))
	}
	click := func(x, y float64) {
		sx, sy := at(x, y)
		xdo(t, disp, "mousemove", "--window", win, sx, sy)
		time.Sleep(150 * time.Millisecond)
		// The table reads input once a frame: hold the button long enough to be seen.
		xdo(t, disp, "mousedown", "1")
		time.Sleep(100 * time.Millisecond)
		xdo(t, disp, "mouseup", "1")
		time.Sleep(300 * time.Millisecond)
	}
	key := func(k string) {
		xdo(t, disp, "keydown", k)
		time.Sleep(100 * time.Millisecond)
		xdo(t, disp, "keyup", k)
		time.Sleep(200 * time.Millisecond)
	}
	shot := func() (image.Image, *game.Game) {
		key("F12")
		time.Sleep(700 * time.Millisecond)
		img := readPNG(t, latest(t, dir, ".png"))
		data, err := os.ReadFile(save)
		if err != nil {
			t.Fatalf("no save after F12: %v (app: %s)", err, stderr.String())
		}
		g, err := game.Load(data)
		if err != nil {
			t.Fatalf("the saved game does not load: %v", err)
		}
		return img, g
	}
	xdo(t, disp, "windowfocus", win)
	img, g := shot()
	if img.Bounds().Dx() != 1280 {
		t.Fatalf("window is %v", img.Bounds())
	}

	// Pick Leo up, and drag him 4" east.
	click(10, 14)
	sx, sy := at(10, 14)
	xdo(t, disp, "mousemove", "--window", win, sx, sy)
	xdo(t, disp, "mousedown", "1")
	time.Sleep(150 * time.Millisecond)
	for k := 1; k <= 8; k++ {
		mx, my := at(10+float64(k)*0.5, 14)
		xdo(t, disp, "mousemove", "--window", win, mx, my)
		time.Sleep(60 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	xdo(t, disp, "mouseup", "1")
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
		px, py := cam.toScreen(physics.Vec{X: 14 + 0.36*math.Cos(a), Y: 14 + 0.36*math.Sin(a)})
		if near(img.At(int(px), int(py)), color.RGBA{240, 200, 40, 255}, 40) {
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
	if last := log[len(log)-1]; last.Type != game.CmdAttack || last.Target != "shambler-1" || last.Weapon != "service-pistol" {
		t.Fatalf("the last command is %+v, want Ramirez's shot", last)
	}
	if st := g.State(); st.Heat < 2 {
		t.Errorf("a pistol shot adds 2 Heat: %d", st.Heat)
	}
	// The dice tray shows the roll: coloured dice squares where the panel's tray is.
	x0, y0 := 1280-panelWidth+14, 800-200
	coloured := 0
	for x := x0; x < x0+24*4; x++ {
		for y := y0; y < y0+20; y++ {
			r, g, b, _ := img.At(x, y).RGBA()
			if r>>8 > 100 || g>>8 > 150 || b>>8 > 150 {
				coloured++
			}
		}
	}
	if coloured < 300 {
		t.Errorf("the dice tray looks empty (%d bright pixels)", coloured)
	}

	// End the phase: the Director's turn.
	key("Return")
	_, g = shot()
	if st := g.State(); st.Phase != game.PhaseDirector {
		t.Fatalf("after Enter the phase is %s", st.Phase)
	}

	// The Director keeps the Heat, the zombies all act, and the round ends.
	key("Return")
	key("space")
	time.Sleep(3 * time.Second) // the activations animate one by one
	key("Return")
	_, g = shot()
	if st := g.State(); st.Round != 2 || st.Phase != game.PhaseSurvivors {
		t.Fatalf("after the Director's phase it is round %d, %s; log %v", st.Round, st.Phase, g.Log())
	}
	zombieActed := false
	for _, c := range g.Log() {
		zombieActed = zombieActed || c.Type == game.CmdActivateAll || c.Type == game.CmdActivateZombie
	}
	if !zombieActed {
		t.Errorf("the zombies never acted: log %v", g.Log())
	}
}
