package borrowedtime

import (
	"strings"
	"testing"
)

func builtinGame(t *testing.T, id string) *Game {
	t.Helper()
	s, err := BuiltinScenario(id)
	if err != nil {
		t.Fatal(err)
	}
	return newGame(t, s, Options{})
}

// Messages name the scenario's places by the names the file gives them, never by their ids.
func TestMessagesNamePlacesNotIDs(t *testing.T) {
	g := builtinGame(t, "last-stop-gas")
	mustRefuse(t, g, Search{Survivor: "leo", Location: "clinic-stash"}, "Leo is not in base contact with the Clinic Supply Room")
	mustRefuse(t, g, Interact{Survivor: "leo", Location: "gas-pumps"}, "Leo is not in base contact with the Gas Pumps")
	mustRefuse(t, g, OpenDoor{Survivor: "leo", Location: "clinic-door"}, "Leo is not at the Clinic Door")
	g.ReadState().Heat = 5
	mustApply(t, g, EndSurvivorPhase{})
	ev := mustApply(t, g, DirectorAction{Action: "spawn-shambler", Spawn: "manhole-east"})
	if !strings.Contains(eventTexts(ev), "a Shambler appears at the East Manhole") {
		t.Errorf("the spawn does not name the manhole: %s", eventTexts(ev))
	}

	r := builtinGame(t, "rooftop-signal")
	mustRefuse(t, r, Climb{Survivor: "ramirez"}, "Officer Ramirez is not at the Med-Tower Stairwell")
	mustRefuse(t, r, OpenDoor{Survivor: "leo", Location: "boarded-door-east"}, "the East Boarded-Up Door is barricaded")
}

func eventTexts(ev []Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.Text + "\n")
	}
	return b.String()
}
