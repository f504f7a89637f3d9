package borrowedtime

import (
	"strconv"
	"strings"

	"github.com/borrowed-time/tabletop/maps"
)

// Description is a player-facing name and a short summary of what something does in play.
type Description struct {
	Name    string // "Molotov Cocktail"
	Summary string // one to three sentences, rules in plain words, with numbers (range, dice, Heat)
}

// Describe returns the description of any piece of content by its id: weapons, items and salvage
// cards, survivor skills, survivors, zombie types, Director actions, secret agendas, scenario
// special rules, and house-rule options. ok is false for an unknown id.
//
// The ids are the game's own: a weapon, item or card id ("molotov-cocktail", "biker-jacket"),
// a survivor id ("ramirez"), a zombie type ("bloater"), a Director action ("spawn-horde"), an
// agenda id ("trophy-hunter"), a scenario's special rule or objective rule ("highly-flammable",
// "escape-plan"). Skills have no id elsewhere: theirs are "get-a-grip", "knock-down", "triage",
// "slippery", "precision-shot", "jury-rig", "rally-the-faithful", "knows-where-to-look",
// "adrenaline-rush" and "press-your-luck" (SkillOf gives a survivor's). A card that is also a
// weapon, or also someone's starting kit, has one description. House-rule options are
// "option:" + setting + ":" + value, as the start screen shows them:
//
//	option:heat-check:table      option:heat-check:text
//	option:bleed-out:d6          option:bleed-out:guts
//	option:complications:attack  option:complications:survivors
//	option:zombie-heat:lost      option:zombie-heat:kept
//	option:dice:table            option:dice:real
//	option:agendas:none          option:agendas:own          option:agendas:random
//	option:point-limit:none      option:point-limit:N (N any whole number above 0)
//	option:director:player       option:director:computer
//	option:survivors:players     option:survivors:computer
func Describe(id string) (d Description, ok bool) {
	if d, ok := describeGenerated(id); ok {
		return d, true
	}
	d, ok = descriptions[id]
	return d, ok
}

// NameOf returns the player-facing name of an id, or a readable fallback made from the id
// ("car-2" -> "Car 2") when it is unknown; never the raw id.
func NameOf(id string) string {
	if d, ok := Describe(id); ok {
		return d.Name
	}
	if m, n, ok := strings.Cut(id, "-"); ok && n != "" && strings.Trim(n, "0123456789") == "" {
		if z, ok := zombieProfiles[m]; ok { // a zombie model: "shambler-3" -> "Shambler 3"
			return z.Name + " " + n
		}
	}
	return maps.ReadableID(id)
}

// SkillOf returns the id of a survivor's unique skill ("" for an unknown survivor).
func SkillOf(survivor string) string { return survivorSkills[survivor] }

// describeGenerated builds the descriptions whose numbers live in the game's data (weapons,
// survivors, zombies, Director actions, agendas, the options that read the rules' tables), so
// that they cannot drift from what the engine does.
func describeGenerated(id string) (Description, bool) {
	if w, ok := weapons[id]; ok {
		return Description{Name: w.Name, Summary: weaponSummary(w)}, true
	}
	if p, ok := survivorProfiles[id]; ok {
		return Description{Name: p.Name, Summary: survivorSummary(p)}, true
	}
	if z, ok := zombieProfiles[id]; ok {
		return Description{Name: z.Name, Summary: zombieSummary(z)}, true
	}
	if cost, ok := directorCosts[id]; ok {
		return Description{Name: DirectorActionName(id), Summary: strconv.Itoa(cost) + " Heat" + ": " + directorActionTexts[id]}, true
	}
	for _, a := range agendas {
		if a.ID == id {
			return Description{Name: a.Name, Summary: agendaSummary(a)}, true
		}
	}
	if strings.HasPrefix(id, "option:") {
		return describeOption(id)
	}
	return Description{}, false
}
