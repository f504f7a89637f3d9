package borrowedtime

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/tidwall/gjson"
)

// OldSaveFormat names the save files Borrowed Time wrote before it ran on the one engine
// (package game): they load still, as the engine's saves do, to the state they recorded.
// Every save is now written in the engine's format (game.SaveFormat).
const OldSaveFormat = "borrowed-time-save"

// LoadError says why a save was refused.
type LoadError = game.LoadError

// oldSave is a save file of OldSaveFormat: the scenario, the options (table dice among them),
// the seed, every command with its table dice, and the fingerprint the replay must reach.
type oldSave struct {
	Format   string          `json:"format"`
	Version  int             `json:"version"`
	Scenario json.RawMessage `json:"scenario"`
	Options  Options         `json:"options"`
	Seed     uint64          `json:"seed"`
	Commands []savedCommand  `json:"commands"`
	Hash     string          `json:"hash"`
}

// upgradeSave rewrites a save of OldSaveFormat in the engine's format, changing nothing it
// records, so that the one loader replays it; a save of any other format is returned as it
// is.
func upgradeSave(data []byte) ([]byte, error) {
	if gjson.GetBytes(data, "format").String() != OldSaveFormat {
		return data, nil
	}
	var f oldSave
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, &LoadError{Reason: "it is not a readable save file (" + err.Error() + ")"}
	}
	switch {
	case f.Version > 1:
		return nil, &LoadError{Reason: fmt.Sprintf("it was saved by a newer program (version %d; this one reads 1)", f.Version)}
	case f.Version < 1:
		return nil, &LoadError{Reason: "it has no version"}
	case len(f.Commands) > game.MaxSaveCommands:
		return nil, &LoadError{Reason: fmt.Sprintf("it holds %d commands; at most %d", len(f.Commands), game.MaxSaveCommands)}
	}
	f.Options.TrayCircles = true // the routes it was played with
	setup, err := f.Options.setup(f.Seed)
	if err != nil {
		return nil, &LoadError{Reason: err.Error()}
	}
	out := game.SavedGame{Format: game.SaveFormat, Version: game.SaveVersion, Ruleset: Ruleset{}.ID(), Scenario: f.Scenario,
		Options: setup.Options, Seed: f.Seed, TableDice: setup.TableDice, Hash: f.Hash, Commands: []json.RawMessage{}}
	for i, c := range f.Commands {
		raw, err := json.Marshal(c)
		if err != nil {
			return nil, &LoadError{Reason: fmt.Sprintf("command %d: %v", i+1, err)}
		}
		out.Commands = append(out.Commands, raw)
	}
	return json.Marshal(out)
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

// Load rebuilds a saved game by replaying its commands: a save of the engine's format, or of
// OldSaveFormat. A save that is not one, whose scenario is invalid, that holds a command the
// rules refuse, or that does not reach the fingerprint it recorded is refused with a
// *LoadError.
func Load(data []byte) (*Game, error) {
	s, err := Ruleset{}.Load(data)
	if err != nil {
		return nil, err
	}
	g, _ := GameOf(s)
	return g, nil
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
			return nil, fmt.Errorf("command %d (%s) is refused: %v", i+1, c.CommandType(), err)
		}
	}
	return g, nil
}
