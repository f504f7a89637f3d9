package borrowedtime

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// codec writes Borrowed Time's commands exactly as its saves always have (docs/commands.md).
type codec struct{}

func (codec) Encode(e game.Entry) ([]byte, error) {
	c, ok := e.Cmd.(Command)
	if !ok {
		return nil, fmt.Errorf("not a command of Borrowed Time")
	}
	c.Dice = e.Dice
	return json.Marshal(c)
}

func (codec) Decode(data []byte) (game.Entry, error) {
	if len(data) > game.MaxCommandSize {
		return game.Entry{}, fmt.Errorf("the command is %d bytes; at most %d", len(data), game.MaxCommandSize)
	}
	var c Command
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return game.Entry{}, fmt.Errorf("not a command of Borrowed Time: %v", err)
	}
	if c.Type == "" {
		return game.Entry{}, fmt.Errorf("the command has no \"type\"")
	}
	if _, ok := commands[c.Type]; !ok {
		return game.Entry{}, fmt.Errorf("%q is not a command of Borrowed Time (known: %s)", maps.Truncate(c.Type, 40), commandTypes())
	}
	d := c.Dice
	c.Dice = nil
	return game.Entry{Cmd: c, Dice: d}, nil
}
