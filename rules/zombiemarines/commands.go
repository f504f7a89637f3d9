package zombiemarines

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// ChooseStart: the marines choose their start tile by its map position, 0–24 row by row (M4).
type ChooseStart struct {
	Tile int `json:"tile"`
}

// PlaceDoor puts a door counter on a wall section of the tile being populated (P2, P3).
type PlaceDoor struct {
	Edge grid.Edge `json:"edge"`
}

// PlaceZombie places a new zombie (P6, T1).
type PlaceZombie struct {
	At grid.Square `json:"at"`
}

// Deploy places a marine seat's marine of the chosen type on the start tile (K2).
type Deploy struct {
	Seat int         `json:"seat"`
	Kind Kind        `json:"kind"`
	At   grid.Square `json:"at"`
}

// Spawn rolls the turn's new zombies (T1).
type Spawn struct{}

// Move moves a marine to a square by the shortest legal route (A1–A4).
type Move struct {
	Marine string      `json:"marine"`
	To     grid.Square `json:"to"`
}

// Attack attacks a zombie with a weapon (an item index, or -1 for bare hands); Stand takes
// the stand-and-fire bonus (A5–A13).
type Attack struct {
	Marine string `json:"marine"`
	Weapon int    `json:"weapon"`
	Target string `json:"target"`
	Stand  bool   `json:"stand,omitempty"`
}

// FireAgain goes on with automatic fire (A10).
type FireAgain struct {
	Marine string `json:"marine"`
	Target string `json:"target"`
}

// Reload refills a weapon from a reload the marine carries (A12).
type Reload struct {
	Marine string `json:"marine"`
	Weapon int    `json:"weapon"`
}

// Throw throws a grenade at a square (A14).
type Throw struct {
	Marine string      `json:"marine"`
	At     grid.Square `json:"at"`
	Stand  bool        `json:"stand,omitempty"`
}

// Heal: a medic heals an adjacent marine (A15).
type Heal struct {
	Marine string `json:"marine"`
	Target string `json:"target"`
	Stand  bool   `json:"stand,omitempty"`
}

// Order: a Lieutenant gives a marine he sees one more square of speed this turn (K6).
type Order struct {
	Marine string `json:"marine"`
	Target string `json:"target"`
}

// Give hands an item to an orthogonally adjacent living marine (A16).
type Give struct {
	Marine string `json:"marine"`
	To     string `json:"to"`
	Item   int    `json:"item"`
}

// Take takes an item from an orthogonally adjacent marine, living or dead (A16).
type Take struct {
	Marine string `json:"marine"`
	From   string `json:"from"`
	Item   int    `json:"item"`
}

// EndTurn ends a marine's turn (T2).
type EndTurn struct {
	Marine string `json:"marine"`
}

// ZombieMove moves a standing zombie by the shortest open route (Z1).
type ZombieMove struct {
	Zombie string      `json:"zombie"`
	To     grid.Square `json:"to"`
}

// BreakDoor: a zombie tries to go through a closed door into the square beyond it (Z2).
type BreakDoor struct {
	Zombie string      `json:"zombie"`
	To     grid.Square `json:"to"`
}

// EndZombies ends the zombies' turn: they attack, the fallen stand, a new turn begins (Z4, Z5).
type EndZombies struct{}

// CommandType names each command in saves.
func (ChooseStart) CommandType() game.CommandType { return "choose-start" }
func (PlaceDoor) CommandType() game.CommandType   { return "place-door" }
func (PlaceZombie) CommandType() game.CommandType { return "place-zombie" }
func (Deploy) CommandType() game.CommandType      { return "deploy" }
func (Spawn) CommandType() game.CommandType       { return "spawn" }
func (Move) CommandType() game.CommandType        { return "move" }
func (Attack) CommandType() game.CommandType      { return "attack" }
func (FireAgain) CommandType() game.CommandType   { return "fire-again" }
func (Reload) CommandType() game.CommandType      { return "reload" }
func (Throw) CommandType() game.CommandType       { return "throw" }
func (Heal) CommandType() game.CommandType        { return "heal" }
func (Order) CommandType() game.CommandType       { return "order" }
func (Give) CommandType() game.CommandType        { return "give" }
func (Take) CommandType() game.CommandType        { return "take" }
func (EndTurn) CommandType() game.CommandType     { return "end-turn" }
func (ZombieMove) CommandType() game.CommandType  { return "zombie-move" }
func (BreakDoor) CommandType() game.CommandType   { return "break-door" }
func (EndZombies) CommandType() game.CommandType  { return "end-zombies" }

// Codec returns the codec of Zombie Marines' commands.
func Codec() *game.TypedCodec {
	var c game.TypedCodec
	game.Register[ChooseStart](&c)
	game.Register[PlaceDoor](&c)
	game.Register[PlaceZombie](&c)
	game.Register[Deploy](&c)
	game.Register[Spawn](&c)
	game.Register[Move](&c)
	game.Register[Attack](&c)
	game.Register[FireAgain](&c)
	game.Register[Reload](&c)
	game.Register[Throw](&c)
	game.Register[Heal](&c)
	game.Register[Order](&c)
	game.Register[Give](&c)
	game.Register[Take](&c)
	game.Register[EndTurn](&c)
	game.Register[ZombieMove](&c)
	game.Register[BreakDoor](&c)
	game.Register[EndZombies](&c)
	return &c
}
