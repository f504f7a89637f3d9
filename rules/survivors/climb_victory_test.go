package survivors

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

func TestClimbUpAndDown(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 18, 22, 0)
	tb.refused(Climb{Model: "ann"}, "base contact")
	tb.at("ann", 20-radius-0.01, 22, 0) // touching the stack's west wall
	tb.do(Climb{Model: "ann"})
	if m := tb.m("ann"); m.Level != 1 || !physics.PointInPolygon([]physics.Vec{{X: 20, Y: 20}, {X: 26, Y: 20}, {X: 26, Y: 24}, {X: 20, Y: 24}}, m.Pos) {
		t.Fatalf("Ann is at %v level %d, want on the stack", m.Pos, m.Level)
	}
	tb.do(Climb{Model: "ann"})
	if m := tb.m("ann"); m.Level != 0 || m.Pos.X > 20 {
		t.Fatalf("Ann is at %v level %d, want beside the stack on the ground", m.Pos, m.Level)
	}
}

func TestTwoBandScoring(t *testing.T) {
	tb := newTable(t, "")
	tb.set(func(s *State) {
		s.Round = 6
		for i := range s.Models {
			m := &s.Models[i]
			switch m.ID {
			case "ann":
				m.Supplies, m.Level, m.Pos = 2, 1, physics.Vec{X: 23, Y: 22} // on the stack: 2 + 2
			case "eve":
				m.Out = true // 1 for band 1
			case "dee":
				m.Supplies = 3 // 3 for band 2
			}
		}
	})
	for _, id := range []string{"ann", "dee", "bo"} {
		tb.do(EndActivation{Model: id})
	}
	tb.do(EndActivation{Model: "cy"})
	out, over := tb.g.Outcome()
	if !over || len(out.Winners) != 1 || out.Winners[0] != SeatBand1 || out.Score[SeatBand1] != 5 || out.Score[SeatBand2] != 3 {
		t.Fatalf("outcome %+v (over %v); want band 1 winning 5 to 3", out, over)
	}
	// The panel says where the points came from.
	lines := strings.Join(tb.g.View(game.Host).Lines, "\n")
	if !strings.Contains(lines, ": 5 (2 for supplies carried, 2 for supplies on ") || !strings.Contains(lines, ", 1 for enemies taken out).") ||
		!strings.Contains(lines, ": 3 (3 for supplies carried).") {
		t.Errorf("the objectives' lines say:\n%s", lines)
	}
}

func TestWipeoutEndsTheGame(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 10, 10, 0)
	tb.at("eve", 10, 11.5, 0)
	tb.set(func(s *State) {
		_, dee := s.model("dee")
		dee.Out = true
		_, eve := s.model("eve")
		eve.Health = 1
	})
	tb.do(Attack{Model: "ann", Target: "eve", Weapon: "machete"}, 6, 1, 1, 1)
	out, over := tb.g.Outcome()
	if !over || len(out.Winners) != 1 || out.Winners[0] != SeatBand1 {
		t.Fatalf("outcome %+v, over %v", out, over)
	}
	if len(tb.g.Turn()) != 0 {
		t.Fatal("a seat may still act after the game ended")
	}
}

func TestSoloZombiesActInsideTheCommand(t *testing.T) {
	tb := newTable(t, `{"mode":"solo"}`)
	if seats := tb.g.Seats(); len(seats) != 1 || seats[0].ID != SeatBand1 {
		t.Fatalf("solo seats %+v", seats)
	}
	tb.at("ann", 5, 10, 0)
	near := tb.zombie(10, 14)
	far := tb.zombie(10, 21)
	tb.do(Advance{Model: "ann", To: physics.Vec{X: 10, Y: 10}})
	// Two rolls (the Advance, a zombie near): a 1 fails, a 6 passes. The nearest zombie acts
	// at once: it hits on a 4, and Ann's defence (4+) cancels it with a 6.
	tb.do(EndActivation{Model: "ann"}, 1, 6, 4, 6)
	if tb.st().Phase != PhaseActivation || tb.st().Event != nil {
		t.Fatalf("phase %s: the solo event waits for a command", tb.st().Phase)
	}
	if edgeGap(tb.m(near).Pos, tb.m("ann").Pos) > 1 || tb.m(far).Pos != (physics.Vec{X: 10, Y: 21}) {
		t.Fatalf("the nearest zombie should have reached Ann and the other stayed")
	}
}

