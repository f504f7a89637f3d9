package borrowedtime

import (
	"strings"
	"testing"
)

func TestEveryMarkerKindHasAMeaning(t *testing.T) {
	kinds := MarkerKinds()
	if len(kinds) != len(markerMeanings) {
		t.Errorf("the legend lists %d kinds; %d have meanings", len(kinds), len(markerMeanings))
	}
	for _, k := range kinds {
		d := MarkerMeaning(k)
		if d.Name == "" || !strings.HasSuffix(d.Summary, ".") || strings.Count(d.Summary, ". ") > 1 {
			t.Errorf("%q: %+v", k, d)
		}
	}
	for kind, want := range map[string]string{
		MarkerSearchLocation: "0.5\"", MarkerFire: "3 rounds", MarkerFallenZombie: "3 Heat", MarkerStairs: "1 AP",
	} {
		if !strings.Contains(MarkerMeaning(kind).Summary, want) {
			t.Errorf("%q does not say %q: %q", kind, want, MarkerMeaning(kind).Summary)
		}
	}
	if d := MarkerMeaning("glowing-ooze"); d.Name != "Glowing ooze" || d.Summary != "" {
		t.Errorf("an unknown kind: %+v", d)
	}
}
