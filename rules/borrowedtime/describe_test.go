package borrowedtime

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
)

// contentIDs walks the game's data for every id of content a player can meet.
func contentIDs() map[string]string {
	ids := map[string]string{}
	add := func(kind string, xs ...string) {
		for _, x := range xs {
			ids[x] = kind
		}
	}
	for id, p := range survivorProfiles {
		add("survivor", id)
		add("weapon", p.Weapons...)
		add("kit", p.Items...)
		add("skill", SkillOf(id))
	}
	for id := range weapons {
		add("weapon", id)
	}
	for _, deck := range salvageDecks {
		add("card", deck...)
	}
	add("card", maps.SalvageCardIDs()...)
	add("card", supplies...)
	for id := range troubleCards {
		add("card", id)
	}
	for id := range junkCards {
		add("card", id)
	}
	for id := range zombieProfiles {
		add("zombie", id)
	}
	for id := range specialInfected {
		add("zombie", id)
	}
	for id := range directorCosts {
		add("director action", id)
	}
	for id := range directorActionNames {
		add("director action", id)
	}
	for _, a := range agendas {
		add("agenda", a.ID)
	}
	add("special rule", maps.SpecialRuleIDs()...)
	add("objective rule", maps.ObjectiveRuleIDs()...)
	return ids
}

// optionIDs are the start screen's settings, each checked against the engine's validation.
var optionIDs = map[string]Options{
	"option:heat-check:table": {HeatCheck: "table"}, "option:heat-check:text": {HeatCheck: "text"},
	"option:bleed-out:d6": {BleedOut: "d6"}, "option:bleed-out:guts": {BleedOut: "guts"},
	"option:complications:attack": {Complications: "attack"}, "option:complications:survivors": {Complications: "survivors"},
	"option:zombie-heat:lost": {}, "option:zombie-heat:kept": {KeepZombieHeat: true},
	"option:dice:table": {}, "option:dice:real": {TableDice: true},
	"option:agendas:none": {}, "option:agendas:own": {Agendas: "own"}, "option:agendas:random": {Agendas: "random"},
	"option:point-limit:none": {}, "option:point-limit:250": {PointLimit: 250},
	"option:director:player": {}, "option:director:computer": {},
	"option:survivors:players": {}, "option:survivors:computer": {},
}

func TestEveryIDTheGameDefinesIsDescribed(t *testing.T) {
	ids := contentIDs()
	if len(ids) < 90 {
		t.Fatalf("only %d ids found: the walk misses some of the data", len(ids))
	}
	for id, opts := range optionIDs {
		if err := opts.validate(); err != nil {
			t.Errorf("%s: the engine refuses it: %v", id, err)
		}
		ids[id] = "option"
	}
	names := map[string]string{}
	for id, kind := range ids {
		d, ok := Describe(id)
		if !ok {
			t.Errorf("%s %q has no description", kind, id)
			continue
		}
		if strings.TrimSpace(d.Name) == "" || strings.TrimSpace(d.Summary) == "" {
			t.Errorf("%s %q: empty name or summary: %+v", kind, id, d)
		}
		if strings.Contains(d.Name, id) && strings.Contains(id, "-") {
			t.Errorf("%s %q is named by its id: %q", kind, id, d.Name)
		}
		if !strings.HasSuffix(d.Summary, ".") {
			t.Errorf("%s %q: the summary is not a finished sentence: %q", kind, id, d.Summary)
		}
		if n := strings.Count(strings.ReplaceAll(d.Summary, "Dr. ", ""), ". "); n > 2 {
			t.Errorf("%s %q: %d sentences; keep it to three or so: %q", kind, id, n+1, d.Summary)
		}
		if NameOf(id) != d.Name {
			t.Errorf("NameOf(%q) = %q, want %q", id, NameOf(id), d.Name)
		}
		if other, dup := names[d.Name]; dup && !strings.HasPrefix(id, "option:") {
			t.Errorf("%q and %q are both called %q", id, other, d.Name)
		}
		names[d.Name] = id
	}
}

func TestDescriptionsCarryTheEnginesNumbers(t *testing.T) {
	for id, want := range map[string][]string{
		"service-pistol":          {"12\"", "3 dice", "6 shots", "2 Heat"},
		"flare-gun":               {"18\"", "1 die", "1 shot", "1 Heat", "2\""},
		"fire-axe":                {"2 dice more", "Noisy"},
		"scalpel":                 {"1 die more", "Quiet"},
		"molotov-cocktail":        {"8\"", "3\"", "3 rounds", "+3 Heat"},
		"grenade":                 {"12\"", "3\"", "5-dice", "+4 Heat"},
		"spawn-horde":             {"5 Heat", "Horde of 4"},
		"all-hell":                {"10 Heat"},
		"crumbling-facade":        {"2 Heat", "4+"},
		"ramirez":                 {"Move 5\"", "Shoot 4", "Get a Grip!", "Service Pistol", "Nightstick", "2 Reloads", "85 points"},
		"leo":                     {"Move 7\"", "Slippery", "Backpack", "0 Reloads"},
		"bloater":                 {"Move 3\"", "Wounds 3", "3\"", "+3 Heat"},
		"trophy-hunter":           {"Odessa", "18\""},
		"pack-rat":                {"(Patches' own)"},
		"option:heat-check:table": {"From Heat 8", "8: 6", "9: 5+", "12 or more: 2+"},
		"option:heat-check:text":  {"From Heat 7", "7: 6", "11 or more: 2+"},
		"option:point-limit:320":  {"320 points"},
	} {
		d, ok := Describe(id)
		if !ok {
			t.Errorf("%q is not described", id)
			continue
		}
		for _, w := range want {
			if !strings.Contains(d.Summary, w) && !strings.Contains(d.Name, w) {
				t.Errorf("%q: %q does not say %q", id, d.Summary, w)
			}
		}
	}
}

func TestUnknownIDsReadAsWords(t *testing.T) {
	for _, id := range []string{"car-2", "option:heat-check:maybe", "option:point-limit:-3", "nothing-here"} {
		if _, ok := Describe(id); ok {
			t.Errorf("Describe(%q) is ok", id)
		}
	}
	for id, want := range map[string]string{
		"car-2": "Car 2", "dumpster-garage": "Dumpster garage", "shambler-3": "Shambler 3", "horde-12": "Horde 12",
		"molotov-cocktail": "Molotov Cocktail", "its-a-trap": "It's a Trap!", "personal-medkit": "Dr. Sharma's Medkit",
		"": "Nothing",
	} {
		if got := NameOf(id); got != want {
			t.Errorf("NameOf(%q) = %q, want %q", id, got, want)
		}
	}
	if SkillOf("patches") != "knows-where-to-look" || SkillOf("nobody") != "" {
		t.Error("SkillOf")
	}
}