func TestSoloHordeSeats(t *testing.T) {
	tb := newTable(t, `{"mode":"solo-horde"}`)
	if seats := tb.g.Seats(); len(seats) != 2 || seats[1].ID != SeatHorde {
		t.Fatalf("solo-horde seats %+v", seats)
	}
	tb.at("ann", 5, 10, 0)
	disturb(tb)
	if turn := tb.g.Turn(); len(turn) != 1 || turn[0] != SeatHorde {
		t.Fatalf("turn %v, want the horde to resolve the event", turn)
	}
	if _, err := tb.g.Apply(SeatBand1, game.Entry{Cmd: PlaceZombie{}}); err == nil {
		t.Fatal("the band placed the horde's zombie")
	}
	if _, err := tb.g.Apply(SeatHorde, game.Entry{Cmd: PlaceZombie{}}); err != nil {
		t.Fatal(err)
	}
}

func TestSoloVictory(t *testing.T) {
	tb := newTable(t, `{"mode":"solo"}`)
	tb.set(func(s *State) {
		s.Round = 6
		_, m := s.model("ann")
		m.Supplies, m.Level, m.Pos = 2, 1, physics.Vec{X: 23, Y: 22}
	})
	for _, id := range []string{"ann", "bo", "cy"} {
		tb.do(EndActivation{Model: id})
	}
	out, over := tb.g.Outcome()
	if !over || len(out.Winners) != 1 || out.Winners[0] != SeatBand1 {
		t.Fatalf("outcome %+v: 2 supplies on the stack should win", out)
	}
}

func TestBadScenarioFieldsAreNamedByPath(t *testing.T) {
	for _, c := range []struct{ edit, want string }{
		{`"points": 100`, `points: should be a number`},
		{`"weapons": ["pistol", "machete"]`, `bands[0].characters[0].weapons[0]: "laser" is not a weapon`},
		{`"archetype": "leader", "weapons": ["pistol"`, `bands[0].characters[0].archetype`},
		{`"terrain": ["stack"]`, `victory[0].terrain[0]: no terrain piece has the id "nowhere"`},
		{`"weapons": ["chainsaw"]`, `bands[0]: the band has more than one Chainsaw`},
	} {
		doc := testScenario
		switch {
		case strings.HasPrefix(c.edit, `"points"`):
			doc = strings.Replace(doc, `"bands": [`, `"points": "lots", "bands": [`, 1)
		case strings.Contains(c.want, "laser"):
			doc = strings.Replace(doc, c.edit, `"weapons": ["laser", "machete"]`, 1)
		case strings.Contains(c.want, "archetype"):
			doc = strings.Replace(doc, c.edit, `"archetype": "wizard", "weapons": ["pistol"`, 1)
		case strings.Contains(c.want, "nowhere"):
			doc = strings.Replace(doc, `"terrain": ["stack"], "vp"`, `"terrain": ["nowhere"], "vp"`, 1)
		default:
			doc = strings.Replace(doc, `"weapons": ["crossbow", "flare-gun"]`, `"weapons": ["chainsaw"]`, 1)
		}
		_, err := LoadScenario("bad", []byte(doc))
		var ve *maps.ValidationError
		if !errors.As(err, &ve) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want a problem %q, got %v", c.want, err)
		}
	}
}

func TestOptionsAreCheckedAndListed(t *testing.T) {
	s, _ := LoadScenario("test-yard", []byte(testScenario))
	for _, bad := range []string{`{"mode":"chess"}`, `{"colour":"red"}`, `[1]`} {
		if _, err := (Ruleset{}).New(s, game.Setup{Options: json.RawMessage(bad)}); err == nil {
			t.Errorf("options %s were taken", bad)
		}
	}
	for _, o := range (Ruleset{}).Options() {
		if o.Label == "" || len(o.Values) < 2 {
			t.Errorf("option %s has no label or too few values", o.Key)
		}
	}
}

func FuzzScenarioFields(f *testing.F) {
	f.Add([]byte(testScenario))
	f.Add([]byte(`{"format":"tabletop-scenario","version":1,"ruleset":"survivors","id":"x","name":"X","bands":[{"side":"band-1","characters":[{}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		LoadScenario("fuzz", data) // never panics
	})
}
