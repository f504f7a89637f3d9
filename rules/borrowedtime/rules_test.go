package borrowedtime

import (
	"fmt"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

func TestHeatCheckTables(t *testing.T) {
	table := map[int]int{6: 0, 7: 0, 8: 6, 9: 5, 10: 4, 11: 3, 12: 2, 15: 2}
	text := map[int]int{6: 0, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 15: 2}
	for h, want := range table {
		if got := heatCheckNeed(h, ""); got != want {
			t.Errorf("table: Heat %d needs %d, want %d", h, got, want)
		}
	}
	for h, want := range text {
		if got := heatCheckNeed(h, "text"); got != want {
			t.Errorf("text: Heat %d needs %d, want %d", h, got, want)
		}
	}
}

// openGame is Ramirez and Leo on an open table with one far Shambler, table dice.
func openGame(t *testing.T, opts Options) *Game {
	s := testScenario(t, ``, `{"type":"shambler","at":[40,20]}`, `{"id":"ramirez","at":[10,10]},{"id":"leo","at":[10,20]}`)
	opts.TableDice = true
	return newGame(t, s, opts)
}

func TestHeatCheckAdvancesThreat(t *testing.T) {
	for _, c := range []struct {
		die    int
		threat int
	}{{4, 1}, {3, 0}} {
		g := openGame(t, Options{})
		g.ReadState().Heat = 10
		mustRefuse(t, g, EndSurvivorPhase{}, "needs 1 die, and 0 were given")
		mustApply(t, g, EndSurvivorPhase{}, c.die)
		if g.ReadState().Threat != c.threat {
			t.Errorf("Heat 10, rolled %d: Threat %d, want %d", c.die, g.ReadState().Threat, c.threat)
		}
	}
	g := openGame(t, Options{})
	g.ReadState().Heat = 7 // below the table: no roll
	mustApply(t, g, EndSurvivorPhase{})
}

func TestHeatIsCappedAndThreatEndsTheGame(t *testing.T) {
	g := openGame(t, Options{})
	g.ReadState().Model("shambler-1").Pos.X = 18
	g.sync(g.ReadState())
	g.ReadState().Heat = 14
	ev := mustApply(t, g, Attack{Survivor: "ramirez", Target: "shambler-1", Weapon: "service-pistol"}, 2, 2, 2, 2)
	if g.ReadState().Heat != 15 || !strings.Contains(fmt.Sprint(ev), "lost at the maximum") {
		t.Fatalf("Heat %d; want 15 with the excess lost", g.ReadState().Heat)
	}
	g.ReadState().Threat = g.scenario.ThreatMax - 1
	mustApply(t, g, EndSurvivorPhase{}, 6) // Heat 15: 2+ → Threat max
	if g.ReadState().Phase != PhaseOver || g.ReadState().Winner != "director" {
		t.Fatalf("Threat %d of %d: phase %s, winner %q", g.ReadState().Threat, g.scenario.ThreatMax, g.ReadState().Phase, g.ReadState().Winner)
	}
	mustRefuse(t, g, EndSpending{}, "game is over")
}

func TestDownedBleedOutReviveAndDeath(t *testing.T) {
	g := openGame(t, Options{})
	leo := g.ReadState().Model("leo")
	leo.Wounds = 0
	leo.Downed = true
	mustRefuse(t, g, Move{Survivor: "leo", To: pt(10, 22)}, "Downed")
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateAllZombies{})
	mustApply(t, g, EndRound{}, 2) // bleed out: not a 1
	if m := mdl(g, "leo"); m.Removed || !m.Downed {
		t.Fatal("Leo bled out on a 2")
	}
	// Ramirez walks over and revives him.
	g.ReadState().Model("ramirez").Pos = leo.Pos.Add(physicsVec(0, -2*r25))
	g.sync(g.ReadState())
	mustApply(t, g, Revive{Survivor: "ramirez", Target: "leo"})
	if m := mdl(g, "leo"); m.Downed || m.Wounds != 1 {
		t.Fatalf("revived Leo: downed %v, %d Wounds", m.Downed, m.Wounds)
	}
	// Downed again; a 1 kills.
	g.ReadState().Model("leo").Wounds, g.ReadState().Model("leo").Downed = 0, true
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateAllZombies{})
	mustApply(t, g, EndRound{}, 1)
	if !mdl(g, "leo").Removed {
		t.Fatal("Leo survived a 1 on his bleed-out roll")
	}
	if g.ReadState().Phase == PhaseOver {
		t.Fatal("one of two dead is not more than half")
	}
}

