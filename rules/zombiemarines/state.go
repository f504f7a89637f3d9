package zombiemarines

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// Phase is what the game is waiting for.
type Phase string

// The phases of a game (zombie-marines.md §2, §4).
const (
	PhaseStartTile    Phase = "start-tile"    // the marines choose their start tile (M4)
	PhaseDoors        Phase = "doors"         // door counters are placed on a flipped tile (P2)
	PhaseTileZombies  Phase = "tile-zombies"  // the zombie player places a flipped tile's zombies (P6)
	PhaseDeploy       Phase = "deploy"        // each marine seat picks its marine and square (K2)
	PhaseSpawn        Phase = "spawn"         // the zombie player rolls for new zombies (T1)
	PhaseSpawnZombies Phase = "spawn-zombies" // … and places them on spawn squares
	PhaseMarines      Phase = "marines"       // the marines' turn
	PhaseZombies      Phase = "zombies"       // the zombies' turn
	PhaseOver         Phase = "over"
)

// State is a game of Zombie Marines as plain data: its JSON is the game's fingerprint.
type State struct {
	RNG   game.RNG `json:"rng"`
	Phase Phase    `json:"phase"`
	Round int      `json:"round"`
	// Deck is the tile (index in the tile set) at each map position (row by row); Flipped
	// marks the positions turned over. Face-down entries are nobody's to see (M2).
	Deck    []int  `json:"deck"`
	Flipped []bool `json:"flipped"`
	// StartTile is the marines' start tile's position (-1 before it is chosen).
	StartTile int      `json:"startTile"`
	Doors     []Door   `json:"doors,omitempty"`
	Marines   []Marine `json:"marines"`
	Zombies   []Zombie `json:"zombies,omitempty"`
	// Made counts the zombies ever placed, to name new ones.
	Made int `json:"made"`
	// Populating is the tile being populated, then the ones waiting (P8).
	Populating []Pending `json:"populating,omitempty"`
	// Placing is the zombies still to place (PhaseTileZombies, PhaseSpawnZombies).
	Placing int `json:"placing,omitempty"`
	// Resume is the phase to return to once populating is over.
	Resume Phase `json:"resume,omitempty"`
	// Burst is the automatic fire going on, if any (A10).
	Burst  *Burst  `json:"burst,omitempty"`
	Result *Result `json:"result,omitempty"`
}

// Door is a door counter on a wall section (P3, Z2).
type Door struct {
	Edge   grid.Edge `json:"edge"`
	Broken bool      `json:"broken,omitempty"`
}

// Pending is a flipped tile to populate.
type Pending struct {
	Pos int `json:"pos"`
	// Doors left to place by the zombie player and by the marines; ZombieNext: whose turn.
	ZombieDoors int  `json:"zombieDoors"`
	MarineDoors int  `json:"marineDoors"`
	ZombieNext  bool `json:"zombieNext"`
	// Seat is the marine seat (1-based) that places the marines' counters (P4).
	Seat int `json:"seat"`
}

// Marine is one marine, living or dead. Its index in State.Marines never changes.
type Marine struct {
	ID    string      `json:"id"`
	Seat  int         `json:"seat"` // 1-based: seat marine-N
	Kind  Kind        `json:"kind"`
	At    grid.Square `json:"at"`
	HP    int         `json:"hp"`
	Items []Item      `json:"items"`
	Dead  bool        `json:"dead,omitempty"`
	Turn  MarineTurn  `json:"turn"`
}

// MarineTurn is what a marine has done this turn (A3–A5).
type MarineTurn struct {
	Moved      int  `json:"moved,omitempty"`      // squares moved
	Acted      bool `json:"acted,omitempty"`      // attacked, reloaded, threw, healed or ordered
	MovedFirst bool `json:"movedFirst,omitempty"` // moved before acting
	Stood      bool `json:"stood,omitempty"`      // took the stand-still bonus: may not move
	Bonus      int  `json:"bonus,omitempty"`      // extra speed from a Lieutenant's order (K6)
	Done       bool `json:"done,omitempty"`
}

// Item is one piece of equipment and its rounds left.
type Item struct {
	Kind ItemKind `json:"kind"`
	Ammo int      `json:"ammo,omitempty"`
}

// Zombie is one zombie on the map.
type Zombie struct {
	ID    string      `json:"id"`
	At    grid.Square `json:"at"`
	Down  bool        `json:"down,omitempty"`
	Steps int         `json:"steps,omitempty"` // squares moved (or tried) this zombies' turn
}

// Burst is a marine's automatic fire going on (A10).
type Burst struct {
	Marine string      `json:"marine"`
	Weapon int         `json:"weapon"`
	Last   grid.Square `json:"last"` // the last target's square
	Bonus  int         `json:"bonus"`
}

// Result is how the game ended.
type Result struct {
	Marines bool   `json:"marines"`
	Reason  string `json:"reason"`
}
