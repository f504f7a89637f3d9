package game

import (
	"strings"
	"testing"
)

func TestReadOptionsFillsDefaultsAndRefusesWhatTheGameLacks(t *testing.T) {
	specs := []OptionSpec{
		{Key: "speed", Default: "5", Values: []Choice{{ID: "3"}, {ID: "5"}}},
		{Key: "doors", Default: "shut", Values: []Choice{{ID: "shut"}, {ID: "open"}}},
	}
	got, err := ReadOptions("Test Game", []byte(`{"speed":"3","doors":""}`), specs)
	if err != nil || got["speed"] != "3" || got["doors"] != "shut" {
		t.Fatalf("%v %v", got, err)
	}
	if got, _ := ReadOptions("Test Game", nil, specs); got["speed"] != "5" {
		t.Fatalf("defaults %v", got)
	}
	for raw, want := range map[string]string{
		`{"colour":"red"}`: `"colour" is not an option of Test Game (known: speed, doors)`,
		`{"speed":"9"}`:    "option speed cannot be \"9\" (choose one of: 3, 5)",
		`[1]`:              "object of text values",
		`{"speed":"` + strings.Repeat("x", 60) + `"}`: "x…\" (choose",
	} {
		if _, err := ReadOptions("Test Game", []byte(raw), specs); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", raw, err, want)
		}
	}
}

// An option of Many takes up to Many of its values at once, joined by commas, each once.
func TestReadOptionsTakesSeveralValuesOfAManyOption(t *testing.T) {
	specs := []OptionSpec{{Key: "team", Many: 3, Values: []Choice{{ID: "ann"}, {ID: "bo"}, {ID: "cy"}, {ID: "di"}}}}
	if got, err := ReadOptions("Test Game", []byte(`{"team":"bo,di"}`), specs); err != nil || got["team"] != "bo,di" {
		t.Fatalf("%v %v", got, err)
	}
	for raw, want := range map[string]string{
		`{"team":"ann,bo,cy,di"}`: "at most 3",
		`{"team":"ann,ann"}`:      `names "ann" twice`,
		`{"team":"ann,zed"}`:      `cannot be "zed"`,
	} {
		if _, err := ReadOptions("Test Game", []byte(raw), specs); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", raw, err, want)
		}
	}
}

// A value with Sets is a preset: it sets the options it names, unless they are given.
func TestReadOptionsAppliesAPresetWhereNothingIsGiven(t *testing.T) {
	specs := []OptionSpec{
		{Key: "level", Default: "hard", Values: []Choice{{ID: "hard"}, {ID: "easy", Sets: map[string]string{"doors": "open"}}}},
		{Key: "doors", Default: "shut", Values: []Choice{{ID: "shut"}, {ID: "open"}}},
	}
	for raw, want := range map[string]string{`{"level":"easy"}`: "open", `{"level":"easy","doors":"shut"}`: "shut", `{}`: "shut"} {
		if got, err := ReadOptions("Test Game", []byte(raw), specs); err != nil || got["doors"] != want {
			t.Errorf("%s: doors %q (%v), want %q", raw, got["doors"], err, want)
		}
	}
}
