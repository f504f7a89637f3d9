package borrowedtime

import (
	"fmt"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
)

// scenarioWith is testScenario's open table with more top-level fields (JSON, after a comma).
func scenarioWith(t *testing.T, extra, terrain, zombies, survivors string) *maps.Scenario {
	t.Helper()
	doc := fmt.Sprintf(`{"format":"borrowed-time-scenario","version":1,"id":"test","name":"Test",
		"terrain":[%s],"zombies":[%s],"survivors":[%s],
		"spawnPoints":[{"id":"north","at":[24,1]},{"id":"south","at":[24,47]}],
		"objectives":[{"id":"goal","name":"Goal","at":[44,4]}]%s}`, terrain, zombies, survivors, extra)
	s, err := maps.Load("test", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// endRound plays the Director's phase through to the next round.
func endRound(t *testing.T, g *Game) []Event {
	t.Helper()
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateAllZombies{})
	return mustApply(t, g, EndRound{})
}

func TestThreatEventsHappenOnTheirSpaceOnce(t *testing.T) {
	s := scenarioWith(t, `,"threatEvents":[{"threat":2,"text":"The sewers spill over.","spawn":[{"type":"horde","at":"south","models":3}],"fires":[{"at":[30,30],"radius":2}]}]`,
		``, ``, `{"id":"leo","at":[10,10]}`)
	g := newGame(t, s, Options{})
	endRound(t, g) // Threat 1: nothing
	if len(g.ReadState().Models) != 1 || len(g.ReadState().Fires) != 0 {
		t.Fatalf("Threat 1: %d models, %d fires; the event is on space 2", len(g.ReadState().Models), len(g.ReadState().Fires))
	}
	ev := endRound(t, g) // Threat 2: the event
	h := mdl(g, "horde-1")
	if h == nil || h.Models != 3 || h.Pos.Dist(s.SpawnPoints[1].At) > 1e-9 {
		t.Fatalf("Threat 2: the horde of 3 at the south spawn point is %+v", h)
	}
	if len(g.ReadState().Fires) != 1 || g.ReadState().Fires[0].Radius != 2 {
		t.Fatalf("Threat 2: fires %+v", g.ReadState().Fires)
	}
	if !hasText(ev, "Threat event (space 2): The sewers spill over.") {
		t.Errorf("the log does not name the event: %v", ev)
	}
	g.ReadState().Threat = 1 // pushed back a space (the Urban Emergency Military Radio)
	endRound(t, g)
	if len(g.ReadState().Models) != 2 {
		t.Fatalf("the event happened again on passing its space a second time: %d models", len(g.ReadState().Models))
	}
}

func hasText(ev []Event, text string) bool {
	for _, e := range ev {
		if e.Text == text {
			return true
		}
	}
	return false
}

func TestLockedDoorsAndTheCrowbar(t *testing.T) {
	shop := `{"id":"shop","kind":"building","polygon":[[10,10],[20,10],[20,20],[10,20]],"doors":[{"id":"shop-door","edge":0,"offset":5,"width":2,"locked":true}]}`
	at := fmt.Sprintf(`"at":[15,%v]`, 10-r25-0.01) // touching the door from outside
	s := scenarioWith(t, ``, shop, ``, `{"id":"leo",`+at+`}`)
	g := newGame(t, s, Options{TableDice: true})
	open := OpenDoor{Survivor: "leo", Location: "shop-door"}
	mustRefuse(t, g, open, "needs 3 dice") // Leo picks the lock: a Wits test (Wits 3)
	ev := mustApply(t, g, open, 1, 2, 3)
	if g.ReadState().DoorsOpen[0] || mdl(g, "leo").AP != 2 || heatGained(ev) != 1 {
		t.Fatalf("a failed Wits test: door open %v, %d AP left, +%d Heat (want shut, 2, +1 for the 1)", g.ReadState().DoorsOpen[0], mdl(g, "leo").AP, heatGained(ev))
	}
	mustApply(t, g, open, 4, 2, 2)
	if !g.ReadState().DoorsOpen[0] {
		t.Fatal("a success opens the locked door")
	}
	// The lock stays broken: closed and opened again, no test.
	mustApply(t, g, CloseDoor{Survivor: "leo", Location: "shop-door"})
	mustApply(t, g, EndSurvivorPhase{})
	endRoundFromDirector(t, g)
	mustApply(t, g, OpenDoor{Survivor: "leo", Location: "shop-door"})
	// Patches pries it open with his Crowbar, no Wits test (section XIII).
	s = scenarioWith(t, ``, shop, ``, `{"id":"patches",`+at+`}`)
	g = newGame(t, s, Options{TableDice: true})
	ev = mustApply(t, g, OpenDoor{Survivor: "patches", Location: "shop-door"})
	if !g.ReadState().DoorsOpen[0] || len(rolls(ev)) != 0 {
		t.Fatalf("the Crowbar: door open %v, rolls %v", g.ReadState().DoorsOpen[0], rolls(ev))
	}
}

// endRoundFromDirector ends the Director's phase and the round.
func endRoundFromDirector(t *testing.T, g *Game) {
	t.Helper()
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateAllZombies{})
	mustApply(t, g, EndRound{})
}

func TestDarknessAndTheFlashlight(t *testing.T) {
	s := scenarioWith(t, `,"darkness":1`, ``, `{"type":"shambler","at":[18,10]}`, `{"id":"ramirez","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	shot := Attack{Survivor: "ramirez", Target: "shambler-1", Weapon: "service-pistol"}
	if n, err := g.DiceNeeded(shot); err != nil || n != 3 {
		t.Fatalf("Shoot 4 in the dark: %d dice (%v), want 3", n, err)
	}
	g.ReadState().Model("ramirez").Items = []string{"flashlight"}
	if n, err := g.DiceNeeded(shot); err != nil || n != 4 {
		t.Fatalf("Shoot 4 with a Flashlight: %d dice (%v), want 4", n, err)
	}
}
