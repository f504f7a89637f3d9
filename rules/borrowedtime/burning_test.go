package borrowedtime

import "testing"

func TestBurning(t *testing.T) {
	s := testScenario(t, ``, `{"type":"shambler","at":[30,30]}`, `{"id":"ramirez","at":[10,10]},{"id":"leo","at":[10,20]}`)
	g := newGame(t, s, Options{})
	g.ReadState().Fires = []Fire{{Center: physicsVec(10.5, 10), Radius: 1.5, RoundsLeft: FireRounds}, {Center: physicsVec(13, 20), Radius: 1.5, RoundsLeft: FireRounds}, {Center: physicsVec(30, 30), Radius: 1.5, RoundsLeft: FireRounds}}
	// Ramirez starts her activation in the flames: 1 Wound, then acts.
	mustApply(t, g, Move{Survivor: "ramirez", To: pt(10, 5)})
	if w := mdl(g, "ramirez").Wounds; w != 2 {
		t.Fatalf("Ramirez has %d Wounds, want 2 after starting in a fire", w)
	}
	mustApply(t, g, EndActivation{})
	// Leo runs through the second fire: 1 Wound.
	mustApply(t, g, Move{Survivor: "leo", To: pt(16, 20)})
	if w := mdl(g, "leo").Wounds; w != 1 {
		t.Fatalf("Leo has %d Wounds, want 1 after crossing a fire", w)
	}
	// The Shambler stands in the third: it burns away as it activates.
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateAllZombies{})
	if !mdl(g, "shambler-1").Removed {
		t.Fatal("the Shambler survived starting in the flames")
	}
	for round := 1; round <= FireRounds; round++ {
		if round > 1 {
			mustApply(t, g, EndSurvivorPhase{})
			mustApply(t, g, EndSpending{})
			mustApply(t, g, ActivateAllZombies{})
		}
		mustApply(t, g, EndRound{})
		want := 3 // all three burn until the third End phase
		if round == FireRounds {
			want = 0
		}
		if len(g.ReadState().Fires) != want {
			t.Fatalf("after round %d: %d fires, want %d", round, len(g.ReadState().Fires), want)
		}
	}
	if len(g.ReadState().Fires) != 0 {
		t.Fatalf("fires still burn after %d rounds", FireRounds)
	}
}

func TestFallingInTheFlamesEndsTheActivation(t *testing.T) {
	s := testScenario(t, ``, ``, `{"id":"leo","at":[10,10]},{"id":"grizz","at":[30,30]}`)
	g := newGame(t, s, Options{})
	g.ReadState().Model("leo").Wounds = 1
	g.ReadState().Fires = []Fire{{Center: physicsVec(10, 10), Radius: 1.5, RoundsLeft: 2}}
	mustApply(t, g, Move{Survivor: "leo", To: pt(10, 5)})
	m := mdl(g, "leo")
	if !m.Downed || m.Pos != physicsVec(10, 10) || g.ReadState().Active != "" {
		t.Fatalf("Leo: downed %v at %v, active %q: he should fall where he stood", m.Downed, m.Pos, g.ReadState().Active)
	}
}
