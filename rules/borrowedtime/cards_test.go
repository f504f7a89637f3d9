package borrowedtime

import (
	"fmt"
	"strings"
	"testing"
)

func TestReanimateAllHellAndSpecials(t *testing.T) {
	z := `{"type":"shambler","at":` + east(10, 10) + `},{"type":"horde","at":[30,30]}`
	s := testScenario(t, ``, z, `{"id":"grizz","at":[10,10]},{"id":"leo","at":[32,34]}`)
	g := newGame(t, s, Options{TableDice: true})
	strip(g, "grizz")
	mustApply(t, g, Attack{Survivor: "grizz", Target: "shambler-1"}, 6, 6, 2, 2, 2, 2)
	g.ReadState().Heat = 15
	mustApply(t, g, EndSurvivorPhase{}, 1)
	mustApply(t, g, DirectorAction{Action: "reanimate", Target: "shambler-1"})
	if z := mdl(g, "shambler-1"); z.Removed || z.Wounds != 1 {
		t.Fatalf("Reanimate: %+v", z)
	}
	// All Hell Breaks Loose: the Horde (4 models) moves 3" towards Leo, 4" away (in contact after).
	n, _ := g.DiceNeeded(DirectorAction{Action: "all-hell"})
	mustApply(t, g, DirectorAction{Action: "all-hell"}, make3s(n)...)
	if g.ReadState().Heat != 15-3-10 {
		t.Fatalf("Heat %d after 3 + 10 spent", g.ReadState().Heat)
	}
	if mdl(g, "horde-2").Pos.Dist(physicsVec(30, 30)) < 0.5 {
		t.Fatal("the Horde did not move when all hell broke loose")
	}
	g.ReadState().Heat = 15
	mustApply(t, g, DirectorAction{Action: "spawn-special", Spawn: "north", Kind: "hunter"})
	if h := mdl(g, "hunter-3"); h == nil || h.Wounds != 2 {
		t.Fatal("no Hunter with 2 Wounds at the north spawn point")
	}
	mustRefuse(t, g, DirectorAction{Action: "thematic-event", To: pt(33, 34)}, "at least 2\"")
	mustApply(t, g, DirectorAction{Action: "thematic-event", To: pt(20, 40)})
	if len(g.ReadState().Fires) != 1 {
		t.Fatal("the thematic event started no fire")
	}
}

