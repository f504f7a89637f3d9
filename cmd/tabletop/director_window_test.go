package main

import (
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/engine"
	dd "github.com/borrowed-time/tabletop/rules/directordeck"
)

// directorPlay is what the Director-deck window test has done by mouse so far.
type directorPlay struct {
	suppressions, moves, reveals, attacks int
}

func (d *directorPlay) done() bool { return d.suppressions > 0 && d.reveals > 0 && d.attacks > 0 }

// TestDirectorDeckByMouseInTheWindow plays the Director-deck game solo in the real window, Rosa
// by mouse and her three teammates by the computer: she adds a card face down to the
// suppression pile from the choice buttons, is dragged to a gold hex onto a new tile (tiles are
// laid beyond its exits) and attacks a zombie by clicking it, until all three have happened.
func TestDirectorDeckByMouseInTheWindow(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the window")
	}
	ts := startTable(t, 48, 40, "-scenario", "director-deck", "-quickstart", "-computer", "player-2,player-3,player-4", "-seed", "2", "-fast-forward")
	ts.key("Return") // the briefing
	_, s := ts.session()
	if s.Ruleset().ID() != dd.ID || len(s.Seats()) != 4 {
		t.Fatalf("started %s with seats %v", s.Ruleset().ID(), s.Seats())
	}
	var did directorPlay
	deadline := time.Now().Add(6 * time.Minute)
	for !did.done() && time.Now().Before(deadline) {
		if _, over := s.Outcome(); over {
			t.Fatalf("the game ended first: %s (did %+v)", s.View(engine.Host).Status, did)
		}
		deckStep(t, ts, s.(*engine.Game[dd.State]), &did)
		time.Sleep(300 * time.Millisecond)
		_, s = ts.session()
	}
	if !did.done() {
		t.Fatalf("not everything was played by %s: %+v; commands %v", s.View(engine.Host).Status, did, commandsOf(s))
	}
	cmds := commandsOf(s)
	for _, c := range []engine.CommandType{"commit", "move", "attack"} {
		if cmds[c] == 0 {
			t.Errorf("no %s command in the log: %v", c, cmds)
		}
	}
	t.Logf("played %+v in %s: %v", did, engine.Plural(len(s.Log()), "command", "commands"), cmds)
}

// deckStep plays Rosa's part of the step the game waits in, by mouse.
func deckStep(t *testing.T, ts *tableSession, g *engine.Game[dd.State], did *directorPlay) {
	t.Helper()
	st := g.State()
	me := dd.PlayerSeat(1)
	mine := false
	for _, s := range g.Turn() {
		mine = mine || s == me
	}
	if !mine {
		return // the computer's turn
	}
	acts := g.Actions(me, "")
	enabled := func(id engine.ActionID) (engine.Action, bool) {
		for _, a := range acts {
			if a.ID == id && a.Enabled {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	switch st.Phase {
	case dd.PhaseSuppress:
		round := st.Round
		if _, ok := enabled("commit"); !ok {
			t.Fatalf("Rosa may not add a card: %v", acts)
		}
		chosen := false
		for try := 0; try < 3 && !chosen; try++ {
			ts.pressLabel("Add a card")
			time.Sleep(400 * time.Millisecond)
			ts.snap()
			chosen = ts.pressLabel("Add a card: ")
		}
		if !chosen {
			t.Fatalf("no card to choose: %v", ts.buttons())
		}
		time.Sleep(300 * time.Millisecond)
		if g2 := reloadDD(ts); g2.State().Round > round || g2.State().Phase != dd.PhaseSuppress || len(g2.State().Pile) > 0 {
			did.suppressions++
		}
	case dd.PhaseMove:
		a, ok := enabled("move")
		if !ok {
			ts.pressLabel("Stay")
			return
		}
		from, _ := targetAt(g.View(engine.Host), dd.SurvivorID(1))
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
			at, _ := targetAt(g.View(engine.Host), a.Targets[0])
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

func reloadDD(ts *tableSession) *engine.Game[dd.State] {
	_, s := ts.session()
	return s.(*engine.Game[dd.State])
}
