package main

import (
	"image"
	"image/color"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/internal/pngtest"
	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/ui/table"
)

// survivorsScenario is the Survivors scenario the window tests play.
const survivorsScenario = "dockside-depot"

func needSurvivors(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("starts the window")
	}
	if rules.BuiltinRuleset(survivorsScenario) != "survivors" {
		t.Skipf("the built-in scenario %s of Survivors is not here yet", survivorsScenario)
	}
}

// moveTarget is a point about 2" from a model towards the middle of the table that the
// action's preview accepts, trying a few directions.
func moveTarget(s game.Session, seat game.SeatID, tk game.Token, a game.ActionID) (physics.Vec, bool) {
	sc := s.Scenario()
	mid := physics.Vec{X: sc.Width / 2, Y: sc.Height / 2}
	d := mid.Sub(tk.Body.Pos)
	base := math.Atan2(d.Y, d.X)
	for _, turn := range []float64{0, 0.5, -0.5, 1, -1, 1.6, -1.6, math.Pi} {
		to := tk.Body.Pos.Add(physics.Vec{X: math.Cos(base + turn), Y: math.Sin(base + turn)}.Scale(2))
		if pv := s.Preview(seat, tk.ID, a, game.Picks{To: &to}); pv.OK {
			return to, true
		}
	}
	return physics.Vec{}, false
}

// activate plays one activation by mouse: click the character, drag it towards the middle,
// strike or search if it can, and end the activation. It returns what it did.
func activate(t *testing.T, ts *tableSession, s game.Session, seat game.SeatID, tk game.Token, moveIt bool) (moved, struck bool) {
	ts.click(tk.Body.Pos.X, tk.Body.Pos.Y)
	if moveIt {
		for _, a := range s.Actions(seat, tk.ID) {
			if !a.Drag || !a.Enabled {
				continue
			}
			if to, ok := moveTarget(s, seat, tk, a.ID); ok {
				img := ts.dragLooking(tk.Body.Pos, to, true)
				// While dragging, the route runs from the model to the pointer in the
				// preview's colour.
				pv := s.Preview(seat, tk.ID, a.ID, game.Picks{To: &to})
				if n := colourAlong(img, ts.cam, pv.Path, color.RGBA{120, 200, 255, 255}); n == 0 {
					t.Errorf("no route drawn while dragging %s from %v to %v", tk.Name, tk.Body.Pos, to)
				}
				moved = true
			}
			break
		}
		_, s = ts.session()
		for _, a := range s.Actions(seat, tk.ID) {
			if !a.Enabled || len(a.Targets) == 0 || !(strings.HasPrefix(a.Label, "Attack") || strings.HasPrefix(a.Label, "Search")) {
				continue
			}
			at, ok := targetAt(s.View(game.Host), a.Targets[0])
			if !ok || !ts.pressLabel(a.Label) {
				continue
			}
			sx, sy := ts.at(at.X, at.Y)
			xdo(t, ts.disp, "mousemove", "--window", ts.win, sx, sy)
			time.Sleep(300 * time.Millisecond)
			ts.snap() // the target glows, and the preview says the dice
			ts.click(at.X, at.Y)
			struck = true
			_, s = ts.session()
			break
		}
	}
	ts.snap()
	if !ts.pressLabel("End activation") {
		t.Logf("no End activation button after acting with %s: %v", tk.Name, ts.buttons())
	}
	return moved, struck
}

// targetAt is where a model or a marker of the view stands.
func targetAt(v game.View, id string) (physics.Vec, bool) {
	for _, tk := range v.Tokens {
		if tk.ID == id {
			return tk.Body.Pos, true
		}
	}
	for _, m := range v.Markers {
		if m.ID == id {
			return m.At, true
		}
	}
	return physics.Vec{}, false
}

// nextToAct is a character of the seat that may still act, if any.
func nextToAct(s game.Session, seat game.SeatID) (game.Token, bool) {
	for _, tk := range s.View(seat).Tokens {
		if tk.Side != seat || tk.Spent || tk.Down {
			continue
		}
		for _, a := range s.Actions(seat, tk.ID) {
			if a.Enabled {
				return tk, true
			}
		}
	}
	return game.Token{}, false
}

