package borrowedtime

import (
	"fmt"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

func TestHordeGoesForTheLargestGroup(t *testing.T) {
	// A lone survivor 8" west of the Horde; a group of three 12" east of it.
	s := testScenario(t, ``, `{"type":"horde","at":[24,24]}`,
		`{"id":"leo","at":[15,24]},{"id":"ramirez","at":[37,24]},{"id":"grizz","at":[38.5,24]},{"id":"sharma","at":[37.5,25.5]}`)
	g := newGame(t, s, Options{})
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateZombie{Target: "horde-1"})
	if x := mdl(g, "horde-1").Pos.X; x < 26.9 || x > 27.1 {
		t.Fatalf("the Horde moved to x=%.2f; it should go 3\" east, towards the group of three", x)
	}
}

func TestScreamerLeavesTheBitingToOthers(t *testing.T) {
	z := fmt.Sprintf(`{"type":"screamer","at":[%v,10]},{"type":"shambler","at":[%v,10]}`, 10-2*r25, 10+2*r25)
	s := testScenario(t, ``, z, `{"id":"grizz","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	mustApply(t, g, EndSurvivorPhase{})
	if g.ReadState().Heat != 3 {
		t.Errorf("Piercing Shriek: Heat %d, want 3", g.ReadState().Heat)
	}
	mustApply(t, g, EndSpending{})
	ev := mustApply(t, g, ActivateZombie{Target: "screamer-1"})
	if len(rolls(ev)) != 0 {
		t.Fatal("the Screamer attacked a survivor a Shambler engages")
	}
}

func TestBruteArmourAndHeft(t *testing.T) {
	s := testScenario(t, ``, fmt.Sprintf(`{"type":"brute","at":[%v,10]}`, 10+r25+physics.Base40mm.Radius+0.01), `{"id":"ramirez","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	strip(g, "ramirez")
	mustApply(t, g, Attack{Survivor: "ramirez", Target: "brute-1"}, 6, 6, 6, 2, 2, 2, 2)
	if w := mdl(g, "brute-1").Wounds; w != 1 {
		t.Fatalf("3 Wounds on a Brute (Armor 1, 3 Wounds): %d left, want 1", w)
	}
	// Through a line of Shamblers and rubble, a Brute goes straight.
	wall := `{"id":"rubble","kind":"rubble","polygon":[[14,0],[16,0],[16,48],[14,48]]}`
	z := `{"type":"brute","at":[10,20]},{"type":"shambler","at":[13,20]},{"type":"shambler","at":[13,19]},{"type":"shambler","at":[13,21]}`
	s = testScenario(t, wall, z, `{"id":"leo","at":[30,20]}`)
	g = newGame(t, s, Options{})
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateZombie{Target: "brute-1"})
	if p := mdl(g, "brute-1").Pos; p.X < 13.99 || p.Y < 19.99 || p.Y > 20.01 {
		t.Fatalf("the Brute went to %v; 4\" straight through the Shamblers and rubble is x=14", p)
	}
}

func TestHunterAmbush(t *testing.T) {
	// The Hunter hides behind a wall (cover, blocks sight) 12" from Leo.
	wall := `{"id":"wall","kind":"wall","polygon":[[20,15],[21,15],[21,25],[20,25]]}`
	s := testScenario(t, wall, `{"type":"hunter","at":[22,20]}`, `{"id":"leo","at":[10,20]}`)
	g := newGame(t, s, Options{})
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	ev := mustApply(t, g, ActivateZombie{Target: "hunter-1"})
	moved := 0.0
	for _, e := range ev {
		if e.Type == EvMove {
			moved = e.Distance
		}
	}
	if moved < 8.9 {
		t.Fatalf("the ambushing Hunter moved %.2f\", want 6 + 3", moved)
	}
}

func TestBloaterBursts(t *testing.T) {
	z := fmt.Sprintf(`{"type":"bloater","at":[%v,10]},{"type":"shambler","at":[%v,12]}`, 10+r25+physics.Base40mm.Radius+0.01, 12)
	s := testScenario(t, ``, z, `{"id":"ramirez","at":[10,10]},{"id":"leo","at":[10,12.5]}`)
	g := newGame(t, s, Options{TableDice: true})
	strip(g, "ramirez")
	g.ReadState().Model("bloater-1").Wounds = 1
	// Ramirez kills it (6,6,6 against 2), then Leo's Guts (2 dice: 3,3) fails; Ramirez's Get a
	// Grip! lets him re-roll (5,2): he holds. Ramirez herself: Guts 4 dice 2,2,2,2 fails, and
	// she cannot Get a Grip! for herself: 2 Wounds. The Shambler has no Guts: it is destroyed.
	ev := mustApply(t, g, Attack{Survivor: "ramirez", Target: "bloater-1"}, 6, 6, 6, 2, 2, 2, 2, 2, 3, 3, 5, 2)
	if !mdl(g, "bloater-1").Removed || !mdl(g, "shambler-2").Removed {
		t.Fatal("the Bloater burst but the Shambler beside it stands")
	}
	if w := mdl(g, "ramirez").Wounds; w != 1 {
		t.Errorf("Ramirez failed her Guts test: %d Wounds left, want 1", w)
	}
	if w := mdl(g, "leo").Wounds; w != 2 {
		t.Errorf("Leo passed on Get a Grip!: %d Wounds left, want 2", w)
	}
	if heatGained(ev) < bloaterHeat {
		t.Errorf("the burst added %d Heat", heatGained(ev))
	}
}

func TestSuddenLungeNeedsAVisibleSurvivor(t *testing.T) {
	// A wall across the whole table hides the Shambler from both survivors: its own
	// activation would take it to the objective marker, but the menu's lunge is towards a
	// visible survivor, so the Director's Heat is not spent on it.
	wall := `{"id":"wall","kind":"wall","polygon":[[30,0],[31,0],[31,48],[30,48]]}`
	s := testScenario(t, wall, `{"type":"shambler","at":[40,20]}`, `{"id":"ramirez","at":[10,10]},{"id":"leo","at":[10,20]}`)
	g := newGame(t, s, Options{})
	g.ReadState().Heat = 5
	mustApply(t, g, EndSurvivorPhase{})
	mustRefuse(t, g, DirectorAction{Action: "sudden-lunge", Target: "shambler-1"}, "sees no survivor")
}

func TestGetAGripCountsTheRerollsOnes(t *testing.T) {
	z := fmt.Sprintf(`{"type":"bloater","at":[%v,10]}`, 10+r25+physics.Base40mm.Radius+0.01)
	s := testScenario(t, ``, z, `{"id":"ramirez","at":[10,10]},{"id":"leo","at":[10,12.5]}`)
	g := newGame(t, s, Options{TableDice: true})
	strip(g, "ramirez")
	g.ReadState().Model("bloater-1").Wounds = 1
	// Ramirez kills it (6,6,6 against 2) and holds (4,2,2,2). Leo fails with two 1s, which
	// Get a Grip! throws away; his re-roll (1,5) passes, and its 1 is the one that counts.
	ev := mustApply(t, g, Attack{Survivor: "ramirez", Target: "bloater-1"}, 6, 6, 6, 2, 4, 2, 2, 2, 1, 1, 1, 5)
	if got := heatGained(ev); got != bloaterHeat+1 {
		t.Errorf("+%d Heat; want %d for the burst and 1 for the re-roll's 1", got, bloaterHeat+1)
	}
	if w := mdl(g, "leo").Wounds; w != 2 {
		t.Errorf("Leo passed on Get a Grip!: %d Wounds left, want 2", w)
	}
}

func TestGutsBleedOutGetsAGripAndTheHolySymbol(t *testing.T) {
	// Leo, Downed beside Ramirez, fails his Guts bleed-out (2,3); Get a Grip! lets him re-roll
	// (1,4): he lives, and the re-roll's 1 adds Heat.
	s := testScenario(t, ``, ``, `{"id":"ramirez","at":[10,10]},{"id":"leo","at":[10,13]}`)
	g := newGame(t, s, Options{TableDice: true, BleedOut: "guts"})
	g.ReadState().Model("leo").Wounds, g.ReadState().Model("leo").Downed = 0, true
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	ev := mustApply(t, g, EndRound{}, 2, 3, 1, 4)
	if m := mdl(g, "leo"); m.Removed {
		t.Fatal("Leo bled out although Get a Grip! gave him a passing re-roll")
	}
	if got := heatGained(ev); got != 1 {
		t.Errorf("+%d Heat; want 1 (the re-roll's 1)", got)
	}
	// Father Michael's Holy Symbol gives his Guts bleed-out a sixth die: the 4 on it saves him.
	s = testScenario(t, ``, ``, `{"id":"father-michael","at":[10,10]}`)
	g = newGame(t, s, Options{TableDice: true, BleedOut: "guts"})
	g.ReadState().Model("father-michael").Wounds, g.ReadState().Model("father-michael").Downed = 0, true
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustRefuse(t, g, EndRound{}, "needs 6 dice", 2, 2, 2, 2, 2)
	mustApply(t, g, EndRound{}, 2, 2, 2, 2, 2, 4)
	if mdl(g, "father-michael").Removed {
		t.Fatal("Father Michael bled out with a 4 on his Holy Symbol's die")
	}
}
