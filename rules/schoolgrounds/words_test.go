package schoolgrounds

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// logOf joins the texts of events.
func logOf(evs []game.Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Text)
	}
	return strings.Join(out, "\n")
}

func TestTheLogNamesPlacesAndZombiesInWordsWithCapitals(t *testing.T) {
	g := started(t, `{"zombieSpeed":"5"}`, true)
	withMaster(g)
	door := doorOn(t, g, grid.Edge{X: 11, Y: 5, West: true}, "")
	put(g, 1, sq2(10, 5))
	if got := logOf(mustApply(t, g, Open{Survivor: "s1", Door: door})); got != "Milo opens the north-west door." {
		t.Errorf("open: %q", got)
	}
	s := masterTurn(g)
	s.Placing, s.Left = true, 1
	if got := logOf(mustApply(t, g, Spawn{At: sq2(41, 8)})); got != "A zombie rises on the east edge." {
		t.Errorf("spawn: %q", got)
	}
	if got := edgeName(sq2(30, 0)); got != "the north edge, in the east" {
		t.Errorf("the edge at (30, 0): %q", got)
	}
	if got := placeName(sq2(20, 15)); got != "the south" {
		t.Errorf("the place at (20, 15): %q", got)
	}
	s.Survivors[1].Life = Turned
	s.Zombies = append(s.Zombies, Zombie{ID: "t2", Kind: TurnedZ, At: sq2(10, 6), HP: TurnedHP, Acts: 2, Survivor: 2})
	got := logOf(mustApply(t, g, ZombieAttack{Zombie: "t2", Target: "s1"}, 5, 6))
	if !strings.HasPrefix(got, "Ellie's zombie attacks Milo: 5 against 6.") {
		t.Errorf("a turned zombie's attack: %q", got)
	}
	got = logOf(mustApply(t, g, ZombieMove{Zombie: "z1", To: sq2(36, 8)}))
	if got != "Zombie 1 shambles 5 squares." {
		t.Errorf("a zombie's move: %q", got)
	}
	for _, c := range g.View(PlayerSeat(5)).Cards {
		if c.Model == "z1" && (c.Title != "Zombie 1" || c.Lines[0] != "4 of 4 hit points · 0 actions left this turn") {
			t.Errorf("zombie card %+v", c)
		}
	}
}
