package borrowedtime

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// contact returns a JSON position in base contact to the east of (x, y).
func east(x, y float64) string { return fmt.Sprintf("[%v,%v]", x+2*r25, y) }

func TestKnockDown(t *testing.T) {
	s := testScenario(t, ``, `{"type":"shambler","at":`+east(10, 10)+`},{"type":"brute","at":[30,30]}`, `{"id":"grizz","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	strip(g, "grizz")
	g.ReadState().Model("shambler-1").Wounds = 2
	mustApply(t, g, Attack{Survivor: "grizz", Target: "shambler-1", KnockDown: true}, 6, 6, 2, 2, 2, 2)
	z := mdl(g, "shambler-1")
	if z.Wounds != 1 || !z.Stunned {
		t.Fatalf("2 Wounds, one traded for the knock-down: %d Wounds left, stunned %v", z.Wounds, z.Stunned)
	}
	if d := z.Pos.X - (10 + 2*r25); d < 2.99 || d > 3.01 {
		t.Fatalf("pushed %.2f\", want 3", d)
	}
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	ev := mustApply(t, g, ActivateZombie{Target: "shambler-1"})
	if len(ev) != 1 || mdl(g, "shambler-1").Stunned {
		t.Fatalf("a knocked-down zombie loses its activation: %v", ev)
	}
	s = testScenario(t, ``, `{"type":"shambler","at":`+east(10, 10)+`}`, `{"id":"leo","at":[10,10]}`)
	g = newGame(t, s, Options{TableDice: true})
	mustRefuse(t, g, Attack{Survivor: "leo", Target: "shambler-1", KnockDown: true}, "only Grizz", 6, 6, 6, 2, 2)
}

func TestSlipperyLeo(t *testing.T) {
	z := `{"type":"shambler","at":[13,18]},{"type":"shambler","at":[13,19]},{"type":"shambler","at":[13,20]},{"type":"shambler","at":[13,21]},{"type":"shambler","at":[13,22]}`
	s := testScenario(t, ``, z, `{"id":"leo","at":[10,20]},{"id":"ramirez","at":[10,30]}`)
	g := newGame(t, s, Options{})
	ev := mustApply(t, g, Move{Survivor: "leo", To: pt(16, 20)})
	for _, e := range ev {
		if e.Type == EvMove && (len(e.Path) != 2 || e.Distance < 5.99 || e.Distance > 6.01) {
			t.Fatalf("Leo should slip straight through the Shamblers: %v", e.Path)
		}
	}
	mustRefuse(t, g, Move{Survivor: "leo", To: pt(13, 20)}, "cannot stand") // not stopping on one
}

func TestPrecisionShotAndPressYourLuck(t *testing.T) {
	s := testScenario(t, ``, `{"type":"brute","at":[20,10]}`, `{"id":"odessa","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	// Hunting Rifle 4 dice vs Shoot 5: 5 dice; the lowest failure (1) is re-rolled: 6.
	ev := mustApply(t, g, Attack{Survivor: "odessa", Target: "brute-1", Weapon: "hunting-rifle"}, 6, 5, 3, 1, 2, 6)
	var shot []int
	for _, r := range rolls(ev) {
		if len(r) == 5 {
			shot = r
		}
	}
	if len(shot) != 5 || shot[3] != 6 {
		t.Fatalf("rolls %v: the 1 should come back a 6", rolls(ev))
	}
	if g.ReadState().Heat != 2 {
		t.Errorf("the re-rolled 1 is no complication: Heat %d, want 2 (the rifle)", g.ReadState().Heat)
	}
	mustRefuse(t, g, Attack{Survivor: "odessa", Target: "brute-1", Weapon: "hunting-rifle"}, "needs 5 dice", 2, 2, 2, 2, 2, 2)

	s = testScenario(t, ``, `{"type":"shambler","at":`+east(10, 10)+`}`, `{"id":"lady-luck","at":[30,30]},{"id":"grizz","at":[10,10]}`)
	g = newGame(t, s, Options{TableDice: true})
	strip(g, "grizz")
	// Grizz 4 dice 6,3,2,2 (one failure re-rolled by Lady Luck: 5) against 4,1.
	mustApply(t, g, Attack{Survivor: "grizz", Target: "shambler-1"}, 6, 3, 2, 2, 5, 4, 1)
	if !mdl(g, "shambler-1").Removed || !mdl(g, "lady-luck").LuckTurned {
		t.Fatal("Press Your Luck did not turn Grizz's failure into the killing success")
	}
}

func TestRallyTheFaithful(t *testing.T) {
	s := testScenario(t, ``, ``, `{"id":"father-michael","at":[10,10]},{"id":"leo","at":[14,10]}`)
	g := newGame(t, s, Options{})
	g.ReadState().Model("leo").Wounds = 1
	mustApply(t, g, Rally{Survivor: "father-michael", Target: "leo"})
	if mdl(g, "leo").Wounds != 2 || mdl(g, "father-michael").Wounds != 3 || mdl(g, "father-michael").AP != 3 {
		t.Fatal("Rally: Leo +1, Father Michael −1, no AP spent")
	}
	mustRefuse(t, g, Rally{Survivor: "father-michael", Target: "leo"}, "already rallied")
}

func TestJuryRigBreachesTheTower(t *testing.T) {
	// Sparky is not in the Rooftop Signal's four: a custom team brings him.
	s := builtin(t, "rooftop-signal", Options{}).scenario
	g, err := New(s, Options{TableDice: true, Survivors: []string{"sparky", "leo"}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	put(g, "sparky", 24, 13.5, 0)
	mustApply(t, g, JuryRig{Survivor: "sparky", Location: "tower-entrance"}, 4, 2, 2, 2)
	if !g.ReadState().Breached || !mdl(g, "sparky").JuryRigged || mdl(g, "sparky").AP != 1 {
		t.Fatalf("breached %v, jury-rigged %v, AP %d", g.ReadState().Breached, mdl(g, "sparky").JuryRigged, mdl(g, "sparky").AP)
	}
	mustApply(t, g, EndActivation{})
	mustRefuse(t, g, JuryRig{Survivor: "leo", Location: "tower-entrance"}, "only Sparky")
}
func TestKnowsWhereToLook(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"patches","at":[%v,40]},{"id":"leo","at":[10,10]}`, 40-0.5-r25))
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Deck = []string{"machete", "flashlight", "loud-crash"}
	mustApply(t, g, Search{Survivor: "patches", Location: "stash"}, 4, 2, 2, 2, 2)
	if g.ReadState().Pending == nil {
		t.Fatal("no choice offered")
	}
	mustRefuse(t, g, EndActivation{}, "must first choose")
	mustRefuse(t, g, Choose{Survivor: "patches", Item: "grenade"}, "choose one of")
	mustApply(t, g, Choose{Survivor: "patches", Item: "flashlight"})
	if !has(mdl(g, "patches"), "flashlight") || indexOf(g.ReadState().Discard, "machete") < 0 {
		t.Fatal("Patches kept the wrong card")
	}
}

func TestAdrenalineRush(t *testing.T) {
	s := testScenario(t, ``, `{"type":"shambler","at":`+east(10, 10)+`}`, `{"id":"fury","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	strip(g, "fury")
	g.ReadState().Model("fury").Wounds = 2 // two missing: +2 dice
	if n, err := g.DiceNeeded(Attack{Survivor: "fury", Target: "shambler-1"}); err != nil || n != 5+2 {
		t.Fatalf("Fury rolls %d dice with the defender's (%v); want 3 + 2 and 2", n, err)
	}
}

func TestThrownWeapons(t *testing.T) {
	z := `{"type":"shambler","at":[20,10]},{"type":"shambler","at":[21.5,10]},{"type":"shambler","at":[30,30]}`
	s := testScenario(t, ``, z, `{"id":"ramirez","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("ramirez").Items = []string{"grenade", "molotov-cocktail"}
	mustRefuse(t, g, UseItem{Survivor: "ramirez", Item: "grenade", To: pt(25, 10)}, "thrown 12")
	// Both Shamblers within 3" take a 5-die attack, in table order: 5,2,2,2,2 kills the first.
	mustApply(t, g, UseItem{Survivor: "ramirez", Item: "grenade", To: pt(20.5, 10)}, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2)
	if !mdl(g, "shambler-1").Removed || mdl(g, "shambler-2").Removed || mdl(g, "shambler-3").Removed {
		t.Fatal("the blast should kill shambler-1 only")
	}
	if g.ReadState().Heat != grenadeHeat {
		t.Errorf("Heat %d, want %d", g.ReadState().Heat, grenadeHeat)
	}
	// Each 1 on a grenade's dice is a complication of the attack: +1 Heat (section VII step 5).
	g.ReadState().Model("ramirez").Items = []string{"grenade", "molotov-cocktail"}
	ev := mustApply(t, g, UseItem{Survivor: "ramirez", Item: "grenade", To: pt(21, 10)}, 1, 1, 2, 2, 2)
	if got := heatGained(ev); got != grenadeHeat+2 {
		t.Errorf("a grenade rolling two 1s: +%d Heat, want %d", got, grenadeHeat+2)
	}
	g.ReadState().Heat = grenadeHeat
	mustApply(t, g, UseItem{Survivor: "ramirez", Item: "molotov-cocktail", To: pt(16, 14)})
	if len(g.ReadState().Fires) != 1 || g.ReadState().Heat != grenadeHeat+molotovHeat {
		t.Fatalf("fires %v, Heat %d", g.ReadState().Fires, g.ReadState().Heat)
	}
	if len(mdl(g, "ramirez").Items) != 0 {
		t.Fatal("thrown weapons are used up")
	}
}
func TestAmmoReloadRifleAndRadio(t *testing.T) {
	s := testScenario(t, ``, ``, `{"id":"ramirez","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	m := g.ReadState().Model("ramirez")
	m.Weapons[0].Shots = 0
	m.Items = []string{"ammo-reload", "military-radio"}
	m.Weapons = append(m.Weapons, WeaponState{ID: "hunting-rifle", Found: true, Unready: true})
	mustApply(t, g, UseItem{Survivor: "ramirez", Item: "ammo-reload", Weapon: "service-pistol"})
	if w := carried(mdl(g, "ramirez"), "service-pistol"); w.Shots != 6 || mdl(g, "ramirez").AP != 3 {
		t.Fatal("Ammo Reload: a full pistol, and free")
	}
	mustApply(t, g, Reload{Survivor: "ramirez", Weapon: "hunting-rifle"})
	if w := carried(mdl(g, "ramirez"), "hunting-rifle"); w.Shots != 4 || mdl(g, "ramirez").Reloads != 2 {
		t.Fatal("equipping the found rifle: 4 shots, no Reload used")
	}
	mustApply(t, g, UseItem{Survivor: "ramirez", Item: "military-radio"}, 1)
	if g.ReadState().Heat != radioHeat {
		t.Errorf("an intercepted radio: Heat %d, want 3 (the interception is the 1's effect)", g.ReadState().Heat)
	}
}

func TestAdrenalineShot(t *testing.T) {
	s := testScenario(t, ``, ``, `{"id":"ramirez","at":[10,10]},{"id":"leo","at":`+east(10, 10)+`}`)
	g := newGame(t, s, Options{})
	g.ReadState().Model("ramirez").Items = []string{"adrenaline-shot"}
	g.ReadState().Model("leo").Wounds, g.ReadState().Model("leo").Downed = 0, true
	mustApply(t, g, UseItem{Survivor: "ramirez", Item: "adrenaline-shot", Target: "leo"})
	mustApply(t, g, EndActivation{})
	mustApply(t, g, Move{Survivor: "leo", To: pt(12, 12)})
	if m := mdl(g, "leo"); m.Downed || m.Wounds != 1 || m.AP != 3 {
		t.Fatalf("Leo: downed %v, %d Wounds, %d AP after one move (want 4 AP in all)", m.Downed, m.Wounds, m.AP)
	}
}
func TestCarryingLimitAndBackpack(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"ramirez","at":[%v,40]},{"id":"leo","at":[10,10]}`, 40-0.5-r25))
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("ramirez").Items = []string{"medkit", "medkit", "flashlight", "grenade"}
	g.ReadState().Deck = []string{"machete"}
	mustApply(t, g, Search{Survivor: "ramirez", Location: "stash"}, 4, 2, 2)
	if carried(mdl(g, "ramirez"), "machete") != nil || len(g.ReadState().Ground) != 1 {
		t.Fatalf("a fifth card: carried, ground %v", g.ReadState().Ground)
	}
	if limit(mdl(g, "leo")) != carryLimit+1 {
		t.Fatal("Leo's Backpack carries one more")
	}
}

// Rally the Faithful is Father Michael's action on the panel (his card: "Once a round, free:
// Father Michael takes 1 Wound to heal 1 Wound of another survivor within 6\""): it glows on
// the wounded survivors he may rally, costs no AP, and nobody else is offered it.
func TestRallyIsFatherMichaelsAction(t *testing.T) {
	s := testScenario(t, ``, ``, `{"id":"father-michael","at":[10,10]},{"id":"leo","at":[14,10]},{"id":"ramirez","at":[30,30]}`)
	g := newGame(t, s, Options{})
	sess := g.Session()
	rally := seamAction(t, sess, Survivors, "father-michael", ActRally)
	if rally.Enabled || !strings.Contains(rally.Why, "no Wounds") {
		t.Fatalf("with nobody wounded Rally is %+v", rally)
	}
	g.ReadState().Model("leo").Wounds = 1
	g.ReadState().Model("ramirez").Wounds = 1 // wounded, but more than 6" away
	rally = seamAction(t, sess, Survivors, "father-michael", ActRally)
	if !rally.Enabled || !slices.Equal(rally.Targets, []string{"leo"}) || rally.Cost != "" || rally.Needs != game.PickModel {
		t.Fatalf("Rally: %+v", rally)
	}
	for _, a := range sess.Actions(Survivors, "ramirez") {
		if a.ID == ActRally {
			t.Fatalf("Ramirez is offered %+v", a)
		}
	}
	seamDo(t, sess, Survivors, "father-michael", ActRally, game.Picks{Target: "leo"})
	if mdl(g, "leo").Wounds != 2 || mdl(g, "father-michael").AP != 3 {
		t.Fatalf("Rally through the panel: Leo has %d Wounds, Father Michael %d AP", mdl(g, "leo").Wounds, mdl(g, "father-michael").AP)
	}
}

// Dr. Sharma's own Medkit handed to Leo (a trade command takes her kit) is his to use
// (section VII: "Uses a Medkit on yourself or a survivor in base contact"): the panel offers
// him the Medkit, aimed at the hurt survivor beside him, as the rules take it.
func TestAPersonalMedkitHandedOnIsOffered(t *testing.T) {
	s := testScenario(t, ``, ``, `{"id":"sharma","at":[10,10]},{"id":"leo","at":`+east(10, 10)+`}`)
	g := newGame(t, s, Options{})
	sess := g.Session()
	mustApply(t, g, Trade{Survivor: "sharma", Target: "leo", Item: "personal-medkit"})
	seamDo(t, sess, Survivors, "", ActEndActivation, game.Picks{})
	g.ReadState().Model("sharma").Wounds = 1
	kit := seamAction(t, sess, Survivors, "leo", ActMedkit)
	if !kit.Enabled || !slices.Contains(kit.Targets, "sharma") {
		t.Fatalf("Leo with Sharma's Medkit: %+v", kit)
	}
	seamDo(t, sess, Survivors, "leo", ActMedkit, game.Picks{Target: "sharma"})
	if mdl(g, "sharma").Wounds != 3 {
		t.Fatalf("Sharma has %d Wounds after Leo's Medkit", mdl(g, "sharma").Wounds)
	}
}
