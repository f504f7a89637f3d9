package borrowedtime

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// The Director's commands, in their phase (docs/commands.md): Heat spent on the menu, the
// zombies' activations and the end of the round.

// DirectorAction spends Heat on the menu's Action: sudden-lunge, crumbling-facade and
// reanimate name their zombie in Target; spawn-shambler, spawn-horde and spawn-special their
// spawn point in Spawn (and spawn-special the type in Kind); thematic-event its fire's centre
// in To; all-hell nothing more.
type DirectorAction struct {
	Target string       `json:"target,omitempty"`
	To     *physics.Vec `json:"to,omitempty"`
	Action string       `json:"action,omitempty"`
	Spawn  string       `json:"spawn,omitempty"`
	Kind   string       `json:"kind,omitempty"`
}

// EndSpending ends the Director's spending: unspent Heat is lost.
type EndSpending struct{}

// ActivateZombie activates the zombie Target; Victim is the survivor it attacks when it
// touches several ("": the most wounded).
type ActivateZombie struct {
	Target string `json:"target,omitempty"`
	Victim string `json:"victim,omitempty"`
}

// ActivateAllZombies activates every zombie that has not acted, in table order.
type ActivateAllZombies struct{}

// EndRound ends the round once every zombie has acted: the End phase, then the next round.
type EndRound struct{}

// CommandType names each command in saves.
func (DirectorAction) CommandType() game.CommandType     { return "director-action" }
func (EndSpending) CommandType() game.CommandType        { return "end-spending" }
func (ActivateZombie) CommandType() game.CommandType     { return "activate-zombie" }
func (ActivateAllZombies) CommandType() game.CommandType { return "activate-all-zombies" }
func (EndRound) CommandType() game.CommandType           { return "end-round" }

// survivor is "": the Director's commands name no survivor acting (Command).
func (DirectorAction) survivor() string     { return "" }
func (EndSpending) survivor() string        { return "" }
func (ActivateZombie) survivor() string     { return "" }
func (ActivateAllZombies) survivor() string { return "" }
func (EndRound) survivor() string           { return "" }
