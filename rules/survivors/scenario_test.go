package survivors

import (
	"testing"

	"github.com/borrowed-time/tabletop/maps"
)

// builtin loads a built-in Survivors scenario.
func builtin(t testing.TB, name string) *maps.Scenario {
	t.Helper()
	data, err := maps.BuiltinSource(name)
	if err != nil {
		t.Fatal(err)
	}
	s, err := LoadScenario(name, data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return s
}

func TestBuiltinScenariosLoad(t *testing.T) {
	names := maps.BuiltinNamesFor(string(ID))
	if len(names) != 2 {
		t.Fatalf("built-in Survivors scenarios: %v, want dockside-depot and pharmacy-run", names)
	}
	for _, n := range names {
		s := builtin(t, n)
		if s.Width != 36 || s.Height != 36 {
			t.Errorf("%s is %gx%g, want 36x36", n, s.Width, s.Height)
		}
		st := s.Rules.(*Setup)
		if len(st.Bands) == 0 || len(st.Zombies) == 0 || len(s.SearchLocations) != 5 {
			t.Errorf("%s: %d bands, %d zombies, %d objectives", n, len(st.Bands), len(st.Zombies), len(s.SearchLocations))
		}
	}
}
