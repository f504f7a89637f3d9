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

// -options reaches the ruleset: the mode changes the seats the report lists.
func TestOptionsFlagChoosesTheRulesetsMode(t *testing.T) {
	two := simulateOut(t, "-scenario", "dockside-depot", "-games", "2", "-seed", "3")
	horde := simulateOut(t, "-scenario", "dockside-depot", "-games", "2", "-seed", "3", "-options", `{"mode":"solo-horde"}`)
	if !strings.Contains(two, "Magpies") || strings.Contains(two, "Options:") {
		t.Fatalf("the two-band report should list both bands and no options:\n%s", two)
	}
	if strings.Contains(horde, "Magpies") || !strings.Contains(horde, `Options: {"mode":"solo-horde"}`) {
		t.Fatalf("the solo-horde report should list one band and its options:\n%s", horde)
	}
}

// A bad option is refused before any game, naming the flag and what is wrong.
func TestOptionsFlagRefusesBadValues(t *testing.T) {
	for _, c := range []struct{ scenario, options, want string }{
		{"pharmacy-run", `{"mode":"duel"}`, `-options {"mode":"duel"}: option mode cannot be "duel" (choose one of: two-bands, solo, solo-horde)`},
		{"pharmacy-run", `{"speed":"fast"}`, `"speed" is not an option of Survivors`},
		{"pharmacy-run", `mode=solo`, `-options mode=solo: not a JSON object`},
		{"last-stop-gas", `{"mode":"solo"}`, `-options {"mode":"solo"}: the options are not Borrowed Time's: json: unknown field "mode"`},
		{"last-stop-gas", `{"heatCheck":"dice"}`, `option heatCheck: "dice" is not one of [table text]`},
	} {
		var out, errb bytes.Buffer
		code := run([]string{"-scenario", c.scenario, "-games", "1", "-options", c.options}, &out, &errb)
		if code != 2 || !strings.Contains(errb.String(), c.want) || out.Len() != 0 {
			t.Errorf("-options %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.options, code, out.String(), errb.String(), c.want)
		}
	}
}
