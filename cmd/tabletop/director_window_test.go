package main

import (
	"image"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	dd "github.com/borrowed-time/tabletop/rules/directordeck"
)

// directorPlay is what the Director-deck window test has done by mouse so far.
type directorPlay struct {
	suppressions, moves, reveals, attacks, handovers int
}

func (d *directorPlay) done() bool { return d.suppressions > 0 && d.reveals > 0 && d.attacks > 0 }

// TestDirectorDeckByMouseInTheWindow plays the Director-deck game in the real window, Rosa and
// Dev hot-seat by mouse and their two teammates by the computer: each adds a card face down to
// the suppression pile from the choice buttons, is dragged to a gold hex (onto a new tile,
// whose exits get tiles laid beyond them) and attacks a zombie by clicking it, and the screen
// is covered whenever it passes from one of them to the other, until all of it has happened.
func TestDirectorDeckByMouseInTheWindow(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	ts := startTable(t, 48, 40, "-scenario", "director-deck", "-quickstart", "-computer", "player-3,player-4", "-seed", "2", "-fast-forward")
	ts.key("Return") // the briefing
	_, s := ts.session()
	if s.Ruleset().ID() != dd.ID || len(s.Seats()) != 4 {
		t.Fatalf("started %s with seats %v", s.Ruleset().ID(), s.Seats())
	}
	var did directorPlay
	deadline := time.Now().Add(5 * time.Minute)
	for !did.done() && time.Now().Before(deadline) {
		if _, over := s.Outcome(); over {
			t.Fatalf("the game ended first: %s (did %+v)", s.View(game.Host).Status, did)
		}
		deckStep(t, ts, s.(*game.Game[dd.State]), &did)
		time.Sleep(300 * time.Millisecond)
		_, s = ts.session()
	}
	if !did.done() || did.handovers == 0 {
		t.Fatalf("not everything was played by %s: %+v; commands %v", s.View(game.Host).Status, did, commandsOf(s))
	}
	cmds := commandsOf(s)
	for _, c := range []game.CommandType{"commit", "move", "attack"} {
		if cmds[c] == 0 {
			t.Errorf("no %s command in the log: %v", c, cmds)
		}
	}
	t.Logf("played %+v in %s: %v", did, game.Plural(len(s.Log()), "command", "commands"), cmds)
}

// deckStep plays Rosa's part of the step the game waits in, by mouse.
func deckStep(t *testing.T, ts *tableSession, g *game.Game[dd.State], did *directorPlay) {
	t.Helper()
	st := g.State()
	var me game.SeatID
	for _, s := range g.Turn() {
		if s == dd.PlayerSeat(1) || s == dd.PlayerSeat(2) {
			me = s
			break
		}
	}
	if me == "" {
		return // the computer's turn
	}
	if covered(ts) { // the screen is covered while it passes to the other player
		ts.key("Return")
		did.handovers++
		return
	}
	acts := g.Actions(me, "")
	enabled := func(id game.ActionID) (game.Action, bool) {
		for _, a := range acts {
			if a.ID == id && a.Enabled {
				return a, true
			}
		}
		return game.Action{}, false
	}
	switch st.Phase {
	case dd.PhaseSuppress:
		round := st.Round
		if _, ok := enabled("commit"); !ok {
			t.Fatalf("Rosa may not add a card: %v", acts)
		}
		chosen := false
		for try := 0; try < 3 && !chosen; try++ {
			if !ts.hasButton("Add a card: ") {
				ts.pressLabel("Add a card")
				time.Sleep(400 * time.Millisecond)
				ts.snap()
			}
			chosen = ts.pressLabel("Add a card: ")
		}
		if !chosen {
			t.Fatalf("no card to choose: %v", ts.buttons())
		}
		time.Sleep(300 * time.Millisecond)
		if g2 := reloadDD(ts); g2.State().Round > round || g2.State().Phase != dd.PhaseSuppress {
			did.suppressions++
		}
	case dd.PhaseMove:
		a, ok := enabled("move")
		if !ok {
			ts.pressLabel("Stay")
			return
		}
		from, _ := targetAt(g.View(game.Host), dd.SurvivorID(int(me[len(me)-1]-'0')))
		to := a.Spots[0]
		for _, p := range a.Spots { // east, where the tiles lead
			if p.X > to.X {
				to = p
			}
		}
		tiles := len(st.Tiles)
		ts.dragTable(from, to)
		if g2 := reloadDD(ts); len(g2.State().Tiles) > tiles {
			did.reveals++
		}
		did.moves++
	case dd.PhaseAct:
		if a, ok := enabled("attack"); ok {
			at, _ := targetAt(g.View(game.Host), a.Targets[0])
			if !ts.pressLabel("Attack") {
				t.Fatalf("no Attack button: %v", ts.buttons())
			}
			clickAt(ts, at.X+0.1, at.Y-0.1)
			time.Sleep(300 * time.Millisecond)
			if commandsOf(reloadDD(ts))["attack"] > 0 {
				did.attacks++
			}
			return
		}
		if _, ok := enabled("reload"); ok {
			ts.pressLabel("Reload")
			return
		}
		ts.pressLabel("Pass")
	}
}

func reloadDD(ts *tableSession) *game.Game[dd.State] {
	_, s := ts.session()
	return s.(*game.Game[dd.State])
}

// covered reports whether the last screenshot is the cover the table shows while the screen
// passes from one player to another (its plain dark fill where the table would be).
func covered(ts *tableSession) bool { return coverShown(ts.snap()) }

// coverShown reports whether a screenshot is that cover.
func coverShown(img image.Image) bool {
	r, g, b, _ := img.At(200, 200).RGBA()
	return r>>8 == 18 && g>>8 == 19 && b>>8 == 17
}
