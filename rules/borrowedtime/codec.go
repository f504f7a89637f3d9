package borrowedtime

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/game"
)

// codec writes Borrowed Time's commands exactly as its saves always have (docs/commands.md).
type codec struct{}

func (codec) Encode(e engine.Entry) ([]byte, error) {
	c, ok := e.Cmd.(Command)
	if !ok {
		return nil, fmt.Errorf("not a command of Borrowed Time")
	}
	c.Dice = e.Dice
	return json.Marshal(c.Command)
}

func (codec) Decode(data []byte) (engine.Entry, error) {
	if len(data) > engine.MaxCommandSize {
		return engine.Entry{}, fmt.Errorf("the command is %d bytes; at most %d", len(data), engine.MaxCommandSize)
	}
	var c game.Command
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return engine.Entry{}, fmt.Errorf("not a command of Borrowed Time: %v", err)
	}
	if c.Type == "" {
		return engine.Entry{}, fmt.Errorf("the command has no \"type\"")
	}
	d := c.Dice
	c.Dice = nil
	return engine.Entry{Cmd: Command{c}, Dice: d}, nil
}
