package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestValidateBuiltins(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-validate", "last-stop-gas", "rooftop-signal"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errb.String())
	}
	if strings.Count(out.String(), ": ok") != 2 {
		t.Fatalf("output: %s", out.String())
	}
}

func TestValidateBrokenFileListsEveryProblem(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "broken.json")
	doc := `{"format":"borrowed-time-scenario","version":1,"id":"b","name":"Broken",
		"terrain":[{"id":"t","kind":"wall","polygon":[[1,1],[2,2]]}],
		"spawnPoints":[{"id":"s","at":[60,1]}],
		"survivors":[{"id":"leo"}]}`
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code := run([]string{"-validate", path, "last-stop-gas"}, &out, &errb)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	for _, want := range []string{"terrain[0].polygon: needs at least 3 points", "spawnPoints[0].at: (60, 1) is outside the 48x48 table", "last-stop-gas: ok"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestBadUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"-validate"}, {"-bogus"}, {"scenario.json"}} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != 2 || errb.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"-validate", "/no/such/file.json"}, &out, &errb); code != 1 || !strings.Contains(out.String(), "no such file") {
		t.Errorf("missing file: exit %d, %q", code, out.String())
	}
}
