package main

import (
	"image"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
	zm "github.com/borrowed-time/tabletop/rules/zombiemarines"
	"github.com/borrowed-time/tabletop/ui/table"
)

// marinesPlay is what the Zombie Marines window test has done by mouse so far.
type marinesPlay struct {
	flips, doors, autoFire, grenades, zombieMoves int
	spotsSeen                                     bool
}

func (m *marinesPlay) done() bool {
	return m.flips > 0 && m.doors > 0 && m.autoFire > 0 && m.grenades > 0 && m.zombieMoves > 0
}

// TestZombieMarinesByMouseInTheWindow plays Zombie Marines hot-seat in the real window with
// one Grunt against the zombie player, by mouse alone: the start tile is clicked, door
// counters and zombies are placed on the squares the table marks, the Grunt is placed and
// dragged onto a face-down tile (which turns over), fires its assault rifle (automatic fire)
// and throws a grenade, and a zombie is dragged. The board is drawn face down and face up.
func TestZombieMarinesByMouseInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	ts := startTable(t, 35, 35, "-seed", "4", "-fast-forward")
	ts.snap()
	for _, label := range []string{"Zombie Marines", "Evac", "1", "Start"} {
		if !ts.pressLabel(label) {
			t.Fatalf("no %q on the start screen: %v", label, ts.buttons())
		}
		time.Sleep(300 * time.Millisecond)
		ts.snap()
	}
	ts.key("Return") // the briefing
	img, s := ts.session()
	if s.Ruleset().ID() != zm.ID || len(s.Seats()) != 2 {
		t.Fatalf("the start screen started %s with seats %v", s.Ruleset().ID(), s.Seats())
	}
	// Face down, the map is the dark backs of the tiles.
	if !looksHidden(img, ts.cam, physics.Vec{X: 17.5 + 2, Y: 3.5 + 2}) {
		t.Errorf("a face-down tile is not drawn face down")
	}
	var did marinesPlay
	deadline := time.Now().Add(7 * time.Minute)
	for !did.done() && time.Now().Before(deadline) {
		if _, over := s.Outcome(); over {
			t.Fatalf("the game ended first: %s (did %+v)", s.View(game.Host).Status, did)
		}
		g := s.(*game.Game[zm.State])
		marinesStep(t, ts, g, &did)
		_, s = ts.session()
	}
	if !did.done() {
		t.Fatalf("not everything was played by %s: %+v; commands %v", s.View(game.Host).Status, did, commandsOf(s))
	}
	if !did.spotsSeen {
		t.Errorf("the squares a dragged marine can reach were not marked")
	}
	cmds := commandsOf(s)
	for _, c := range []game.CommandType{"choose-start", "place-door", "deploy", "move", "attack", "throw", "zombie-move"} {
		if cmds[c] == 0 {
			t.Errorf("no %s command in the log: %v", c, cmds)
		}
	}
	// The start tile is face up now: no longer the backs of the tiles.
	img = ts.snap()
	if looksHidden(img, ts.cam, physics.Vec{X: 3.5 + 0.3, Y: 17.5 + 0.3}) {
		t.Errorf("the start tile is still drawn face down")
	}
	t.Logf("played %+v in %s: %v", did, game.Plural(len(s.Log()), "command", "commands"), cmds)
}

// looksHidden reports whether the table point is drawn in the dark blue of a face-down tile.
func looksHidden(img image.Image, cam table.Camera, p physics.Vec) bool {
	x, y := cam.ToScreen(p)
	r, g, b, _ := img.At(int(x), int(y)).RGBA()
	return b>>8 > r>>8+8 && b>>8 < 110 && g>>8 < 90
}

// marinesStep plays one step of the game by mouse, as the phase asks.
func marinesStep(t *testing.T, ts *tableSession, g *game.Game[zm.State], did *marinesPlay) {
	t.Helper()
	st := g.State()
	seat := g.Turn()[0]
	free := g.Actions(seat, "")
	switch st.Phase {
	case zm.PhaseStartTile:
		ts.pressLabel("Choose the start tile")
		clickAt(ts, 3.5+2, 17.5+1) // anywhere on the left edge's middle tile
		if g2 := reload(ts); g2.State().StartTile != 10 {
			t.Fatalf("clicking the tile did not choose it: start tile %d", g2.State().StartTile)
		}
		did.flips++
	case zm.PhaseDoors:
		placeOnSpot(t, ts, free, "Place a door counter", 0)
		did.doors++
	case zm.PhaseTileZombies, zm.PhaseSpawnZombies:
		placeOnSpot(t, ts, free, "Place a zombie", -1)
	case zm.PhaseDeploy:
		placeOnSpot(t, ts, g.Actions(seat, ""), "Place a Grunt", 1)
	case zm.PhaseSpawn:
		ts.pressLabel("Roll for new zombies")
	case zm.PhaseZombies:
		if did.zombieMoves == 0 && dragAZombie(t, ts, g) {
			did.zombieMoves++
			return
		}
		ts.pressLabel("End the zombies' turn")
	case zm.PhaseMarines:
		marineTurn(t, ts, g, seat, did)
	}
}

// reload reads the game as the table has it now.
func reload(ts *tableSession) *game.Game[zm.State] {
	_, s := ts.session()
	return s.(*game.Game[zm.State])
}

