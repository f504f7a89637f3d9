package borrowedtime

import (
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search/searchtest"
)

// The searching player decides from what its seat sees: two games that differ only in the
// order of the Salvage Deck, the dice to come and (for the Director) the survivors' secret
// agendas give it the same decisions.
func TestSearchDoesNotSeeTheDeckOrTheAgendas(t *testing.T) {
	s, err := BuiltinScenario("last-stop-gas")
	if err != nil {
		t.Fatal(err)
	}
	setup := game.Setup{Seed: 3, Options: []byte(`{"agendas":"random"}`)}
	for _, seat := range []game.SeatID{Director, Survivors} {
		t.Run(string(seat), func(t *testing.T) {
			sa, err := Ruleset{}.New(s, setup)
			if err != nil {
				t.Fatal(err)
			}
			a := sa.(*game.Game[State])
			searchtest.PlayTo(t, a, seat, 3000)
			other := a.State().Clone()
			slices.Reverse(other.Deck)
			if seat == Director {
				var ids []string
				for id := range other.Agendas {
					ids = append(ids, id)
				}
				slices.Sort(ids)
				other.Agendas[ids[0]], other.Agendas[ids[1]] = other.Agendas[ids[1]], other.Agendas[ids[0]]
			}
			other.RNG += 977
			sb, _ := Ruleset{}.New(s, setup)
			b := sb.(*game.Game[State])
			*b.State() = other
			b.Rules().(*Rules).Sync(b.State())
			searchtest.NoCheating(t, a, b, seat, 1)
		})
	}
}
