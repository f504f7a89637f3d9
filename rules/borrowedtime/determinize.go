package borrowedtime

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
)

var _ game.Determinizer[State] = (*Rules)(nil)

// Determinize redraws, for a searching player in seat, what the seat has not seen: the
// order of the Salvage Deck (nobody sees it; which cards are left is known from those
// drawn), and for the Director the survivors' secret agendas when they were dealt at
// random (section XIII): dealt again from the ten. Their own agendas ("own") follow from
// the option, which every player knows.
func (r *Rules) Determinize(s *State, seat game.SeatID, rng *game.RNG) {
	game.Redeal(rng, s.Deck)
	if seat == Survivors || seat == game.Host || r.opts.Agendas != "random" || len(s.Agendas) == 0 {
		return
	}
	pool := make([]string, len(agendas))
	for i, a := range agendas {
		pool[i] = a.ID
	}
	game.Redeal(rng, pool)
	holders := make([]string, 0, len(s.Agendas))
	for id := range s.Agendas {
		holders = append(holders, id)
	}
	slices.Sort(holders)
	for k, id := range holders {
		s.Agendas[id] = pool[k%len(pool)]
	}
}
