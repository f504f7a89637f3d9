package borrowedtime

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func lastStopGas(t *testing.T, opts Options, seed uint64) *Game {
	t.Helper()
	s, err := BuiltinScenario("last-stop-gas")
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(s, opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playSome plays the opening of Last Stop Gas: two survivors leave the garage, a round ends.
func playSome(t *testing.T, g *Game) {
	mustApply(t, g, Move{Survivor: "leo", To: pt(13, 13)})
	mustApply(t, g, Move{Survivor: "leo", To: pt(17, 17)})
	mustApply(t, g, EndActivation{})
	mustApply(t, g, Move{Survivor: "ramirez", To: pt(7, 2.5)})
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	mustApply(t, g, ActivateAllZombies{})
	mustApply(t, g, EndRound{})
}

func TestSaveAndLoadReplayToTheSameState(t *testing.T) {
	g := lastStopGas(t, Options{}, 42)
	playSome(t, g)
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	h, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if h.Hash() != g.Hash() || len(h.Log()) != len(g.Log()) {
		t.Fatalf("loaded game differs: %s vs %s", h.Hash(), g.Hash())
	}
	// And to a file, and back.
	path := filepath.Join(t.TempDir(), "json")
	if err := g.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	if h, err := LoadFile(path); err != nil || h.Hash() != g.Hash() {
		t.Fatalf("file round trip: %v", err)
	}
}

func TestSameSeedSameGame(t *testing.T) {
	a, b := lastStopGas(t, Options{}, 7), lastStopGas(t, Options{}, 7)
	playSome(t, a)
	playSome(t, b)
	if a.Hash() != b.Hash() {
		t.Fatal("same scenario, seed and commands gave different games")
	}
	c := lastStopGas(t, Options{}, 8)
	if c.State().Deck[0] == a.State().Deck[0] && strings.Join(c.State().Deck, ",") == strings.Join(lastStopGas(t, Options{}, 7).State().Deck, ",") {
		t.Fatal("a different seed shuffled the same deck")
	}
}

func TestCorruptOrAlteredSavesAreRefused(t *testing.T) {
	g := lastStopGas(t, Options{}, 3)
	playSome(t, g)
	data, _ := g.Save()
	cases := map[string][]byte{
		"not JSON":        []byte("{\"format\": \"borrowed-time-save\", "),
		"not a save":      []byte(`{"format":"something-else","version":1}`),
		"newer":           bytes.Replace(data, []byte(`"version": 1`), []byte(`"version": 9`), 1),
		"altered command": bytes.Replace(data, []byte(`"X": 17`), []byte(`"X": 16`), 1),
		"altered seed":    bytes.Replace(data, []byte(`"seed": 3`), []byte(`"seed": 4`), 1),
		"illegal command": bytes.Replace(data, []byte(`"X": 17`), []byte(`"X": 47`), 1),
		"broken scenario": bytes.Replace(data, []byte(`"heatMax": 15`), []byte(`"heatMax": 99`), 1),
		"truncated":       data[:len(data)/2],
	}
	for name, bad := range cases {
		if bytes.Equal(bad, data) {
			t.Fatalf("%s: the test did not change the file", name)
		}
		if _, err := Load(bad); err == nil {
			t.Errorf("%s: loaded", name)
		} else if _, ok := err.(*LoadError); !ok {
			t.Errorf("%s: error %T, want *LoadError: %v", name, err, err)
		}
	}
	// A missing file is an error, not a panic, and loses nothing.
	if _, err := LoadFile(filepath.Join(t.TempDir(), "nope.json")); err == nil {
		t.Error("a missing save loaded")
	}
	if _, err := os.Stat(filepath.Join(t.TempDir(), "nope.json")); err == nil {
		t.Error("loading created a file")
	}
}

func TestUndoGoesBackExactly(t *testing.T) {
	g := lastStopGas(t, Options{}, 5)
	var hashes []string
	hashes = append(hashes, g.Hash())
	cmds := []Command{
		Move{Survivor: "leo", To: pt(13, 13)},
		Move{Survivor: "leo", To: pt(17, 17)},
		EndActivation{},
		EndSurvivorPhase{},
	}
	for _, c := range cmds {
		mustApply(t, g, c)
		hashes = append(hashes, g.Hash())
	}
	for n := 1; n <= len(cmds); n++ {
		if err := g.Undo(1); err != nil {
			t.Fatal(err)
		}
		if g.Hash() != hashes[len(cmds)-n] {
			t.Fatalf("after undoing %d commands the state is not what it was", n)
		}
	}
	if err := g.Undo(1); err == nil {
		t.Fatal("undo past the start")
	}
}
