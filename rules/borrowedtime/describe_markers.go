package borrowedtime

import (
	"fmt"

	"github.com/borrowed-time/tabletop/maps"
)

// Marker kinds: what the table shows besides terrain and models. The in-game legend and the
// hover help read their meaning with MarkerMeaning.
const (
	MarkerSpawnPoint     = "spawn-point"
	MarkerSearchLocation = "search-location"
	MarkerSearchedOut    = "searched-location"
	MarkerObjective      = "objective"
	MarkerStartZone      = "start-zone"
	MarkerStairs         = "stairs"
	MarkerDoor           = "door"
	MarkerBarricadedDoor = "barricaded-door"
	MarkerWindow         = "window"
	MarkerFire           = "fire"
	MarkerDroppedKit     = "dropped-kit"
	MarkerDowned         = "downed"
	MarkerFallenZombie   = "fallen-zombie"
)

// markerKinds is the legend's order.
var markerKinds = []string{
	MarkerStartZone, MarkerSpawnPoint, MarkerSearchLocation, MarkerSearchedOut, MarkerObjective,
	MarkerStairs, MarkerDoor, MarkerBarricadedDoor, MarkerWindow, MarkerFire, MarkerDroppedKit,
	MarkerDowned, MarkerFallenZombie,
}

// MarkerKinds lists every marker kind MarkerMeaning explains, in the legend's order.
func MarkerKinds() []string { return append([]string(nil), markerKinds...) }

// markerMeanings are one line each, with the rule's numbers (sections V–VII and the rulings).
var markerMeanings = map[string]Description{
	MarkerSpawnPoint: {"Spawn Point", "Where the Director brings new zombies onto the table; if something stands on it, the zombie takes the nearest free spot within 3\"."},
	MarkerSearchLocation: {"Search Location", fmt.Sprintf("In base contact (your base within %.1f\" of its centre), 1 AP: roll your Wits, and any 4+ draws a Salvage card, two with a 6. "+
		"The number is the searches left; ∞ never runs dry.", MarkerReach)},
	MarkerSearchedOut: {"Searched Out", "Its searches are used up: nothing more to find here."},
	MarkerObjective: {"Objective Marker", "Where the scenario's goal is done: in base contact, 1 AP to act on it (the briefing says what it does). " +
		"Zombies that see no survivor shamble towards the nearest one."},
	MarkerStartZone:      {"Starting Zone", "Where the survivors set up before the first round."},
	MarkerStairs:         {"Stairwell", "In base contact, 1 AP: climb to the roof or back down. Zombies use it too while survivors are on the roof."},
	MarkerDoor:           {"Door", "In contact, 1 AP to open or close it. Closed, it blocks movement and sight like the wall; nobody may stand in the doorway when it shuts."},
	MarkerBarricadedDoor: {"Barricaded Door", "Closed for good, unless the scenario's own action breaks it open (2 AP at the Med-Tower's main entrance)."},
	MarkerWindow:         {"Window", "Nobody climbs through, but it does not block sight; a model shot through it has heavy cover."},
	MarkerFire:           {"Burning Area", fmt.Sprintf("A model that starts its activation in it, or moves into it, takes 1 Wound. It burns out after %d rounds.", FireRounds)},
	MarkerDroppedKit:     {"Dropped Item", "A card or weapon on the table: a dead survivor's kit, or a find nobody had room for. In base contact, 1 AP picks it up."},
	MarkerDowned:         {"Downed Survivor", "Cannot act, and zombies ignore them. A survivor in base contact revives them for 1 AP (back with 1 Wound); each new round they may bleed out and die."},
	MarkerFallenZombie:   {"Fallen Zombie", "A zombie killed this round. If it was a Shambler, the Director can Reanimate it here with 1 Wound for 3 Heat before the round ends."},
}

// MarkerMeaning returns what a kind of marker means in play, in one or two short sentences.
// An unknown kind has its kind as words for a name and no summary.
func MarkerMeaning(kind string) Description {
	if d, ok := markerMeanings[kind]; ok {
		return d
	}
	return Description{Name: maps.ReadableID(kind)}
}
