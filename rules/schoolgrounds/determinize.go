package schoolgrounds

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
)

var _ game.Determinizer[State] = (*rules)(nil)

// Determinize deals again, for a searching player in seat, every item card the seat has not
// seen: the other players' hands (but the weapon each was seen fighting with), the cards
// left in packs, the three piles (each only with cards of its own tier), and the cards of a
// choice another player is making (two drawn to keep one of, a trade it was not shown). Each
// place keeps its number of cards, which every player sees.
func (r *rules) Determinize(s *State, seat game.SeatID, rng *game.RNG) {
	var slots []*string
	hide := func(cards []string) {
		for i := range cards {
			slots = append(slots, &cards[i])
		}
	}
	for i := range s.Survivors {
		sv := &s.Survivors[i]
		if PlayerSeat(sv.Seat) == seat {
			continue
		}
		for k := range sv.Hand {
			if sv.Hand[k] != sv.Equipped {
				slots = append(slots, &sv.Hand[k])
			}
		}
	}
	if p := s.Pending; p != nil && (p.Kind == PendKeep || p.Kind == PendTrade) && !r.shown(s, p, seat) {
		hide(p.Cards)
	}
	for k := range s.Packs {
		hide(s.Packs[k].Cards)
	}
	pool := make([]string, 0, len(slots))
	for _, sl := range slots {
		pool = append(pool, *sl)
	}
	for _, pile := range s.Piles {
		pool = append(pool, pile...)
	}
	game.Redeal(rng, pool)
	for t := range s.Piles { // each pile from its own tier's cards
		for k := range s.Piles[t] {
			j := slices.IndexFunc(pool, func(c string) bool { it, _ := cardItem(c); return it.Tier == t+1 })
			s.Piles[t][k] = pool[j]
			pool = slices.Delete(pool, j, j+1)
		}
	}
	for k, sl := range slots {
		*sl = pool[k]
	}
	if p := s.Pending; p != nil && p.Kind == PendSeen && !r.shown(s, p, seat) { // the cards just drawn, last in the hand
		hand := s.Survivors[p.Survivor].Hand
		p.Cards = slices.Clone(hand[max(0, len(hand)-len(p.Cards)):])
	}
}

// shown says whether seat has seen the cards of the choice pending: its own, or a trade
// offered to it.
func (r *rules) shown(s *State, p *Pending, seat game.SeatID) bool {
	if PlayerSeat(s.Survivors[p.Survivor].Seat) == seat {
		return true
	}
	return p.Kind == PendTrade && PlayerSeat(s.Survivors[p.From].Seat) == seat
}
