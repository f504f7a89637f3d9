package zombiemarines

import "github.com/borrowed-time/tabletop/game"

var _ game.Determinizer[State] = (*rules)(nil)

// Determinize deals the face-down tiles again among the face-down places (M2: nobody sees
// them, whatever their seat), the helipad never at the centre (M3), for a searching player.
func (r *rules) Determinize(s *State, seat game.SeatID, rng *game.RNG) {
	var places, tiles []int
	for p, up := range s.Flipped {
		if !up {
			places = append(places, p)
			tiles = append(tiles, s.Deck[p])
		}
	}
	game.Redeal(rng, tiles)
	for i, p := range places {
		s.Deck[p] = tiles[i]
	}
	if len(places) < 2 || s.Flipped[centrePos] || !r.setup.Tiles[s.Deck[centrePos]].HasHelipad() {
		return
	}
	for _, p := range places {
		if p != centrePos {
			s.Deck[p], s.Deck[centrePos] = s.Deck[centrePos], s.Deck[p]
			return
		}
	}
}
