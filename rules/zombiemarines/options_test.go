package zombiemarines

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

func TestOptionsAreReadAndBadOnesRefused(t *testing.T) {
	st := &Setup{DefaultMarines: 4, MaxMarines: 6}
	o, err := parseOptions([]byte(`{"marines":"6","lieutenant":"on","friendlyFire":"off"}`), st)
	if err != nil || o != (Options{Marines: 6, Lieutenant: true, Turns: 50}) {
		t.Fatalf("%+v %v", o, err)
	}
	if o, _ := parseOptions([]byte(`{"streets":"quiet","squadDice":"six"}`), st); !o.QuietStreets || !o.DicePerSix {
		t.Fatalf("house rules %+v", o)
	}
	if o, _ := parseOptions(nil, st); o != (Options{Marines: 4, FriendlyFire: true, Turns: 50}) {
		t.Fatalf("defaults %+v", o)
	}
	if o, _ := parseOptions([]byte(`{"turns":"none"}`), st); o.Turns != 0 {
		t.Fatalf("no limit %+v", o)
	}
	for raw, want := range map[string]string{
		`{"marines":"7"}`:  "choose one of: 1, 2, 3, 4, 5, 6",
		`{"colour":"red"}`: `"colour" is not an option`,
		`[1]`:              "object of text values",
	} {
		if _, err := parseOptions([]byte(raw), st); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", raw, err, want)
		}
	}
	g := newGame(t, `{"marines":"3"}`, false)
	if seats := g.Seats(); len(seats) != 4 || seats[0].ID != SeatZombies || seats[3].ID != MarineSeat(3) {
		t.Fatalf("seats %+v", seats)
	}
	if _, err := (Ruleset{}).New(scenario(t).s, game.Setup{Options: []byte(`{"marines":"13"}`)}); err == nil {
		t.Fatal("13 marines accepted")
	}
}

// The "first game" choice is an option value, so the start screen offers it by itself; it is
// a preset that turns the quiet streets on where the streets option is not given (house rule
// H4), and the start screen shows it so.
func TestTheFirstGameChoiceIsAPresetOfHouseRules(t *testing.T) {
	st := &Setup{DefaultMarines: 4, MaxMarines: 12}
	o, err := parseOptions([]byte(`{"game":"first"}`), st)
	if err != nil || !o.FirstGame || !o.QuietStreets {
		t.Fatalf("first game: %+v %v", o, err)
	}
	if o, _ := parseOptions([]byte(`{"game":"first","streets":"busy"}`), st); o.QuietStreets || !o.FirstGame {
		t.Fatal("the streets chosen after the first game's preset should stand")
	}
	found := false
	for _, sp := range optionSpecs(st) {
		if sp.Key == "game" && sp.Default == "rules" && len(sp.Values) == 2 && sp.Values[1].ID == "first" {
			found = true
		}
	}
	if !found {
		t.Fatal("no game option with a first-game value")
	}
}

// The briefing says how hard the text's own numbers are, and where the easier game is.
func TestTheBriefingWarnsThatTheRulesAreHard(t *testing.T) {
	b := scenario(t).s.Briefing
	if len(b.Tips) == 0 || b.Tips[0] != HardWarning || !strings.Contains(HardWarning, "First game") {
		t.Fatalf("tips %q", b.Tips)
	}
}
