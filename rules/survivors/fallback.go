package survivors

import "github.com/borrowed-time/tabletop/game"

// Fallback is a command that always moves the game on: roll off, end the deployment, end an
// activation, or resolve the next zombie as the table would.
func (r *rules) Fallback(s *State) (game.SeatID, game.Command, bool) {
	seat := seatOf(r.current(s))
	switch s.Phase {
	case PhaseRollOff:
		return seat, RollOff{}, true
	case PhaseDeploy:
		return seat, EndDeployment{}, true
	case PhaseActivation:
		if s.Active >= 0 {
			return seat, EndActivation{Model: s.Models[s.Active].ID}, true
		}
		for i := range s.Models {
			if m := &s.Models[i]; !m.Zombie && !m.Out && m.Band == s.Turn && !m.Done {
				return seat, EndActivation{Model: m.ID}, true
			}
		}
	case PhaseEvents:
		if e := s.Event; e.Acts > 0 {
			return seat, ActivateZombie{Zombie: r.nearestEligible(s)}, true
		}
		return seat, PlaceZombie{}, true
	case PhaseSurge:
		if s.Surge.Wander {
			c := &ctx{r: r, s: s}
			if ws := c.wanderers(); len(ws) > 0 {
				return seat, ActivateZombie{Zombie: s.Models[c.nearestToBand(ws)].ID}, true
			}
		}
		return seat, PlaceZombie{}, true
	}
	return "", nil, false
}

// nearestEligible is the event's eligible zombie nearest the disturbance (the solo choice).
func (r *rules) nearestEligible(s *State) string {
	c := &ctx{r: r, s: s}
	if zi := c.nearestTo(s.Event.Eligible, s.Event.At); zi >= 0 {
		return s.Models[zi].ID
	}
	return ""
}
