package directordeck

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// Commit adds attack cards from the survivor's hand to the suppression pile, face down
// (rules §2). Cards may be empty only when the survivor has none to add.
type Commit struct {
	Survivor string   `json:"survivor"`
	Cards    []string `json:"cards"`
}

// Move moves a survivor up to its speed in hexes to a free hex (rules §6, movement).
type Move struct {
	Survivor string  `json:"survivor"`
	To       hex.Hex `json:"to"`
}

// Stay ends a survivor's movement where it stands.
type Stay struct {
	Survivor string `json:"survivor"`
}

// Attack spends attack cards from the hand at one zombie in range and in sight (rules §6).
type Attack struct {
	Survivor string   `json:"survivor"`
	Target   string   `json:"target"`
	Cards    []string `json:"cards"`
}

// Reload returns the hand to the ammunition deck, shuffles it and draws a full hand.
type Reload struct {
	Survivor string `json:"survivor"`
}

// Swap changes to another weapon carried; each keeps its own hand.
type Swap struct {
	Survivor string `json:"survivor"`
}

// Melee stuns up to three adjacent zombies.
type Melee struct {
	Survivor string `json:"survivor"`
}

// UseItem uses an item carried, on the survivor or on a survivor beside it (Target).
type UseItem struct {
	Survivor string   `json:"survivor"`
	Item     ItemKind `json:"item"`
	Target   string   `json:"target,omitempty"`
}

// Revive brings a pinned survivor beside, at 0 hit points or less, back to 1.
type Revive struct {
	Survivor string `json:"survivor"`
	Target   string `json:"target"`
}

// Pass ends a survivor's step without attacking.
type Pass struct {
	Survivor string `json:"survivor"`
}

// Collect answers the offer of an item the survivor went into while moving: take it (a weapon
// is equipped at once) or leave it lying (rules §6: "may collect", "may equip").
type Collect struct {
	Survivor string `json:"survivor"`
	Item     string `json:"item"`
	Take     bool   `json:"take"`
}

// CommandType names each command in saves.
func (Commit) CommandType() game.CommandType  { return "commit" }
func (Move) CommandType() game.CommandType    { return "move" }
func (Stay) CommandType() game.CommandType    { return "stay" }
func (Attack) CommandType() game.CommandType  { return "attack" }
func (Reload) CommandType() game.CommandType  { return "reload" }
func (Swap) CommandType() game.CommandType    { return "swap" }
func (Melee) CommandType() game.CommandType   { return "melee" }
func (UseItem) CommandType() game.CommandType { return "use-item" }
func (Revive) CommandType() game.CommandType  { return "revive" }
func (Pass) CommandType() game.CommandType    { return "pass" }
func (Collect) CommandType() game.CommandType { return "collect" }

// Codec returns the codec of the game's commands.
func Codec() *game.TypedCodec {
	var c game.TypedCodec
	game.Register[Commit](&c)
	game.Register[Move](&c)
	game.Register[Stay](&c)
	game.Register[Attack](&c)
	game.Register[Reload](&c)
	game.Register[Swap](&c)
	game.Register[Melee](&c)
	game.Register[UseItem](&c)
	game.Register[Revive](&c)
	game.Register[Pass](&c)
	game.Register[Collect](&c)
	return &c
}

// survivorOf returns the survivor a command is for.
func survivorOf(cmd game.Command) string {
	switch c := cmd.(type) {
	case Commit:
		return c.Survivor
	case Move:
		return c.Survivor
	case Stay:
		return c.Survivor
	case Attack:
		return c.Survivor
	case Reload:
		return c.Survivor
	case Swap:
		return c.Survivor
	case Melee:
		return c.Survivor
	case UseItem:
		return c.Survivor
	case Revive:
		return c.Survivor
	case Pass:
		return c.Survivor
	case Collect:
		return c.Survivor
	}
	return ""
}
