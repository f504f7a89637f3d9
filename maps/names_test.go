package maps

import (
	"strings"
	"testing"
)

// placeIDs lists every id of a scenario that messages may name, with whether the file gave
// it a name.
func placeIDs(s *Scenario) map[string]string {
	out := map[string]string{}
	for _, t := range s.Terrain {
		out[t.ID] = t.Name
		for _, d := range t.Doors {
			out[d.ID] = d.Name
		}
		for _, a := range t.Access {
			out[a.ID] = a.Name
		}
	}
	for _, p := range s.SpawnPoints {
		out[p.ID] = p.Name
	}
	for _, l := range s.SearchLocations {
		out[l.ID] = l.Name
	}
	for _, o := range s.Objectives {
		out[o.ID] = o.Name
	}
	for _, z := range s.StartZones {
		out[z.ID] = z.Name
	}
	return out
}

func TestEveryPlaceOfTheBuiltinScenariosHasAName(t *testing.T) {
	for _, id := range testCatalog().NamesFor(BorrowedTime) {
		s, err := builtin(id)
		if err != nil {
			t.Fatal(err)
		}
		places := placeIDs(s)
		if len(places) < 20 {
			t.Fatalf("%s: only %d places found", id, len(places))
		}
		for pid, name := range places {
			if strings.TrimSpace(name) == "" {
				t.Errorf("%s: %q has no name", id, pid)
				continue
			}
			if got := s.PlaceName(pid); got != name {
				t.Errorf("%s: PlaceName(%q) = %q, want %q", id, pid, got, name)
			}
		}
	}
}

func TestPlaceNameFallsBackToWords(t *testing.T) {
	s, err := builtin("last-stop-gas")
	if err != nil {
		t.Fatal(err)
	}
	if got := s.PlaceName("manhole-east"); got != "East Manhole" {
		t.Errorf("PlaceName(manhole-east) = %q", got)
	}
	if got := s.PlaceName("garage-door"); got != "Garage Door" {
		t.Errorf("a door: %q", got)
	}
	for id, want := range map[string]string{"car-9": "Car 9", "north-gate": "North gate", "": "Nothing"} {
		if got := s.PlaceName(id); got != want {
			t.Errorf("PlaceName(%q) = %q, want %q", id, got, want)
		}
	}
	var none *Scenario
	if got := none.PlaceName("dumpster-garage"); got != "Dumpster garage" {
		t.Errorf("no scenario: %q", got)
	}
	// A place the file leaves unnamed reads as words too.
	u, err := Load("u", []byte(doc(`,"spawnPoints":[{"id":"sewer-3","at":[5,5]}]`)))
	if err != nil {
		t.Fatal(err)
	}
	if got := u.PlaceName("sewer-3"); got != "Sewer 3" {
		t.Errorf("unnamed spawn point: %q", got)
	}
}

func TestPlaceNamesAreReadAndChecked(t *testing.T) {
	s, err := Load("n", []byte(doc(`,
	"terrain":[{"id":"hq","kind":"building","polygon":[[1,1],[11,1],[11,11],[1,11]],"roof":true,
		"doors":[{"id":"hq-door","name":"Front Door","edge":0,"offset":5,"width":2}],
		"access":[{"id":"hq-stairs","name":"Back Stairs","at":[5,5]}]}],
	"spawnPoints":[{"id":"drain","name":"Storm Drain","at":[30,30]}],
	"startZones":[{"id":"yard","name":"Yard","side":"survivors","polygon":[[20,20],[25,20],[25,25]]}]`)))
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{"hq-door": "Front Door", "hq-stairs": "Back Stairs", "drain": "Storm Drain", "yard": "Yard"} {
		if got := s.PlaceName(id); got != want {
			t.Errorf("PlaceName(%q) = %q, want %q", id, got, want)
		}
	}
	got := problems(t, doc(`,
	"spawnPoints":[{"id":"a","name":"  ","at":[5,5]},{"id":"b","name":3,"at":[6,6]},
		{"id":"c","name":"`+strings.Repeat("x", MaxNameLength+1)+`","at":[7,7]}],
	"objectives":[{"id":"d","name":"","at":[8,8]}]`))
	wantProblem(t, got, "spawnPoints[0].name: is empty")
	wantProblem(t, got, "spawnPoints[1].name: should be text")
	wantProblem(t, got, "spawnPoints[2].name: is 61 characters")
	wantProblem(t, got, "objectives[0].name: is empty")
}

func TestContentIDListsAreSorted(t *testing.T) {
	for _, ids := range [][]string{SalvageCardIDs(), SpecialRuleIDs(), ObjectiveRuleIDs()} {
		if len(ids) == 0 {
			t.Fatal("an empty list")
		}
		for i := 1; i < len(ids); i++ {
			if ids[i-1] >= ids[i] {
				t.Errorf("not sorted: %v", ids)
			}
		}
	}
	for _, id := range ObjectiveRuleIDs() {
		if id == "none" {
			t.Error(`"none" is no objective rule to describe`)
		}
	}
}
