package main

import (
	"bytes"
	"strings"
	"testing"
)

// A searching player in one seat plays the same games for the same seed, in one process or
// in workers, and the report says who played; bad -players are refused with the reason.
func TestPlayersPutsASearchingPlayerInASeat(t *testing.T) {
	args := []string{"-scenario", "director-deck", "-games", "3", "-seed", "2", "-players", "player-1=search:4"}
	one := simulateOut(t, append(args, "-workers", "1")...)
	two := simulateOut(t, append(args, "-workers", "2")...)
	if one != two {
		t.Fatalf("one process and two workers disagree:\n%s\n---\n%s", one, two)
	}
	if !strings.HasPrefix(one, "Players: player-1=search:4 (every other seat scripted)\n") {
		t.Errorf("the report does not say who played:\n%s", one)
	}
	plain := simulateOut(t, "-scenario", "director-deck", "-games", "3", "-seed", "2", "-workers", "1")
	if strings.Contains(plain, "Players:") {
		t.Errorf("a report without -players changed:\n%s", plain)
	}
	for _, bad := range []string{"nobody=search", "player-1=genius", "player-1=search:lots", "player-1=scripted:4", "player-1"} {
		var out, errb bytes.Buffer
		if code := run([]string{"-scenario", "director-deck", "-games", "1", "-players", bad}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "-players") {
			t.Errorf("%q: exit %d, %q", bad, code, errb.String())
		}
	}
}
