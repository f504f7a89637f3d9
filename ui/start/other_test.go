package start

import (
	"testing"

	"github.com/borrowed-time/tabletop/rules"
)

// TestStartScreenOptionsAndSeatsOfAnotherGame: the options chosen become the game's options
// object, which its rules accept, and the seats offered follow them (one band alone has one
// seat fewer than two bands).
func TestStartScreenOptionsAndSeatsOfAnotherGame(t *testing.T) {
	rs, ok := rules.ByID("survivors")
	if !ok {
		t.Skip("Survivors is not in the registry")
	}
	g := newOtherGame(rs, Options{})
	if g.scenario() == nil {
		t.Fatal("no scenario chosen")
	}
	if got := g.optionsJSON(); got != nil {
		t.Errorf("the defaults make the options %s, want none", got)
	}
	g.readSeats()
	two := len(g.seats)
	mode := -1
	for i, o := range rs.Options() {
		if o.Key == "mode" {
			mode = i
			for vi, v := range o.Values {
				if v.ID == "solo" {
					g.picks[i] = vi
				}
			}
		}
	}
	if mode < 0 {
		t.Skip("Survivors has no mode option")
	}
	if got := string(g.optionsJSON()); got != `{"mode":"solo"}` {
		t.Errorf("options %s", got)
	}
	g.readSeats()
	if g.problem != "" || len(g.seats) >= two {
		t.Errorf("one band alone: seats %v (two bands: %d), problem %q", g.seats, two, g.problem)
	}
	s, err := g.start(7)
	if err != nil {
		t.Fatal(err)
	}
	if s.Setup().Seed != 7 || string(s.Setup().Options) != `{"mode":"solo"}` {
		t.Errorf("the game started with %+v", s.Setup())
	}
}

// A preset's value (Zombie Marines' first game) turns the rows it sets to their values; a row
// changed after it stands, and the game plays what the rows say.
func TestAPresetSetsTheRowsItCovers(t *testing.T) {
	rs, ok := rules.ByID("zombie-marines")
	if !ok {
		t.Skip("Zombie Marines is not in the registry")
	}
	g := newOtherGame(rs, Options{})
	find := func(key, id string) (int, int) {
		for i, o := range rs.Options() {
			for vi, v := range o.Values {
				if o.Key == key && v.ID == id {
					return i, vi
				}
			}
		}
		t.Fatalf("no option %s=%s", key, id)
		return -1, -1
	}
	gi, first := find("game", "first")
	si, quiet := find("streets", "quiet")
	_, busy := find("streets", "busy")
	g.pick(gi, first)
	if g.picks[si] != quiet {
		t.Fatalf("the first game left the streets row at %d, want quiet (%d)", g.picks[si], quiet)
	}
	if got := string(g.optionsJSON()); got != `{"game":"first","streets":"quiet"}` {
		t.Errorf("options %s", got)
	}
	g.pick(si, busy)
	if got := string(g.optionsJSON()); got != `{"game":"first","streets":"busy"}` {
		t.Errorf("with busy streets after the preset, options %s", got)
	}
}
