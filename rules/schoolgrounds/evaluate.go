package schoolgrounds

import (
	"strconv"
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

var _ game.Evaluator[State] = (*rules)(nil)

// Evaluate judges an unfinished game for a searching player's rollouts cut short. Before
// the master is chosen, at random among the living players (school-grounds.md §6), a
// living survivor's chance is mostly that of becoming the master, who nearly always wins
// (docs/balance.md); once chosen, the master's chance falls and a living survivor's grows
// with the car's parts in place and the survivor's hit points. Rough weights: the search
// compares candidates on the same samples, so the order matters, not the scale.
func (r *rules) Evaluate(s *State, seat game.SeatID) float64 {
	n, err := strconv.Atoi(strings.TrimPrefix(string(seat), "player-"))
	if err != nil {
		return 0
	}
	living, escape := 0, 0.0
	for _, sv := range s.Survivors {
		if sv.Life == Alive {
			living++
		}
	}
	car := float64(min(3, len(s.Car))) / 3
	if s.Master == n {
		return 1 - 0.5*car*car*min(1, float64(living)/2)
	}
	for _, sv := range s.Survivors {
		if sv.Seat != n || sv.Life != Alive {
			continue
		}
		escape = 0.5 * car * car * min(1, float64(sv.HP)/SurvivorHP)
		if s.Master == 0 {
			return 0.9/float64(living) + escape
		}
		return escape
	}
	return 0
}
