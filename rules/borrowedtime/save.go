package borrowedtime

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/borrowed-time/tabletop/maps"
)

// SaveFormat names the save file format; SaveVersion is the newest version this program reads.
const (
	SaveFormat  = "borrowed-time-save"
	SaveVersion = 1
)

// SavedGame is a save file as read: everything needed to replay the game, and the
// fingerprint it must reach.
type SavedGame struct {
	Format   string          `json:"format"`
	Version  int             `json:"version"`
	Scenario json.RawMessage `json:"scenario"`
	Options  Options         `json:"options"`
	Seed     uint64          `json:"seed"`
	Commands []Command       `json:"commands"`
	Hash     string          `json:"hash"`
}

// Save writes the game as JSON: the scenario, options, seed, command log and state hash.
func (g *Game) Save() ([]byte, error) {
	if !json.Valid(g.scenario.Source) {
		return nil, errors.New("the scenario's source is not kept: load it with package maps")
	}
	return json.MarshalIndent(SavedGame{Format: SaveFormat, Version: SaveVersion, Scenario: g.scenario.Source,
		Options: g.opts, Seed: g.seed, Commands: g.log, Hash: g.Hash()}, "", " ")
}

// SaveFile writes the game to a file (through a temporary file, so a failed write loses nothing).
func (g *Game) SaveFile(path string) error {
	data, err := g.Save()
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// LoadError says why a save was refused.
type LoadError struct{ Reason string }

func (e *LoadError) Error() string { return "cannot load the save: " + e.Reason }

// ParseSave reads a save file without replaying it, refusing one that is not a save or
// comes from a newer program.
func ParseSave(data []byte) (*SavedGame, error) {
	var f SavedGame
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, &LoadError{"it is not a readable save file (" + err.Error() + ")"}
	}
	switch {
	case f.Format != SaveFormat:
		return nil, &LoadError{fmt.Sprintf("it is not a Borrowed Time save (format %q)", f.Format)}
	case f.Version > SaveVersion:
		return nil, &LoadError{fmt.Sprintf("it was saved by a newer program (version %d; this one reads %d)", f.Version, SaveVersion)}
	case f.Version < 1:
		return nil, &LoadError{"it has no version"}
	}
	return &f, nil
}

// Replay rebuilds the saved game, calling each (when not nil) with every command and the events
// it produced, and refuses a save whose scenario is invalid, that holds a command the rules
// refuse, or that does not reach the fingerprint it recorded (a corrupt or altered file).
func (f *SavedGame) Replay(each func(i int, cmd Command, events []Event)) (*Game, error) {
	s, err := maps.Load("the save's scenario", f.Scenario)
	if err != nil {
		return nil, &LoadError{err.Error()}
	}
	g, err := New(s, f.Options, f.Seed)
	if err != nil {
		return nil, &LoadError{err.Error()}
	}
	for i, c := range f.Commands {
		ev, err := g.Apply(c)
		if err != nil {
			return nil, &LoadError{fmt.Sprintf("command %d (%s) is refused: %v", i+1, c.Type, err)}
		}
		if each != nil {
			each(i, c, ev)
		}
	}
	if g.Hash() != f.Hash {
		return nil, &LoadError{fmt.Sprintf("replaying its %s does not give the state it recorded (%s, not %s): the file was changed, or made by another version of the rules", Plural(len(f.Commands), "command", "commands"), g.Hash(), f.Hash)}
	}
	return g, nil
}

// Load rebuilds a saved game by replaying its commands (see SavedGame.Replay).
func Load(data []byte) (*Game, error) {
	f, err := ParseSave(data)
	if err != nil {
		return nil, err
	}
	return f.Replay(nil)
}

// LoadFile reads and loads a save file.
func LoadFile(path string) (*Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Load(data)
}

// Replay sets up a game and applies commands in order; any refused command stops it with an
// error naming the command.
func Replay(s *maps.Scenario, opts Options, seed uint64, cmds []Command) (*Game, error) {
	g, err := New(s, opts, seed)
	if err != nil {
		return nil, err
	}
	for i, c := range cmds {
		if _, err := g.Apply(c); err != nil {
			return nil, fmt.Errorf("command %d (%s) is refused: %v", i+1, c.Type, err)
		}
	}
	return g, nil
}

// Undo takes back the last n commands, by replaying the ones before them.
func (g *Game) Undo(n int) error {
	if n < 0 || n > len(g.log) {
		return fmt.Errorf("cannot undo %s: the game has %s", Plural(n, "command", "commands"), Plural(len(g.log), "command", "commands"))
	}
	r, err := Replay(g.scenario, g.opts, g.seed, g.log[:len(g.log)-n])
	if err != nil {
		return err
	}
	*g = *r
	return nil
}
