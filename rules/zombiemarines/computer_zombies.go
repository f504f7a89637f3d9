package zombiemarines

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// doorWait is what a closed door costs a zombie's route, in steps: each try is a step and
// only a 6 breaks it (Z2), so it takes six tries on average.
const doorWait = 6

// zombieField is, per square, a zombie's cost to reach a square from which it attacks a
// marine (a square touching a living marine that sees him, Z5): walls stop it, closed doors
// cost doorWait, marines' squares and face-down tiles are closed to it.
func (t *terrain) zombieField(s *State) []int {
	var sources []grid.Square
	var around [9]grid.Square
	for _, m := range s.Marines {
		if m.Dead {
			continue
		}
		for _, n := range neighbours8(m.At, &around) {
			if !t.marine[index(n)] && t.flipped[index(n)] && t.adjacentSees(n, m.At) {
				sources = append(sources, n)
			}
		}
	}
	return costField(sources, zombieSteps{t})
}

// placeZombieAt is where the zombie player puts a new zombie: of the squares allowed, the
// one with the shortest route to a marine (nearest as the crow flies when none has a route;
// placementsByRoute's first).
func placeZombieAt(s *State, where []grid.Square, field []int) (grid.Square, bool) {
	best := placementsByRoute(s, where, field, 1)
	if len(best) == 0 {
		return grid.Square{}, false
	}
	return best[0], true
}

// placementsByRoute lists up to n of the squares allowed, best first by placeZombieAt's
// measure (the shortest route to a marine, then nearness as the crow flies): the first is
// placeZombieAt's.
func placementsByRoute(s *State, where []grid.Square, field []int, n int) []grid.Square {
	type ranked struct {
		q    grid.Square
		f, k int
	}
	rs := make([]ranked, 0, len(where))
	for _, q := range where {
		rs = append(rs, ranked{q, field[index(q)], nearestMarine(s, q)})
	}
	slices.SortStableFunc(rs, func(a, b ranked) int {
		if a.f != b.f {
			return a.f - b.f
		}
		return a.k - b.k
	})
	out := make([]grid.Square, 0, min(n, len(rs)))
	for _, r := range rs[:min(n, len(rs))] {
		out = append(out, r.q)
	}
	return out
}

// nearestMarine is the distance in king's moves from a square to the nearest living marine
// (far when none lives).
func nearestMarine(s *State, q grid.Square) int {
	best := far
	for _, m := range s.Marines {
		if !m.Dead {
			best = min(best, kingDist(m.At, q))
		}
	}
	return best
}

// zombieTurnStep is the zombie player's next command in its turn: the zombies nearest an
// attack move first, so that they take the squares beside the marines; the others follow.
// memo, when not nil, keeps the field of routes from one step to the next.
func (r *rules) zombieTurnStep(s *State, memo *fieldMemo) game.Command {
	t := r.terrainOf(s)
	var field []int
	if memo != nil {
		field = memo.zombieField(r, t, s)
	} else {
		field = t.zombieField(s)
	}
	pad := r.helipadPos(s)
	order := make([]int, len(s.Zombies))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return field[index(s.Zombies[a].At)] - field[index(s.Zombies[b].At)] })
	for _, i := range order {
		if cmd, ok := t.zombieStep(s, &s.Zombies[i], field, pad); ok {
			return cmd
		}
	}
	return EndZombies{}
}

// zombieStep is one zombie's move along its cheapest route to an attack, if it has a better
// square to go to; when the best route goes through a closed door beside it, it tries the door.
// Once the helipad is face up, a zombie on it stays on it: the marines win only when it is
// empty (V1), so it guards it and lets the marines come.
func (t *terrain) zombieStep(s *State, z *Zombie, field []int, pad int) (game.Command, bool) {
	here := field[index(z.At)]
	if z.Down || z.Steps >= zombieSpeed || here == 0 {
		return nil, false // knocked down, spent, or already where it attacks from
	}
	guard := pad >= 0 && posOf(z.At) == pad
	blocked := func(q grid.Square) bool {
		return !t.flipped[index(q)] || t.marine[index(q)] || guard && posOf(q) != pad
	}
	best, bd := grid.Square{}, here
	for _, q := range t.zombieReach(z.At, zombieSpeed-z.Steps, blocked) {
		if d := field[index(q)]; d < bd && t.empty(q) {
			best, bd = q, d
		}
	}
	if bd < here {
		return ZombieMove{Zombie: z.ID, To: best}, true
	}
	for _, q := range closedDoorsBeside(s, z.At) {
		if field[index(q)] < here && (!guard || posOf(q) == pad) {
			return BreakDoor{Zombie: z.ID, To: q}, true
		}
	}
	return nil, false
}
