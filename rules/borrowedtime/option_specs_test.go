package borrowedtime

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// Every choice of a game of Borrowed Time is one of its option specs, named and explained,
// and the text values the start screen and the server send read as the options a save
// keeps.
func TestEveryChoiceIsAnOptionSpec(t *testing.T) {
	specs := Ruleset{}.Options()
	keys := map[string]bool{}
	for _, s := range specs {
		keys[s.Key] = true
		if s.Label == "" || s.Help == "" || len(s.Values) < 2 {
			t.Errorf("option %s: label %q, help %q, %d values", s.Key, s.Label, s.Help, len(s.Values))
		}
		for _, v := range s.Values {
			if v.Label == "" {
				t.Errorf("option %s: value %q has no label", s.Key, v.ID)
			}
		}
	}
	for _, k := range []string{"heatCheck", "bleedOut", "complications", "keepZombieHeat", "agendas", "survivors", "pointLimit",
		"shriekStandingOnly", "threatBeforeRescue", "hordeKillsPerTray"} {
		if !keys[k] {
			t.Errorf("no option spec for %s", k)
		}
	}
	text := json.RawMessage(`{"heatCheck":"text","bleedOut":"guts","complications":"survivors","keepZombieHeat":"on","agendas":"random",
		"survivors":"grizz,leo,patches","pointLimit":"320","shriekStandingOnly":"on","threatBeforeRescue":"","hordeKillsPerTray":"on"}`)
	if _, err := game.ReadOptions("Borrowed Time", text, specs); err != nil {
		t.Fatalf("the specs refuse their own values: %v", err)
	}
	got, err := ReadOptions(text)
	want := Options{HeatCheck: "text", BleedOut: "guts", Complications: "survivors", KeepZombieHeat: true, Agendas: "random",
		Survivors: []string{"grizz", "leo", "patches"}, PointLimit: 320, ShriekStandingOnly: true, HordeKillsPerTray: true}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("read %+v (%v), want %+v", got, err, want)
	}
	if back, err := ReadOptions(want.SpecValues()); err != nil || !reflect.DeepEqual(back, want) {
		t.Fatalf("the specs' values of %+v read back as %+v (%v)", want, back, err)
	}
	saved, _ := json.Marshal(want)
	if again, err := ReadOptions(saved); err != nil || !reflect.DeepEqual(again, want) {
		t.Fatalf("a save's own form reads %+v (%v)", again, err)
	}
	for _, bad := range []string{`{"heatCheck":"dice"}`, `{"survivors":"grizz,nobody"}`, `{"mode":"solo"}`, `{"pointLimit":"lots"}`} {
		if _, err := ReadOptions(json.RawMessage(bad)); err == nil {
			t.Errorf("%s was read", bad)
		}
	}
}
