package directordeck

import (
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/game/search/searchtest"
)

// The searching player decides from what its seat sees: two games that differ only in the
// order of the Director and tile decks, in which cards the other survivors hold and in the
// dice to come give it the same decisions.
func TestSearchDoesNotSeeTheDecksOrOthersHands(t *testing.T) {
	seat := PlayerSeat(1)
	a := newGame(t, "", false)
	searchtest.PlayTo(t, a, seat, 2000)
	other := a.Rules().(*rules).Clone(a.State())
	slices.Reverse(other.Director)
	for k := 0; k+1 < len(other.TileDeck)-SafeDepth; k += 2 {
		other.TileDeck[k], other.TileDeck[k+1] = other.TileDeck[k+1], other.TileDeck[k]
	}
	for i := range other.Survivors {
		if PlayerSeat(other.Survivors[i].Seat) == seat {
			continue
		}
		for gi := range other.Survivors[i].Guns {
			g := &other.Survivors[i].Guns[gi]
			for k := 0; k < len(g.Hand) && k < len(g.Deck); k++ { // the hand and the top of the deck change places
				g.Hand[k], g.Deck[k] = g.Deck[k], g.Hand[k]
			}
		}
	}
	other.RNG += 977
	b := newGame(t, "", false)
	*b.State() = other
	searchtest.NoCheating(t, a, b, seat, 1, 2)
}
