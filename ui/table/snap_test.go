package table

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// btTable is a game of Borrowed Time at the one table without a window, framed in a
// 1280 × 800 window (the default zoom), people at both seats.
func btTable(t *testing.T, scenario string, seed uint64) (*Table, *bt.Game) {
	t.Helper()
	sc, err := bt.BuiltinScenario(scenario)
	if err != nil {
		if sc, err = maps.LoadFile(scenario); err != nil {
			t.Fatal(err)
		}
	}
	s, err := openBorrowedTime(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	p := New(s, Options{SaveFile: t.TempDir() + "/save.json"}, nil, nil, nil)
	p.Frame(1280-PanelWidth, 800)
	g, _ := bt.GameOf(s)
	return p, g
}

// dropAt picks a survivor up and drops them at a table point, as a drag does.
func dropAt(t *testing.T, p *Table, who string, at physics.Vec) {
	t.Helper()
	tk, ok := p.token(who)
	if !ok {
		t.Fatalf("no %s on the table", who)
	}
	p.pointer = tk.Body.Pos
	p.tableClick()
	if !p.drag.on {
		t.Fatalf("pressing on %s starts no drag: %q", who, p.message.text)
	}
	p.pointer = at
	p.dragPreview()
	p.drop()
	p.anim = nil
}

// clickOn clicks a model on the table.
func clickOn(p *Table, id string) {
	tk, _ := p.token(id)
	p.pointer = tk.Body.Pos
	p.aimAtPointer()
	p.tableClick()
	if p.drag.on {
		p.drop()
	}
}

func lastCommand(g *bt.Game) bt.Command {
	log := g.Log()
	if len(log) == 0 {
		return nil
	}
	return log[len(log)-1]
}

func TestDropOnAZombieSnapsToBaseContact(t *testing.T) {
	for _, c := range []struct {
		name string
		drop physics.Vec
	}{
		{"on its centre", physics.Vec{X: 18, Y: 10}},
		{"a fifth of an inch short of its base", physics.Vec{X: 18 - 0.5 - 0.2, Y: 10.1}},
		{"beside it, on the far side", physics.Vec{X: 18.3, Y: 10.75}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, g := btTable(t, "testdata/skirmish.json", 7)
			dropAt(t, p, "leo", physics.Vec{X: 14, Y: 11}) // a Move closer: a drag goes one Move
			dropAt(t, p, "leo", c.drop)
			leo, _ := g.Body("leo")
			z, _ := g.Body("shambler-1")
			if !p.Game.Table().InContact(leo, z) {
				st := g.State()
				t.Fatalf("Leo is at %v, not in base contact with the Shambler at (18, 10) (%.3f\" apart); message %q",
					st.Model("leo").Pos, p.Game.Table().EdgeDistance(leo, z), p.message.text)
			}
			// And the fight can start: the click on the zombie is accepted.
			clickOn(p, "shambler-1")
			if _, ok := lastCommand(g).(bt.Attack); !ok {
				t.Fatalf("the attack after the snap was refused: %q", p.message.text)
			}
		})
	}
}

// A survivor with a gun in base contact fights with their melee weapon when the zombie is
// clicked (a shot there would add Heat for nothing), and shoots one further off.
func TestAClickOnAZombieInContactFightsWithTheMeleeWeapon(t *testing.T) {
	p, g := btTable(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "ramirez", physics.Vec{X: 14, Y: 10})
	dropAt(t, p, "ramirez", physics.Vec{X: 18, Y: 10})
	tk, _ := p.token("shambler-1")
	p.pointer = tk.Body.Pos
	p.aimAtPointer()
	if p.aiming == nil || !strings.Contains(p.aiming.action.Label, "Nightstick") {
		t.Fatalf("pointing at the zombie in contact previews %+v, want a fight with the Nightstick", p.aiming)
	}
	clickOn(p, "shambler-1")
	if last, ok := lastCommand(g).(bt.Attack); !ok || last.Weapon != "nightstick" {
		t.Fatalf("the click on the zombie sent %+v (%q)", lastCommand(g), p.message.text)
	}
}

func TestDropOutOfReachGoesOneMoveAndSaysSo(t *testing.T) {
	p, g := btTable(t, "testdata/skirmish.json", 7)
	st := g.State()
	start := st.Model("ramirez").Pos
	tk, _ := p.token("ramirez")
	p.pointer = tk.Body.Pos
	p.tableClick()
	p.pointer = physics.Vec{X: 36, Y: 36} // the other Shambler, 36" away
	p.dragPreview()
	if !p.drag.preview.OK || !strings.Contains(p.drag.preview.Text, "the Move ends short") {
		t.Fatalf("the tape over a drop out of reach says %q", p.drag.preview.Text)
	}
	p.drop()
	st = g.State()
	if d := st.Model("ramirez").Pos.Dist(start); d < 4.9 || d > 5.01 {
		t.Fatalf("Ramirez moved %.2f\" towards the Shambler out of reach, want one Move of 5\"", d)
	}
}