func TestBleedOutGutsOption(t *testing.T) {
	g := openGame(t, Options{BleedOut: "guts"})
	g.ReadState().Model("leo").Wounds, g.ReadState().Model("leo").Downed = 0, true
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateAllZombies{})
	mustRefuse(t, g, EndRound{}, "needs 2 dice", 3) // Leo's Guts is 2
	mustApply(t, g, EndRound{}, 3, 2)
	if !mdl(g, "leo").Removed {
		t.Fatal("no success on Guts dice should kill")
	}
}

func TestWoundsBelowZeroKillAndMajorityLoses(t *testing.T) {
	s := testScenario(t, ``, fmt.Sprintf(`{"type":"brute","at":[%v,10]}`, 10+r25+physics.Base40mm.Radius+0.001), `{"id":"leo","at":[10,10]},{"id":"grizz","at":[30,30]},{"id":"ramirez","at":[40,40]}`)
	g := newGame(t, s, Options{TableDice: true})
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	// Brute F4: 6,6,6,6 against Leo's Bat-armed 3 dice 2,2,2: 4 Wounds on 2: dead outright.
	mustApply(t, g, ActivateZombie{Target: "brute-1"}, 6, 6, 6, 6, 2, 2, 2)
	if !mdl(g, "leo").Removed {
		t.Fatal("4 Wounds on a 2-Wound survivor did not kill him")
	}
	g.ReadState().Model("grizz").Wounds = 0
	g.ReadState().Model("grizz").Downed = true
	mustApply(t, g, EndRound{}, 1)
	if g.ReadState().Winner != "director" {
		t.Fatalf("2 of 3 dead: winner %q", g.ReadState().Winner)
	}
}

func TestMedkitHealsAndIsUsedUp(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"leo","at":[10,10]},{"id":"grizz","at":[%v,10]}`, 10+2*r25))
	g := newGame(t, s, Options{})
	g.ReadState().Model("leo").Items = []string{"medkit"}
	g.ReadState().Model("grizz").Wounds = 1
	mustApply(t, g, Medkit{Survivor: "leo", Target: "grizz"})
	if mdl(g, "grizz").Wounds != 3 || len(mdl(g, "leo").Items) != 0 {
		t.Fatalf("Grizz %d Wounds (want 3), Leo's items %v", mdl(g, "grizz").Wounds, mdl(g, "leo").Items)
	}
	mustRefuse(t, g, Medkit{Survivor: "leo", Target: "grizz"}, "no Medkit")
}

func TestTriage(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"sharma","at":[10,10]},{"id":"father-michael","at":[%v,10]}`, 10+2*r25))
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("father-michael").Wounds = 0 + 1 // 3 of his 4 Wounds gone
	mustApply(t, g, Medkit{Survivor: "sharma", Target: "father-michael"}, 5, 2, 3, 2)
	if w := mdl(g, "father-michael").Wounds; w != 4 {
		t.Fatalf("a Medkit (2) with Triage (1 success: +1) on 1 Wound left: %d, want 4", w)
	}
}

