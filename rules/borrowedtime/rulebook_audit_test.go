package borrowedtime

import (
	"fmt"
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Tests for the defects of issue 26's rulebook audit. Each quotes the sentence it enforces.

// Section V Search: "A natural roll of '6' on a Wits Test is a Critical Success"; ruling R8:
// "One more card from the Salvage deck". Section XIII, Patches: "they draw two cards from the
// Salvage Deck and choose one to keep". A critical search gives Patches a second pair even
// while he has still to choose from the first.
func TestPatchesCriticalSearchDrawsASecondPair(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"patches","at":[%v,40]},{"id":"leo","at":[10,10]}`, 40-0.5-r25))
	t.Run("two pairs wait for two choices", func(t *testing.T) {
		g := newGame(t, s, Options{TableDice: true})
		g.ReadState().Deck = []string{"machete", "flashlight", "grenade", "medkit", "loud-crash"}
		mustApply(t, g, Search{Survivor: "patches", Location: "stash"}, 6, 2, 2, 2, 2)
		if p := g.ReadState().Pending; p == nil || !slices.Equal(p.Cards, []string{"flashlight", "machete", "grenade", "medkit"}) {
			t.Fatalf("pending %+v; want both pairs offered", g.ReadState().Pending)
		}
		mustRefuse(t, g, EndActivation{}, "must first choose")
		mustApply(t, g, Choose{Survivor: "patches", Item: "medkit"})
		if p := g.ReadState().Pending; p == nil || !slices.Equal(p.Cards, []string{"flashlight", "machete"}) {
			t.Fatalf("pending %+v after the first choice; want the other pair", g.ReadState().Pending)
		}
		mustApply(t, g, Choose{Survivor: "patches", Item: "flashlight"})
		pa := mdl(g, "patches")
		if g.ReadState().Pending != nil || !has(pa, "medkit") || !has(pa, "flashlight") || has(pa, "grenade") || carried(pa, "machete") != nil {
			t.Fatalf("Patches carries %v %v; want the Medkit and the Flashlight", pa.Items, pa.Weapons)
		}
		if !slices.Contains(g.ReadState().Discard, "grenade") || !slices.Contains(g.ReadState().Discard, "machete") {
			t.Fatalf("discards %v; want the Grenade and the Machete", g.ReadState().Discard)
		}
	})
	t.Run("a pair with one card to keep is kept at once", func(t *testing.T) {
		g := newGame(t, s, Options{TableDice: true})
		g.ReadState().Deck = []string{"machete", "flashlight", "grenade", "car-keys", "loud-crash"}
		mustApply(t, g, Search{Survivor: "patches", Location: "stash"}, 6, 2, 2, 2, 2)
		if !has(mdl(g, "patches"), "grenade") {
			t.Fatal("the second pair's one card was not kept")
		}
		if p := g.ReadState().Pending; p == nil || !slices.Equal(p.Cards, []string{"flashlight", "machete"}) {
			t.Fatalf("pending %+v; want the first pair", g.ReadState().Pending)
		}
	})
}

// Section VII Ranged: "Each success deals 1 Wound to the target"; Urban Emergency, Flare Gun:
// "If this shot hits a zombie, the zombie and all others within 2" are lit on fire" (ruling
// C12: 1 Wound each from the flames). A Hunter (2 Wounds) hit once dies: the shot's Wound and
// the flames'.
func TestFlareGunHitWoundsAndBurns(t *testing.T) {
	s := testScenario(t, ``, `{"type":"hunter","at":[20,10]}`, `{"id":"ramirez","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("ramirez").Weapons = []WeaponState{{ID: "flare-gun", Shots: 1, Found: true}}
	mustApply(t, g, Attack{Survivor: "ramirez", Target: "hunter-1", Weapon: "flare-gun"}, 5, 2, 2, 2)
	if h := mdl(g, "hunter-1"); !h.Removed {
		t.Fatalf("the Hunter hit by the flare has %d Wounds left; the hit and the flames kill it", h.Wounds)
	}
	if mdl(g, "ramirez").Kills != 1 || len(g.ReadState().Fires) != 1 {
		t.Fatalf("kills %d, fires %d; want the kill and a Burning area", mdl(g, "ramirez").Kills, len(g.ReadState().Fires))
	}
}

// pumpsScenario is an open table with Last Stop Gas's Highly Flammable! pumps (a marker at
// (24,24)) and a fence 0.6" in front of them on the west.
func pumpsScenario(t *testing.T, survivors string) *maps.Scenario {
	t.Helper()
	doc := fmt.Sprintf(`{"format":"borrowed-time-scenario","version":1,"id":"test","name":"Test",
		"terrain":[{"id":"fence","kind":"fence","name":"wooden fence","polygon":[[22.8,20],[22.9,20],[22.9,28],[22.8,28]]}],
		"zombies":[],"survivors":[%s],"specialRules":["highly-flammable"],
		"spawnPoints":[{"id":"north","at":[24,1]}],
		"objectives":[{"id":"gas-pumps","name":"Gas Pumps","at":[24,24]}]}`, survivors)
	s, err := maps.Load("test", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Section VII: "Apply Cover penalties to the defender if applicable, reducing the attacker's
// dice pool"; section XIII, Odessa: "Once per round, may re-roll one die for a Shoot attack";
// Lady Luck: "after any die is rolled … may force that die to be re-rolled". Scenario 1:
// "If the Gas Pumps Objective Marker … takes even a single Wound from any source, they
// explode" (ruling C27: a shot at them with any success). A shot at the pumps is a Shoot
// attack like any other.
func TestShootingThePumpsIsAShootAttack(t *testing.T) {
	t.Run("cover behind the fence, ignored when aimed", func(t *testing.T) {
		g := newGame(t, pumpsScenario(t, `{"id":"ramirez","at":[14,24]}`), Options{TableDice: true})
		shot := Attack{Survivor: "ramirez", Target: "gas-pumps", Weapon: "service-pistol"}
		if n, err := g.DiceNeeded(shot); err != nil || n != 3 {
			t.Fatalf("the shot rolls %d dice (%v); want Shoot 4 − 1 for the fence's light cover", n, err)
		}
		mustApply(t, g, Aim{Survivor: "ramirez"})
		if n, err := g.DiceNeeded(shot); err != nil || n != 5 {
			t.Fatalf("the aimed shot rolls %d dice (%v); want 4 + 1, the light cover ignored", n, err)
		}
	})
	t.Run("Precision Shot", func(t *testing.T) {
		g := newGame(t, pumpsScenario(t, `{"id":"odessa","at":[24,14]}`), Options{TableDice: true})
		// Odessa's rifle: 5 dice, all failures; Precision Shot re-rolls the 1: a 5.
		mustApply(t, g, Attack{Survivor: "odessa", Target: "gas-pumps", Weapon: "hunting-rifle"}, 1, 2, 2, 3, 3, 5)
		if !g.ReadState().PumpsGone {
			t.Fatal("Precision Shot's re-roll hit the pumps, but they did not explode")
		}
		if g.ReadState().Heat != 2+pumpHeat {
			t.Errorf("Heat %d; want 2 (rifle) + 5 (explosion), the re-rolled 1 adding none", g.ReadState().Heat)
		}
	})
	t.Run("Press Your Luck", func(t *testing.T) {
		g := newGame(t, pumpsScenario(t, `{"id":"ramirez","at":[24,14]},{"id":"lady-luck","at":[10,10]}`), Options{TableDice: true})
		mustApply(t, g, Attack{Survivor: "ramirez", Target: "gas-pumps", Weapon: "service-pistol"}, 2, 2, 3, 3, 6)
		if !g.ReadState().PumpsGone || !mdl(g, "lady-luck").LuckTurned {
			t.Fatal("Lady Luck's re-roll hit the pumps, but they did not explode")
		}
	})
}

// Scenario 2, Signal for Rescue: "To win, the Survivors must complete the following steps in
// order: 1. Breach the Tower … 3. Activate the Signal". Survivors who climbed the tower's face
// with Climbing Gear cannot fire the signal while its doors are still barricaded.
func TestRooftopSignalNeedsTheBreachFirst(t *testing.T) {
	g := builtin(t, "rooftop-signal", Options{})
	put(g, "leo", 15, 12.5, 0) // against the Med-Tower's street face
	g.ReadState().Model("leo").Items = []string{"climbing-gear"}
	mustApply(t, g, UseItem{Survivor: "leo", Item: "climbing-gear"})
	mustApply(t, g, EndActivation{})
	for i, id := range []string{"ramirez", "grizz", "sharma"} {
		put(g, id, 18+float64(i)*3, 6, 1)
	}
	put(g, "ramirez", 24, 6.95, 1) // at the signal point
	mustRefuse(t, g, Interact{Survivor: "ramirez", Location: "roof-signal"}, "breach the tower before the signal")
	g.ReadState().Breached = true
	mustApply(t, g, Interact{Survivor: "ramirez", Location: "roof-signal"})
	if g.ReadState().SignalRound != 1 {
		t.Fatalf("signal round %d once the tower is breached", g.ReadState().SignalRound)
	}
}

// Section XIII, Lady Luck: "Press Your Luck - Once per round, after any die is rolled by any
// player (including the Director), Lady Luck may force that die to be re-rolled"; ruling C20:
// used automatically to the survivors' advantage. It covers every survivor roll, not only
// attacks and searches.
func TestPressYourLuckOnEverySurvivorRoll(t *testing.T) {
	downedLeo := func(t *testing.T, opts Options) *Game {
		s := testScenario(t, ``, ``, `{"id":"leo","at":[10,10]},{"id":"lady-luck","at":[30,30]}`)
		opts.TableDice = true
		g := newGame(t, s, opts)
		leo := g.ReadState().Model("leo")
		leo.Wounds, leo.Downed = 0, true
		mustApply(t, g, EndSurvivorPhase{})
		mustApply(t, g, EndSpending{})
		mustApply(t, g, ActivateAllZombies{})
		return g
	}
	// Section VII Bleed Out: "Roll a D6 … On a roll of 1, they die."
	t.Run("the Bleed Out D6", func(t *testing.T) {
		g := downedLeo(t, Options{})
		mustRefuse(t, g, EndRound{}, "needs 2 dice", 1)
		mustApply(t, g, EndRound{}, 1, 5)
		if leo := mdl(g, "leo"); leo.Removed || !mdl(g, "lady-luck").LuckTurned {
			t.Fatal("Leo died on a 1 with Lady Luck's re-roll unused")
		}
		if g.ReadState().Heat != 0 {
			t.Errorf("Heat %d: the re-rolled 1 is no complication", g.ReadState().Heat)
		}
	})
	t.Run("the Bleed Out D6: a 2 is no failure", func(t *testing.T) {
		g := downedLeo(t, Options{})
		mustApply(t, g, EndRound{}, 2) // nothing to re-roll
		if mdl(g, "leo").Removed || mdl(g, "lady-luck").SkillRound == g.ReadState().Round {
			t.Fatal("Lady Luck re-rolled a roll that had not failed")
		}
	})
	// Ruling R3's house rule: "a Guts test … no success (4+) and the survivor dies".
	t.Run("a Guts test", func(t *testing.T) {
		g := downedLeo(t, Options{BleedOut: "guts"})
		mustApply(t, g, EndRound{}, 3, 2, 4) // Guts 2: 3, 2; the 2 re-rolled: 4
		if mdl(g, "leo").Removed {
			t.Fatal("Lady Luck's re-roll passed Leo's Guts test, but he died")
		}
	})
	// Section XIV Grenade: "All models within 3" of the target point suffer a 5-die attack."
	t.Run("a grenade's dice", func(t *testing.T) {
		s := testScenario(t, ``, `{"type":"shambler","at":[20,10]}`, `{"id":"leo","at":[10,10]},{"id":"lady-luck","at":[30,30]}`)
		g := newGame(t, s, Options{TableDice: true})
		g.ReadState().Model("leo").Items = []string{"grenade"}
		mustApply(t, g, UseItem{Survivor: "leo", Item: "grenade", To: pt(20, 10)}, 3, 3, 2, 2, 1, 5)
		if !mdl(g, "shambler-1").Removed {
			t.Fatal("the re-rolled 1 came up 5, but the Shambler survived")
		}
		if g.ReadState().Heat != grenadeHeat {
			t.Errorf("Heat %d; want the grenade's 4, the re-rolled 1 adding none", g.ReadState().Heat)
		}
	})
	t.Run("a grenade's dice against a survivor", func(t *testing.T) {
		s := testScenario(t, ``, ``, `{"id":"leo","at":[10,10]},{"id":"lady-luck","at":[30,30]},{"id":"sharma","at":[20,10]}`)
		g := newGame(t, s, Options{TableDice: true})
		g.ReadState().Model("leo").Items = []string{"grenade"}
		mustApply(t, g, UseItem{Survivor: "leo", Item: "grenade", To: pt(21, 10)}, 6, 2, 2, 2, 2, 3)
		if w := mdl(g, "sharma").Wounds; w != 3 {
			t.Fatalf("Sharma has %d Wounds; Lady Luck re-rolls the grenade's success against her", w)
		}
	})
	// Section XIII, Sparky: "Can spend 2 AP to attempt to repair … (requires a Wits test)".
	t.Run("a Jury-Rig's Wits test", func(t *testing.T) {
		g := builtin(t, "rooftop-signal", Options{TableDice: true, Survivors: []string{"sparky", "lady-luck"}})
		put(g, "sparky", 24, 13.5, 0)
		mustApply(t, g, JuryRig{Survivor: "sparky", Location: "tower-entrance"}, 2, 2, 2, 3, 6)
		if !g.ReadState().Breached {
			t.Fatal("Lady Luck's re-roll passed Sparky's Jury-Rig, but the tower is shut")
		}
	})
	// Urban Emergency, Military Radio: "delay the Threat Track by one space on a 4+ roll".
	t.Run("the radio", func(t *testing.T) {
		g := builtin(t, "rooftop-signal", Options{TableDice: true, Survivors: []string{"leo", "lady-luck"}})
		g.ReadState().Threat = 3
		g.ReadState().Model("leo").Items = []string{"military-radio"}
		mustApply(t, g, UseItem{Survivor: "leo", Item: "military-radio"}, 3, 4)
		if g.ReadState().Threat != 2 {
			t.Fatalf("Threat %d; Lady Luck's re-roll of the 3 came up 4", g.ReadState().Threat)
		}
	})
}

// Section X, Screamer: "At the start of the Director Phase, if the Screamer can see a
// Survivor, it adds +3 Heat to the Heat Track." A Downed survivor is still a Survivor (ruling
// C38); the house rule shriekStandingOnly asks for a standing one.
func TestScreamerShrieksAtADownedSurvivor(t *testing.T) {
	s := testScenario(t, ``, `{"type":"screamer","at":[20,10]}`, `{"id":"leo","at":[10,10]}`)
	for _, c := range []struct {
		name string
		opts Options
		heat int
	}{{"by the ruling", Options{}, 3}, {"shriekStandingOnly", Options{ShriekStandingOnly: true}, 0}} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, s, c.opts)
			leo := g.ReadState().Model("leo")
			leo.Wounds, leo.Downed = 0, true // the only survivor the Screamer can see
			mustApply(t, g, EndSurvivorPhase{})
			if g.ReadState().Heat != c.heat {
				t.Fatalf("Heat %d after the shriek check; want %d", g.ReadState().Heat, c.heat)
			}
		})
	}
}