// A drop on a door, right on its middle, stands the survivor at it on their side, and D then
// works that door and only that one: the garage's two doors and the Clinic's, from outside.
func TestDropOnADoorStandsAtIt(t *testing.T) {
	for _, c := range []struct {
		door string
		from []physics.Vec // drops before, to come near
	}{
		{door: "garage-side-door"},
		{door: "garage-door"},
		{door: "clinic-door", from: []physics.Vec{{X: 20, Y: 9}, {X: 27, Y: 10}, {X: 34, Y: 12}, {X: 40, Y: 14}}},
	} {
		t.Run(c.door, func(t *testing.T) {
			p, g := btTable(t, "last-stop-gas", 9)
			var ref maps.DoorRef
			for _, d := range g.Scenario().Doors() {
				if d.ID == c.door {
					ref = d
				}
			}
			for _, at := range c.from { // over rounds: each round, three Moves
				for k := 0; k < 3; k++ {
					dropAt(t, p, "leo", at)
				}
				endRoundAtTheTable(t, p)
			}
			dropAt(t, p, "leo", ref.Centre)
			if !mayWorkDoor(&lesson{p: p}, "leo", c.door) {
				st := g.State()
				t.Fatalf("after the drop on the %s, Leo at %v is not offered it; message %q", c.door, st.Model("leo").Pos, p.message.text)
			}
			st := g.State()
			inside := physics.PointInPolygon(g.Scenario().Terrain[ref.Terrain].Polygon, st.Model("leo").Pos)
			if c.from == nil && !inside {
				t.Errorf("Leo went to the outside of the door: a drop right on a door keeps his side")
			}
			was := append([]bool(nil), st.DoorsOpen...)
			pressKey(t, p, "D")
			st = g.State()
			for i, d := range g.Scenario().Doors() {
				if want := was[i] != (d.ID == c.door); st.DoorsOpen[i] != want {
					t.Errorf("after D at %s: %s open %v, want %v; message %q", c.door, d.ID, st.DoorsOpen[i], want, p.message.text)
				}
			}
		})
	}
}

func TestADropAHairPastAMoveSpendsNoExtraAP(t *testing.T) {
	p, g := btTable(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "leo", physics.Vec{X: 10, Y: 14 + 7.1}) // a Move and a tenth
	st := g.State()
	if leo := st.Model("leo"); leo.AP != 2 {
		t.Fatalf("Leo has %d AP after a 7.1\" drag with Move 7, want 2 (the crumb is not worth an AP)", leo.AP)
	}
}

// While another survivor acts, a drag of one who may not move now says why on the table and
// in the message line, and changes nothing.
func TestADragNotAllowedNowSaysWhy(t *testing.T) {
	p, g := btTable(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "leo", physics.Vec{X: 10, Y: 20})
	n := len(g.Log())
	tk, _ := p.token("ramirez")
	p.pointer = tk.Body.Pos
	p.tableClick()
	if !p.drag.on {
		t.Fatal("pressing on Ramirez starts no drag")
	}
	p.pointer = physics.Vec{X: 10, Y: 5}
	p.dragPreview()
	if p.drag.preview.OK || p.drag.preview.Text == "" {
		t.Fatalf("the drag's preview says %+v, want the reason why not", p.drag.preview)
	}
	p.drop()
	if len(g.Log()) != n || p.message.tone != toneProblem || p.message.text == "" {
		t.Fatalf("the drop sent %d commands and says %+v", len(g.Log())-n, p.message)
	}
}

func TestUndoTakesBackAWholeDrag(t *testing.T) {
	p, g := btTable(t, "testdata/skirmish.json", 7)
	end := p.startAction()
	dropAt(t, p, "leo", physics.Vec{X: 10, Y: 20})
	pressKey(t, p, "E") // Leo's activation ends: Ramirez may act
	end()
	end = p.startAction()
	dropAt(t, p, "ramirez", physics.Vec{X: 10, Y: 8})
	end()
	n := len(g.Log())
	p.undo()
	if st := g.State(); st.Model("ramirez").Pos != (physics.Vec{X: 10, Y: 10}) || len(g.Log()) >= n {
		t.Fatalf("one Undo did not take back Ramirez's move: log %v", g.Log())
	}
}

// pressKey presses the key of an action's button on the panel.
func pressKey(t *testing.T, p *Table, key string) {
	t.Helper()
	p.layoutSessionPanel(1280, 800)
	k, ok := keyNamed(key)
	if !ok {
		t.Fatalf("no key %q", key)
	}
	b := widget.ButtonForKey(p.buttons, func(x ebiten.Key) bool { return x == k })
	if b == nil {
		t.Fatalf("no enabled button on %s: %q", key, p.message.text)
	}
	b.Do()
	p.anim = nil
}

