package borrowedtime

import (
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

func builtin(t *testing.T, name string, opts Options) *Game {
	t.Helper()
	s, err := BuiltinScenario(name)
	if err != nil {
		t.Fatal(err)
	}
	return newGame(t, s, opts)
}

// put moves a model (test setup) and its base.
func put(g *Game, id string, x, y float64, level int) {
	m := g.ReadState().Model(id)
	m.Pos, m.Level = physics.Vec{X: x, Y: y}, level
	g.sync(g.ReadState())
}

func TestHighlyFlammablePumps(t *testing.T) {
	g := builtin(t, "last-stop-gas", Options{TableDice: true})
	put(g, "ramirez", 30, 28, 0) // in range and sight of the pumps, more than 6" from them
	// The two starting Shamblers by the pumps are within 6" of them.
	mustApply(t, g, Attack{Survivor: "ramirez", Target: "gas-pumps", Weapon: "service-pistol"}, 5, 2, 2, 2)
	if !g.ReadState().PumpsGone {
		t.Fatal("a hit did not set off the pumps")
	}
	if !mdl(g, "shambler-1").Removed || !mdl(g, "shambler-2").Removed {
		t.Error("Shamblers within 6\" of the pumps survived 3 Wounds")
	}
	if mdl(g, "shambler-3").Removed {
		t.Error("the Shambler in the middle of the road, far from the pumps, was caught")
	}
	if w := mdl(g, "ramirez").Wounds; w != 3 {
		t.Errorf("Ramirez, more than 6\" away, has %d Wounds left, want 3", w)
	}
	if g.ReadState().Heat != 2+pumpHeat {
		t.Errorf("Heat %d, want 2 (pistol) + 5 (explosion)", g.ReadState().Heat)
	}
	mustRefuse(t, g, Attack{Survivor: "ramirez", Target: "gas-pumps", Weapon: "service-pistol"}, "no gas pumps", 5, 2, 2, 2)
}

func TestRightPlaceRightTime(t *testing.T) {
	g := builtin(t, "last-stop-gas", Options{TableDice: true})
	put(g, "sharma", 44.6, 19.8, 0) // at the clinic's stash: Wits 4 + 1
	put(g, "leo", 43, 42.55, 0)     // at the gas station's: Wits 3
	if n, err := g.DiceNeeded(Search{Survivor: "sharma", Location: "clinic-stash"}); err != nil || n != 5 {
		t.Errorf("searching the clinic rolls %d dice (%v), want 5", n, err)
	}
	if n, err := g.DiceNeeded(Search{Survivor: "leo", Location: "gas-station-stash"}); err != nil || n != 3 {
		t.Errorf("searching the gas station rolls %d dice (%v), want 3", n, err)
	}
}

func TestBreachTakesTwoAP(t *testing.T) {
	g := builtin(t, "rooftop-signal", Options{})
	put(g, "ramirez", 24, 13.5, 0) // at the main entrance
	mustApply(t, g, Move{Survivor: "ramirez", To: pt(24, 13.6)})
	mustApply(t, g, Move{Survivor: "ramirez", To: pt(24, 13.5)})
	mustRefuse(t, g, Interact{Survivor: "ramirez", Location: "tower-entrance"}, "takes 2 AP")
	mustApply(t, g, EndActivation{})
	put(g, "ramirez", 20, 15, 0)
	put(g, "sharma", 24, 13.5, 0)
	mustApply(t, g, Interact{Survivor: "sharma", Location: "tower-entrance"})
	if !g.ReadState().Breached || mdl(g, "sharma").AP != 1 {
		t.Fatalf("breached %v, Sharma has %d AP (want 1 left)", g.ReadState().Breached, mdl(g, "sharma").AP)
	}
	mustRefuse(t, g, Interact{Survivor: "sharma", Location: "tower-entrance"}, "already open")
}

func TestSignalNowhereToRunAndRescue(t *testing.T) {
	g := builtin(t, "rooftop-signal", Options{})
	g.ReadState().Breached = true   // step 1 of Signal for Rescue, done
	put(g, "ramirez", 38.5, 2.5, 0) // at the stairwell, inside
	mustApply(t, g, Climb{Survivor: "ramirez"})
	if m := mdl(g, "ramirez"); m.Level != 1 {
		t.Fatal("the stairwell did not take Ramirez up")
	}
	put(g, "ramirez", 24, 6.95, 1) // across the roof to the signal point
	mustRefuse(t, g, Interact{Survivor: "ramirez", Location: "roof-signal"}, "not on the roof yet")
	for _, id := range []string{"grizz", "sharma", "leo"} {
		put(g, id, map[string]float64{"grizz": 20, "sharma": 28, "leo": 32}[id], 6, 1)
	}
	mustApply(t, g, Interact{Survivor: "ramirez", Location: "roof-signal"})
	if g.ReadState().SignalRound != 1 || g.ReadState().Heat != signalHeat {
		t.Fatalf("signal round %d, Heat %d", g.ReadState().SignalRound, g.ReadState().Heat)
	}
	mustApply(t, g, EndActivation{})
	put(g, "grizz", 38.5, 3.5, 1)
	mustRefuse(t, g, Climb{Survivor: "grizz"}, "nobody leaves the roof")
	// The rest of the signal's own round, then three full rounds.
	for round := 1; round <= roundsToHold+1; round++ {
		if g.ReadState().Phase == PhaseOver {
			t.Fatalf("the game ended in round %d", round)
		}
		if g.ReadState().Phase == PhaseSurvivors {
			mustApply(t, g, EndSurvivorPhase{})
		}
		if g.ReadState().Step == StepSpend {
			mustApply(t, g, EndSpending{})
		}
		mustApply(t, g, ActivateAllZombies{})
		mustApply(t, g, EndRound{})
	}
	if g.ReadState().Winner != "survivors" {
		t.Fatalf("after holding the roof %d rounds: winner %q (%s)", roundsToHold, g.ReadState().Winner, g.ReadState().WinReason)
	}
}

func TestVerticalThreatAndCrumblingFacade(t *testing.T) {
	g := builtin(t, "rooftop-signal", Options{TableDice: true})
	// Everyone on the roof; the tower open; a Shambler just inside the door, one outside the wall.
	for i, id := range []string{"ramirez", "grizz", "sharma", "leo"} {
		put(g, id, 18+float64(i)*3, 6, 1)
	}
	g.ReadState().Breached = true
	g.ReadState().DoorsOpen[0] = true
	g.sync(g.ReadState())
	put(g, "shambler-2", 36, 4, 0) // inside, 2" from the stairwell
	put(g, "shambler-3", 30, 13, 0)
	g.ReadState().Heat = 2
	mustApply(t, g, EndSurvivorPhase{})
	climb := mustApply(t, g, DirectorAction{Action: "crumbling-facade", Target: "shambler-3"})
	mustApply(t, g, EndSpending{})
	stairs := mustApply(t, g, ActivateZombie{Target: "shambler-2"})
	if !mdl(g, "shambler-2").Removed || len(g.ReadState().Arriving) != 1 {
		t.Fatalf("the Shambler did not go up the stairwell: %+v", mdl(g, "shambler-2"))
	}
	// Both leave the ground alive: the table marks a departure, not a death.
	for _, evs := range [][]Event{climb, stairs} {
		if !slices.ContainsFunc(evs, func(e Event) bool { return e.Type == EvLeave }) {
			t.Errorf("going up says %+v, with no %q event", evs, EvLeave)
		}
	}
	n, _ := g.DiceNeeded(ActivateAllZombies{})
	mustApply(t, g, ActivateAllZombies{}, make3s(n)...)
	mustApply(t, g, EndRound{})
	mustApply(t, g, EndSurvivorPhase{}, 5) // the climber rolls 5: up
	if z := mdl(g, "shambler-2"); z.Removed || z.Level != 1 {
		t.Errorf("the stairwell Shambler is not on the roof: %+v", z)
	}
	if z := mdl(g, "shambler-3"); z.Removed || z.Level != 1 {
		t.Errorf("the climber who rolled 5 is not on the roof: %+v", z)
	}
}

func TestEliminationCountsTheTeamInPlay(t *testing.T) {
	// A custom team of two: both dead is more than half of them (section XII), and, at The
	// Rooftop Signal, every one of them (Scenario 2) — not 2 of the scenario's four.
	for _, c := range []struct{ scenario, reason string }{
		{"last-stop-gas", "both survivors are dead"},
		{"rooftop-signal", "every survivor is dead"},
	} {
		g := builtin(t, c.scenario, Options{TableDice: true, Survivors: []string{"patches", "fury"}})
		for _, id := range []string{"patches", "fury"} {
			g.ReadState().Model(id).Wounds, g.ReadState().Model(id).Downed = 0, true
		}
		mustApply(t, g, EndSurvivorPhase{})
		mustApply(t, g, EndSpending{})
		mustApply(t, g, ActivateAllZombies{})
		mustApply(t, g, EndRound{}, 1, 1) // both bleed out
		if st := g.State(); st.Phase != PhaseOver || st.Winner != "director" || st.WinReason != c.reason {
			t.Errorf("%s: a team of two all dead: phase %s, winner %q (%s); want the Director: %s", c.scenario, st.Phase, st.Winner, st.WinReason, c.reason)
		}
	}
}