// Scenario 2, Survive: "If they survive the Director's phase of the third round, they are
// rescued and win the game" (ruling C39): the Threat marker reaching 15 in that round's End
// phase comes too late. The house rule threatBeforeRescue keeps section VIII's order (Threat
// first) and gives the Director the game.
func TestRooftopRescueBeforeTheLastThreat(t *testing.T) {
	for _, c := range []struct {
		name   string
		opts   Options
		winner string
	}{{"by the ruling", Options{}, "survivors"}, {"threatBeforeRescue", Options{ThreatBeforeRescue: true}, "director"}} {
		t.Run(c.name, func(t *testing.T) {
			g := builtin(t, "rooftop-signal", c.opts)
			for i, id := range []string{"ramirez", "grizz", "sharma", "leo"} {
				put(g, id, 18+float64(i)*3, 6, 1)
			}
			for i := range g.ReadState().Models {
				if z := &g.ReadState().Models[i]; !z.IsSurvivor() {
					z.Removed = true // nothing to hurt them: only the clock
				}
			}
			g.sync(g.ReadState())
			g.ReadState().Breached = true
			g.ReadState().Round, g.ReadState().SignalRound = 4, 1 // the third full round after the signal's
			g.ReadState().Threat = g.Scenario().ThreatMax - 1
			endRound(t, g)
			if g.ReadState().Winner != c.winner {
				t.Fatalf("winner %q (%s); want %s", g.ReadState().Winner, g.ReadState().WinReason, c.winner)
			}
		})
	}
	t.Run("a round earlier the Threat ends it", func(t *testing.T) {
		g := builtin(t, "rooftop-signal", Options{})
		g.ReadState().Breached = true
		g.ReadState().Round, g.ReadState().SignalRound = 3, 1
		g.ReadState().Threat = g.Scenario().ThreatMax - 1
		for i := range g.ReadState().Models {
			if z := &g.ReadState().Models[i]; !z.IsSurvivor() {
				z.Removed = true
			}
		}
		g.sync(g.ReadState())
		endRound(t, g)
		if g.ReadState().Winner != "director" {
			t.Fatalf("winner %q: the rescue is not due yet", g.ReadState().Winner)
		}
	})
}

