package survivors

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

func action(as []game.Action, id game.ActionID) (game.Action, bool) {
	for _, a := range as {
		if a.ID == id {
			return a, true
		}
	}
	return game.Action{}, false
}

func TestPanelOffersTheCharactersActions(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 10, 10, 0)
	as := tb.g.Actions(SeatBand1, "ann")
	mv, ok := action(as, ActMove)
	if !ok || !mv.Enabled || !mv.Drag || mv.Needs != game.PickPoint || mv.Cost != "1 command point" {
		t.Fatalf("move action %+v", mv)
	}
	if at, _ := action(as, "attack:pistol"); at.Enabled || !strings.Contains(at.Why, "No target") {
		t.Fatalf("attack with no target: %+v", at)
	}
	if cl, _ := action(as, ActClimb); cl.Enabled || cl.Why == "" {
		t.Fatalf("climb away from any raised area: %+v", cl)
	}
	if got := tb.g.Actions(SeatBand2, "dee"); len(got) != 0 {
		t.Fatalf("band 2 is offered %d actions on band 1's turn", len(got))
	}
	z := tb.zombie(10, 14)
	as = tb.g.Actions(SeatBand1, "ann")
	if at, _ := action(as, "attack:pistol"); !at.Enabled || len(at.Targets) != 1 || at.Targets[0] != z {
		t.Fatalf("attack with a zombie in range: %+v", at)
	}
	to := physics.Vec{X: 14, Y: 10}
	pv := tb.g.Preview(SeatBand1, "ann", ActMove, game.Picks{To: &to})
	if !pv.OK || len(pv.Path) < 2 || !strings.Contains(pv.Text, "1 command point") {
		t.Fatalf("preview %+v", pv)
	}
	far := physics.Vec{X: 30, Y: 10}
	if pv := tb.g.Preview(SeatBand1, "ann", ActMove, game.Picks{To: &far}); !pv.OK || !strings.Contains(pv.Text, "stops after") {
		t.Fatalf("preview of a move too far: %+v", pv)
	}
	cmd, err := tb.g.Build(SeatBand1, "ann", ActMove, game.Picks{To: &to})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.g.Apply(SeatBand1, game.Entry{Cmd: cmd}); err != nil {
		t.Fatal(err)
	}
}

func TestViewShowsTheTable(t *testing.T) {
	tb := newTable(t, "")
	tb.zombie(20, 10)
	v := tb.g.View(SeatBand2)
	if !strings.HasPrefix(v.Status, "Round 1 of 6 · Reds to activate") {
		t.Fatalf("status %q", v.Status)
	}
	kinds := map[string]int{}
	for _, tk := range v.Tokens {
		kinds[tk.Kind]++
		if tk.Kind == "survivor" && (tk.Team < 1 || tk.Label == "" || tk.MaxWounds == 0) {
			t.Fatalf("token %+v", tk)
		}
	}
	if kinds["survivor"] != 5 || kinds["shambler"] != 1 {
		t.Fatalf("tokens by kind %v", kinds)
	}
	marks := map[string]int{}
	for _, m := range v.Markers {
		marks[m.Kind]++
	}
	if marks["search"] != 2 || marks["entry"] != 2 || len(v.Lines) == 0 || len(v.Cards) != 6 {
		t.Fatalf("markers %v, %d lines, %d cards", marks, len(v.Lines), len(v.Cards))
	}
}

func TestEventChooserIsOfferedZombies(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 5, 10, 0)
	z := tb.zombie(10, 20)
	disturb(tb)
	if a, _ := action(tb.g.Actions(SeatBand2, z), ActZombie); !a.Enabled {
		t.Fatalf("activate: %+v", a)
	}
	if a, _ := action(tb.g.Actions(SeatBand2, ""), ActTableChooses); !a.Enabled {
		t.Fatalf("the table's choice: %+v", a)
	}
	cmd, err := tb.g.Build(SeatBand2, "", ActTableChooses, game.Picks{})
	if err != nil || cmd.CommandType() != "activate-zombie" {
		t.Fatalf("%v %v", cmd, err)
	}
}

func TestAttackPreviewSaysTheOdds(t *testing.T) {
	tb := newTable(t, "")
	tb.at("cy", 10, 10, 0)
	z := tb.zombie(10, 15)
	pv := tb.g.Preview(SeatBand1, "cy", "attack:flare-gun", game.Picks{Target: z})
	if !pv.OK || !strings.Contains(pv.Text, "1 die hitting on 4+") || !strings.Contains(pv.Text, "counters on 6+") {
		t.Fatalf("preview %+v", pv)
	}
	far := tb.zombie(10, 30)
	if pv := tb.g.Preview(SeatBand1, "cy", "attack:flare-gun", game.Picks{Target: far}); pv.OK || !strings.Contains(pv.Text, "reaches") {
		t.Fatalf("preview out of range %+v", pv)
	}
}

// A click on a zombie means the attack with the most dice that reaches it, a weapon before
// bare hands and a hand weapon before a gun (game.Action.Prefer): in base contact Ann's
// machete, never her fists or a loud shot; further off, the pistol alone reaches.
func TestAClickOnAZombieMeansTheBestAttackThatReachesIt(t *testing.T) {
	tb := newTable(t, "")
	tb.clearZombies()
	tb.at("ann", 10, 10, 0)
	near, far := tb.zombie(11.05, 10), tb.zombie(18, 10)
	prefers := map[string]string{}
	for _, a := range tb.g.Actions(game.SeatID(SideBand1), "ann") {
		for _, t := range a.Prefer {
			if old, twice := prefers[t]; twice {
				tb.t.Errorf("%s is preferred by %s and %s", t, old, a.ID)
			}
			prefers[t] = string(a.ID)
		}
	}
	if got := prefers[near]; got != string(ActAttack)+":machete" {
		t.Errorf("a click on the zombie in contact means %q, want the machete", got)
	}
	if got := prefers[far]; got != string(ActAttack)+":pistol" {
		t.Errorf("a click on the zombie 7\" off means %q, want the pistol", got)
	}
}