// placeOnSpot presses the action and clicks one of its marked spots: the first (0), the
// last (-1), or the one furthest east (1).
func placeOnSpot(t *testing.T, ts *tableSession, acts []game.Action, label string, which int) {
	t.Helper()
	i := slices.IndexFunc(acts, func(a game.Action) bool { return strings.HasPrefix(a.Label, label) && a.Enabled })
	if i < 0 || len(acts[i].Spots) == 0 {
		t.Fatalf("no %q with spots among %v", label, acts)
	}
	spots := acts[i].Spots
	at := spots[0]
	switch which {
	case -1:
		at = spots[len(spots)-1]
	case 1:
		for _, p := range spots {
			if p.X > at.X || p.X == at.X && math.Abs(p.Y-17.5) < math.Abs(at.Y-17.5) {
				at = p
			}
		}
	}
	if !ts.pressLabel(label) {
		t.Fatalf("no button %q: %v", label, ts.buttons())
	}
	// Off the spot by a little: the table snaps the click to it.
	clickAt(ts, at.X+0.2, at.Y-0.15)
}

// marineTurn plays the Grunt's turn: keep an automatic burst going, fire the rifle, throw a
// grenade at a zombie clear of him, else walk east onto face-down tiles, else end the turn.
func marineTurn(t *testing.T, ts *tableSession, g *game.Game[zm.State], seat game.SeatID, did *marinesPlay) {
	t.Helper()
	st := g.State()
	m := st.Marines[0]
	mp := squareMiddle(m.At)
	clickAt(ts, mp.X, mp.Y)
	ts.snap() // the panel now lists the Grunt's actions
	acts := g.Actions(seat, m.ID)
	byLabel := func(prefix string) (game.Action, bool) {
		for _, a := range acts {
			if strings.HasPrefix(a.Label, prefix) && a.Enabled {
				return a, true
			}
		}
		return game.Action{}, false
	}
	if a, ok := byLabel("Keep firing"); ok {
		clickTarget(t, ts, g, a)
		did.autoFire++
		return
	}
	if a, ok := byLabel("Fire Rifle"); ok && did.autoFire == 0 {
		clickTarget(t, ts, g, a)
		did.autoFire++
		return
	}
	if a, ok := byLabel("Throw a grenade"); ok && did.grenades == 0 {
		for _, z := range st.Zombies {
			far := max(abs(z.At.X-m.At.X), abs(z.At.Y-m.At.Y)) >= 2
			if zp := squareMiddle(z.At); far && slices.Contains(a.Spots, zp) {
				ts.pressLabel(a.Label)
				clickAt(ts, zp.X, zp.Y)
				did.grenades++
				return
			}
		}
	}
	if a, ok := byLabel("Move"); ok && len(a.Spots) > 0 {
		to := a.Spots[0]
		for _, p := range a.Spots {
			if p.X > to.X || p.X == to.X && math.Abs(p.Y-mp.Y) < math.Abs(to.Y-mp.Y) {
				to = p
			}
		}
		flipped := g.State().Flipped
		img := ts.dragLooking(mp, to, true)
		if goldSquares(img, ts.cam, a.Spots) > 0 {
			did.spotsSeen = true
		}
		if after := reload(ts).State().Flipped; slices.Compare(boolsToInts(after[:]), boolsToInts(flipped[:])) != 0 {
			did.flips++
		}
		return
	}
	if !ts.pressLabel("End turn") {
		t.Fatalf("the Grunt cannot end his turn: %v", ts.buttons())
	}
}

// clickTarget presses an action that picks a model and clicks its first target.
func clickTarget(t *testing.T, ts *tableSession, g *game.Game[zm.State], a game.Action) {
	t.Helper()
	at, ok := targetAt(g.View(game.Host), a.Targets[0])
	if !ok || !ts.pressLabel(a.Label) {
		t.Fatalf("cannot take %q at %q", a.Label, a.Targets[0])
	}
	clickAt(ts, at.X, at.Y)
}

// dragAZombie drags a zombie that may shamble to its first marked square.
func dragAZombie(t *testing.T, ts *tableSession, g *game.Game[zm.State]) bool {
	t.Helper()
	for _, z := range g.State().Zombies {
		for _, a := range g.Actions(zm.SeatZombies, z.ID) {
			if a.Drag && a.Enabled && len(a.Spots) > 0 {
				from := squareMiddle(z.At)
				ts.dragTable(from, a.Spots[0])
				return true
			}
		}
	}
	return false
}

// goldSquares counts the spots drawn with the gold edge of a reachable square.
func goldSquares(img image.Image, cam table.Camera, spots []physics.Vec) int {
	n := 0
	for _, p := range spots {
		x, y := cam.ToScreen(physics.Vec{X: p.X - 0.45, Y: p.Y})
		for dx := -2; dx <= 2; dx++ {
			if c := img.At(int(x)+dx, int(y)); goldish(c) {
				n++
				break
			}
		}
	}
	return n
}

// clickAt clicks a table point, holding the button long enough for a slow frame.
func clickAt(ts *tableSession, x, y float64) {
	sx, sy := ts.cam.ToScreen(physics.Vec{X: x, Y: y})
	ts.press(int(sx), int(sy))
}

// squareMiddle is the middle of a square of the map (one inch each, from the corner).
func squareMiddle(q grid.Square) physics.Vec {
	return physics.Vec{X: float64(q.X) + 0.5, Y: float64(q.Y) + 0.5}
}

func boolsToInts(bs []bool) []int {
	out := make([]int, len(bs))
	for i, b := range bs {
		if b {
			out[i] = 1
		}
	}
	return out
}

func abs(x int) int { return max(x, -x) }

// goldish reports whether a pixel is the gold of a marked square's edge over the board.
func goldish(c interface{ RGBA() (r, g, b, a uint32) }) bool {
	r, g, b, _ := c.RGBA()
	r, g, b = r>>8, g>>8, b>>8
	return r > 140 && g > 120 && b < 120 && r > b+50
}
