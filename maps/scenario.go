package maps

import "github.com/borrowed-time/tabletop/physics"

// BorrowedTime is the ruleset of a scenario file that names none.
const BorrowedTime = "borrowed-time"

// FormatVersion is the newest scenario format version this program reads.
const FormatVersion = 1

// Scenario is a validated scenario: the table, its terrain and markers, and the setup.
type Scenario struct {
	// Source is the scenario document as loaded, kept so that saves carry their scenario.
	Source  []byte
	Version int
	// Ruleset is the id of the game the scenario is for (BorrowedTime when the file names none).
	Ruleset string
	// Rules is what the ruleset's Extension read of its own fields (nil for Borrowed Time,
	// whose fields are below).
	Rules any
	// IDs maps every id of the file's shared sections to the JSON path that defines it, so a
	// ruleset's own fields can refer to them and keep ids unique (set for other rulesets).
	IDs             map[string]string
	ID              string
	Name            string
	Description     string
	Width, Height   float64
	Terrain         []Terrain
	SpawnPoints     []SpawnPoint
	SearchLocations []SearchLocation
	Objectives      []Objective
	StartZones      []StartZone
	Zombies         []ZombiePlacement
	Survivors       []SurvivorPlacement
	HeatMax         int
	ThreatMax       int
	Salvage         SalvageDeck
	Objective       string   // the survivors' objective rule id, e.g. "escape-plan"
	SpecialRules    []string // scenario special-rule ids, e.g. "highly-flammable"
	Briefing        Briefing // what players read before the game (zero when the file has none)
	// ThreatEvents are the Threat track's Event Trigger spaces (section VIII.2).
	ThreatEvents []ThreatEvent
	// Darkness is how many dice a shot loses to the dark (the Flashlight ignores it); 0 in
	// daylight.
	Darkness int
}

// Terrain is one terrain piece.
type Terrain struct {
	ID          string
	Kind        string
	Name        string
	Polygon     []physics.Vec
	Level       int
	BlocksSight bool
	Cover       physics.Cover
	Movement    physics.Movement
	// Buildings only.
	WallThickness float64
	Doors         []Opening
	Windows       []Opening
	Roof          bool
	Access        []AccessPoint
}

// IsBuilding reports whether the piece is a walled building.
func (t *Terrain) IsBuilding() bool { return t.Kind == "building" }

// Opening is a door or window on a building's outline.
type Opening struct {
	ID         string
	Name       string // doors: shown to players ("the garage door"); optional
	Edge       int
	Offset     float64
	Width      float64
	Open       bool // doors: starts open
	Barricaded bool // doors: opened only by the scenario's breach action
	Locked     bool // doors: opened by a Wits test, or pried open with a Crowbar
}

// AccessPoint is where a model climbs between a building's ground floor and its roof.
type AccessPoint struct {
	ID   string
	Name string // shown to players ("the stairwell"); optional
	At   physics.Vec
}

// SpawnPoint is where the Director may place new zombies.
type SpawnPoint struct {
	ID    string
	Name  string // shown to players ("the east manhole"); optional
	Kind  string // manhole, alley, doorway, edge, other
	At    physics.Vec
	Level int
}

// Unlimited is the Searches value of a search location that never runs dry.
const Unlimited = -1

// SearchLocation is a stash a survivor in base contact with it may search.
type SearchLocation struct {
	ID       string
	Name     string
	At       physics.Vec
	Level    int
	Terrain  string // the piece it belongs to, or ""
	Searches int    // how many searches it allows, or Unlimited
}

// Objective is an objective marker.
type Objective struct {
	ID      string
	Name    string
	At      physics.Vec
	Level   int
	Terrain string // the piece it marks, or ""
}

// StartZone is where a side sets up its models.
type StartZone struct {
	ID      string
	Name    string        // shown to players; optional
	Side    string        // "survivors" or "zombies"
	Polygon []physics.Vec // the zone; for a building zone, the building's footprint
	Terrain string        // the building it is inside, or ""
}

// ZombiePlacement is a zombie on the table at the start.
type ZombiePlacement struct {
	Type   string
	At     physics.Vec
	Level  int
	Facing float64 // degrees, trays only
	Models int     // hordes: models on the tray
}

// SurvivorPlacement names a survivor who plays, and optionally where they start.
type SurvivorPlacement struct {
	ID     string
	At     physics.Vec
	Level  int
	Placed bool // At was given; otherwise the game sets them up in the start zone
}

// SalvageDeck says how the salvage deck is built.
type SalvageDeck struct {
	Base  string // "starter" or "urban-emergency"
	Add   []CardCount
	Stack []StackRule
}

// CardCount adds copies of a card to the deck.
type CardCount struct {
	Card  string
	Count int
}

// StackRule shuffles one copy of a card into the top or bottom Within cards of the deck.
type StackRule struct {
	Card   string
	From   string // "top" or "bottom"
	Within int
}
