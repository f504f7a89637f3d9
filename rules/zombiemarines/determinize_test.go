package zombiemarines

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search/searchtest"
)

// The searching player decides from what its seat sees: two games that differ only in the
// face-down tiles and the dice to come give every seat the same decisions.
func TestSearchDoesNotSeeTheFaceDownTiles(t *testing.T) {
	for _, seat := range []game.SeatID{MarineSeat(1), SeatZombies} {
		t.Run(string(seat), func(t *testing.T) {
			a := newGame(t, "", false)
			searchtest.PlayTo(t, a, seat, 3000)
			other := a.Rules().(*rules).Clone(a.State())
			var down []int
			for p, up := range other.Flipped {
				if !up && p != centrePos {
					down = append(down, p)
				}
			}
			if len(down) < 2 {
				t.Fatal("fewer than two face-down tiles")
			}
			for i := 0; i+1 < len(down); i += 2 { // every face-down tile changes place
				other.Deck[down[i]], other.Deck[down[i+1]] = other.Deck[down[i+1]], other.Deck[down[i]]
			}
			other.RNG += 977
			b := newGame(t, "", false)
			*b.State() = other
			searchtest.NoCheating(t, a, b, seat, 1, 2)
		})
	}
}
