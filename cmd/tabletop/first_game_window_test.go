package main

import (
	"image"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// A newcomer's first game of each game other than Borrowed Time (whose whole game is
// TestWholeGameToTheEndScreen and whose tutorial is TestTutorialInTheWindow): from the start
// screen, by mouse, one seat played at the table and the computer in every other, to the end
// screen's verdict.

// TestFirstSurvivorsGameInTheWindow: Survivors' first scenario, the player's band against the
// dead, from the start screen to the end screen.
func TestFirstSurvivorsGameInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	firstGameInTheWindow(t, "Survivors", 0, 36, "2")
}

// TestFirstZombieMarinesGameInTheWindow: the first marine played at the table, the other
// marines and the zombies by the computer.
func TestFirstZombieMarinesGameInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	firstGameInTheWindow(t, "Zombie Marines", 1, 35, "5")
}

// TestFirstSchoolGroundsGameInTheWindow: one survivor played at the table, the others (and
// the zombie master, once drawn) by the computer.
func TestFirstSchoolGroundsGameInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	firstGameInTheWindow(t, "School Grounds", 0, 42, "2")
}

// TestFirstDirectorDeckGameInTheWindow: one survivor played at the table against the deck,
// the other survivors by the computer.
func TestFirstDirectorDeckGameInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	firstGameInTheWindow(t, "Director Deck", 0, 48, "3")
}

// firstGameInTheWindow starts the table with no flag but the seed, picks the game on the
// start screen (its first scenario), gives every seat but one (the mine'th row of seats) to
// the computer, starts, turns fast-forward on with X as a player may, and plays that seat by
// mouse until the end screen, whose verdict it checks.
func firstGameInTheWindow(t *testing.T, gameName string, mine int, size float64, seed string) {
	t.Helper()
	if testing.Short() {
		t.Skip("plays a whole game in a window")
	}
	ts := startTable(t, size, size, "-seed", seed)
	ts.snap()
	if !ts.pressLabel(gameName) {
		t.Fatalf("no %q on the start screen: %v", gameName, ts.buttons())
	}
	ts.snap()
	// Every seat's row offers "a player" and "the computer", one row below the other.
	seats := len(computerChoices(ts.buttons()))
	for k := range seats {
		if k != mine {
			b := computerChoices(ts.buttons())[k]
			ts.press(b.X, b.Y)
			ts.snap()
		}
	}
	if !ts.pressLabel("Start") {
		t.Fatalf("no Start on the start screen: %v", ts.buttons())
	}
	ts.key("Return") // the briefing
	ts.key("x")      // fast-forward: the computer's moves at full speed
	img, s := ts.session()
	if !strings.EqualFold(s.Ruleset().Name(), gameName) {
		t.Fatalf("the start screen started %s, not %s", s.Ruleset().Name(), gameName)
	}
	me := s.Seats()[mine].ID
	presses := 0
	deadline := time.Now().Add(8 * time.Minute) // only a guard: the loop waits on the game
	for {
		if _, over := s.Outcome(); over {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end: %s, %s; commands %v", s.View(game.Host).Status, game.Plural(len(s.Log()), "command", "commands"), commandsOf(s))
		}
		switch turn := s.Turn(); {
		case coverShown(img):
			ts.press(640, 400) // the hand-over cover: "click when ready"
		case slices.Contains(turn, me) && playBy(ts, s, me):
			presses++
		default:
			time.Sleep(time.Second) // the computer's turn: look again
		}
		img, s = ts.session()
	}
	o, _ := s.Outcome()
	if n := verdictGold(img); n < 40 {
		t.Errorf("no verdict drawn on the end screen (%d gold pixels)", n)
	}
	if presses == 0 {
		t.Errorf("the player's seat never pressed anything: the computer played it")
	}
	t.Logf("%s ended in round %d after %d presses by mouse and %s: %s (winners %v)", gameName, o.Round, presses, game.Plural(len(s.Log()), "command", "commands"), o.Reason, o.Winners)
}

// playBy plays a seat's next step by mouse, the simplest way on: a button that settles what
// the game asks (a roll-off, deployment, a question); else one of the seat's actions, the
// simplest first — one that ends an activation or a turn, one that needs nothing picked, one
// aimed at a model or marker (its first target clicked on the table), a choice (its first
// choice pressed), a point (the first spot the rules list clicked). A character's action is
// taken with the character picked first, from the roster or on the table.
func playBy(ts *tableSession, s game.Session, seat game.SeatID) bool {
	if pressSettling(ts) {
		return true
	}
	type option struct {
		tk game.Token // the zero token: the seat's own action
		a  game.Action
	}
	rank := func(a game.Action) int {
		switch {
		case a.Ends:
			return 0
		case a.Needs == game.PickNothing:
			return 1
		case (a.Needs == game.PickModel || a.Needs == game.PickPlace) && len(a.Targets) > 0:
			return 2
		case a.Needs == game.PickChoice && len(a.Choices) > 0:
			return 3
		case a.Needs == game.PickPoint && len(a.Spots) > 0:
			return 4
		}
		return -1
	}
	v := s.View(seat)
	var best *option
	for _, tk := range append([]game.Token{{}}, v.Tokens...) {
		if tk.ID != "" && (tk.Side != seat || tk.Spent || tk.Down) {
			continue
		}
		for _, a := range s.Actions(seat, tk.ID) {
			if r := rank(a); a.Enabled && r >= 0 && (best == nil || r < rank(best.a)) {
				best = &option{tk, a}
			}
		}
	}
	if best == nil {
		return false
	}
	a := best.a
	if !ts.pressLabel(a.Label) && !ts.hasButton("» "+a.Label) {
		// Its character is not picked: pick it, from the roster or on the table; its
		// action is taken at the next look.
		if tk := best.tk; !ts.pressLabel(tk.Name) {
			ts.click(tk.Body.Pos.X, tk.Body.Pos.Y)
		}
		return true
	}
	switch rank(a) {
	case 2:
		if at, ok := targetAt(v, a.Targets[0]); ok {
			ts.click(at.X, at.Y)
		}
	case 3:
		ts.snap()
		ts.pressLabel(a.Choices[0].Label)
	case 4:
		ts.click(a.Spots[0].X, a.Spots[0].Y)
	}
	return true
}

// computerChoices are the start screen's "the computer" buttons, one a seat, top to bottom.
func computerChoices(spots []widget.ButtonSpot) []widget.ButtonSpot {
	var out []widget.ButtonSpot
	for _, b := range spots {
		if l := strings.TrimPrefix(b.Label, "» "); l == "the computer" || l == "computer" { // "computer": two seats a row
			out = append(out, b)
		}
	}
	slices.SortFunc(out, func(a, b widget.ButtonSpot) int { // in reading order
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	return out
}

// verdictGold counts the gold pixels of the end screen's verdict, in its box in the middle
// of the table.
func verdictGold(img image.Image) int {
	gold := 0
	cx := (1280 - table.PanelWidth) / 2
	for x := cx - 200; x < cx+200; x++ {
		for y := 800/2 - 60; y < 800/2-30; y++ {
			if nearGold(img.At(x, y)) {
				gold++
			}
		}
	}
	return gold
}
