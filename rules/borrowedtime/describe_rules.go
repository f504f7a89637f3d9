package borrowedtime

import (
	"fmt"
	"strconv"
	"strings"
)

// The words for the Director's menu (section VI), the scenarios' rules (section XV) and the
// house-rule options (docs/rules-interpretations.md, R1–R5).

// directorActionTexts follow the Heat cost in an action's summary.
var directorActionTexts = map[string]string{
	"sudden-lunge":   "one Shambler moves up to 3\" towards the nearest survivor it can see.",
	"spawn-shambler": "a Shambler appears at a spawn point (or the nearest free spot within 3\" of it).",
	"reanimate":      "a Shambler killed this round gets up again where it fell, with 1 Wound.",
	"thematic-event": "a fire 3\" across starts where the Director chooses, at least 2\" from every survivor, and burns for 3 rounds. Near the gas pumps it sets them off.",
	"spawn-horde":    "a Horde of 4 appears at a spawn point.",
	"spawn-special":  "a Screamer, Brute, Hunter or Bloater appears at a spawn point.",
	"all-hell":       "every Horde on the table acts at once, moving and attacking.",
	"crumbling-facade": "in The Rooftop Signal, a zombie on the ground leaves the table to climb the Med-Tower's face. " +
		"At the next Director phase it rolls a die: on 4+ it comes over the nearest roof edge, on 1–3 it falls and dies.",
}

// descriptions are the hand-written ones: items and cards, skills, and the scenarios' rules.
var descriptions = func() map[string]Description {
	out := map[string]Description{
		// Scenario special rules (crumbling-facade is also a Director action: described there).
		"highly-flammable": {"Highly Flammable!", "The gas pumps blow up if a shot at them scores any success, or a grenade, a Bloater's burst or a fire reaches them: " +
			"every model within 6\" takes 3 Wounds, and +5 Heat."},
		"right-place-right-time": {"Right Place, Right Time", "The clinic is well stocked: +1 die on Search tests there."},
		"required-supplies":      {"Required Supplies", "The Gas Can is shuffled into the top 5 cards of the salvage deck and one Medkit into the bottom 5, so the supplies turn up, but not at once."},
		"vertical-threat": {"Vertical Threat", "While anyone is on the roof, zombies on the ground that see no survivor down there head for the stairwell; " +
			"one that reaches it comes out on the roof at the start of the next Director phase."},
		"nowhere-to-run": {"Nowhere to Run", "Once the signal is fired, no survivor may leave the roof."},
		// The survivors' objectives.
		"escape-plan": {"The Escape Plan", "Find the Gas Can and a Medkit in the salvage deck, load both at the ambulance's back doors (1 AP each), " +
			"then end a round with every living survivor, Downed or not, within 2\" of the ambulance."},
		"signal-for-rescue": {"Signal for Rescue", "Breach the Med-Tower's main entrance (2 AP), get every living survivor up the stairwell to the roof, " +
			"fire the signal at the roof's centre (1 AP, +5 Heat), then hold out for 3 full rounds."},
	}
	for id, d := range itemDescriptions {
		out[id] = d
	}
	for id, d := range skillDescriptions {
		out[id] = d
	}
	return out
}()

// optionDescriptions are the house rules and seats of the start screen, by "setting:value".
var optionDescriptions = map[string]Description{
	"bleed-out:d6":   {"Bleed out: one die", "At the start of each round a Downed survivor rolls one die: on a 1 they die."},
	"bleed-out:guts": {"Bleed out: Guts", "At the start of each round a Downed survivor rolls their Guts dice: with no 4+ among them they die."},
	"complications:attack": {"Complications: every attack", "Every 1 rolled in an attack, by either side, adds 1 Heat; outside attacks only the survivors' 1s do. " +
		"The rulebook's worked example, and this table's default."},
	"complications:survivors": {"Complications: survivors only", "Only the survivors' 1s add Heat; the zombies' 1s add none."},
	"zombie-heat:lost":        {"Zombie-phase Heat: lost", "Heat the zombies' attacks raise during the Director phase is wiped when the End phase resets the track."},
	"zombie-heat:kept":        {"Zombie-phase Heat: kept", "Heat the zombies' attacks raise during the Director phase stays on the track for the Director's next phase."},
	"dice:table":              {"Dice rolled by the table", "The computer rolls every die."},
	"dice:real":               {"Real dice", "You roll real dice and type in what they show; the table asks how many each action needs."},
	"agendas:none":            {"No secret agendas", "The survivors play only for the scenario's objective."},
	"agendas:own":             {"Own secret agendas", "Each survivor gets the agenda printed on their own card, shown at the end of the game."},
	"agendas:random":          {"Random secret agendas", "Each survivor is dealt one of the ten agendas at random, shown at the end of the game."},
	"point-limit:none":        {"No point limit", "A custom team may be any size and worth any number of points."},
	"director:player":         {"Director: a player", "A person spends the Heat and runs the zombies."},
	"director:computer":       {"Director: the computer", "The computer spends the Heat and runs the zombies."},
	"survivors:players":       {"Survivors: players", "People play the survivors, passing the mouse round the table."},
	"survivors:computer":      {"Survivors: the computer", "The computer plays every survivor; any of them can be taken back during play."},
}

// describeOption describes an "option:setting:value" id. The Heat check tables are written
// from the engine's own table, and a point limit can be any number.
func describeOption(id string) (Description, bool) {
	key := strings.TrimPrefix(id, "option:")
	if d, ok := optionDescriptions[key]; ok {
		return d, true
	}
	switch key {
	case "heat-check:table":
		return Description{"Heat check: by the table", heatCheckSummary("table")}, true
	case "heat-check:text":
		return Description{"Heat check: by the sentence", heatCheckSummary("text")}, true
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(key, "point-limit:")); strings.HasPrefix(key, "point-limit:") && err == nil && n > 0 {
		return Description{fmt.Sprintf("Point limit %d", n), fmt.Sprintf("A custom team may be worth at most %d points in all.", n)}, true
	}
	return Description{}, false
}

// heatCheckSummary says which Heat values roll for Threat, and what they need (section VI A).
func heatCheckSummary(variant string) string {
	first := 0
	var needs []string
	for heat := 1; heat <= 15; heat++ {
		need := heatCheckNeed(heat, variant)
		if need == 0 {
			continue
		}
		if first == 0 {
			first = heat
		}
		if need == 2 {
			needs = append(needs, fmt.Sprintf("%d or more: 2+", heat))
			break
		}
		needs = append(needs, fmt.Sprintf("%d: %d", heat, need)+map[bool]string{true: "", false: "+"}[need == 6])
	}
	return fmt.Sprintf("From Heat %d, the Director's phase opens with a die roll; a hit adds 1 Threat. Heat %s.", first, strings.Join(needs, ", "))
}
