package table

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// The panel lists the seat's models by name: a click on a name picks that model.
func TestARosterClickPicksTheModel(t *testing.T) {
	p, _ := btTable(t, "last-stop-gas", 9)
	p.layoutSessionPanel(1280, 800)
	b := buttonLabelled(p, "Leo")
	if b == nil {
		t.Fatalf("no roster button for Leo among %v", widget.ButtonSpots(p.buttons))
	}
	b.Do()
	if p.selected != "leo" {
		t.Fatalf("the roster's Leo picked %q", p.selected)
	}
	p.layoutSessionPanel(1280, 800)
	if buttonLabelled(p, "» Leo") == nil {
		t.Errorf("the roster does not mark Leo as picked: %v", widget.ButtonSpots(p.buttons))
	}
}

// A click where two models touch asks which one, on the panel; picking one there selects it.
func TestAClickOnModelsTogetherAsksWhichOne(t *testing.T) {
	p, _ := btTable(t, "testdata/skirmish.json", 7)
	dropAt(t, p, "leo", physics.Vec{X: 10, Y: 10}) // into base contact with Ramirez, at (10, 10)
	pressKey(t, p, "E")
	p.selected = ""
	leo, _ := p.token("leo")
	ram, _ := p.token("ramirez")
	p.pointer = leo.Body.Pos.Lerp(ram.Body.Pos, 0.5) // where their bases meet
	p.tableClick()
	if len(p.choosing) != 2 {
		t.Fatalf("a click between Leo (%v) and Ramirez (%v) offers %v", leo.Body.Pos, ram.Body.Pos, p.choosing)
	}
	p.layoutSessionPanel(1280, 800)
	var pick *widget.Button
	for i := range p.buttons {
		if strings.HasPrefix(p.buttons[i].Label, "Pick Officer Ramirez") {
			pick = &p.buttons[i]
		}
	}
	if pick == nil {
		t.Fatalf("the panel offers no Ramirez: %v", widget.ButtonSpots(p.buttons))
	}
	pick.Do()
	if p.selected != "ramirez" || p.choosing != nil {
		t.Fatalf("after the choice: picked %q, still choosing %v", p.selected, p.choosing)
	}
}

// A press on empty table starts the tape measure, which sends nothing.
func TestAPressOnEmptyTableMeasures(t *testing.T) {
	p, g := btTable(t, "testdata/skirmish.json", 7)
	p.pointer = physics.Vec{X: 30, Y: 20} // bare ground
	p.tableClick()
	if !p.tape.on || p.tape.from != p.pointer || p.drag.on {
		t.Fatalf("a press on empty table: tape %+v, drag %v", p.tape, p.drag.on)
	}
	if len(g.Log()) != 0 {
		t.Fatalf("measuring sent %v", g.Log())
	}
}
