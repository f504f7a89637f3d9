package main

import (
	"image"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/internal/pngtest"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
	sg "github.com/borrowed-time/tabletop/rules/schoolgrounds"
)

// schoolPlay is what the School Grounds window test has done by mouse so far.
type schoolPlay struct {
	doors, searches, spawns, zombieMoves, attacks, damage, covers int
	target                                                        string // the zombie attacked
}

func (d *schoolPlay) done() bool {
	return d.doors > 0 && d.searches > 0 && d.spawns > 0 && d.attacks > 0 && d.damage > 0
}

// TestSchoolGroundsByMouseInTheWindow plays School Grounds hot-seat in the real window with
// two players and dice typed in, by mouse alone (and the dice's digits): Milo and Ellie are
// chosen on the fountain, Milo walks to the school's door and opens it, both search a pile,
// the screen is handed over behind its cover whenever it passes to the other player (each
// holds secret cards), the zombie master drawn after turn 2 spawns a zombie on the board's
// edge and walks it in, and the survivor left walks up to it and kills it: opposed d20s, then
// the damage die.
func TestSchoolGroundsByMouseInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	ts := startTable(t, 42, 17, "-seed", "5", "-fast-forward")
	ts.snap()
	for _, label := range []string{"School Grounds", "2 players", "real dice", "Start"} {
		if !ts.pressLabel(label) {
			t.Fatalf("no %q on the start screen: %v", label, ts.buttons())
		}
		time.Sleep(300 * time.Millisecond)
		ts.snap()
	}
	ts.key("Return") // the briefing
	s := schoolSession(ts)
	if s.Ruleset().ID() != sg.ID || len(s.Seats()) != 2 || !s.Setup().TableDice {
		t.Fatalf("the start screen started %s with seats %v, table dice %v", s.Ruleset().ID(), s.Seats(), s.Setup().TableDice)
	}
	var did schoolPlay
	deadline := time.Now().Add(8 * time.Minute)
	for !did.done() && time.Now().Before(deadline) {
		if _, over := s.Outcome(); over {
			t.Fatalf("the game ended first: %s (did %+v)", s.View(game.Host).Status, did)
		}
		schoolStep(t, ts, s.(*game.Game[sg.State]), &did)
		s = schoolSession(ts)
		if schoolCovered(ts) {
			ts.press(640, 400) // as the next player would: "click when ready"
			did.covers++
			if s = schoolSession(ts); schoolCovered(ts) {
				t.Fatal("a click did not lift the hand-over cover")
			}
		}
	}
	if !did.done() {
		t.Fatalf("not everything was played by %s: %+v; commands %v", s.View(game.Host).Status, did, commandsOf(s))
	}
	g := s.(*game.Game[sg.State])
	st := g.State()
	cmds := commandsOf(s)
	for _, c := range []game.CommandType{"choose", "move", "open", "search", "spawn", "zombie-move", "attack", "damage"} {
		if cmds[c] == 0 {
			t.Errorf("no %s command in the log: %v", c, cmds)
		}
	}
	if st.Kills != 1 || slices.ContainsFunc(st.Zombies, func(z sg.Zombie) bool { return z.ID == did.target }) {
		t.Errorf("%s was not killed: %d kills, zombies %+v", did.target, st.Kills, st.Zombies)
	}
	if !slices.Contains(st.Used, true) || !slices.ContainsFunc(st.Doors, func(d sg.DoorState) bool { return d.Open }) {
		t.Errorf("no pile searched or no door open: used %v, doors %+v", st.Used, st.Doors)
	}
	if did.covers == 0 {
		t.Errorf("the screen was never handed over behind its cover, though both players held secret cards")
	}
	t.Logf("played %+v in %s: %v", did, game.Plural(len(s.Log()), "command", "commands"), cmds)
}

// schoolSession presses F12 and returns the game the table saved, reading the save again for a
// while when it is not whole yet (a loaded machine may still be writing it).
func schoolSession(ts *tableSession) game.Session {
	ts.t.Helper()
	ts.snap()
	var err error
	for k := 0; k < 20; k++ {
		var data []byte
		if data, err = os.ReadFile(ts.save); err == nil {
			var s game.Session
			if s, err = rules.LoadSave(data); err == nil {
				return s
			}
		}
		time.Sleep(250 * time.Millisecond)
	}
	ts.t.Fatalf("the saved game does not load: %v (app: %s)", err, ts.stderr.String())
	return nil
}