func TestSearchDrawsAndResolvesTrouble(t *testing.T) {
	setup := func(deck ...string) *Game {
		s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"leo","at":[%v,40]},{"id":"ramirez","at":[10,10]}`, 40-0.5-r25))
		g := newGame(t, s, Options{TableDice: true})
		g.ReadState().Deck = deck
		return g
	}
	g := setup("flashlight", "machete")
	mustApply(t, g, Search{Survivor: "leo", Location: "stash"}, 2, 3, 1)
	if len(g.ReadState().Deck) != 2 || g.ReadState().Heat != 1 || g.ReadState().SearchesLeft[0] != 1 {
		t.Fatalf("a failed search: deck %v, Heat %d (the 1), searches left %v", g.ReadState().Deck, g.ReadState().Heat, g.ReadState().SearchesLeft)
	}
	mustApply(t, g, Search{Survivor: "leo", Location: "stash"}, 6, 3, 2)
	if m := mdl(g, "leo"); indexOf(m.Items, "flashlight") < 0 || carried(m, "machete") == nil {
		t.Fatalf("a critical search draws two: items %v, weapons %v", m.Items, m.Weapons)
	}
	mustRefuse(t, g, Search{Survivor: "leo", Location: "stash"}, "searched out")

	g = setup("loud-crash")
	mustApply(t, g, Search{Survivor: "leo", Location: "stash"}, 4, 3, 2)
	if g.ReadState().Heat != 2 {
		t.Errorf("Loud Crash: Heat %d, want 2", g.ReadState().Heat)
	}
	g = setup("its-a-trap")
	mustApply(t, g, Search{Survivor: "leo", Location: "stash"}, 4, 3, 2)
	if mdl(g, "leo").Wounds != 1 {
		t.Errorf("It's a Trap!: Leo has %d Wounds, want 1", mdl(g, "leo").Wounds)
	}
	g = setup("the-biter")
	mustRefuse(t, g, Search{Survivor: "leo", Location: "stash"}, "needs 8 dice", 4, 3, 2)
	mustApply(t, g, Search{Survivor: "leo", Location: "stash"}, 4, 3, 2, 6, 6, 2, 2, 2)
	if mdl(g, "shambler-1") == nil || mdl(g, "leo").Wounds != 0 || !mdl(g, "leo").Downed {
		t.Errorf("The Biter: a Shambler in contact attacks (6,6 against 2,2,2): Leo should be Downed")
	}
	g = setup("infested")
	mustApply(t, g, Search{Survivor: "leo", Location: "stash"}, 4, 3, 2)
	if z := mdl(g, "shambler-1"); z == nil || z.Pos.Y != 47 || g.ReadState().Heat != 1 {
		t.Errorf("Infested!: a Shambler at the nearest spawn point and +1 Heat")
	}
}

func TestDirectorMenu(t *testing.T) {
	g := openGame(t, Options{})
	g.ReadState().Heat = 15
	mustApply(t, g, EndSurvivorPhase{}, 1)
	mustRefuse(t, g, DirectorAction{Action: "spawn-shambler", Spawn: "nowhere"}, "no spawn point")
	mustApply(t, g, DirectorAction{Action: "spawn-shambler", Spawn: "north"})
	mustApply(t, g, DirectorAction{Action: "spawn-shambler", Spawn: "north"}) // beside the first
	if g.ReadState().Heat != 11 || mdl(g, "shambler-2") == nil || mdl(g, "shambler-3") == nil {
		t.Fatalf("two spawns: Heat %d", g.ReadState().Heat)
	}
	mustApply(t, g, DirectorAction{Action: "spawn-horde", Spawn: "south"})
	if h := mdl(g, "horde-4"); h == nil || h.Models != 4 || g.ReadState().Heat != 6 {
		t.Fatalf("horde: %+v, Heat %d", h, g.ReadState().Heat)
	}
	mustRefuse(t, g, DirectorAction{Action: "spawn-special", Spawn: "south", Kind: "dragon"}, "which special")
	mustRefuse(t, g, DirectorAction{Action: "spawn-special", Spawn: "south", Kind: "brute"}, "costs 7")
	before := mdl(g, "shambler-1").Pos
	mustApply(t, g, DirectorAction{Action: "sudden-lunge", Target: "shambler-1"})
	if d := before.Dist(mdl(g, "shambler-1").Pos); d < 2.99 || d > 3.01 {
		t.Fatalf("Sudden Lunge moved %.2f\", want 3", d)
	}
	mustApply(t, g, EndSpending{})
	if g.ReadState().Heat != 0 {
		t.Fatalf("unspent Heat not lost: %d", g.ReadState().Heat)
	}
}

func TestZombiesMoveTheirFullMoveAndAttackOnce(t *testing.T) {
	s := testScenario(t, ``, `{"type":"shambler","at":[17,10]},{"type":"shambler","at":[44,44]}`, `{"id":"ramirez","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("shambler-2").Pos = physicsVec(20, 44) // out of sight? no walls: it sees Ramirez
	g.sync(g.ReadState())
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	ev := mustApply(t, g, ActivateZombie{Target: "shambler-1"})
	z := mdl(g, "shambler-1")
	if d := z.Pos.Dist(physicsVec(17, 10)); d < 3.99 || d > 4.01 {
		t.Fatalf("the Shambler moved %.2f\", want its full 4\"", d)
	}
	if len(rolls(ev)) != 0 {
		t.Fatal("it attacked without contact")
	}
	// Next round it reaches contact (2" left between the bases) and attacks once.
	mustApply(t, g, ActivateZombie{Target: "shambler-2"})
	mustApply(t, g, EndRound{})
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	ev = mustApply(t, g, ActivateZombie{Target: "shambler-1"}, 2, 2, 5, 5, 5, 5)
	if got := rolls(ev); len(got) != 2 || len(got[0]) != 2 || len(got[1]) != 4 {
		t.Fatalf("one attack (2 dice against Ramirez's 3+1 Nightstick): %v", got)
	}
}

func TestZombieWithoutPreyHeadsForTheObjective(t *testing.T) {
	wall := `{"id":"wall","kind":"wall","polygon":[[20,0],[21,0],[21,48],[20,48]]}`
	s := testScenario(t, wall, `{"type":"shambler","at":[30,20]}`, `{"id":"ramirez","at":[10,10]}`)
	g := newGame(t, s, Options{})
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateZombie{Target: "shambler-1"})
	z := mdl(g, "shambler-1")
	goal := physicsVec(44, 4)
	if before, after := physicsVec(30, 20).Dist(goal), z.Pos.Dist(goal); before-after < 3.99 {
		t.Fatalf("the Shambler came %.2f\" nearer the objective, want 4", before-after)
	}
}

