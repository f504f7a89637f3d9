package schoolgrounds

import "github.com/borrowed-time/tabletop/game"

// Fallback is a command that always moves the game on: the first free character on the
// first free fountain square (after the roll-off), Franky's first card, Ellie's roll kept, a
// card seen, a trade turned down, the end of a
// survivor's turn, the end of the spawning and of the master's turn.
func (r *rules) Fallback(s *State) (game.SeatID, game.Command, bool) {
	if s.Strike != nil {
		return PlayerSeat(s.Strike.Seat), Damage{}, true
	}
	switch s.Phase {
	case PhasePick:
		if len(s.PickOrder) == 0 {
			return PlayerSeat(1), RollOff{}, true
		}
		n := r.nextPicker(s)
		for _, ch := range characters {
			if !takenChar(s, ch.ID) {
				for _, q := range r.board.Fountain {
					if empty(s, q) {
						return PlayerSeat(n), Choose{Seat: n, Char: ch.ID, At: q}, true
					}
				}
			}
		}
	case PhaseSurvivors:
		if p := s.Pending; p != nil {
			seat := PlayerSeat(s.Survivors[p.Survivor].Seat)
			id := survivorID(s.Survivors[p.Survivor].Seat)
			switch p.Kind {
			case PendKeep:
				return seat, Keep{Survivor: id, Card: p.Cards[0]}, true
			case PendReroll:
				return seat, Reroll{Survivor: id}, true
			case PendSeen:
				return seat, Seen{Survivor: id}, true
			}
			return seat, Answer{Survivor: id, Give: []string{}}, true
		}
		i := s.Active
		if i < 0 {
			for k, sv := range s.Survivors {
				if sv.Life == Alive && !sv.Done {
					i = k
					break
				}
			}
		}
		if i >= 0 {
			return PlayerSeat(s.Survivors[i].Seat), EndTurn{Survivor: survivorID(s.Survivors[i].Seat)}, true
		}
	case PhaseMaster:
		if s.Placing {
			return PlayerSeat(s.Master), StopSpawning{}, true
		}
		return PlayerSeat(s.Master), EndMaster{}, true
	}
	return "", nil, false
}

func takenChar(s *State, id string) bool {
	for _, sv := range s.Survivors {
		if sv.Char == id {
			return true
		}
	}
	return false
}
