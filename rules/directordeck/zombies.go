package directordeck

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// zombiePhase runs phases 4 and 5 (rules §4, §5): the active zombies move, sleeping zombies
// beside a survivor wake, wounds are inflicted and survivors pinned, and stun wears off.
func (r *rules) zombiePhase(s *State, d *game.Dice, emit func(game.Event)) {
	steps := r.opt.ZombieMove
	if steps == 0 && anyStanding(s) {
		steps = d.D6()
		emit(game.Event{Type: game.EvRoll, Text: "The zombies move " + game.Plural(steps, "hex", "hexes") + ".", Dice: []int{steps}})
	}
	s.Moved = steps
	for i := range s.Zombies {
		if standing(s.Zombies[i]) && !holding(s, s.Zombies[i].ID) {
			r.moveZombie(s, i, steps, emit)
		}
	}
	r.wake(s, emit)
	r.inflictWounds(s, emit)
	for i := range s.Zombies {
		s.Zombies[i].Stunned, s.Zombies[i].Woken = false, false
	}
	r.checkLoss(s, emit)
}

func anyStanding(s *State) bool {
	for _, z := range s.Zombies {
		if standing(z) {
			return true
		}
	}
	return false
}

// target is the survivor a zombie goes for: the nearest in hexes, the most injured (fewest
// hit points) on a tie, then the first in seat order (rules §4).
func target(s *State, from hex.Hex) int {
	best := -1
	for _, i := range alive(s) {
		if best < 0 {
			best = i
			continue
		}
		a, b := hex.Distance(from, s.Survivors[i].At), hex.Distance(from, s.Survivors[best].At)
		if a < b || a == b && s.Survivors[i].HP < s.Survivors[best].HP {
			best = i
		}
	}
	return best
}

// besideSurvivor reports whether a hex is beside a living survivor.
func besideSurvivor(s *State, h hex.Hex) bool {
	for _, i := range alive(s) {
		if hex.Adjacent(h, s.Survivors[i].At) {
			return true
		}
	}
	return false
}

// moveZombie moves a zombie up to steps hexes straight towards its target by the shortest
// free route, stopping as soon as it is beside a survivor (rules §4). With no free route to
// its target it closes in as far as it can.
func (r *rules) moveZombie(s *State, zi, steps int, emit func(game.Event)) {
	z := &s.Zombies[zi]
	t := target(s, z.At)
	if t < 0 || besideSurvivor(s, z.At) {
		return
	}
	b := r.board(s)
	goal := s.Survivors[t].At
	reach := b.Reachable(z.At, len(b.Cells()), freeOn(s, b))
	var best hex.Hex
	var bestKey [4]int
	found := false
	reach.Reached(func(h hex.Hex, k int) {
		// Beside the target comes first, by route; else as close as it gets; then reading order.
		key := [4]int{hex.Distance(h, goal), k, h.R, h.Q}
		if key[0] == 1 {
			key[0] = 0
		}
		if !found || less(key, bestKey) {
			best, bestKey, found = h, key, true
		}
	})
	path := reach.Path(best)
	end := 0
	for k := 1; k < len(path) && k <= steps; k++ {
		end = k
		if besideSurvivor(s, path[k]) {
			break
		}
	}
	if end == 0 {
		return
	}
	z.At = path[end]
	emit(game.Event{Type: game.EvMove, Text: zombieProfiles[z.Kind].Name + " " + z.ID[1:] + " shambles towards " + name(s, t) + ".",
		Model: z.ID, Path: r.route(path[:end+1])})
}

func less(a, b [4]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// wake makes every sleeping zombie beside a survivor active; it moves from the next round
// (rules §4).
func (r *rules) wake(s *State, emit func(game.Event)) {
	n := 0
	for i := range s.Zombies {
		if z := &s.Zombies[i]; !z.Active && besideSurvivor(s, z.At) {
			z.Active, z.Woken = true, true
			n++
		}
	}
	if n > 0 {
		note(emit, "%s beside the survivors.", capital(game.Plural(n, "sleeping zombie wakes", "sleeping zombies wake")))
	}
}

// wakeNear wakes every sleeping zombie within WakeRange hexes of a hex (rules §6: attack cards
// spent near sleeping zombies wake them).
func (r *rules) wakeNear(s *State, h hex.Hex, emit func(game.Event)) {
	n := 0
	for i := range s.Zombies {
		if z := &s.Zombies[i]; !z.Active && hex.Distance(z.At, h) <= WakeRange {
			z.Active = true
			n++
		}
	}
	if n > 0 {
		note(emit, "The noise wakes %s.", game.Plural(n, "sleeping zombie", "sleeping zombies"))
	}
}

// holding reports whether a special zombie's token is on a survivor: it stays with its victim.
func holding(s *State, id string) bool {
	for _, sv := range s.Survivors {
		if sv.HeldBy == id {
			return true
		}
	}
	return false
}
