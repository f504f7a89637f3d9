package schoolgrounds

import (
	"strconv"
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

var _ game.Evaluator[State] = (*rules)(nil)

// Evaluate judges an unfinished game for a searching player's rollouts cut short. Before
// the master is chosen, at random among the living players (school-grounds.md §6), a
// living survivor's chance is mostly that of becoming the master, who wins more often than not
// (docs/balance.md), and of the car in the rare game mended so soon. Once chosen, the
// master's chance falls with the car's parts in place, and a survivor's is its health (hit
// points, less when infected: it has to be on or beside the car when it drives off), worth
// something from then on and more as the car comes together, a part found counting half a
// part in place. Rough weights: the search compares candidates on the same samples, so
// the order matters, not the scale.
func (r *rules) Evaluate(s *State, seat game.SeatID) float64 {
	n, err := strconv.Atoi(strings.TrimPrefix(string(seat), "player-"))
	if err != nil {
		return 0
	}
	living := 0
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
		if s.Master == 0 {
			return 0.9/float64(living) + 0.5*car*car*min(1, float64(sv.HP)/SurvivorHP)
		}
		return survivorChance(s, &sv)
	}
	return 0
}

// survivorChance is a living survivor's rough chance of driving off, in [0, 0.65]: its
// health, times a little for being alive at all and more for the car's progress (its
// parts in place, and half for each held by a living survivor).
func survivorChance(s *State, sv *Survivor) float64 {
	health := min(1, float64(max(0, sv.HP))/SurvivorHP)
	if sv.Infected {
		health *= 0.75
	}
	found := partsInHand(s) - len(s.Car)
	progress := min(1, (float64(len(s.Car))+0.5*float64(found))/3)
	return health * (0.15 + 0.5*progress*progress)
}