// Section XIII, Grizz's agenda King of the Swing: "End the game having killed more zombies in
// melee than any other Survivor"; section X, Horde: "WND:(1 per model on tray)". Each model a
// melee Wound takes off a tray is a zombie killed (ruling C40); the house rule
// hordeKillsPerTray counts the tray once, when its last model falls.
func TestHordeModelsAreMeleeKills(t *testing.T) {
	s := testScenario(t, ``, fmt.Sprintf(`{"type":"horde","at":[20,%v],"models":3}`, 10+r25+1+0.01), `{"id":"grizz","at":[20,10]}`)
	for _, c := range []struct {
		name        string
		opts        Options
		first, last int
	}{{"by the ruling", Options{TableDice: true}, 2, 3}, {"hordeKillsPerTray", Options{TableDice: true, HordeKillsPerTray: true}, 0, 1}} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, s, c.opts)
			strip(g, "grizz")
			// Grizz F4: 6,6,2,2 against the tray's 3 dice 2,2,2: two models off the tray.
			mustApply(t, g, Attack{Survivor: "grizz", Target: "horde-1"}, 6, 6, 2, 2, 2, 2, 2)
			if h := mdl(g, "horde-1"); h.Models != 1 || mdl(g, "grizz").MeleeKills != c.first {
				t.Fatalf("tray of %d, Grizz's melee kills %d; want 1 and %d", h.Models, mdl(g, "grizz").MeleeKills, c.first)
			}
			mustApply(t, g, Attack{Survivor: "grizz", Target: "horde-1"}, 6, 2, 2, 2, 2)
			if !mdl(g, "horde-1").Removed || mdl(g, "grizz").MeleeKills != c.last {
				t.Fatalf("tray removed %v, Grizz's melee kills %d; want %d", mdl(g, "horde-1").Removed, mdl(g, "grizz").MeleeKills, c.last)
			}
		})
	}
}

