package borrowedtime

import (
	"strings"
	"testing"
)

func objectiveTexts(g *Game) string {
	var b strings.Builder
	for _, l := range g.Objectives() {
		mark := "[ ] "
		if l.Done {
			mark = "[x] "
		}
		b.WriteString(mark + l.Text + "\n")
	}
	return b.String()
}

func wantLines(t *testing.T, g *Game, want ...string) {
	t.Helper()
	got := objectiveTexts(g)
	for _, w := range want {
		if !strings.Contains(got, w+"\n") {
			t.Errorf("no line %q in:\n%s", w, got)
		}
	}
}

func TestLastStopGasObjectives(t *testing.T) {
	g := builtinGame(t, "last-stop-gas")
	wantLines(t, g,
		"[ ] Supplies loaded into the ambulance: 0 of 2",
		"[ ] Gas Can: not found yet",
		"[ ] Medkit: not found yet",
		"[ ] Survivors within 2\" of the ambulance: 0 of 4",
		"[ ] Threat 0 of 12: the Director wins at 12",
		"[ ] Survivors dead: 0 of 4: the Director wins at 3")

	// Leo finds the Gas Can, walks out of the garage to the ambulance's back doors, loads it.
	leo := g.ReadState().Model("leo")
	leo.Items = append(leo.Items, "gas-can")
	wantLines(t, g, "[ ] Gas Can: carried by Leo")
	mustApply(t, g, Move{Survivor: "leo", To: pt(10.3, 11.8)})
	mustApply(t, g, Interact{Survivor: "leo", Location: "ambulance-doors"})
	g.ReadState().Threat = 5
	wantLines(t, g,
		"[ ] Supplies loaded into the ambulance: 1 of 2",
		"[x] Gas Can: in the ambulance",
		"[ ] Medkit: not found yet",
		"[ ] Survivors within 2\" of the ambulance: 1 of 4",
		"[ ] Threat 5 of 12: the Director wins at 12")
}

func TestRooftopSignalObjectives(t *testing.T) {
	g := builtinGame(t, "rooftop-signal")
	wantLines(t, g,
		"[ ] Breach the Med-Tower's main entrance (2 AP)",
		"[ ] Survivors on the roof: 0 of 4",
		"[ ] Fire the signal on the roof (1 AP, +5 Heat)",
		"[ ] Full rounds held on the roof after the signal: 0 of 3",
		"[ ] Threat 0 of 15: the Director wins at 15",
		"[ ] Survivors dead: 0 of 4: the Director wins at 4")

	// The tower is open, everyone is up, the flare went up in round 2 and it is round 4.
	g.ReadState().Breached = true
	for i := range g.ReadState().Models {
		if m := &g.ReadState().Models[i]; m.IsSurvivor() {
			m.Level = 1
		}
	}
	g.ReadState().SignalRound, g.ReadState().Round = 2, 4
	wantLines(t, g,
		"[x] Breach the Med-Tower's main entrance (2 AP)",
		"[x] Survivors on the roof: 4 of 4",
		"[x] Fire the signal on the roof (1 AP, +5 Heat)",
		"[ ] Full rounds held on the roof after the signal: 1 of 3")
	g.ReadState().Phase, g.ReadState().Winner, g.ReadState().WinReason = PhaseOver, "survivors", "the chopper comes"
	wantLines(t, g, "[x] The survivors win: the chopper comes", "[x] Full rounds held on the roof after the signal: 3 of 3")
}
