package borrowedtime

import "github.com/borrowed-time/tabletop/physics"

// SurvivorProfile is a survivor's card from the Survivor Compendium (section XIII).
type SurvivorProfile struct {
	ID, Name                         string
	Move                             float64
	Fight, Shoot, Wits, Guts, Wounds int
	Weapons                          []string
	Items                            []string
	Reloads                          int
	Points                           int
}

// survivorProfiles are the compendium's survivors. Skills, agendas and the rest of the gear
// come with the content issue; where the compendium contradicts itself, see
// docs/rules-interpretations.md.
var survivorProfiles = map[string]SurvivorProfile{
	"ramirez":        {ID: "ramirez", Name: "Officer Ramirez", Move: 5, Fight: 3, Shoot: 4, Wits: 2, Guts: 4, Wounds: 3, Weapons: []string{"service-pistol", "nightstick"}, Reloads: 2, Points: 85},
	"grizz":          {ID: "grizz", Name: "Grizz", Move: 5, Fight: 4, Shoot: 1, Wits: 2, Guts: 4, Wounds: 4, Weapons: []string{"tire-iron"}, Items: []string{"biker-jacket"}, Reloads: 0, Points: 90},
	"sharma":         {ID: "sharma", Name: "Dr. Anya Sharma", Move: 6, Fight: 2, Shoot: 2, Wits: 4, Guts: 3, Wounds: 3, Weapons: []string{"scalpel"}, Items: []string{"personal-medkit"}, Reloads: 1, Points: 80},
	"leo":            {ID: "leo", Name: "Leo", Move: 7, Fight: 2, Shoot: 1, Wits: 3, Guts: 2, Wounds: 2, Weapons: []string{"baseball-bat"}, Items: []string{"backpack"}, Reloads: 0, Points: 75},
	"odessa":         {ID: "odessa", Name: "Odessa", Move: 5, Fight: 2, Shoot: 5, Wits: 3, Guts: 3, Wounds: 3, Weapons: []string{"hunting-rifle", "combat-knife"}, Reloads: 2, Points: 92},
	"sparky":         {ID: "sparky", Name: "Sparky", Move: 5, Fight: 2, Shoot: 2, Wits: 4, Guts: 3, Wounds: 3, Weapons: []string{"wrench"}, Items: []string{"fan-belt"}, Reloads: 1, Points: 70},
	"father-michael": {ID: "father-michael", Name: "Father Michael", Move: 4, Fight: 2, Shoot: 2, Wits: 3, Guts: 5, Wounds: 4, Weapons: []string{"worn-shotgun"}, Items: []string{"holy-symbol"}, Reloads: 1, Points: 85},
	"patches":        {ID: "patches", Name: "Patches", Move: 6, Fight: 2, Shoot: 1, Wits: 5, Guts: 3, Wounds: 2, Weapons: []string{"crowbar"}, Reloads: 0, Points: 80},
	"fury":           {ID: "fury", Name: "Fury", Move: 6, Fight: 3, Shoot: 2, Wits: 2, Guts: 4, Wounds: 4, Weapons: []string{"fire-axe"}, Items: []string{"firefighter-coat"}, Reloads: 0, Points: 90},
	"lady-luck":      {ID: "lady-luck", Name: "Lady Luck", Move: 5, Fight: 1, Shoot: 2, Wits: 4, Guts: 4, Wounds: 2, Weapons: []string{"small-pistol"}, Items: []string{"deck-of-cards"}, Reloads: 1, Points: 80},
}

// ZombieProfile is a zombie type's stats (section X).
type ZombieProfile struct {
	Kind   string
	Name   string
	Move   float64
	Fight  int // a horde's Fight is its model count
	Wounds int // a horde's Wounds is its model count
	Base   physics.Base
}

var zombieProfiles = map[string]ZombieProfile{
	"shambler": {Kind: "shambler", Name: "Shambler", Move: 4, Fight: 2, Wounds: 1, Base: physics.Base25mm},
	"horde":    {Kind: "horde", Name: "Horde", Move: 3, Fight: 4, Wounds: 4, Base: physics.HordeTray},
	"screamer": {Kind: "screamer", Name: "Screamer", Move: 4, Fight: 2, Wounds: 1, Base: physics.Base25mm},
	"brute":    {Kind: "brute", Name: "Brute", Move: 4, Fight: 4, Wounds: 3, Base: physics.Base40mm},
	"hunter":   {Kind: "hunter", Name: "Hunter", Move: 6, Fight: 3, Wounds: 2, Base: physics.Base32mm},
	"bloater":  {Kind: "bloater", Name: "Bloater", Move: 3, Fight: 1, Wounds: 3, Base: physics.Base40mm},
}

