package schoolgrounds

import (
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search/searchtest"
)

// The searching player decides from what its seat sees: two games that differ only in the
// other players' hands, the order of the piles and the dice to come give it the same
// decisions.
func TestSearchDoesNotSeeOthersHandsOrThePiles(t *testing.T) {
	a := newGame(t, "", false)
	for n := 0; n < 400 && a.State().Result == nil; n++ { // play on until hands hold cards
		seat := a.Turn()[0]
		if pl, ok := (Ruleset{}).Computer(seat); ok {
			if cmd, ok := pl.Next(a, seat); ok {
				if _, err := a.Apply(seat, game.Entry{Cmd: cmd}); err == nil {
					continue
				}
			}
		}
		fs, cmd, _ := a.Fallback()
		if _, err := a.Apply(fs, game.Entry{Cmd: cmd}); err != nil {
			t.Fatal(err)
		}
	}
	seat := PlayerSeat(1)
	searchtest.PlayTo(t, a, seat, 3000)
	other := a.Rules().(*rules).Clone(a.State())
	for t := range other.Piles {
		slices.Reverse(other.Piles[t])
	}
	swapped := false // a card in another's hand (not the weapon it was seen with) changes place with one of its pile
	for i := range other.Survivors {
		sv := &other.Survivors[i]
		for k, c := range sv.Hand {
			it, _ := cardItem(c)
			if pile := other.Piles[it.Tier-1]; !swapped && PlayerSeat(sv.Seat) != seat && c != sv.Equipped && len(pile) > 0 {
				sv.Hand[k], pile[0] = pile[0], c
				swapped = true
			}
		}
	}
	if !swapped {
		t.Fatal("no other hand holds a card to swap")
	}
	other.RNG += 977
	b := newGame(t, "", false)
	*b.State() = other
	searchtest.NoCheating(t, a, b, seat, 1, 2)
}