// schoolCovered reports whether the last screenshot is the hand-over cover.
func schoolCovered(ts *tableSession) bool { return coverShown(ts.snapImage()) }

// snapImage is the newest screenshot.
func (ts *tableSession) snapImage() image.Image {
	return pngtest.Read(ts.t, latest(ts.t, ts.dir, ".png"))
}

// schoolStep plays one step by mouse, as the phase asks.
func schoolStep(t *testing.T, ts *tableSession, g *game.Game[sg.State], did *schoolPlay) {
	t.Helper()
	st := g.State()
	seat := g.Turn()[0]
	switch {
	case st.Strike != nil:
		if !ts.pressLabel("Roll the damage") {
			t.Fatalf("no damage to roll: %v", ts.buttons())
		}
		ts.key("6") // the damage die
		did.damage++
	case st.Phase == sg.PhasePick && len(st.PickOrder) == 0:
		if !ts.pressLabel("Roll off for the characters") {
			t.Fatalf("no roll-off: %v", ts.buttons())
		}
		ts.key("6") // player 1's die: player 1 chooses first, then player 2
		ts.key("1")
	case st.Phase == sg.PhasePick:
		chars := []string{"Milo", "Ellie"}
		at := squareMiddle(grid.Square{X: 13 + len(st.Survivors), Y: 7})
		if !ts.pressLabel("Play " + chars[len(st.Survivors)]) {
			t.Fatalf("no Play %s: %v", chars[len(st.Survivors)], ts.buttons())
		}
		clickAt(ts, at.X, at.Y)
	case st.Phase == sg.PhaseSurvivors:
		schoolSurvivor(t, ts, g, seat, did)
	case st.Phase == sg.PhaseMaster:
		schoolMaster(t, ts, g, seat, did)
	}
}

// schoolSurvivor plays the survivor of the seat at the screen: in turns 1 and 2 Milo opens the
// school's door and searches the pile behind it while Ellie searches the pile by the fence;
// later the survivor left attacks a zombie in reach, else walks towards the nearest zombie
// (or east, while there is none).
func schoolSurvivor(t *testing.T, ts *tableSession, g *game.Game[sg.State], seat game.SeatID, did *schoolPlay) {
	t.Helper()
	st := g.State()
	i := slices.IndexFunc(st.Survivors, func(sv sg.Survivor) bool { return sg.PlayerSeat(sv.Seat) == seat })
	sv := st.Survivors[i]
	id := "s" + strings.TrimPrefix(string(seat), "player-")
	from := squareMiddle(sv.At)
	clickAt(ts, from.X, from.Y)
	ts.snap() // the panel now lists the survivor's actions
	acts := g.Actions(seat, id)
	press := func(label string) {
		if !ts.pressLabel(label) {
			t.Fatalf("%s cannot %q: %v", id, label, ts.buttons())
		}
	}
	walk := func(x, y int) { ts.dragTable(from, squareMiddle(grid.Square{X: x, Y: y})) }
	switch {
	case schoolEnabled(append(acts, g.Actions(seat, "")...), "Seen: end the turn"): // the card found is shown before the turn passes
		press("Seen: end the turn")
	case sv.Char == "milo" && sv.At == (grid.Square{X: 13, Y: 7}):
		walk(11, 5)
	case sv.Char == "milo" && sv.At == (grid.Square{X: 11, Y: 5}) && schoolEnabled(acts, "Open the door"):
		press("Open the door")
		did.doors++
	case sv.Char == "milo" && sv.At == (grid.Square{X: 11, Y: 5}) && st.Round == 2:
		walk(7, 5)
	case sv.Char == "ellie" && sv.At == (grid.Square{X: 14, Y: 7}):
		walk(19, 7)
	case sv.Char == "ellie" && sv.At == (grid.Square{X: 19, Y: 7}):
		walk(24, 7)
	case sv.Char == "ellie" && sv.At == (grid.Square{X: 24, Y: 7}) && st.Round == 2:
		walk(25, 9)
	case schoolEnabled(acts, "Search"):
		press("Search")
		did.searches++
	case st.Round <= 2:
		press("End turn")
	default:
		schoolHunt(t, ts, g, acts, from, did)
	}
}

