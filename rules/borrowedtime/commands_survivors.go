package borrowedtime

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// The survivors' commands, in their phase (docs/commands.md). Survivor is the survivor acting;
// a survivor's first action starts their activation. Fields are written in saves in the order
// they are declared, each left out when empty, as saves have always had them.

// Move moves the survivor's base to To (its centre, in inches) along the cheapest legal route,
// or through Via's corners in turn when given: the route the player chose.
type Move struct {
	Survivor string        `json:"survivor,omitempty"`
	To       *physics.Vec  `json:"to,omitempty"`
	Via      []physics.Vec `json:"via,omitempty"`
}

// Attack shoots Target with a ranged Weapon, or fights it in base contact with a melee one
// ("" for bare hands). Withdraw (up to 1") steps away after a melee win; KnockDown is Grizz's
// trade of one Wound dealt for a 3" push and the target's next activation. Target may be
// "gas-pumps" in Last Stop Gas.
type Attack struct {
	Survivor  string  `json:"survivor,omitempty"`
	Target    string  `json:"target,omitempty"`
	Weapon    string  `json:"weapon,omitempty"`
	Withdraw  float64 `json:"withdraw,omitempty"`
	KnockDown bool    `json:"knockDown,omitempty"`
}

// Aim readies the next shot this activation: one more die, light cover ignored.
type Aim struct {
	Survivor string `json:"survivor,omitempty"`
}

// Reload fills an empty ranged Weapon, using one Reload.
type Reload struct {
	Survivor string `json:"survivor,omitempty"`
	Weapon   string `json:"weapon,omitempty"`
}

// Hunker takes cover against terrain: shooters roll one die fewer until the next activation.
type Hunker struct {
	Survivor string `json:"survivor,omitempty"`
}

// Search searches the search location Location, in base contact with its marker.
type Search struct {
	Survivor string `json:"survivor,omitempty"`
	Location string `json:"location,omitempty"`
}

// OpenDoor opens the door Location (its id, or "building-id/n") the survivor touches.
type OpenDoor struct {
	Survivor string `json:"survivor,omitempty"`
	Location string `json:"location,omitempty"`
}

// CloseDoor closes the door Location (its id, or "building-id/n") the survivor touches.
type CloseDoor struct {
	Survivor string `json:"survivor,omitempty"`
	Location string `json:"location,omitempty"`
}

// Revive stands the Downed survivor Target, in base contact, up with 1 Wound.
type Revive struct {
	Survivor string `json:"survivor,omitempty"`
	Target   string `json:"target,omitempty"`
}

// Medkit heals Target (the survivor or one in base contact) of up to 2 Wounds.
type Medkit struct {
	Survivor string `json:"survivor,omitempty"`
	Target   string `json:"target,omitempty"`
}

// Trade hands Item (an item or a weapon) to the survivor Target, in base contact.
type Trade struct {
	Survivor string `json:"survivor,omitempty"`
	Target   string `json:"target,omitempty"`
	Item     string `json:"item,omitempty"`
}

// PickUp takes Item from the table within reach.
type PickUp struct {
	Survivor string `json:"survivor,omitempty"`
	Item     string `json:"item,omitempty"`
}

// Interact works the scenario's objective marker Location, in base contact.
type Interact struct {
	Survivor string `json:"survivor,omitempty"`
	Location string `json:"location,omitempty"`
}

// Climb goes up to the roof from the stairwell, or back down.
type Climb struct {
	Survivor string `json:"survivor,omitempty"`
}

// UseItem uses Item: on Weapon (ammo-reload), on the survivor Target (adrenaline-shot) or at
// the point To (grenade, molotov-cocktail).
type UseItem struct {
	Survivor string       `json:"survivor,omitempty"`
	Target   string       `json:"target,omitempty"`
	To       *physics.Vec `json:"to,omitempty"`
	Weapon   string       `json:"weapon,omitempty"`
	Item     string       `json:"item,omitempty"`
}

// Rally is Father Michael's Rally the Faithful: he takes a Wound, Target within 6" loses one.
type Rally struct {
	Survivor string `json:"survivor,omitempty"`
	Target   string `json:"target,omitempty"`
}

// JuryRig is Sparky's Jury-Rig at the objective marker Location.
type JuryRig struct {
	Survivor string `json:"survivor,omitempty"`
	Location string `json:"location,omitempty"`
}

// Choose answers a pending choice: the card Item the survivor keeps.
type Choose struct {
	Survivor string `json:"survivor,omitempty"`
	Item     string `json:"item,omitempty"`
}

// EndActivation ends the current activation (Survivor, when given, must be the one
// activating); unspent AP are lost.
type EndActivation struct {
	Survivor string `json:"survivor,omitempty"`
}

// EndSurvivorPhase ends the phase and starts the Director's with the Heat check.
type EndSurvivorPhase struct{}

// CommandType names each command in saves.
func (Move) CommandType() game.CommandType             { return "move" }
func (Attack) CommandType() game.CommandType           { return "attack" }
func (Aim) CommandType() game.CommandType              { return "aim" }
func (Reload) CommandType() game.CommandType           { return "reload" }
func (Hunker) CommandType() game.CommandType           { return "hunker" }
func (Search) CommandType() game.CommandType           { return "search" }
func (OpenDoor) CommandType() game.CommandType         { return "open-door" }
func (CloseDoor) CommandType() game.CommandType        { return "close-door" }
func (Revive) CommandType() game.CommandType           { return "revive" }
func (Medkit) CommandType() game.CommandType           { return "medkit" }
func (Trade) CommandType() game.CommandType            { return "trade" }
func (PickUp) CommandType() game.CommandType           { return "pick-up" }
func (Interact) CommandType() game.CommandType         { return "interact" }
func (Climb) CommandType() game.CommandType            { return "climb" }
func (UseItem) CommandType() game.CommandType          { return "use-item" }
func (Rally) CommandType() game.CommandType            { return "rally" }
func (JuryRig) CommandType() game.CommandType          { return "jury-rig" }
func (Choose) CommandType() game.CommandType           { return "choose" }
func (EndActivation) CommandType() game.CommandType    { return "end-activation" }
func (EndSurvivorPhase) CommandType() game.CommandType { return "end-survivor-phase" }

// survivor names the survivor acting (Command).
func (c Move) survivor() string           { return c.Survivor }
func (c Attack) survivor() string         { return c.Survivor }
func (c Aim) survivor() string            { return c.Survivor }
func (c Reload) survivor() string         { return c.Survivor }
func (c Hunker) survivor() string         { return c.Survivor }
func (c Search) survivor() string         { return c.Survivor }
func (c OpenDoor) survivor() string       { return c.Survivor }
func (c CloseDoor) survivor() string      { return c.Survivor }
func (c Revive) survivor() string         { return c.Survivor }
func (c Medkit) survivor() string         { return c.Survivor }
func (c Trade) survivor() string          { return c.Survivor }
func (c PickUp) survivor() string         { return c.Survivor }
func (c Interact) survivor() string       { return c.Survivor }
func (c Climb) survivor() string          { return c.Survivor }
func (c UseItem) survivor() string        { return c.Survivor }
func (c Rally) survivor() string          { return c.Survivor }
func (c JuryRig) survivor() string        { return c.Survivor }
func (c Choose) survivor() string         { return c.Survivor }
func (c EndActivation) survivor() string  { return c.Survivor }
func (EndSurvivorPhase) survivor() string { return "" }
