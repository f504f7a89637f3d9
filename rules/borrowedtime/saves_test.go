package borrowedtime_test

import (
	"bytes"
	"encoding/json"
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/tidwall/gjson"
	"os"
	"path/filepath"
	"testing"
)

// fixtures are whole games saved in OldSaveFormat by the program before Borrowed Time went
// behind the engine's seam (commit b8615b4): they must load to the fingerprint they recorded,
// forever, and save in the engine's format to a file that loads to the same game and saves
// again to the same bytes. They are never written again.
var fixtures = []struct {
	file, scenario string
	opts           bt.Options
	seed           uint64
}{
	{"last-stop-gas-seeded.json", "last-stop-gas", bt.Options{}, 7},
	{"last-stop-gas-agendas-house-rules.json", "last-stop-gas", bt.Options{Agendas: "random", HeatCheck: "text", BleedOut: "guts", Complications: "survivors", KeepZombieHeat: true}, 11},
	{"rooftop-signal-seeded.json", "rooftop-signal", bt.Options{}, 3},
	{"rooftop-signal-custom-team.json", "rooftop-signal", bt.Options{Survivors: []string{"grizz", "leo", "patches"}, Agendas: "own"}, 5},
}

func TestOldSavesLoadToTheirHashAndSaveInTheEnginesFormat(t *testing.T) {
	for _, f := range fixtures {
		path := filepath.Join("testdata", "saves", f.file)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var saved struct {
			Hash     string            `json:"hash"`
			Commands []json.RawMessage `json:"commands"`
		}
		if err := json.Unmarshal(data, &saved); err != nil {
			t.Fatal(err)
		}
		s, err := rules.LoadSave(data)
		if err != nil {
			t.Fatalf("%s: %v", f.file, err)
		}
		if s.Ruleset().ID() != game.RulesetID(maps.BorrowedTime) || s.Hash() != saved.Hash || len(s.Log()) != len(saved.Commands) {
			t.Fatalf("%s: loaded %s (%s, %d commands), saved %s (%d)", f.file, s.Ruleset().ID(), s.Hash(), len(s.Log()), saved.Hash, len(saved.Commands))
		}
		if _, over := s.Outcome(); !over {
			t.Errorf("%s: the saved game is whole, but the loaded one is not over", f.file)
		}
		again, err := s.Save()
		if err != nil || gjson.GetBytes(again, "format").String() != game.SaveFormat {
			t.Fatalf("%s: saved as %q (%v)", f.file, gjson.GetBytes(again, "format").String(), err)
		}
		s2, err := rules.LoadSave(again)
		if err != nil || s2.Hash() != saved.Hash || len(s2.Log()) != len(saved.Commands) {
			t.Fatalf("%s: the save in the engine's format does not load to the same game (%v)", f.file, err)
		}
		if third, err := s2.Save(); err != nil || !bytes.Equal(third, again) {
			t.Fatalf("%s: saving the reloaded game gives other bytes (%v)", f.file, err)
		}
	}
}