func TestSearchCardsAndGear(t *testing.T) {
	setup := func(opts Options, deck ...string) *Game {
		s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"ramirez","at":[%v,40]},{"id":"leo","at":[10,10]}`, 40-0.5-r25))
		g := newGame(t, s, opts)
		g.ReadState().Deck = deck
		return g
	}
	g := setup(Options{TableDice: true}, "flashlight", "shoe")
	mustApply(t, g, Search{Survivor: "ramirez", Location: "stash"}, 4, 2)
	if n, err := g.DiceNeeded(Search{Survivor: "ramirez", Location: "stash"}); n != 3 {
		t.Errorf("with a Flashlight Ramirez rolls %d Wits dice (%v), want 2 + 1", n, err)
	}
	mustApply(t, g, Search{Survivor: "ramirez", Location: "stash"}, 4, 2, 2)
	if len(mdl(g, "ramirez").Items) != 1 || indexOf(g.ReadState().Discard, "shoe") < 0 {
		t.Fatal("Junk is thrown away")
	}
}

func TestRadios(t *testing.T) {
	s := testScenario(t, ``, ``, `{"id":"ramirez","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("ramirez").Items = []string{"military-radio"}
	g.ReadState().Deck = []string{"shoe", "beans", "gas-can"}
	ev := mustApply(t, g, UseItem{Survivor: "ramirez", Item: "military-radio"}, 5)
	if !strings.Contains(fmt.Sprint(ev), "3 cards down") {
		t.Fatalf("the starter radio should tell where the Gas Can lies: %v", ev)
	}
	urban := builtin(t, "rooftop-signal", Options{TableDice: true})
	(*urban.ReadState()).Model("ramirez").Items = []string{"military-radio"}
	(*urban.ReadState()).Threat = 4
	mustApply(t, urban, UseItem{Survivor: "ramirez", Item: "military-radio"}, 4)
	if (*urban.ReadState()).Threat != 3 {
		t.Fatalf("the Urban Emergency radio holds the Threat back: %d, want 3", (*urban.ReadState()).Threat)
	}
}

func TestMeleeWeaponsAndBikerJacket(t *testing.T) {
	s := testScenario(t, ``, `{"type":"brute","at":`+fmt.Sprintf("[%v,10]", 10+r25+0.788+0.01)+`}`, `{"id":"fury","at":[10,10]},{"id":"grizz","at":[30,30]}`)
	g := newGame(t, s, Options{TableDice: true})
	if n, _ := g.DiceNeeded(Attack{Survivor: "fury", Target: "brute-1", Weapon: "fire-axe"}); n != 3+2+4 {
		t.Fatalf("Fury with the Fire Axe rolls %d dice with the Brute's, want 3 + 2 and 4", n)
	}
	mustApply(t, g, Attack{Survivor: "fury", Target: "brute-1", Weapon: "fire-axe"}, 2, 2, 2, 2, 2, 2, 2, 2, 2)
	if g.ReadState().Heat != 1 {
		t.Errorf("the Fire Axe is noisy: Heat %d, want 1", g.ReadState().Heat)
	}
	// The Machete re-rolls one failed die on the first melee attack of an activation.
	s = testScenario(t, ``, `{"type":"shambler","at":`+east(10, 10)+`}`, `{"id":"leo","at":[10,10]}`)
	g = newGame(t, s, Options{TableDice: true})
	g.ReadState().Model("leo").Weapons = []WeaponState{{ID: "machete", Found: true}}
	mustApply(t, g, Attack{Survivor: "leo", Target: "shambler-1", Weapon: "machete"}, 3, 2, 2, 6, 2, 2)
	if !mdl(g, "shambler-1").Removed {
		t.Fatal("the Machete's re-roll (a 6) should kill the Shambler")
	}
	// Grizz's Biker Jacket takes the first Wound each round.
	s = testScenario(t, ``, `{"type":"shambler","at":`+east(10, 10)+`}`, `{"id":"grizz","at":[10,10]}`)
	g = newGame(t, s, Options{TableDice: true})
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateZombie{Target: "shambler-1"}, 6, 6, 2, 2, 2, 2, 2)
	if w := mdl(g, "grizz").Wounds; w != 3 {
		t.Fatalf("2 Wounds, the jacket takes one: %d left, want 3", w)
	}
}

// A search that spends the last AP logs what it found before the activation's end (the AP
// is paid before the card is drawn: a play-test read the search's trap after "…'s
// activation ends").
func TestTheActivationEndsAfterItsLastSearchIsTold(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"ramirez","at":[%v,40]},{"id":"leo","at":[10,10]}`, 40-0.5-r25))
	g := newGame(t, s, Options{TableDice: true})
	g.ReadState().Deck = []string{"shoe", "shoe", "shoe", "shoe"}
	mustApply(t, g, Search{Survivor: "ramirez", Location: "stash"}, 4, 4)
	g.ReadState().Model("ramirez").AP = 1 // the next search is her last action
	evs := mustApply(t, g, Search{Survivor: "ramirez", Location: "stash"}, 4, 4)
	if len(evs) < 2 || evs[len(evs)-1].Type != EvActivation || !strings.HasSuffix(evs[len(evs)-1].Text, activationEnds) {
		var texts []string
		for _, e := range evs {
			texts = append(texts, e.Text)
		}
		t.Fatalf("the last search's events end with %q", texts)
	}
}
