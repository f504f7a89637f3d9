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
