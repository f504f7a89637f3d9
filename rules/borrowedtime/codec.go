package borrowedtime

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// codec writes Borrowed Time's commands exactly as its saves always have (docs/commands.md):
// the engine's envelope, {"type": …, the command's fields…, "dice": […]}.
type codec struct{}

func (codec) Encode(e game.Entry) ([]byte, error) {
	if _, ok := e.Cmd.(Command); !ok {
		return nil, fmt.Errorf("not a command of Borrowed Time")
	}
	return commandCodec.Encode(e)
}

// Decode reads one command. Its fields are checked as saves have always been read, before
// commands had a type each: a field no Borrowed Time command has (or one of the wrong kind) is
// refused, naming it; a field only another command has (a "weapon" on an "aim") is left
// out, as it always was, so that every save made so far still loads.
func (codec) Decode(data []byte) (game.Entry, error) {
	if len(data) > game.MaxCommandSize {
		return game.Entry{}, fmt.Errorf("the command is %d bytes; at most %d", len(data), game.MaxCommandSize)
	}
	var c savedCommand
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return game.Entry{}, fmt.Errorf("not a command of Borrowed Time: %v", err)
	}
	if c.Type == "" {
		return game.Entry{}, fmt.Errorf("the command has no \"type\"")
	}
	if _, ok := commands[game.CommandType(c.Type)]; !ok {
		return game.Entry{}, fmt.Errorf("%q is not a command of Borrowed Time (known: %s)", maps.Truncate(c.Type, 40), commandTypes())
	}
	return commandCodec.Decode(data)
}

// savedCommand is every field a Borrowed Time command has ever been saved with, in the order
// saves write them: the one command of every field that saves were read into before each
// command had a type of its own. Saves of OldSaveFormat are read through it, and every
// command's fields are checked against it.
type savedCommand struct {
	Type      string        `json:"type"`
	Survivor  string        `json:"survivor,omitempty"`
	Target    string        `json:"target,omitempty"`
	To        *physics.Vec  `json:"to,omitempty"`
	Via       []physics.Vec `json:"via,omitempty"`
	Weapon    string        `json:"weapon,omitempty"`
	Withdraw  float64       `json:"withdraw,omitempty"`
	KnockDown bool          `json:"knockDown,omitempty"`
	Action    string        `json:"action,omitempty"`
	Spawn     string        `json:"spawn,omitempty"`
	Kind      string        `json:"kind,omitempty"`
	Location  string        `json:"location,omitempty"`
	Item      string        `json:"item,omitempty"`
	Victim    string        `json:"victim,omitempty"`
	Dice      []int         `json:"dice,omitempty"`
}