// Weapon is a weapon's profile. Melee weapons add FightBonus to the wielder's Fight; ranged
// weapons roll Dice (or the shooter's Shoot, whichever is higher) up to Range inches.
type Weapon struct {
	ID, Name   string
	Ranged     bool
	FightBonus int
	Noisy      bool // melee: +1 Heat per attack
	PriesDoors bool // opens a locked door without a Wits test (the Crowbar)
	Range      float64
	Dice       int
	Shots      int
	Heat       int
}

// weapons are the rulebook's weapons: the sample ranged weapons table (section VII), the
// starting equipment (section XIII) and the salvage cards.
var weapons = map[string]Weapon{
	"service-pistol": {ID: "service-pistol", Name: "Service Pistol", Ranged: true, Range: 12, Dice: 3, Shots: 6, Heat: 2},
	"small-pistol":   {ID: "small-pistol", Name: "Small Pistol", Ranged: true, Range: 12, Dice: 3, Shots: 4, Heat: 2},
	"hunting-rifle":  {ID: "hunting-rifle", Name: "Hunting Rifle", Ranged: true, Range: 24, Dice: 4, Shots: 4, Heat: 2},
	"worn-shotgun":   {ID: "worn-shotgun", Name: "Worn Shotgun", Ranged: true, Range: 12, Dice: 5, Shots: 2, Heat: 2},
	"shotgun":        {ID: "shotgun", Name: "Shotgun", Ranged: true, Range: 10, Dice: 5, Shots: 2, Heat: 2},
	"smg":            {ID: "smg", Name: "SMG", Ranged: true, Range: 10, Dice: 5, Shots: 3, Heat: 3},
	"flare-gun":      {ID: "flare-gun", Name: "Flare Gun", Ranged: true, Range: 18, Dice: 1, Shots: 1, Heat: 1},
	"nightstick":     {ID: "nightstick", Name: "Nightstick", FightBonus: 1, Noisy: true},
	"tire-iron":      {ID: "tire-iron", Name: "Tire Iron", FightBonus: 1, Noisy: true},
	"scalpel":        {ID: "scalpel", Name: "Scalpel", FightBonus: 1},
	"baseball-bat":   {ID: "baseball-bat", Name: "Baseball Bat", FightBonus: 1, Noisy: true},
	"combat-knife":   {ID: "combat-knife", Name: "Combat Knife", FightBonus: 1},
	"wrench":         {ID: "wrench", Name: "Wrench", FightBonus: 1, Noisy: true},
	"crowbar":        {ID: "crowbar", Name: "Crowbar", FightBonus: 1, Noisy: true, PriesDoors: true},
	"fire-axe":       {ID: "fire-axe", Name: "Fire Axe", FightBonus: 2, Noisy: true},
	"machete":        {ID: "machete", Name: "Machete", FightBonus: 1},
}

// WeaponInfo returns a weapon's profile by id.
func WeaponInfo(id string) (Weapon, bool) {
	w, ok := weapons[id]
	return w, ok
}

// SurvivorMove returns a survivor's Move in inches (0 for an unknown id).
func SurvivorMove(id string) float64 { return survivorProfiles[id].Move }

// SurvivorProfileOf returns a survivor's compendium card by id.
func SurvivorProfileOf(id string) (SurvivorProfile, bool) {
	p, ok := survivorProfiles[id]
	return p, ok
}

// DirectorActionCost returns what a Director action costs in Heat, and whether there is one.
func DirectorActionCost(action string) (int, bool) {
	c, ok := directorCosts[action]
	return c, ok
}

// ZombieName returns a zombie type's display name.
func ZombieName(kind string) string { return zombieProfiles[kind].Name }

// ModelName returns a model's display name: a survivor's name, or a zombie's id.
func ModelName(m *Model) string { return name(m) }