// schoolHunt attacks a zombie in reach, rolling 17 against 1 (a hit), else walks through the
// gate in the fence and then to the square nearest the zombie, else ends the turn.
func schoolHunt(t *testing.T, ts *tableSession, g *game.Game[sg.State], acts []game.Action, from physics.Vec, did *schoolPlay) {
	t.Helper()
	for _, a := range acts {
		if strings.HasPrefix(a.Label, "Attack") && a.Enabled && len(a.Targets) > 0 {
			at, ok := targetAt(g.View(game.Host), a.Targets[0])
			if !ok || !ts.pressLabel(a.Label) {
				t.Fatalf("cannot take %q at %q", a.Label, a.Targets[0])
			}
			clickAt(ts, at.X, at.Y)
			ts.key("1") // the survivor's d20: 17, a number of two digits
			ts.key("7")
			ts.key("1") // the master's: a 1 could begin 10 to 19, so Enter says it is all
			ts.key("Return")
			did.attacks++
			did.target = a.Targets[0]
			return
		}
	}
	goal := physics.Vec{X: 28.5, Y: 8.5} // the gate in the fence: the zombies come from the street
	if zs := g.State().Zombies; len(zs) > 0 && from.X > 28 {
		goal = squareMiddle(zs[0].At)
	}
	for _, a := range acts {
		if a.Label == "Move" && a.Enabled && len(a.Spots) > 0 {
			to := nearestSpot(a.Spots, goal)
			if to.Sub(goal).Len() < from.Sub(goal).Len() {
				ts.dragTable(from, to)
				return
			}
		}
	}
	if !ts.pressLabel("End turn") {
		t.Fatalf("cannot end the turn: %v", ts.buttons())
	}
}

// schoolMaster plays the master's turn: the first zombie to spawn rises on the marked square
// nearest the survivor (the master stops spawning after it); each zombie with actions left walks as near it as it can, or waits beside it;
// then the turn ends.
func schoolMaster(t *testing.T, ts *tableSession, g *game.Game[sg.State], seat game.SeatID, did *schoolPlay) {
	t.Helper()
	st := g.State()
	var prey physics.Vec
	for _, sv := range st.Survivors {
		if sv.Life == sg.Alive {
			prey = squareMiddle(sv.At)
		}
	}
	if st.Placing && did.spawns > 0 {
		ts.pressLabel("Stop spawning") // one zombie is enough to fight
		return
	}
	if st.Placing {
		acts := g.Actions(seat, "")
		i := slices.IndexFunc(acts, func(a game.Action) bool { return strings.HasPrefix(a.Label, "Spawn") && a.Enabled })
		if i < 0 || len(acts[i].Spots) == 0 {
			t.Fatalf("no squares to spawn on: %v", acts)
		}
		at := nearestSpot(acts[i].Spots, prey)
		ts.pressLabel("Spawn")
		clickAt(ts, at.X+0.2, at.Y-0.15) // off the middle a little: the table snaps to the square
		did.spawns++
		return
	}
	for _, z := range st.Zombies {
		if z.Acts == 0 {
			continue
		}
		from := squareMiddle(z.At)
		clickAt(ts, from.X, from.Y)
		ts.snap()
		for _, a := range g.Actions(seat, z.ID) {
			if a.Drag && a.Enabled && len(a.Spots) > 0 {
				if to := nearestSpot(a.Spots, prey); to.Sub(prey).Len() < from.Sub(prey).Len()-0.1 && from.Sub(prey).Len() > 1.5 {
					ts.dragTable(from, to)
					did.zombieMoves++
					return
				}
			}
		}
		if !ts.pressLabel("Wait") {
			t.Fatalf("the zombie cannot wait: %v", ts.buttons())
		}
		return
	}
	if !ts.pressLabel("End the master's turn") {
		t.Fatalf("the master cannot end the turn: %v", ts.buttons())
	}
}

// schoolEnabled reports whether an enabled action's label starts with prefix.
func schoolEnabled(acts []game.Action, prefix string) bool {
	return slices.ContainsFunc(acts, func(a game.Action) bool { return strings.HasPrefix(a.Label, prefix) && a.Enabled })
}

// nearestSpot is the spot nearest to p.
func nearestSpot(spots []physics.Vec, p physics.Vec) physics.Vec {
	best := spots[0]
	for _, q := range spots {
		if q.Sub(p).Len() < best.Sub(p).Len() {
			best = q
		}
	}
	return best
}
