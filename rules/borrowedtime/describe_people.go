package borrowedtime

import (
	"fmt"
	"strings"
)

// The words for survivors, their skills, the zombies and the secret agendas (sections X and
// XIII, and the rulings C15–C24 and C29–C33 in docs/rules-interpretations.md).

// survivorRoles are the compendium's archetypes.
var survivorRoles = map[string]string{
	"ramirez": "The leader", "grizz": "The muscle", "sharma": "The medic", "leo": "The scout",
	"odessa": "The sharpshooter", "sparky": "The mechanic", "father-michael": "The moral compass",
	"patches": "The scrounger", "fury": "The firefighter", "lady-luck": "The gambler",
}

// survivorSkills gives each survivor's unique skill id.
var survivorSkills = map[string]string{
	"ramirez": "get-a-grip", "grizz": "knock-down", "sharma": "triage", "leo": "slippery",
	"odessa": "precision-shot", "sparky": "jury-rig", "father-michael": "rally-the-faithful",
	"patches": "knows-where-to-look", "fury": "adrenaline-rush", "lady-luck": "press-your-luck",
}

// skillDescriptions are the skills as this table plays them.
var skillDescriptions = map[string]Description{
	"get-a-grip":     {"Get a Grip!", "Once a round, when another survivor within 6\" of Officer Ramirez (standing) fails a Guts test, they roll it again. It happens by itself."},
	"knock-down":     {"Knock Down", "When Grizz's melee attack deals Wounds, he can give up one of them to throw the target 3\" straight back; it loses its next activation."},
	"triage":         {"Triage", "When Dr. Sharma uses a Medkit she rolls her Wits: each success heals one Wound more."},
	"slippery":       {"Slippery", "Leo can move through Shamblers as if they were not there."},
	"precision-shot": {"Precision Shot", "Once a round, the lowest failed die of one of Odessa's shots is rolled again. It happens by itself."},
	"jury-rig": {"Jury-Rig", "2 AP at an objective marker: a Wits test. With a success Sparky does what the marker is for without paying its own AP " +
		"(breaching the Med-Tower, loading the ambulance)."},
	"rally-the-faithful":  {"Rally the Faithful", "Once a round, free: Father Michael takes 1 Wound to heal 1 Wound of another survivor within 6\" who is not Downed."},
	"knows-where-to-look": {"Knows Where to Look", "For each card a search finds, Patches draws two and keeps one. Trouble among them still happens; Junk is thrown away."},
	"adrenaline-rush":     {"Adrenaline Rush", "Fury rolls 1 Fight die more for each Wound she has lost, attacking and defending."},
	"press-your-luck": {"Press Your Luck", "Once a round, while Lady Luck is standing, one die is rolled again: a survivor's lowest failure, " +
		"or a zombie's highest success against a survivor. It happens by itself."},
}

// survivorSummary writes a survivor's card: role, stats, skill, kit, points.
func survivorSummary(p SurvivorProfile) string {
	var kit []string
	for _, w := range p.Weapons {
		kit = append(kit, weapons[w].Name)
	}
	for _, it := range p.Items {
		kit = append(kit, itemDescriptions[it].Name)
	}
	return fmt.Sprintf("%s, %d points: Move %g\", Fight %d, Shoot %d, Wits %d, Guts %d, Wounds %d. Skill: %s Starts with %s and %s.",
		survivorRoles[p.ID], p.Points, p.Move, p.Fight, p.Shoot, p.Wits, p.Guts, p.Wounds,
		describeEndSentence(skillDescriptions[survivorSkills[p.ID]].Name), strings.Join(kit, ", "), describeCount(p.Reloads, "Reload", "Reloads"))
}

// zombieBehaviours says how each zombie type acts, beyond its stats.
var zombieBehaviours = map[string]string{
	"shambler": "Walks its full move towards the nearest standing survivor it can see (with none in sight, towards the nearest objective marker) and attacks once if it touches one.",
	"horde": "A tray of up to 4 models; each Wound takes one off. " +
		"It heads for the largest group of survivors it can see (survivors within 3\" of one another).",
	"screamer": "Piercing Shriek: +3 Heat at the start of each Director phase if it can see a survivor. It will not bite someone another kind of zombie is already fighting.",
	"brute":    "Armor 1: ignores the first Wound of every attack or blast (not fire). It moves through models and difficult terrain without slowing.",
	"hunter":   "Ambush: when it starts its activation within 3\" of cover and no survivor can see it, it moves 3\" more.",
	"bloater": "Explosive Demise: when it dies it bursts, +3 Heat, and every model within 3\" passes a Guts test (one 4+) or takes 2 Wounds " +
		"(zombies just take them, and Bloaters caught burst too).",
}

func zombieSummary(z ZombieProfile) string {
	stats := fmt.Sprintf("Move %g\", Fight %d, Wounds %d.", z.Move, z.Fight, z.Wounds)
	if z.Kind == "horde" {
		stats = fmt.Sprintf("Move %g\", Fight and Wounds 1 per model.", z.Move)
	}
	return stats + " " + zombieBehaviours[z.Kind]
}

// agendaSummary says whose agenda it is and what it asks.
func agendaSummary(a Agenda) string {
	goal := a.Goal
	if goal != "" {
		goal = strings.ToUpper(goal[:1]) + goal[1:]
	}
	return fmt.Sprintf("Secret agenda (%s own): %s.", describePossessive(survivorProfiles[a.Owner].Name), goal)
}

// describeEndSentence ends a name with a full stop, unless it ends with its own mark ("Get a Grip!").
func describeEndSentence(s string) string {
	if strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, ".") {
		return s
	}
	return s + "."
}

// describePossessive writes a name's possessive: "Grizz's", "Patches'".
func describePossessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}
