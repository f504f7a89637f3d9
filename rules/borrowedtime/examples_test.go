package borrowedtime

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

// Melee Example 1 (section VII): Grizz (F:4) attacks a Shambler (F:2): 6,5,3,2 against 4,1.
// One more success: 1 Wound kills the Shambler; its 1 adds 1 Heat.
func TestRulebookMeleeExample1(t *testing.T) {
	s := testScenario(t, ``, `{"type":"shambler","at":[20,10]}`, fmt.Sprintf(`{"id":"grizz","at":[%v,10]}`, 20-2*r25))
	g := newGame(t, s, Options{TableDice: true})
	strip(g, "grizz") // the example rolls his bare Fight 4
	ev := mustApply(t, g, Attack{Survivor: "grizz", Target: "shambler-1"}, 6, 5, 3, 2, 4, 1)
	if got := rolls(ev); !reflect.DeepEqual(got, [][]int{{6, 5, 3, 2}, {4, 1}}) {
		t.Fatalf("rolls %v", got)
	}
	st := g.State()
	if z := st.Model("shambler-1"); !z.Removed {
		t.Error("the Shambler survived")
	}
	if st.Heat != 1 || heatGained(ev) != 1 {
		t.Errorf("Heat %d, want 1 (the Shambler's complication)", st.Heat)
	}
	if gz := st.Model("grizz"); gz.AP != 2 || gz.Kills != 1 {
		t.Errorf("Grizz has %d AP and %d kills, want 2 and 1", gz.AP, gz.Kills)
	}
}

// Complex Melee Example (section VII): Anya (F:2, 3 Wounds) in contact with two Shamblers and a
// Horde of 4. She kills one Shambler (5,3 against 2,1: +1 Heat); in the Director's turn the
// other Shambler (6,4 against 3,3) and the Horde (6,5,5,2 against 4,1: +1 Heat) deal 2 Wounds
// each: 4 Wounds, and with 3 she is dead.
func TestRulebookComplexMeleeExample(t *testing.T) {
	y := 20.0
	zombies := fmt.Sprintf(`{"type":"shambler","at":[%v,%v]},{"type":"shambler","at":[%v,%v]},{"type":"horde","at":[20,%v],"models":4}`,
		20-2*r25, y, 20+2*r25, y, y+r25+1+0.01)
	s := testScenario(t, ``, zombies, `{"id":"sharma","at":[20,20]},{"id":"leo","at":[40,40]}`)
	g := newGame(t, s, Options{TableDice: true})
	strip(g, "sharma") // the example rolls her bare Fight 2, attacking and defending
	ev := mustApply(t, g, Attack{Survivor: "sharma", Target: "shambler-1"}, 5, 3, 2, 1)
	if !mdl(g, "shambler-1").Removed || heatGained(ev) != 1 {
		t.Fatalf("Anya's attack: shambler removed %v, Heat +%d", mdl(g, "shambler-1").Removed, heatGained(ev))
	}
	if a := mdl(g, "sharma"); a.AP != 2 || len(mdl(g, "sharma").Weapons) != 0 {
		t.Fatalf("Anya has %d AP left, want 2", a.AP)
	}
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	ev = mustApply(t, g, ActivateZombie{Target: "shambler-2"}, 6, 4, 3, 3)
	if a := mdl(g, "sharma"); a.Wounds != 1 {
		t.Fatalf("after the Shambler's attack Anya has %d Wounds left, want 1", a.Wounds)
	}
	for _, e := range ev {
		if e.Type == EvMove {
			t.Fatalf("an engaged zombie moved: %s", e.Text)
		}
	}
	ev = mustApply(t, g, ActivateZombie{Target: "horde-3"}, 6, 5, 5, 2, 4, 1)
	if got := rolls(ev); !reflect.DeepEqual(got, [][]int{{6, 5, 5, 2}, {4, 1}}) {
		t.Fatalf("horde rolls %v", got)
	}
	if heatGained(ev) != 1 {
		t.Errorf("the Horde's attack added %d Heat, want 1", heatGained(ev))
	}
	a := mdl(g, "sharma")
	if !a.Removed || a.Wounds != -1 {
		t.Fatalf("Anya: removed %v, Wounds %d; 4 Wounds on 3 kill her", a.Removed, a.Wounds)
	}
	if g.State().Phase == PhaseOver {
		t.Fatal("one of two survivors dead ends the game; more than half must die")
	}
}

// Shooting Example (section VII): Ramirez (S:4) shoots a Shambler 8" away behind a wooden fence
// with her pistol (3 dice): pool 4 − 1 = 3; 5,2,1: one Wound kills it; +2 Heat for the pistol
// and +1 for the complication; one shot marked off.
func TestRulebookShootingExample(t *testing.T) {
	zx := 10 + 2*r25 + 8
	fence := fmt.Sprintf(`{"id":"fence","kind":"fence","name":"wooden fence","polygon":[[%v,5],[%v,5],[%v,15],[%v,15]]}`, zx-r25-0.3, zx-r25-0.2, zx-r25-0.2, zx-r25-0.3)
	s := testScenario(t, fence, fmt.Sprintf(`{"type":"shambler","at":[%v,10]}`, zx), `{"id":"ramirez","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	if d := g.Table().EdgeDistance(mustBody(t, g, "ramirez"), mustBody(t, g, "shambler-1")); d < 7.99 || d > 8.01 {
		t.Fatalf("setup: %.2f\" apart", d)
	}
	mustRefuse(t, g, Attack{Survivor: "ramirez", Target: "shambler-1", Weapon: "service-pistol"}, "needs 3 dice", 5, 2)
	ev := mustApply(t, g, Attack{Survivor: "ramirez", Target: "shambler-1", Weapon: "service-pistol"}, 5, 2, 1)
	if got := rolls(ev); !reflect.DeepEqual(got, [][]int{{5, 2, 1}}) {
		t.Fatalf("rolls %v, want one pool of 3 dice", got)
	}
	st := g.State()
	if !st.Model("shambler-1").Removed {
		t.Error("the Shambler survived")
	}
	if st.Heat != 3 {
		t.Errorf("Heat %d, want 3 (2 for the pistol, 1 for the complication)", st.Heat)
	}
	if w := st.Model("ramirez").Weapons[0]; w.ID != "service-pistol" || w.Shots != 5 {
		t.Errorf("pistol %+v, want 5 shots left", w)
	}
}

func mustBody(t *testing.T, g *Game, id string) (b physics.BodyID) {
	t.Helper()
	b, ok := g.Body(id)
	if !ok {
		t.Fatalf("no body for %s", id)
	}
	return b
}
