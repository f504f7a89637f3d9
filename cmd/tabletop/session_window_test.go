package main

import (
	"encoding/json"
	"image"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/borrowed-time/tabletop/ui/widget"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/internal/pngtest"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
)

// snap presses F12 and waits for the screenshot; the table (-save-on-shot) writes its game
// and where its buttons are beside it.
func (ts *tableSession) snap() image.Image {
	t := ts.t
	t.Helper()
	before := newest(ts.dir, ".png")
	ts.key("F12")
	// The table writes the game and its buttons first and the picture last, whole under
	// another name and then renamed: once a new picture is there, all three are complete and
	// of that frame. The deadline only keeps a hung table from hanging the test.
	for deadline := time.Now().Add(20 * time.Second); newest(ts.dir, ".png") == before && time.Now().Before(deadline); {
		time.Sleep(40 * time.Millisecond)
	}
	return pngtest.Read(t, latest(t, ts.dir, ".png"))
}

// session presses F12 and returns the screenshot and the game of any ruleset it saved.
func (ts *tableSession) session() (image.Image, game.Session) {
	t := ts.t
	t.Helper()
	img := ts.snap()
	data, err := os.ReadFile(ts.save)
	if err != nil {
		t.Fatalf("no save after F12: %v (app: %s)", err, ts.stderr.String())
	}
	s, err := rules.LoadSave(data)
	if err != nil {
		t.Fatalf("the saved game does not load: %v", err)
	}
	// The table's camera as it was (the board framed, or framed again as it grew): clicks
	// at table points land where the table draws them.
	if data, err := os.ReadFile(ts.save + ".camera.json"); err == nil {
		var c table.CameraSpot
		if json.Unmarshal(data, &c) == nil && c.Scale > 0 {
			ts.cam.Scale, ts.cam.Offset = c.Scale, physics.Vec{X: c.OffsetX, Y: c.OffsetY}
		}
	}
	return img, s
}

// buttons reads where the last F12 said the buttons were.
func (ts *tableSession) buttons() []widget.ButtonSpot {
	ts.t.Helper()
	data, err := os.ReadFile(ts.save + ".buttons.json")
	if err != nil {
		ts.t.Fatal(err)
	}
	var spots []widget.ButtonSpot
	if err := json.Unmarshal(data, &spots); err != nil {
		ts.t.Fatal(err)
	}
	return spots
}

// hasButton reports whether the last F12 listed an enabled button starting with prefix.
func (ts *tableSession) hasButton(prefix string) bool {
	for _, b := range ts.buttons() {
		if strings.HasPrefix(b.Label, prefix) && b.Enabled {
			return true
		}
	}
	return false
}

// press clicks a window pixel: the pointer there, the button down and up, each seen by the
// window before the next.
func (ts *tableSession) press(x, y int) {
	ts.t.Helper()
	ts.moveTo(x, y)
	ts.mouseButton(true)
	ts.mouseButton(false)
}

// pressButton clicks the enabled button whose label starts with prefix, where the last F12
// said it was.
func (ts *tableSession) pressButton(prefix string) {
	ts.t.Helper()
	for _, b := range ts.buttons() {
		if strings.HasPrefix(b.Label, prefix) && b.Enabled {
			ts.press(b.X, b.Y)
			return
		}
	}
	ts.t.Fatalf("no enabled button %q among %v", prefix, ts.buttons())
}

// dragTable drags with the left button from one table point to another, holding still at
// each end long enough for a slow frame to see it.
func (ts *tableSession) dragTable(from, to physics.Vec) { ts.dragLooking(from, to, false) }

// dragLooking drags as dragTable does and, when look is set, takes a screenshot before
// letting go: the preview as the player sees it.
func (ts *tableSession) dragLooking(from, to physics.Vec, look bool) image.Image {
	ts.dragTo(from, to)
	time.Sleep(400 * time.Millisecond) // held still at the end, as a hand would
	var img image.Image
	if look {
		img = ts.snap()
	}
	ts.mouseButton(false)
	return img
}

// dragTo presses the button on one table point and moves the pointer to another in eight
// steps, each seen by the window, the button still down.
func (ts *tableSession) dragTo(from, to physics.Vec) {
	ts.t.Helper()
	sx, sy := ts.cam.ToScreen(from)
	ts.moveTo(int(sx), int(sy))
	ts.mouseButton(true)
	for k := 1; k <= 8; k++ {
		mx, my := ts.cam.ToScreen(from.Lerp(to, float64(k)/8))
		ts.moveTo(int(mx), int(my))
	}
}

// TestGenericTableInTheWindow plays a Borrowed Time game on the one table every game plays
// on (no flag needed), by its buttons alone: the survivors end their phase, the turn passes to the Director (the
// banner says so), and the Director's buttons play the round to its end.
func TestGenericTableInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	ts := startTable(t, 48, 48, "-quickstart", "-seed", "3", "-fast-forward")
	_, s := ts.session()
	if got := s.Ruleset().ID(); got != game.RulesetID(maps.BorrowedTime) {
		t.Fatalf("the game is %s", got)
	}
	for step := 0; step < 12; step++ {
		if len(s.Log()) >= 3 && strings.Contains(s.View(game.Host).Status, "Round 2") {
			return
		}
		labels := ts.buttons()
		if len(labels) == 0 {
			t.Fatal("no buttons")
		}
		// What moves the round on, in the order the round asks for it (the Heat menu's
		// items and single zombies need a pick on the table).
		pressed := false
		for _, want := range []string{"End activation", "Yes, end the survivors' phase", "End the survivors' phase", "Yes, stop spending", "Stop spending Heat", "Activate every zombie", "End the round"} {
			if ts.pressLabel(want) {
				pressed = true
				break
			}
		}
		if !pressed {
			t.Fatalf("no action button to press: %v", labels)
		}
		time.Sleep(500 * time.Millisecond)
		_, s = ts.session()
	}
	t.Fatalf("the round did not end: %s; log %d commands", s.View(game.Host).Status, len(s.Log()))
}

// pressLabel clicks the enabled button whose label, without the chosen mark, starts with
// prefix; false when there is none.
func (ts *tableSession) pressLabel(prefix string) bool {
	for _, b := range ts.buttons() {
		if b.Enabled && strings.HasPrefix(strings.TrimPrefix(b.Label, "» "), prefix) {
			ts.press(b.X, b.Y)
			return true
		}
	}
	return false
}

// commandsOf counts a game's commands by type.
func commandsOf(s game.Session) map[game.CommandType]int {
	out := map[game.CommandType]int{}
	for _, e := range s.Log() {
		out[e.Cmd.CommandType()]++
	}
	return out
}