func TestAimAndHunkerChangeThePool(t *testing.T) {
	zx := 10 + 2*r25 + 6
	fence := fmt.Sprintf(`{"id":"fence","kind":"fence","polygon":[[%v,5],[%v,5],[%v,15],[%v,15]]}`, zx-r25-0.1, zx-r25, zx-r25, zx-r25-0.1)
	s := testScenario(t, fence, ``, fmt.Sprintf(`{"id":"ramirez","at":[10,10]},{"id":"grizz","at":[%v,10]}`, zx))
	g := newGame(t, s, Options{TableDice: true})
	// Grizz hunkers behind the fence: Ramirez's pool is 4 − 1 (light cover) − 1 (hunkered) = 2.
	mustApply(t, g, Hunker{Survivor: "grizz"})
	mustApply(t, g, EndActivation{})
	mustRefuse(t, g, Attack{Survivor: "ramirez", Target: "grizz", Weapon: "service-pistol"}, "needs 2 dice", 2, 2, 2)
	// Aimed: light cover ignored, +1: 4 + 1 − 1 = 4.
	mustApply(t, g, Aim{Survivor: "ramirez"})
	mustRefuse(t, g, Attack{Survivor: "ramirez", Target: "grizz", Weapon: "service-pistol"}, "needs 4 dice", 2, 2, 2)
	mustApply(t, g, Attack{Survivor: "ramirez", Target: "grizz", Weapon: "service-pistol"}, 2, 2, 2, 3)
	if mdl(g, "ramirez").Aimed {
		t.Fatal("the aim outlived the shot")
	}
}

