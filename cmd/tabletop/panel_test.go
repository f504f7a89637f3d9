package main

import (
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/hajimehoshi/ebiten/v2"
)

func TestTheDiceTrayShowsTheLastRollLabelled(t *testing.T) {
	p := tablePlay(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "leo", physics.Vec{X: 18, Y: 10}) // into contact with the Shambler
	p.attack("shambler-1")
	if len(p.diceTray) != 2 {
		t.Fatalf("a melee attack shows %d rows, want the attack and the defence", len(p.diceTray))
	}
	if got := p.diceTray[0].who; got[:len("Leo — attack")] != "Leo — attack" {
		t.Errorf("first row %q, want Leo's attack", got)
	}
	if got := p.diceTray[1].who; got[:len("Shambler 1 — defence")] != "Shambler 1 — defence" {
		t.Errorf("second row %q, want the Shambler's defence, by name", got)
	}
	// The next roll replaces them: no row of the fight is left beside a lone roll.
	p.events([]bt.Event{{Type: bt.EvRoll, Model: "ramirez", Target: "shambler-2", Dice: []int{5, 1, 3, 4}}})
	if len(p.diceTray) != 1 || p.diceTray[0].who != "Officer Ramirez — attack: 2 successes" {
		t.Errorf("after the next roll the tray shows %+v, want only Ramirez's attack", p.diceTray)
	}
}

func TestAMessageMovesNoButton(t *testing.T) {
	p := tablePlay(t, "testdata/skirmish.json", 7)
	p.selectSurvivor("leo")
	img := ebiten.NewImage(1280, 800)
	p.drawPanel(img, 1280, 800)
	before := append([]button(nil), p.buttons...)
	p.problem("a refusal long enough to take two lines of the panel, and then some more words after that")
	p.drawPanel(img, 1280, 800)
	for i, b := range p.buttons {
		if b.rect != before[i].rect {
			t.Fatalf("the %q button moved from %v to %v when a message showed", b.label, before[i].rect, b.rect)
		}
	}
}

func TestMessagesAreColouredByWhatTheySay(t *testing.T) {
	p := tablePlay(t, "testdata/skirmish.json", 7)
	p.selectSurvivor("leo")
	dropAt(t, p, "leo", physics.Vec{X: 10, Y: 16})
	p.undo()
	if p.message.tone != toneDone || p.message.colour() != colGreen {
		t.Errorf("undo says %+v, want a success in green", p.message)
	}
	p.undo()
	if p.message.tone != toneProblem || p.message.colour() != colRed {
		t.Errorf("nothing to undo says %+v, want a problem in red", p.message)
	}
}
