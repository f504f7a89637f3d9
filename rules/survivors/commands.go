package survivors

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// RollOff rolls for who deploys first (R7).
type RollOff struct{}

// Deploy moves one of the deploying band's characters to a point in its zone (R7).
type Deploy struct {
	Model string      `json:"model"`
	To    physics.Vec `json:"to"`
}

// EndDeployment confirms the deploying band's models where they stand (R7).
type EndDeployment struct{}

// Move moves a character up to its M" (§4). Via, when given, is the route's corners.
type Move struct {
	Model string        `json:"model"`
	To    physics.Vec   `json:"to"`
	Via   []physics.Vec `json:"via,omitempty"`
}

// Advance moves a character up to twice its M", noisily (§4).
type Advance struct {
	Model string        `json:"model"`
	To    physics.Vec   `json:"to"`
	Via   []physics.Vec `json:"via,omitempty"`
}

// Climb takes a character up onto a raised area or down from it (§4, T8).
type Climb struct {
	Model string `json:"model"`
}

// Attack attacks Target with one of the model's weapons ("unarmed" for its fists) (§5).
type Attack struct {
	Model  string `json:"model"`
	Target string `json:"target"`
	Weapon string `json:"weapon"`
}

// Reload spends an Attack action reloading an unloaded Reload weapon (§4, §8).
type Reload struct {
	Model  string `json:"model"`
	Weapon string `json:"weapon"`
}

// Search searches a Search objective (§9 S3).
type Search struct {
	Model     string `json:"model"`
	Objective string `json:"objective"`
}

// Collect picks up a supplies marker within 1" (§4, S9).
type Collect struct {
	Model string `json:"model"`
	Pile  string `json:"pile"`
}

// PassSupplies passes Count supplies (0: as many as the receiver can take) to a friendly
// character within 1" and ends the activation (S8, R4 a).
type PassSupplies struct {
	Model string `json:"model"`
	To    string `json:"to"`
	Count int    `json:"count,omitempty"`
}

// EndActivation ends the character's activation (activating it first if it had not begun).
type EndActivation struct {
	Model string `json:"model"`
}

// ActivateZombie activates a zombie for a zombie activity event or the surge (§7). To is
// where it ends when it cannot reach anyone (guideline 2; nil: the table's proposal);
// Target the model it attacks when the activating player may choose (guideline 3).
type ActivateZombie struct {
	Zombie string       `json:"zombie"`
	To     *physics.Vec `json:"to,omitempty"`
	Target string       `json:"target,omitempty"`
}

// PlaceZombie places a new zombie within 3" of an entry point (Z3, §7.3). Entry "" lets the
// table choose; At is the spot (nil: the legal spot nearest the entry point).
type PlaceZombie struct {
	Entry string       `json:"entry,omitempty"`
	At    *physics.Vec `json:"at,omitempty"`
}

// CommandType names each command in saves.
func (RollOff) CommandType() game.CommandType        { return "roll-off" }
func (Deploy) CommandType() game.CommandType         { return "deploy" }
func (EndDeployment) CommandType() game.CommandType  { return "end-deployment" }
func (Move) CommandType() game.CommandType           { return "move" }
func (Advance) CommandType() game.CommandType        { return "advance" }
func (Climb) CommandType() game.CommandType          { return "climb" }
func (Attack) CommandType() game.CommandType         { return "attack" }
func (Reload) CommandType() game.CommandType         { return "reload" }
func (Search) CommandType() game.CommandType         { return "search" }
func (Collect) CommandType() game.CommandType        { return "collect" }
func (PassSupplies) CommandType() game.CommandType   { return "pass-supplies" }
func (EndActivation) CommandType() game.CommandType  { return "end-activation" }
func (ActivateZombie) CommandType() game.CommandType { return "activate-zombie" }
func (PlaceZombie) CommandType() game.CommandType    { return "place-zombie" }

// Codec returns the codec that reads and writes Survivors' commands.
func Codec() *game.TypedCodec {
	var c game.TypedCodec
	game.Register[RollOff](&c)
	game.Register[Deploy](&c)
	game.Register[EndDeployment](&c)
	game.Register[Move](&c)
	game.Register[Advance](&c)
	game.Register[Climb](&c)
	game.Register[Attack](&c)
	game.Register[Reload](&c)
	game.Register[Search](&c)
	game.Register[Collect](&c)
	game.Register[PassSupplies](&c)
	game.Register[EndActivation](&c)
	game.Register[ActivateZombie](&c)
	game.Register[PlaceZombie](&c)
	return &c
}
