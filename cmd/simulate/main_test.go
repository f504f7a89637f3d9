package main

import (
	"bytes"
	"github.com/borrowed-time/tabletop/physics"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func savedGame(t *testing.T) string {
	t.Helper()
	s, err := bt.BuiltinScenario("last-stop-gas")
	if err != nil {
		t.Fatal(err)
	}
	g, err := bt.New(s, bt.Options{}, 11)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []bt.Command{
		bt.Move{Survivor: "leo", To: &physics.Vec{X: 13, Y: 13}},
		bt.EndSurvivorPhase{},
		bt.EndSpending{},
		bt.ActivateAllZombies{},
		bt.EndRound{},
	} {
		if _, err := g.Apply(c); err != nil {
			t.Fatalf("%s: %v", c.CommandType(), err)
		}
	}
	path := filepath.Join(t.TempDir(), "bt.json")
	if err := g.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReplayPrintsTheLogAndTheFinalState(t *testing.T) {
	path := savedGame(t)
	var out, errb bytes.Buffer
	if code := run([]string{"replay", path}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"Last Stop Gas (Borrowed Time) — seed 11, 5 commands", `{"type":"move","survivor":"leo"`, "Leo moves", "The zombies activate",
		"Threat +1 (end of the round)", "Round 2 · the survivors' phase", "Models (hash ", "leo ", "shambler-1"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestReplayRefusesAlteredSavesAndBadUsage(t *testing.T) {
	path := savedGame(t)
	data, _ := os.ReadFile(path)
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, bytes.Replace(data, []byte(`"X": 13`), []byte(`"X": 12.5`), 1), 0o644)
	var out, errb bytes.Buffer
	if code := run([]string{"replay", bad}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "does not give the state it recorded") {
		t.Fatalf("altered save: exit %d, %q", code, errb.String())
	}
	for _, args := range [][]string{{"replay"}, {"fly"}, {"replay", "a.json", "b.json"}} {
		errb.Reset()
		if code := run(args, &out, &errb); code != 2 || errb.Len() == 0 {
			t.Errorf("%v: exit %d", args, code)
		}
	}
	errb.Reset()
	if code := run([]string{"replay", "/no/such/save.json"}, &out, &errb); code != 1 {
		t.Errorf("missing file: exit %d", code)
	}
}
