package game

import (
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/maps"
)

// SaveFormat names the save file format of games run by Game[S]; SaveVersion is the newest
// version this program reads. (A ruleset that wrote saves of its own before it ran on this
// engine rewrites them in this format before they load: one loader replays every save.)
const (
	SaveFormat  = "tabletop-save"
	SaveVersion = 1
)

// SavedGame is a save file as read: everything needed to replay the game, and the
// fingerprint it must reach.
type SavedGame struct {
	Format    string            `json:"format"`
	Version   int               `json:"version"`
	Ruleset   RulesetID         `json:"ruleset"`
	Scenario  json.RawMessage   `json:"scenario"`
	Options   json.RawMessage   `json:"options,omitempty"`
	Seed      uint64            `json:"seed"`
	TableDice bool              `json:"tableDice,omitempty"`
	Commands  []json.RawMessage `json:"commands"`
	Hash      string            `json:"hash"`
	// Status is a line saying where the game stood, for lists of saves.
	Status string `json:"status,omitempty"`
}

// MaxSaveCommands is the most commands a save may hold.
const MaxSaveCommands = 200000

// Save writes the game: its ruleset, scenario, setup, command log and fingerprint.
func (g *Game[S]) Save() ([]byte, error) {
	if g.sample {
		return nil, errSample
	}
	if !json.Valid(g.scen.Source) {
		return nil, fmt.Errorf("the scenario's source is not kept: load it with package maps")
	}
	f := SavedGame{Format: SaveFormat, Version: SaveVersion, Ruleset: g.rs.ID(), Scenario: g.scen.Source,
		Options: g.setup.Options, Seed: g.setup.Seed, TableDice: g.setup.TableDice, Hash: g.Hash(),
		Status: g.View(Host).Status}
	for i, e := range g.log {
		data, err := g.codec.Encode(e)
		if err != nil {
			return nil, fmt.Errorf("command %d: %v", i+1, err)
		}
		f.Commands = append(f.Commands, data)
	}
	if f.Commands == nil {
		f.Commands = []json.RawMessage{}
	}
	return json.MarshalIndent(f, "", " ")
}

// ParseSave reads a save of format SaveFormat without replaying it.
func ParseSave(data []byte) (*SavedGame, error) {
	var f SavedGame
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, &LoadError{"it is not a readable save file (" + err.Error() + ")"}
	}
	switch {
	case f.Format != SaveFormat:
		return nil, &LoadError{fmt.Sprintf("it is not a save of this table (format %q)", truncate(f.Format, 40))}
	case f.Version > SaveVersion:
		return nil, &LoadError{fmt.Sprintf("it was saved by a newer program (version %d; this one reads %d)", f.Version, SaveVersion)}
	case f.Version < 1:
		return nil, &LoadError{"it has no version"}
	case len(f.Commands) > MaxSaveCommands:
		return nil, &LoadError{fmt.Sprintf("it holds %d commands; at most %d", len(f.Commands), MaxSaveCommands)}
	}
	return &f, nil
}

// LoadSave rebuilds a saved game of rs by replaying it: the save must be of rs, its scenario
// valid for rs, every command accepted, and the fingerprint reached.
func LoadSave(rs Ruleset, data []byte) (Session, error) {
	f, err := ParseSave(data)
	if err != nil {
		return nil, err
	}
	if f.Ruleset != rs.ID() {
		return nil, &LoadError{fmt.Sprintf("it is a save of %q, not of %s", truncate(string(f.Ruleset), 40), rs.Name())}
	}
	s, err := maps.LoadWith("the save's scenario", f.Scenario, rs.Scenario())
	if err != nil {
		return nil, &LoadError{err.Error()}
	}
	g, err := rs.New(s, Setup{Options: f.Options, Seed: f.Seed, TableDice: f.TableDice})
	if err != nil {
		return nil, &LoadError{err.Error()}
	}
	codec := g.Codec()
	for i, raw := range f.Commands {
		e, err := codec.Decode(raw)
		if err != nil {
			return nil, &LoadError{fmt.Sprintf("command %d: %v", i+1, err)}
		}
		if _, err := g.Apply(Host, e); err != nil {
			return nil, &LoadError{fmt.Sprintf("command %d (%s) is refused: %v", i+1, e.Cmd.CommandType(), err)}
		}
	}
	if h := g.Hash(); h != f.Hash {
		return nil, &LoadError{fmt.Sprintf("replaying its %s does not give the state it recorded (%s, not %s): the file was changed, or made by another version of the rules",
			Plural(len(f.Commands), "command", "commands"), h, truncate(f.Hash, 20))}
	}
	return g, nil
}
