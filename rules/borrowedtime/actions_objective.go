package borrowedtime

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

// objectiveWork is what working an objective marker does in the scenario, in a button's
// words: its verb, its cost, and a sentence for the tip ("" when the scenario says nothing
// of that marker).
func objectiveWork(objective, marker string) (label, cost, help string) {
	switch {
	case objective == "escape-plan" && marker == "ambulance-doors":
		return "Load supplies", oneAP, "Put a found Gas Can or Medkit in the ambulance at its back doors."
	case objective == "signal-for-rescue" && marker == "tower-entrance":
		return "Breach the doors", fmt.Sprintf("%d AP", breachAP), "Break through the Med-Tower's barricaded doors: the way in, and up, opens for everyone."
	case objective == "signal-for-rescue" && marker == "roof-signal":
		return "Fire the signal", fmt.Sprintf("%s, +%d Heat", oneAP, signalHeat), "Light the rescue signal once every living survivor is on the roof; then hold out there."
	}
	return "", "", ""
}

// objectiveAction offers the scenario's objective at the marker survivor m touches, named
// by what it does there ("Breach the doors: the Med-Tower Main Entrance · 2 AP"), or the
// reason none can be worked now.
func (r *Rules) objectiveAction(st *State, m *Model) game.Action {
	help := "Do what the scenario asks at one of its objective markers, in base contact with it (the briefing says what)."
	var says []string
	for _, o := range r.scenario.Objectives {
		if _, _, h := objectiveWork(r.scenario.Objective, o.ID); h != "" {
			says = append(says, "At the "+r.scenario.PlaceName(o.ID)+": "+h)
		}
	}
	if len(says) > 0 {
		help = strings.Join(says, " ")
	}
	a := r.placeAction(st, m, ActInteract, "Objective", help, "I", "",
		r.objectiveOptions(st, m, func(loc string) Command { return Interact{Survivor: m.ID, Location: loc} }))
	for i, c := range a.Choices {
		if label, cost, _ := objectiveWork(r.scenario.Objective, c.ID); label != "" {
			if len(a.Choices) == 1 {
				a.Label, a.Cost = label+": "+c.Label, cost
			} else {
				a.Choices[i].Label = label + ": " + c.Label + " (" + cost + ")"
			}
		}
	}
	return a
}
