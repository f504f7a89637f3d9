package directordeck

import (
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

var _ game.Determinizer[State] = (*rules)(nil)

// Determinize deals again, for a searching player in seat, what the seat has not seen: the
// Director deck and the tile deck (the safe house again among the last SafeDepth tiles, or
// anywhere once fewer are left), the order of its own guns' decks, and, for every other
// survivor's gun, which of its cards are in the deck, in the hand and face down in the
// suppression pile. Each place keeps its number of cards, which every player sees.
func (r *rules) Determinize(s *State, seat game.SeatID, rng *game.RNG) {
	game.Redeal(rng, s.Director)
	r.redealTiles(s, rng)
	byID := func(a, b Card) int { return strings.Compare(a.ID, b.ID) }
	for i := range s.Survivors {
		sv := &s.Survivors[i]
		mine := PlayerSeat(sv.Seat) == seat
		for gi := range sv.Guns {
			g := &sv.Guns[gi]
			if mine {
				game.RedealFunc(rng, g.Deck, byID)
				continue
			}
			slots := make([]*Card, 0, len(g.Deck)+len(g.Hand))
			for k := range g.Deck {
				slots = append(slots, &g.Deck[k])
			}
			for k := range g.Hand {
				slots = append(slots, &g.Hand[k])
			}
			for k := range s.Pile {
				if c := &s.Pile[k]; c.Survivor == i && c.Gun == gi {
					slots = append(slots, &c.Card)
				}
			}
			pool := make([]Card, len(slots))
			for k, sl := range slots {
				pool[k] = *sl
			}
			game.RedealFunc(rng, pool, byID)
			for k, sl := range slots {
				*sl = pool[k]
			}
		}
	}
}

// redealTiles shuffles the tile deck again, the safe house among its last SafeDepth cards.
func (r *rules) redealTiles(s *State, rng *game.RNG) {
	safe, rest := -1, make([]int, 0, len(s.TileDeck))
	for _, c := range s.TileDeck {
		if tileCards[c].Safe {
			safe = c
		} else {
			rest = append(rest, c)
		}
	}
	game.Redeal(rng, rest)
	if safe >= 0 {
		from := max(0, len(rest)-SafeDepth+1)
		at := from + rng.Intn(len(rest)-from+1)
		rest = append(rest[:at], append([]int{safe}, rest[at:]...)...)
	}
	copy(s.TileDeck, rest)
}