// Section XIII, Grizz's Knock Down: "he can choose to not deal the Wound and instead push the
// target back 3" and it cannot act on its next activation" (ruling C19: one Wound traded, the
// rest dealt). The push must neither loop nor panic when there is nothing to push: a target
// the other Wounds kill, a target hard against a wall, a target that cannot move at all.
func TestKnockDownPushFromBaseContact(t *testing.T) {
	t.Run("the rest of the Wounds kill the target", func(t *testing.T) {
		s := testScenario(t, ``, `{"type":"shambler","at":`+east(10, 10)+`}`, `{"id":"grizz","at":[10,10]}`)
		g := newGame(t, s, Options{TableDice: true})
		strip(g, "grizz")
		// 6,6,6,2 against 2,2: three Wounds, one traded for the push, two dealt: dead.
		mustApply(t, g, Attack{Survivor: "grizz", Target: "shambler-1", KnockDown: true}, 6, 6, 6, 2, 2, 2)
		if !mdl(g, "shambler-1").Removed {
			t.Fatal("two Wounds dealt did not kill the Shambler")
		}
	})
	// A wall 0.001" to 0.02" behind the Shambler: the push finds (almost) no room, and the
	// bisection goes down to the shortest steps.
	for _, gap := range []float64{0.001, 0.005, 0.012, 0.02} {
		t.Run(fmt.Sprintf("a wall %g\" behind", gap), func(t *testing.T) {
			x := 10 + 2*r25 + r25 + gap
			wall := fmt.Sprintf(`{"id":"wall","kind":"wall","name":"wall","polygon":[[%v,0],[%v,0],[%v,20],[%v,20]]}`, x, x+1, x+1, x)
			s := testScenario(t, wall, `{"type":"shambler","at":`+east(10, 10)+`}`, `{"id":"grizz","at":[10,10]}`)
			g := newGame(t, s, Options{TableDice: true})
			strip(g, "grizz")
			before := mdl(g, "shambler-1").Pos
			// 6,2,2,2 against 2,2: one Wound, traded for the push.
			mustApply(t, g, Attack{Survivor: "grizz", Target: "shambler-1", KnockDown: true}, 6, 2, 2, 2, 2, 2)
			z := mdl(g, "shambler-1")
			if z.Removed || !z.Stunned || z.Pos.Dist(before) > gap+1e-6 {
				t.Fatalf("the Shambler moved %.4f\" with %g\" of room (stunned %v, removed %v)", z.Pos.Dist(before), gap, z.Stunned, z.Removed)
			}
		})
	}
	t.Run("pushRoom with no step to take", func(t *testing.T) {
		s := testScenario(t, ``, `{"type":"shambler","at":`+east(10, 10)+`}`, `{"id":"grizz","at":[10,10]}`)
		g := newGame(t, s, Options{})
		c := &applyCtx{g: g.Rules, st: g.ReadState()}
		z := g.ReadState().Model("shambler-1")
		for _, tc := range []struct {
			dir  physics.Vec
			dist float64
		}{{physicsVec(1, 0), 0}, {physicsVec(1, 0), 1e-12}, {physicsVec(0, 0), knockDownPush}, {physicsVec(1, 0), -1}} {
			if got := c.pushRoom(z, tc.dir, tc.dist); got != 0 {
				t.Errorf("pushRoom(%v, %g) = %g; want 0", tc.dir, tc.dist, got)
			}
		}
		if got := c.pushRoom(z, physicsVec(1, 0), knockDownPush); got != knockDownPush {
			t.Errorf("pushRoom on an open table = %g; want the whole %g\"", got, knockDownPush)
		}
	})
}
