package borrowedtime

import (
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

// commandDef is everything the game knows of one kind of command, registered once: whose it
// is and what applying it does. The codec, the seats and the one entry point all read it.
type commandDef struct {
	seat  game.SeatID
	apply func(c *applyCtx) error
}

// commands are the game's commands by type (docs/commands.md): the survivors' in their phase,
// the Director's Heat, zombies and round.
var commands = map[string]commandDef{
	CmdMove:             {Survivors, (*applyCtx).move},
	CmdAttack:           {Survivors, (*applyCtx).attack},
	CmdAim:              {Survivors, (*applyCtx).aim},
	CmdReload:           {Survivors, (*applyCtx).reload},
	CmdHunker:           {Survivors, (*applyCtx).hunker},
	CmdSearch:           {Survivors, (*applyCtx).search},
	CmdOpenDoor:         {Survivors, func(c *applyCtx) error { return c.door(true) }},
	CmdCloseDoor:        {Survivors, func(c *applyCtx) error { return c.door(false) }},
	CmdRevive:           {Survivors, (*applyCtx).revive},
	CmdMedkit:           {Survivors, (*applyCtx).medkit},
	CmdTrade:            {Survivors, (*applyCtx).trade},
	CmdPickUp:           {Survivors, (*applyCtx).pickUp},
	CmdInteract:         {Survivors, (*applyCtx).interact},
	CmdClimb:            {Survivors, (*applyCtx).climb},
	CmdUseItem:          {Survivors, (*applyCtx).useItem},
	CmdRally:            {Survivors, (*applyCtx).rally},
	CmdJuryRig:          {Survivors, (*applyCtx).juryRig},
	CmdChoose:           {Survivors, (*applyCtx).choose},
	CmdEndActivation:    {Survivors, (*applyCtx).endActivation},
	CmdEndSurvivorPhase: {Survivors, (*applyCtx).endSurvivorPhase},
	CmdDirectorAction:   {Director, (*applyCtx).directorAction},
	CmdEndSpending:      {Director, (*applyCtx).endSpending},
	CmdActivateZombie:   {Director, (*applyCtx).activateZombie},
	CmdActivateAll:      {Director, (*applyCtx).activateAll},
	CmdEndRound:         {Director, (*applyCtx).endRound},
}

// commandTypes lists the command types, sorted, for messages.
func commandTypes() string {
	var out []string
	for t := range commands {
		out = append(out, t)
	}
	slices.Sort(out)
	return strings.Join(out, ", ")
}
