package borrowedtime_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "write the save fixtures again (only with the rules unchanged)")

// fixtures are whole games saved by the program before Borrowed Time went behind the
// engine's seam (commit b8615b4): they must load to the fingerprint they recorded and save
// again to the same bytes, forever.
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

func TestOldSavesLoadToTheirHashAndSaveToTheSameBytes(t *testing.T) {
	for _, f := range fixtures {
		path := filepath.Join("testdata", "saves", f.file)
		if *update {
			writeFixture(t, path, f.scenario, f.opts, f.seed)
		}
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
		if s.Ruleset().ID() != game.BorrowedTime || s.Hash() != saved.Hash || len(s.Log()) != len(saved.Commands) {
			t.Fatalf("%s: loaded %s (%s, %d commands), saved %s (%d)", f.file, s.Ruleset().ID(), s.Hash(), len(s.Log()), saved.Hash, len(saved.Commands))
		}
		if _, over := s.Outcome(); !over {
			t.Errorf("%s: the saved game is whole, but the loaded one is not over", f.file)
		}
		again, err := s.Save()
		if err != nil || !bytes.Equal(again, data) {
			t.Fatalf("%s: saving again gives other bytes (%v)", f.file, err)
		}
	}
}

// writeFixture plays a whole game by computer and saves it.
func writeFixture(t *testing.T, path, scenario string, opts bt.Options, seed uint64) {
	s, err := maps.Builtin(scenario)
	if err != nil {
		t.Fatal(err)
	}
	g, err := bt.New(s, opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := bt.PlayOut(g, &bt.ComputerDirector{}, &bt.ComputerSurvivors{}, 20000); err != nil {
		t.Fatal(err)
	}
	if err := g.SaveFile(path); err != nil {
		t.Fatal(err)
	}
}