// endRoundAtTheTable plays the rest of the round by the panel's keys: the survivors' phase
// ended (twice: it asks), the Director spends nothing, every zombie acts, the round ends.
func endRoundAtTheTable(t *testing.T, p *Table) {
	t.Helper()
	round := tabletest.RoundOf(p.Game)
	for k := 0; k < 8 && tabletest.RoundOf(p.Game) == round; k++ {
		if _, over := p.Game.Outcome(); over {
			t.Fatalf("the game ended: %s", p.view.Status)
		}
		p.layoutSessionPanel(1280, 800)
		for _, label := range []string{"Yes, end the survivors' phase", "End the survivors' phase", "Yes, stop spending", "Stop spending Heat", "Activate every zombie", "End the round"} {
			if b := buttonLabelled(p, label); b != nil && b.Enabled {
				b.Do()
				break
			}
		}
		p.anim = nil
	}
	if tabletest.RoundOf(p.Game) == round {
		t.Fatalf("the round did not end: %s", p.view.Status)
	}
}

// A drop whose route would go nowhere (out of a building whose door was just shut) is not
// taken: it would spend an AP on a move of 0.0". The tape says why, and nothing is spent.
func TestADropThatWouldNotMoveSpendsNothing(t *testing.T) {
	p, g := btTable(t, "last-stop-gas", 11)
	var door maps.DoorRef
	for _, d := range g.Scenario().Doors() {
		if d.ID == "garage-door" {
			door = d
		}
	}
	dropAt(t, p, "sharma", door.Centre)
	pressKey(t, p, "D") // the big door was open: now it is shut
	n := len(g.Log())
	dropAt(t, p, "sharma", physics.Vec{X: 13.4, Y: 15.25}) // outside, beyond the shut door
	if len(g.Log()) != n {
		t.Fatalf("the drop sent %v", g.Log()[n:])
	}
	if p.message.tone != toneProblem || p.message.text == "" {
		t.Fatalf("the drop says %+v, want why not", p.message)
	}
}

// A survivor whose activation is over is told why on pointing at a zombie, not shown the
// fight it cannot make.
func TestPointingAtAZombieAfterTheActivationSaysWhyNot(t *testing.T) {
	p, g := btTable(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "ramirez", physics.Vec{X: 14, Y: 10})
	dropAt(t, p, "ramirez", physics.Vec{X: 18, Y: 10})
	if _, err := g.Apply(bt.EndActivation{Survivor: "ramirez"}); err != nil {
		t.Fatal(err)
	}
	p.refresh()
	p.selected = "ramirez"
	tk, _ := p.token("shambler-1")
	p.pointer = tk.Body.Pos
	p.aimAtPointer()
	if p.aiming == nil {
		t.Fatal("pointing at the zombie says nothing")
	}
	if pv := p.aiming.preview; pv.OK || !strings.Contains(pv.Text, "already") {
		t.Fatalf("pointing at the zombie after Ramirez's activation previews %+v, want why not", pv)
	}
}

// The stairs to a roof explain themselves under the pointer (a play-test could not find
// the stairwell its briefing named).
func TestTheStairsHaveATip(t *testing.T) {
	p := newTestSession(t, "rooftop-signal", 1, nil)
	p.pointer = physics.Vec{X: 38.5, Y: 3.6}
	tip, ok := p.accessTip(0.6)
	if !ok || tip.Title != "Med-Tower Stairwell" || !strings.Contains(tip.Body, "Climb") {
		t.Fatalf("pointing at the stairwell says %+v", tip)
	}
}

// A Horde's tip says what the number on its tray is.
func TestAHordesTipSaysItsModels(t *testing.T) {
	p := newTestSession(t, "rooftop-signal", 1, nil)
	words := p.tokenWords(game.Token{Name: "Horde 1", Kind: "horde", Models: 4, Wounds: 4, MaxWounds: 4})
	if !strings.Contains(words, "4 models left on the tray") {
		t.Fatalf("a Horde's tip says %q", words)
	}
	// And a model up on a roof says so (a play-test could not tell roof from ground).
	up := game.Token{Name: "Rosa", Kind: "survivor"}
	up.Body.Level = 1
	if words := p.tokenWords(up); !strings.Contains(words, "roof") {
		t.Fatalf("a model on a roof's tip says %q", words)
	}
}

// Pointing at a target with a closed action shows the rules' words about that target when
// they give any, and the action's own reason only where they do not: that reason may be
// about another model (a play-test read "cannot see Shambler 4" while pointing at
// Shambler 1).
func TestAnAimSaysWhyNotAtItsOwnTarget(t *testing.T) {
	closed := game.Action{ID: "shoot", Why: "Officer Ramirez cannot see Shambler 4: Grizz is in the way."}
	if pv := aimPreview(closed, game.Preview{Text: "Officer Ramirez cannot see Shambler 1: Grizz is in the way."}); pv.OK || !strings.Contains(pv.Text, "Shambler 1") {
		t.Errorf("the rules' words about the target gave way: %+v", pv)
	}
	if pv := aimPreview(closed, game.Preview{OK: true, Text: "7.0\" away · 4 dice"}); pv.OK || pv.Text != closed.Why {
		t.Errorf("a closed action previewed as open: %+v", pv)
	}
	if pv := aimPreview(game.Action{ID: "shoot", Enabled: true}, game.Preview{OK: true, Text: "4 dice"}); !pv.OK || pv.Text != "4 dice" {
		t.Errorf("an open action's preview changed: %+v", pv)
	}
}