func TestNoisyWeaponsAndWithdrawal(t *testing.T) {
	s := testScenario(t, ``, fmt.Sprintf(`{"type":"shambler","at":[%v,10]}`, 10+2*r25), `{"id":"grizz","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("shambler-1").Wounds = 5 // keep it standing to see the withdrawal
	mustApply(t, g, Attack{Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron", Withdraw: 1}, 6, 2, 2, 2, 2, 2, 2)
	if g.ReadState().Heat != 1 {
		t.Errorf("a noisy Tire Iron: Heat %d, want 1", g.ReadState().Heat)
	}
	if d := mdl(g, "grizz").Pos.Dist(physicsVec(10, 10)); d < 0.99 || d > 1.01 {
		t.Errorf("Grizz withdrew %.2f\", want 1", d)
	}
	if len(g.State().Models) != 2 || mdl(g, "shambler-1").Wounds != 4 {
		t.Errorf("the Shambler took %d Wounds, want 1", 5-mdl(g, "shambler-1").Wounds)
	}
}

func TestComplicationOptions(t *testing.T) {
	for _, c := range []struct {
		opt  string
		heat int
	}{{"", 2}, {"survivors", 1}} {
		s := testScenario(t, ``, fmt.Sprintf(`{"type":"shambler","at":[%v,10]}`, 10+2*r25), `{"id":"grizz","at":[10,10]}`)
		g := newGame(t, s, Options{TableDice: true, Complications: c.opt})
		strip(g, "grizz")
		mustApply(t, g, Attack{Survivor: "grizz", Target: "shambler-1"}, 1, 2, 2, 2, 1, 2)
		if g.ReadState().Heat != c.heat {
			t.Errorf("complications %q: Heat %d, want %d", c.opt, g.ReadState().Heat, c.heat)
		}
	}
}

func TestDoorsOpenCloseAndBarricades(t *testing.T) {
	shop := `{"id":"shop","kind":"building","polygon":[[20,20],[30,20],[30,30],[20,30]],"doors":[{"id":"front","edge":0,"offset":5,"width":2},{"id":"back","name":"Back Door","edge":2,"offset":5,"width":2,"barricaded":true}]}`
	s := testScenario(t, shop, ``, fmt.Sprintf(`{"id":"leo","at":[25,%v]},{"id":"ramirez","at":[10,10]}`, 20-r25))
	g := newGame(t, s, Options{})
	mustRefuse(t, g, OpenDoor{Survivor: "ramirez", Location: "front"}, "Officer Ramirez is not at the Shop's door")
	mustApply(t, g, OpenDoor{Survivor: "leo", Location: "front"})
	mustApply(t, g, Move{Survivor: "leo", To: pt(25, 20.1)}) // into the doorway
	mustRefuse(t, g, CloseDoor{Survivor: "leo", Location: "front"}, "stands in the doorway")
	mustRefuse(t, g, OpenDoor{Survivor: "leo", Location: "back"}, "the Back Door is barricaded")
	mustRefuse(t, g, OpenDoor{Survivor: "leo", Location: "front"}, "the Shop's door is already open")
}

func TestTrade(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"sharma","at":[10,10]},{"id":"leo","at":[%v,10]}`, 10+2*r25))
	g := newGame(t, s, Options{})
	mustApply(t, g, Trade{Survivor: "sharma", Target: "leo", Item: "personal-medkit"})
	if indexOf(mdl(g, "leo").Items, "personal-medkit") < 0 {
		t.Fatal("the Medkit did not change hands")
	}
	mustRefuse(t, g, Trade{Survivor: "sharma", Target: "leo", Item: "personal-medkit"}, "does not carry")
}

func TestKeepZombieHeatOption(t *testing.T) {
	for _, keep := range []bool{false, true} {
		g := openGame(t, Options{KeepZombieHeat: keep})
		mustApply(t, g, EndSurvivorPhase{})
		mustApply(t, g, EndSpending{})
		mustApply(t, g, ActivateAllZombies{})
		g.ReadState().Heat = 2 // as if the zombies' attacks had rolled 1s
		mustApply(t, g, EndRound{})
		if want := map[bool]int{false: 0, true: 2}[keep]; g.ReadState().Heat != want {
			t.Errorf("keep %v: Heat %d after the End phase, want %d", keep, g.ReadState().Heat, want)
		}
	}
}

func TestEveryDirectorActionHasAName(t *testing.T) {
	for id := range directorCosts {
		if DirectorActionName(id) == id {
			t.Errorf("the Director action %q has no name for the players", id)
		}
	}
}

func TestTradeKeepsTheCarryingLimit(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"ramirez","at":[10,10]},{"id":"leo","at":[%v,10]}`, 10+2*r25))
	g := newGame(t, s, Options{})
	// Ramirez holds four cards, her limit (ruling C5); Leo offers her a found Machete.
	g.ReadState().Model("ramirez").Items = []string{"flashlight", "grenade", "medkit", "ammo-reload"}
	g.ReadState().Model("leo").Weapons = append(g.ReadState().Model("leo").Weapons, WeaponState{ID: "machete", Found: true})
	mustRefuse(t, g, Trade{Survivor: "leo", Target: "ramirez", Item: "machete"}, "cannot carry more than 4 cards")
	// Leo's own Baseball Bat is starting kit, not a card: it may change hands.
	mustApply(t, g, Trade{Survivor: "leo", Target: "ramirez", Item: "baseball-bat"})
	// Leo holds five cards with his Backpack: handing it over would leave him over his limit.
	g.ReadState().Model("leo").Items = []string{"flashlight", "grenade", "medkit", "ammo-reload", "molotov-cocktail"}
	g.ReadState().Model("ramirez").Items = nil
	mustRefuse(t, g, Trade{Survivor: "leo", Target: "ramirez", Item: "backpack"}, "could carry only 4 cards")
}
