package borrowedtime

import (
	"fmt"
	"strconv"
	"strings"
)

// The words for weapons, items and salvage cards (sections VII and XIV, and the rulings in
// docs/rules-interpretations.md: C4–C14).

// weaponNotes says what a weapon does beyond its profile.
var weaponNotes = map[string]string{
	"machete":       "On your first melee attack each activation, one failed die is rolled again.",
	"hunting-rifle": "Found in the salvage deck it comes empty: one Reload action readies it, without using a Reload.",
	"flare-gun":     "Instead of Wounds, a hit on a zombie sets it and every model within 2\" of it alight (1 Wound each), and a fire 4\" across burns there for 3 rounds.",
	"crowbar":       "Doors on this table open without a test, so its prying is not needed.",
}

// weaponSummary writes a weapon's profile in words, then its note.
func weaponSummary(w Weapon) string {
	var b strings.Builder
	if w.Ranged {
		fmt.Fprintf(&b, "Ranged, reaches %g\": rolls %s, or your Shoot if that is higher. %s, then a Reload action; each shot adds %d Heat.",
			w.Range, describeCount(w.Dice, "die", "dice"), describeCount(w.Shots, "shot", "shots"), w.Heat)
	} else {
		fmt.Fprintf(&b, "Melee: %s more on your Fight rolls, attacking or defending with it.", describeCount(w.FightBonus, "die", "dice"))
		if w.Noisy {
			b.WriteString(" Noisy: each attack with it adds 1 Heat.")
		} else {
			b.WriteString(" Quiet: attacks with it add no Heat.")
		}
	}
	if n := weaponNotes[w.ID]; n != "" {
		b.WriteString(" " + n)
	}
	return b.String()
}

// describeCount writes a count with its noun: "1 die", "3 dice".
func describeCount(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// itemDescriptions are the cards and kit that are not weapons.
var itemDescriptions = map[string]Description{
	// Gear.
	"ammo-reload": {"Ammo Reload", "Free action, used up: one ranged weapon you carry is full again, without using one of your Reloads."},
	"flashlight":  {"Flashlight", "Kept: +1 die on every Search test you make."},
	"backpack":    {"Backpack", "Kept: you can carry 5 Salvage cards instead of 4."},
	"military-radio": {"Military Radio", "1 AP, used up: roll a die. On 4+ the starter deck's radio tells how many cards down the deck the next Gas Can or Medkit lies, " +
		"and the Urban Emergency deck's moves the Threat back one space. On a 1 the signal is overheard: +3 Heat."},
	"climbing-gear": {"Climbing Gear", "2 AP, kept: from the outside wall of a building with a roof, climb up to the nearest free spot at its roof's edge, or back down. Not while engaged."},
	// Explosives.
	"grenade": {"Grenade", "1 AP, used up: throw it at a point you can see up to 12\" away. Every model within 3\" of it, friend or foe, " +
		"suffers a 5-dice attack (each success a Wound). +4 Heat."},
	"molotov-cocktail": {"Molotov Cocktail", "1 AP, used up: throw it at a point you can see up to 8\" away. A fire 3\" across burns there for 3 rounds; " +
		"any model that starts its activation in it or moves through it takes 1 Wound. +3 Heat."},
	// Medical.
	"medkit": {"Medkit", "1 AP, used up: you or a survivor in base contact heals up to 2 Wounds; not on someone Downed. " +
		"In Last Stop Gas a found Medkit is one of the two supplies the ambulance needs."},
	"personal-medkit": {"Dr. Sharma's Medkit", "Her own kit: 1 AP, used up, heals up to 2 Wounds on her or a survivor in base contact (not Downed). " +
		"It is not a Salvage card, so it does not count for Last Stop Gas's supplies."},
	"adrenaline-shot": {"Adrenaline Shot", "1 AP, used up: a Downed survivor in base contact stands up with 1 Wound, and has 4 AP this round if they have not activated yet."},
	// Objective.
	"gas-can": {"Gas Can", "Last Stop Gas's objective card: carry it to the ambulance's back doors and spend 1 AP there to load it."},
	// Junk: thrown away the moment it is found.
	"beans":         {"Half-Eaten Can of Beans", "Junk: cold and congealed. Thrown away as soon as it is found."},
	"car-keys":      {"Car Keys", "Junk: somewhere blocks away a car alarm wails. No effect; thrown away."},
	"shoe":          {"A Single Sad Shoe", "Junk: wrong size, no partner. Thrown away as soon as it is found."},
	"twinkie":       {"Expired Twinkie", "Junk: suspiciously perfect. You leave it. Thrown away as soon as it is found."},
	"pogs":          {"Useless Collection of Pogs", "Junk: a moment of nostalgia, nothing more. Thrown away as soon as it is found."},
	"leaky-battery": {"Leaky Battery", "Junk: it oozes acid. Thrown away as soon as it is found."},
	// Trouble: resolved the moment it is drawn.
	"loud-crash": {"Loud Crash!", "Trouble, happens at once: something heavy hits the floor. +2 Heat."},
	"its-a-trap": {"It's a Trap!", "Trouble, happens at once: a snare or a jagged edge. The searcher takes 1 Wound."},
	"the-biter":  {"The Biter", "Trouble, happens at once: a Shambler that was playing dead appears in base contact with the searcher and attacks them."},
	"infested":   {"Infested!", "Trouble, happens at once: +1 Heat, and a Shambler appears at the spawn point nearest the searcher."},
	// Starting kit that is not a weapon (section XIII).
	"biker-jacket":     {"Biker Jacket", "Grizz's jacket: the first Wound he would take each round is ignored."},
	"fan-belt":         {"Fan Belt", "Sparky's spare: Junk he starts with. No effect, and it is kit, not a Salvage card."},
	"holy-symbol":      {"Holy Symbol", "Father Michael's: +1 die on his Guts tests."},
	"firefighter-coat": {"Firefighter Coat", "Fury's coat: the first Wound flames would give her in the game is ignored."},
	"deck-of-cards":    {"Deck of Cards", "Lady Luck's cards. No effect in play: her luck is her skill."},
}
