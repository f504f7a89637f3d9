package directordeck

import "github.com/borrowed-time/tabletop/game"

// Fallback is a command that always moves the game on: the lowest card added to the pile by
// the first survivor still to add one, leaving an item passed, staying put, passing.
func (r *rules) Fallback(s *State) (game.SeatID, game.Command, bool) {
	switch s.Phase {
	case PhaseSuppress:
		for i, sv := range s.Survivors {
			if sv.Done {
				continue
			}
			hand := held(&s.Survivors[i]).Hand
			low := hand[0]
			for _, c := range hand {
				if c.Value < low.Value {
					low = c
				}
			}
			return PlayerSeat(sv.Seat), Commit{Survivor: SurvivorID(sv.Seat), Cards: []string{low.ID}}, true
		}
	case PhaseMove:
		sv := s.Survivors[s.Active]
		if len(s.Offer) > 0 {
			return PlayerSeat(sv.Seat), Collect{Survivor: SurvivorID(sv.Seat), Item: s.Offer[0]}, true
		}
		return PlayerSeat(sv.Seat), Stay{Survivor: SurvivorID(sv.Seat)}, true
	case PhaseAct:
		sv := s.Survivors[s.Active]
		return PlayerSeat(sv.Seat), Pass{Survivor: SurvivorID(sv.Seat)}, true
	}
	return "", nil, false
}
