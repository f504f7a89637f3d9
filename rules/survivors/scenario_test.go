package survivors

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// builtin loads a built-in Survivors scenario.
func builtin(t testing.TB, name string) *maps.Scenario {
	t.Helper()
	data, err := shelf().Source(name)
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
	names := shelf().Names()
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

// Dockside Depot is the same for both bands: every zombie, entry point and objective has
// its half-turn image about the centre (survivors.md §12.1).
func TestDocksideDepotIsSymmetric(t *testing.T) {
	s := builtin(t, "dockside-depot")
	var pts []physics.Vec
	for _, z := range s.Rules.(*Setup).Zombies {
		pts = append(pts, z.At)
	}
	for _, sp := range s.SpawnPoints {
		pts = append(pts, sp.At)
	}
	for _, o := range s.SearchLocations {
		pts = append(pts, o.At)
	}
	for _, p := range pts {
		img := physics.Vec{X: 36 - p.X, Y: 36 - p.Y}
		found := false
		for _, q := range pts {
			found = found || q.Dist(img) < 1e-9
		}
		if !found {
			t.Errorf("(%g, %g) has no half-turn image", p.X, p.Y)
		}
	}
	for _, z := range s.Rules.(*Setup).Zombies {
		for _, zone := range s.StartZones {
			if physics.PointInPolygon(zone.Polygon, z.At) {
				t.Errorf("the zombie at %v starts in %s", z.At, zone.ID)
			}
		}
	}
}

// Objectives on level 1 stand on raised areas, and every band fits its zone.
func TestScenarioObjectivesAndBandsFit(t *testing.T) {
	for _, name := range []string{"dockside-depot", "pharmacy-run"} {
		s := builtin(t, name)
		for _, opts := range []string{`{"mode":"two-bands"}`, `{"mode":"solo"}`, `{"mode":"solo-horde"}`} {
			if _, err := (Ruleset{}).New(s, game.Setup{Options: []byte(opts)}); err != nil {
				t.Errorf("%s %s: %v", name, opts, err)
			}
		}
		for _, o := range s.SearchLocations {
			if o.Level == 1 {
				tb, _ := s.NewTable()
				if err := tb.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: o.At, Level: 1}); err != nil {
					t.Errorf("%s: no one can stand at %s: %v", name, o.ID, err)
				}
			}
		}
	}
}

// Doorways are open whatever the file says (T9).
func TestDoorsAreOpen(t *testing.T) {
	doc := strings.Replace(testScenario, `"walls": 0.25, "roof": true}`, `"walls": 0.25, "roof": true, "doors": [{"edge": 3, "offset": 2, "width": 2}]}`, 1)
	s, err := LoadScenario("doors", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	g, err := (Ruleset{}).New(s, game.Setup{})
	if err != nil {
		t.Fatal(err)
	}
	if !g.Table().DoorOpen(0, 0) {
		t.Fatal("a closed door in the file stays closed")
	}
}

// The table shows the start zones of the game's own mode: a solo band's zone alone, or each
// band's in the two-band game, never another mode's (a play-test saw a strip twice as wide
// as where the band may stand).
func TestTheViewShowsTheModesStartZonesOnly(t *testing.T) {
	s := builtin(t, "pharmacy-run")
	for _, c := range []struct{ opts, want string }{
		{`{"mode":"solo"}`, "solo"}, {`{"mode":"two-bands"}`, "band-1 band-2"},
	} {
		sess, err := (Ruleset{}).New(s, game.Setup{Options: []byte(c.opts)})
		if err != nil {
			t.Fatal(err)
		}
		var sides []string
		for _, id := range sess.View(game.Host).StartZones {
			sides = append(sides, zoneByID(s, id).Side)
		}
		if strings.Join(sides, " ") != c.want {
			t.Errorf("%s: zones of %v shown, want %s", c.opts, sides, c.want)
		}
	}
}
