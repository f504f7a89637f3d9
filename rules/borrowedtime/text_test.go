package borrowedtime

import (
	"regexp"
	"strings"
	"testing"
)

// badCount finds a count written with the wrong number of its noun, or both numbers at once:
// "success(es)", "1 survivors", "2 Wound".
var badCount = regexp.MustCompile(`\((s|es)\)|\b1 (dice|successes|Wounds|shots|cards|Reloads|survivors|commands|complications)\b|\b([02-9]|\d\d+) (die|success|Wound|shot|card|Reload|survivor|command|complication)\b`)

// checkWords fails a test on a text that counts in the wrong number.
func checkWords(t *testing.T, where, text string) {
	t.Helper()
	if m := badCount.FindString(text); m != "" {
		t.Fatalf("%s: %q counts wrongly (%q)", where, text, m)
	}
}

func TestTextsCountInWords(t *testing.T) {
	g := openGame(t, Options{})
	g.ReadState().Model("shambler-1").Pos.X = 18
	g.sync(g.ReadState())
	shoot := Attack{Survivor: "ramirez", Target: "shambler-1", Weapon: "service-pistol"}
	_, err := g.Apply(shoot, 5)
	if err == nil || err.Error() != "this needs 4 dice, and 1 was given" {
		t.Fatalf("4 dice wanted, 1 given: refused with %v", err)
	}
	if r, ok := err.(*Rejection); !ok || r.DiceNeeded != 4 {
		t.Fatalf("the refusal %#v does not say it needs 4 dice", err)
	}
	var texts []string
	for _, e := range mustApply(t, g, shoot, 5, 2, 1, 2) {
		checkWords(t, "a shot", e.Text)
		texts = append(texts, e.Text)
	}
	all := strings.Join(texts, "\n")
	for _, want := range []string{"4 dice", "1 success", "(1 complication rolled by Officer Ramirez)", "takes 1 Wound", "has 5 shots left"} {
		if !strings.Contains(all, want) {
			t.Errorf("the shot's log does not say %q:\n%s", want, all)
		}
	}
	if got := deadText(1, 1); got != "the only survivor is dead" {
		t.Errorf("deadText(1, 1) = %q", got)
	}
	if got := deadText(3, 4); got != "3 of the 4 survivors are dead" {
		t.Errorf("deadText(3, 4) = %q", got)
	}
	if err := g.Undo(5); err == nil || err.Error() != "cannot undo 5 commands: the game has 1 command" {
		t.Errorf("undoing 5 of 1: %v", err)
	}
}
