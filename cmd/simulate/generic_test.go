package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestEndingsCountTogetherWhateverTheirNumbers(t *testing.T) {
	a := endingKind("After 6 rounds: The Reds 12, The Blues 3. The Reds win")
	b := endingKind("After 6 rounds: The Reds 1, The Blues 30. The Reds win")
	if a != b || a != "After N rounds: The Reds N, The Blues N. The Reds win" {
		t.Fatalf("%q and %q", a, b)
	}
}

// A Survivors batch is the same report every time from the same seed, and names each seat.
func TestSurvivorsBatchesAreDeterministic(t *testing.T) {
	report := func() string {
		var out, errb bytes.Buffer
		if code := run([]string{"-scenario", "dockside-depot", "-games", "6", "-seed", "4"}, &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		return out.String()
	}
	a, b := report(), report()
	if a != b {
		t.Fatalf("two runs differ:\n%s\n%s", a, b)
	}
	for _, want := range []string{"Dockside Depot (Survivors) — 6 games", "wins", "How the games ended", "Game length in rounds"} {
		if !strings.Contains(a, want) {
			t.Errorf("the report lacks %q:\n%s", want, a)
		}
	}
}
