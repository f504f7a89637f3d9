package borrowedtime

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// Command types. docs/commands.md documents each one's fields.
const (
	CmdMove             = "move"
	CmdAttack           = "attack"
	CmdAim              = "aim"
	CmdReload           = "reload"
	CmdHunker           = "hunker"
	CmdSearch           = "search"
	CmdOpenDoor         = "open-door"
	CmdCloseDoor        = "close-door"
	CmdRevive           = "revive"
	CmdMedkit           = "medkit"
	CmdTrade            = "trade"
	CmdPickUp           = "pick-up"
	CmdInteract         = "interact"
	CmdClimb            = "climb"
	CmdUseItem          = "use-item"
	CmdRally            = "rally"
	CmdJuryRig          = "jury-rig"
	CmdChoose           = "choose"
	CmdEndActivation    = "end-activation"
	CmdEndSurvivorPhase = "end-survivor-phase"
	CmdDirectorAction   = "director-action"
	CmdEndSpending      = "end-spending"
	CmdActivateZombie   = "activate-zombie"
	CmdActivateAll      = "activate-all-zombies"
	CmdEndRound         = "end-round"
)

// Command is one thing a player (or the Director) does. It is plain data, serialized as JSON
// in saves and replays; each type uses some of the fields.
type Command struct {
	Type string `json:"type"`
	// Survivor is the survivor acting (survivor phase).
	Survivor string `json:"survivor,omitempty"`
	// Target is the model attacked, revived, healed or traded with; for activate-zombie, the zombie.
	Target string `json:"target,omitempty"`
	// To is a move's destination (the base's centre), in inches.
	To *physics.Vec `json:"to,omitempty"`
	// Via, for a move, is the route the player chose: the corners between the model and To,
	// in order. Without it the model takes the cheapest route there.
	Via []physics.Vec `json:"via,omitempty"`
	// Weapon is the weapon used or reloaded ("" for an unarmed melee attack).
	Weapon string `json:"weapon,omitempty"`
	// Withdraw, for a melee attack: inches (up to 1) to step directly away if allowed.
	Withdraw float64 `json:"withdraw,omitempty"`
	// KnockDown, for Grizz's melee attack: trade one Wound dealt for a 3" push and a lost activation.
	KnockDown bool `json:"knockDown,omitempty"`
	// Action is a Director action: sudden-lunge, spawn-shambler, reanimate, thematic-event,
	// spawn-horde, spawn-special, all-hell.
	Action string `json:"action,omitempty"`
	// Spawn is a spawn point id; Kind a special infected type for spawn-special.
	Spawn string `json:"spawn,omitempty"`
	Kind  string `json:"kind,omitempty"`
	// Location is a search location id or a door ("piece-id/door-index" or the door's id).
	Location string `json:"location,omitempty"`
	// Item is what a trade hands over.
	Item string `json:"item,omitempty"`
	// Victim is the survivor a zombie attacks when it touches several (the Director's choice).
	Victim string `json:"victim,omitempty"`
	// Dice are the values of real dice, in the order the action rolls them (table dice).
	Dice []int `json:"dice,omitempty"`
}

// Rejection is a refused command: the reason, in words a player understands. Nothing changed.
type Rejection struct {
	Reason string
	// DiceNeeded, for a table-dice command refused for carrying the wrong number of dice, is
	// how many it needs in all (0 for any other refusal): a table reads it rather than the words.
	DiceNeeded int
}

func (r *Rejection) Error() string { return r.Reason }

// Event is something that happened. Type says what; the other fields say the details;
// Text says it in words for the log.
type Event struct {
	Type string `json:"type"`
	Text string `json:"text"`
	// Who did it and to whom.
	Model  string `json:"model,omitempty"`
	Target string `json:"target,omitempty"`
	// Dice rolled, the successes and the complications (1s) among them.
	Dice          []int `json:"dice,omitempty"`
	Successes     int   `json:"successes,omitempty"`
	Complications int   `json:"complications,omitempty"`
	// Changes.
	Heat     int           `json:"heat,omitempty"`     // Heat added (or removed, negative)
	Threat   int           `json:"threat,omitempty"`   // Threat added
	Wounds   int           `json:"wounds,omitempty"`   // wounds dealt or healed
	AP       int           `json:"ap,omitempty"`       // AP spent
	Distance float64       `json:"distance,omitempty"` // inches moved
	Path     []physics.Vec `json:"path,omitempty"`
	Card     string        `json:"card,omitempty"`
	Phase    Phase         `json:"phase,omitempty"`
	Round    int           `json:"round,omitempty"`
	Winner   string        `json:"winner,omitempty"`
}

// Event types.
const (
	EvRoll       = "roll"
	EvMove       = "move"
	EvAP         = "ap"
	EvHeat       = "heat"
	EvThreat     = "threat"
	EvWound      = "wound"
	EvDowned     = "downed"
	EvDeath      = "death"
	EvRevived    = "revived"
	EvHealed     = "healed"
	EvShot       = "shot"
	EvReload     = "reload"
	EvSpawn      = "spawn"
	EvRemoved    = "removed"
	EvCard       = "card"
	EvDoor       = "door"
	EvPhase      = "phase"
	EvActivation = "activation"
	EvVictory    = "victory"
	EvNote       = "note"
)

// CommandType returns the command's JSON type: a Command is one of the engine's commands.
func (c Command) CommandType() game.CommandType { return game.CommandType(c.Type) }
