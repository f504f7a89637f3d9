package borrowedtime

import (
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

// Command is one of Borrowed Time's commands (docs/commands.md): one struct per kind, each
// with only its own fields, the survivors' in commands_survivors.go and the Director's in
// commands_director.go. Each is registered once, in commandList, with its seat and its
// handler; the codec, the seats and the one entry point all read that list.
type Command interface {
	game.Command
	// survivor is the survivor the command names as acting ("" for none).
	survivor() string
}

// SurvivorOf returns the survivor a command names as acting: "" for the Director's commands,
// for ending the phase and for ending an activation without naming one.
func SurvivorOf(cmd Command) string {
	if cmd == nil {
		return ""
	}
	return cmd.survivor()
}

// commandDef is everything the game knows of one kind of command, registered once: its type,
// whose it is, what applying it does, and how the codec reads it.
type commandDef struct {
	typ      game.CommandType
	seat     game.SeatID
	apply    func(c *applyCtx, cmd Command) error
	register func(*game.TypedCodec)
}

// def registers the command type C: its seat and its handler.
func def[C Command](seat game.SeatID, apply func(c *applyCtx, cmd C) error) commandDef {
	var zero C
	return commandDef{
		typ:      zero.CommandType(),
		seat:     seat,
		apply:    func(c *applyCtx, cmd Command) error { return apply(c, cmd.(C)) },
		register: game.Register[C],
	}
}

// commandList is every command of the game: the survivors' in their phase, the Director's
// Heat, zombies and round.
var commandList = []commandDef{
	def(Survivors, (*applyCtx).move),
	def(Survivors, (*applyCtx).attack),
	def(Survivors, (*applyCtx).aim),
	def(Survivors, (*applyCtx).reload),
	def(Survivors, (*applyCtx).hunker),
	def(Survivors, (*applyCtx).search),
	def(Survivors, func(c *applyCtx, cmd OpenDoor) error { return c.door(cmd.Survivor, cmd.Location, true) }),
	def(Survivors, func(c *applyCtx, cmd CloseDoor) error { return c.door(cmd.Survivor, cmd.Location, false) }),
	def(Survivors, (*applyCtx).revive),
	def(Survivors, (*applyCtx).medkit),
	def(Survivors, (*applyCtx).trade),
	def(Survivors, (*applyCtx).pickUp),
	def(Survivors, (*applyCtx).interact),
	def(Survivors, (*applyCtx).climb),
	def(Survivors, (*applyCtx).useItem),
	def(Survivors, (*applyCtx).rally),
	def(Survivors, (*applyCtx).juryRig),
	def(Survivors, (*applyCtx).choose),
	def(Survivors, (*applyCtx).endActivation),
	def(Survivors, (*applyCtx).endSurvivorPhase),
	def(Director, (*applyCtx).directorAction),
	def(Director, (*applyCtx).endSpending),
	def(Director, (*applyCtx).activateZombie),
	def(Director, (*applyCtx).activateAll),
	def(Director, (*applyCtx).endRound),
}

// commands are the command definitions by type.
var commands = func() map[game.CommandType]commandDef {
	out := make(map[game.CommandType]commandDef, len(commandList))
	for _, d := range commandList {
		out[d.typ] = d
	}
	return out
}()

// commandCodec reads and writes every command type of commandList.
var commandCodec = func() *game.TypedCodec {
	var c game.TypedCodec
	for _, d := range commandList {
		d.register(&c)
	}
	return &c
}()

// commandTypes lists the command types, sorted, for messages.
func commandTypes() string { return strings.Join(commandCodec.Types(), ", ") }

// seatOf is the seat a command of the game belongs to.
func seatOf(cmd Command) game.SeatID { return commands[cmd.CommandType()].seat }
