package table

import (
	"github.com/borrowed-time/tabletop/game"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// A fight's dice go to the tray, each row with its words and its dice.
func TestTheDiceTrayShowsTheLastRollLabelled(t *testing.T) {
	p, _ := btTable(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "leo", physics.Vec{X: 14, Y: 11})
	dropAt(t, p, "leo", physics.Vec{X: 18, Y: 10}) // into contact with the Shambler
	clickOn(p, "shambler-1")
	if len(p.tray) == 0 {
		t.Fatalf("a melee attack puts nothing in the tray (%q)", p.message.text)
	}
	for _, r := range p.tray {
		if r.who == "" || len(r.dice) == 0 {
			t.Errorf("a row of the tray without words or dice: %+v", r)
		}
	}
}

func TestAMessageMovesNoButton(t *testing.T) {
	p, _ := btTable(t, "testdata/skirmish.json", 7)
	p.pickModel("leo")
	p.message = notice{}
	p.layoutSessionPanel(1280, 800)
	before := append([]widget.Button(nil), p.buttons...)
	p.problem("a refusal long enough to take two lines of the panel, and then a few words")
	p.layoutSessionPanel(1280, 800)
	for i, b := range p.buttons {
		if b.Rect != before[i].Rect {
			t.Fatalf("the %q button moved from %v to %v when a message showed", b.Label, before[i].Rect, b.Rect)
		}
	}
}

func TestMessagesAreColouredByWhatTheySay(t *testing.T) {
	p, _ := btTable(t, "testdata/skirmish.json", 7)
	end := p.startAction()
	dropAt(t, p, "leo", physics.Vec{X: 10, Y: 16})
	end()
	p.undo()
	if p.message.tone != toneDone || p.message.colour() != widget.ColGreen {
		t.Errorf("undo says %+v, want a success in green", p.message)
	}
	p.undo()
	if p.message.tone != toneProblem || p.message.colour() != widget.ColRed {
		t.Errorf("nothing to undo says %+v, want a problem in red", p.message)
	}
}

// Where the actions would have to scroll, the dice tray gives up the room it keeps for a
// second roll, and every action is in view (Leo's list, on the skirmish table, is one such).
func TestTheTrayMakesRoomForTheActions(t *testing.T) {
	p, _ := btTable(t, "testdata/skirmish.json", 7)
	p.pickModel("leo")
	if p.layoutSessionPanelAs(1280, 800, false) {
		t.Skip("Leo's actions fit without the tray's room: this test no longer tests it")
	}
	p.layoutSessionPanel(1280, 800)
	if p.actionsCut {
		t.Fatal("Leo's actions still scroll with the tray tight")
	}
	shown := 0
	for _, a := range p.actions() {
		for _, b := range p.buttons {
			if b.Label == a.Label && !b.Rect.Empty() {
				shown++
				break
			}
		}
	}
	if shown != len(p.actions()) {
		t.Fatalf("%d of Leo's %d actions are in view", shown, len(p.actions()))
	}
}

// A tray made tight for the actions keeps an attack and its defence side by side on one
// row, their words joined, not the defence alone (a play-test saw "Shambler 4 defends" and
// no attack while a model was picked).
func TestATightTrayKeepsTheAttackBesideItsDefence(t *testing.T) {
	p, _ := btTable(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "leo", physics.Vec{X: 14, Y: 11})
	dropAt(t, p, "leo", physics.Vec{X: 18, Y: 10}) // into contact with the Shambler
	clickOn(p, "shambler-1")
	if len(p.tray) < 2 {
		t.Skipf("the fight rolled %d times: this test needs an attack and a defence", len(p.tray))
	}
	rows, _ := p.trayLayout(uiMeasure(p.font), true)
	if len(rows) != 1 || len(rows[0].then) == 0 {
		t.Fatalf("tight, the tray shows %+v", rows)
	}
	words := strings.Join(rows[0].lines, " ")
	last := p.tray[len(p.tray)-1]
	first := p.tray[len(p.tray)-2]
	if !strings.Contains(words, strings.Fields(first.who)[0]) || !strings.Contains(words, strings.Fields(last.who)[0]) {
		t.Errorf("the row's words %q leave out a roll (%q, %q)", words, first.who, last.who)
	}
}

// Choosing another action puts away the one waiting to be confirmed: its button no longer
// reads as armed (a play-test saw "Yes, stop spending Heat" while a Thematic Event waited
// for its point).
func TestChoosingAnotherActionDisarmsAConfirmation(t *testing.T) {
	p, _ := btTable(t, "testdata/skirmish.json", 7)
	p.confirming = "stop-spending"
	p.choose(game.Action{ID: "thematic-event", Label: "Thematic Event", Enabled: true, Needs: game.PickPoint}, "")
	if p.confirming != "" || p.pending == nil {
		t.Fatalf("confirming %q, pending %+v", p.confirming, p.pending)
	}
}