// TestSurvivorsByMouseInTheWindow plays Survivors hot-seat in the real window with real
// input: the start screen's game, scenario and Start; then the bands' characters are
// picked, dragged, strike or search and end their activations, the zombie events are
// settled by the panel's buttons, and the game reaches its second round.
func TestSurvivorsByMouseInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	needSurvivors(t)
	ts := startTable(t, 36, 36, "-seed", "5", "-fast-forward")
	ts.snap()
	for _, label := range []string{"Survivors", "Dockside Depot", "Start"} {
		if !ts.pressLabel(label) {
			t.Fatalf("no %q on the start screen: %v", label, ts.buttons())
		}
		time.Sleep(300 * time.Millisecond)
		ts.snap()
	}
	img, s := ts.session()
	// The game opens on its briefing (its title in gold at the sheet's top left); Enter
	// puts it away.
	gold := 0
	for x := 56; x < 300; x++ {
		for y := 50; y < 76; y++ {
			if nearGold(img.At(x, y)) {
				gold++
			}
		}
	}
	if gold < 30 {
		t.Errorf("the game did not open on its briefing (%d gold pixels where its title goes)", gold)
	}
	ts.key("Return")
	if s.Ruleset().ID() != "survivors" || s.Scenario().ID != survivorsScenario {
		t.Fatalf("the start screen started %s, %s", s.Ruleset().ID(), s.Scenario().ID)
	}
	moves, strikes, activations := 0, 0, 0
	deadline := time.Now().Add(6 * time.Minute)
	for tabletest.RoundOf(s) < 2 && time.Now().Before(deadline) {
		turn := s.Turn()
		if len(turn) == 0 {
			t.Fatalf("the game ended in round 1: %v", s.View(game.Host).Status)
		}
		seat := turn[0]
		if tk, ok := nextToAct(s, seat); ok && hasAction(s, seat, tk.ID, "End activation") {
			moved, struck := activate(t, ts, s, seat, tk, activations < 4)
			activations++
			if moved {
				moves++
			}
			if struck {
				strikes++
			}
		} else if !pressAny(ts) {
			t.Fatalf("nothing to press (%s): %v", s.View(game.Host).Status, ts.buttons())
		}
		_, s = ts.session()
	}
	if tabletest.RoundOf(s) < 2 {
		t.Fatalf("the game did not reach round 2: %s; commands %v", s.View(game.Host).Status, commandsOf(s))
	}
	cmds := commandsOf(s)
	if moves == 0 || cmds["move"] == 0 {
		t.Errorf("no character was dragged (%d drags; commands %v)", moves, cmds)
	}
	if strikes == 0 || cmds["attack"]+cmds["search"] == 0 {
		t.Errorf("no character struck or searched (%d tries; commands %v)", strikes, cmds)
	}
	t.Logf("round 2 reached after %s: %v", game.Plural(len(s.Log()), "command", "commands"), cmds)
}

// hasAction reports whether the model's list offers an action by label.
func hasAction(s game.Session, seat game.SeatID, model, label string) bool {
	for _, a := range s.Actions(seat, model) {
		if a.Label == label {
			return true
		}
	}
	return false
}

// pressAny presses the first enabled button that moves the game on: the side's actions, never
// the table's own (Help, Menu, Undo, Save, Load).
func pressAny(ts *tableSession) bool {
	if pressSettling(ts) || ts.pressLabel("End activation") {
		return true
	}
	for _, b := range ts.buttons() {
		if b.Enabled && !strings.Contains("Help Briefing Menu Undo Save Load", b.Label) {
			ts.press(b.X, b.Y)
			return true
		}
	}
	return false
}

// pressSettling presses a button that settles what the game asks before it goes on: a
// roll-off, deployment done, the table's choice, a question answered yes.
func pressSettling(ts *tableSession) bool {
	for _, label := range []string{"Roll off", "Done deploying", "Let the table choose", "Yes, "} {
		if ts.pressLabel(label) {
			return true
		}
	}
	return false
}

// colourAlong counts the points from a quarter to three quarters of the way along a path
// with a pixel near the colour within 2 pixels of them.
func colourAlong(img image.Image, cam table.Camera, path []physics.Vec, want color.RGBA) int {
	if len(path) < 2 {
		return 0
	}
	n := 0
	for k := 0; k <= 10; k++ {
		x, y := cam.ToScreen(table.Along(path, 0.25+0.05*float64(k)))
		found := false
		for dx := -2; dx <= 2 && !found; dx++ {
			for dy := -2; dy <= 2 && !found; dy++ {
				found = pngtest.Near(img.At(int(x)+dx, int(y)+dy), want, 40)
			}
		}
		if found {
			n++
		}
	}
	return n
}
