package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// CommandType is a command's name in saves and on the wire: its JSON "type".
type CommandType string

// Command is one thing a seat asks for: one Go type per kind of command, owned by its
// ruleset, plain data that encodes as JSON.
type Command interface{ CommandType() CommandType }

// Entry is one command as the log keeps it, saves write it and replays read it: the command
// and, in a table-dice game, the real dice the players rolled for it, in the order it rolls.
type Entry struct {
	Cmd  Command
	Dice []int
}

// Codec turns log entries into the JSON that saves and the network carry, and back.
type Codec interface {
	Encode(e Entry) ([]byte, error)
	Decode(data []byte) (Entry, error)
}

// MaxCommandSize is the largest encoded command a codec reads.
const MaxCommandSize = 64 << 10

// TypedCodec encodes each command as one JSON object: {"type": T, its fields…, "dice": […]}.
// Each type is registered once with Register.
type TypedCodec struct {
	decode map[CommandType]func([]byte) (Command, error)
}

// Register makes codec know the command type C (a struct type whose zero value names its
// type).
func Register[C Command](c *TypedCodec) {
	if c.decode == nil {
		c.decode = map[CommandType]func([]byte) (Command, error){}
	}
	var zero C
	c.decode[zero.CommandType()] = func(data []byte) (Command, error) {
		var v C
		dec := json.NewDecoder(bytes.NewReader(data))
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		return v, nil
	}
}

// Types lists the registered command types, sorted.
func (c *TypedCodec) Types() []string {
	out := make([]string, 0, len(c.decode))
	for t := range c.decode {
		out = append(out, string(t))
	}
	sort.Strings(out)
	return out
}

// Encode writes e as {"type": …, fields…, "dice": […]}.
func (c *TypedCodec) Encode(e Entry) ([]byte, error) {
	if e.Cmd == nil {
		return nil, fmt.Errorf("no command to encode")
	}
	fields, err := json.Marshal(e.Cmd)
	if err != nil {
		return nil, err
	}
	if len(fields) < 2 || fields[0] != '{' {
		return nil, fmt.Errorf("command %s does not encode as an object", e.Cmd.CommandType())
	}
	t, _ := json.Marshal(e.Cmd.CommandType())
	var b bytes.Buffer
	b.WriteString(`{"type":`)
	b.Write(t)
	if rest := fields[1 : len(fields)-1]; len(rest) > 0 {
		b.WriteByte(',')
		b.Write(rest)
	}
	if len(e.Dice) > 0 {
		d, _ := json.Marshal(e.Dice)
		b.WriteString(`,"dice":`)
		b.Write(d)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Decode reads one command. An unknown type names itself and the known ones.
func (c *TypedCodec) Decode(data []byte) (Entry, error) {
	if len(data) > MaxCommandSize {
		return Entry{}, fmt.Errorf("the command is %d bytes; at most %d", len(data), MaxCommandSize)
	}
	var head struct {
		Type *string `json:"type"`
		Dice []int   `json:"dice"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Entry{}, fmt.Errorf("not a command: %v", err)
	}
	if head.Type == nil {
		return Entry{}, fmt.Errorf("the command has no \"type\"")
	}
	dec, ok := c.decode[CommandType(*head.Type)]
	if !ok {
		return Entry{}, fmt.Errorf("%q is not a command of this game (known: %s)", truncate(*head.Type, 40), strings.Join(c.Types(), ", "))
	}
	cmd, err := dec(data)
	if err != nil {
		return Entry{}, fmt.Errorf("command %q: %v", *head.Type, err)
	}
	return Entry{Cmd: cmd, Dice: head.Dice}, nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
