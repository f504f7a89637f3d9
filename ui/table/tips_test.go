package table

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
)

// TestMarkerTipsSayWhatTheMarkerIs: through the first steps of a game of each game, every
// marker's tip says in words what it is: not empty, and never its name or its kind repeated
// ("Face-down tile / tile").
func TestMarkerTipsSayWhatTheMarkerIs(t *testing.T) {
	for _, scenario := range []string{"dockside-depot", "zombie-marines", "school-grounds", "director-deck"} {
		t.Run(scenario, func(t *testing.T) {
			sc, _, err := rules.Open(scenario)
			if err != nil {
				t.Fatal(err)
			}
			s, err := rules.New(sc, game.Setup{Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			p := New(s, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, nil, nil)
			seen := map[string]bool{}
			for step := 0; step < 80; step++ {
				for _, m := range s.View(game.Host).Markers {
					words := markerWords(m)
					if seen[m.Kind+m.Name] {
						continue
					}
					seen[m.Kind+m.Name] = true
					if strings.TrimSpace(words) == "" || strings.EqualFold(words, m.Kind) || strings.EqualFold(words, m.Name) {
						t.Errorf("step %d: the tip of %q (%s) says %q", step, m.Name, m.Kind, words)
					}
				}
				if _, over := s.Outcome(); over || !computerStepFor(p) {
					break
				}
			}
		})
	}
}
