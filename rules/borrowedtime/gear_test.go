package borrowedtime

import (
	"fmt"
	"testing"
)

func TestClimbingGear(t *testing.T) {
	g := builtin(t, "rooftop-signal", Options{})
	put(g, "leo", 24, 20, 0)
	g.ReadState().Model("leo").Items = []string{"climbing-gear"}
	mustRefuse(t, g, UseItem{Survivor: "leo", Item: "climbing-gear"}, "not at the wall")
	put(g, "leo", 15, 12.5, 0) // against the Med-Tower's street face
	mustApply(t, g, UseItem{Survivor: "leo", Item: "climbing-gear"})
	if m := mdl(g, "leo"); m.Level != 1 || m.AP != 1 || !has(m, "climbing-gear") {
		t.Fatalf("Leo level %d, %d AP left, gear kept %v", m.Level, m.AP, has(m, "climbing-gear"))
	}
}

func TestFlareGunSetsZombiesAlight(t *testing.T) {
	z := `{"type":"brute","at":[20,10]},{"type":"shambler","at":[21.6,10.2]},{"type":"shambler","at":[30,30]}`
	s := testScenario(t, ``, z, `{"id":"ramirez","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("ramirez").Weapons = []WeaponState{{ID: "flare-gun", Shots: 1, Found: true}}
	mustApply(t, g, Attack{Survivor: "ramirez", Target: "brute-1", Weapon: "flare-gun"}, 2, 2, 2, 5)
	if !mdl(g, "shambler-2").Removed || mdl(g, "shambler-3").Removed || mdl(g, "brute-1").Wounds != 2 {
		t.Fatalf("the flare lights the Brute (1 Wound, no armour against fire) and the Shambler beside it")
	}
	if len(g.ReadState().Fires) != 1 {
		t.Fatal("no Burning area where the flare hit")
	}
}

func TestHolySymbolAndFirefighterCoat(t *testing.T) {
	z := fmt.Sprintf(`{"type":"bloater","at":[%v,10]}`, 10+r25+0.788+0.01)
	s := testScenario(t, ``, z, `{"id":"father-michael","at":[10,10]},{"id":"fury","at":[30,30]}`)
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("bloater-1").Wounds = 1
	strip(g, "father-michael")
	// Father Michael kills the Bloater (6,6 against 2): then his Guts test rolls 5 + 1 dice. The
	// count grows once the first dice show the Bloater bursting.
	mustRefuse(t, g, Attack{Survivor: "father-michael", Target: "bloater-1"}, "needs 9 dice", 6, 6, 2)
	mustApply(t, g, Attack{Survivor: "father-michael", Target: "bloater-1"}, 6, 6, 2, 2, 2, 2, 2, 2, 4)
	if mdl(g, "father-michael").Wounds != 4 {
		t.Fatal("a Guts test with a 4 passes: no Wounds")
	}
	// Fury starts in the flames: her Firefighter Coat ignores the first burning of the game.
	mustApply(t, g, EndActivation{})
	g.ReadState().Fires = []Fire{{Center: physicsVec(30, 30), Radius: 1.5, RoundsLeft: 2}}
	mustApply(t, g, Move{Survivor: "fury", To: pt(30, 34)})
	if m := mdl(g, "fury"); m.Wounds != 4 || !m.CoatUsed {
		t.Fatalf("Fury: %d Wounds, coat used %v", m.Wounds, m.CoatUsed)
	}
}
