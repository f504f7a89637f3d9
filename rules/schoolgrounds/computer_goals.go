package schoolgrounds

import (
	"slices"

	"github.com/borrowed-time/tabletop/grid"
)

// goalField is, per square, survivor i's steps to where it is going, and whether it is
// hunting zombies. Once the car's three parts are in it or in living hands, everyone goes
// to the car, and so does a survivor carrying a part within 10 steps of it. Until then each
// survivor searches: the piles are shared out, nearest first, one to each survivor, and a
// pile of a tier whose car part is found already counts 60 steps farther once the dead are
// about. With no pile left to search, and the purple piles still shut, the survivors hunt
// zombies; else they wait by the car. (Hunting as soon as only the fuel was missing, to open
// the purple piles sooner, did not help: 1 escape in 300 games against 2.)
func (r *rules) goalField(s *State, i int) ([]int, bool) {
	if carReady(s) || partsInHand(s) == 3 {
		return r.carField(s), false
	}
	if toCar := r.carField(s); partIn(s.Survivors[i].Hand) != "" && toCar[idx(s.Survivors[i].At)] <= 10 {
		return toCar, false
	}
	if goals := r.pileGoals(s, i); len(goals) > 0 {
		return r.goalSteps(s, goals, true), false
	}
	var zs []grid.Square
	for _, z := range s.Zombies {
		zs = append(zs, z.At)
	}
	if len(zs) > 0 && s.Kills < r.opt.Unlock {
		return r.field(s, zs, true), true
	}
	return r.carField(s), false
}

// pileGoals are the piles and left cards survivor i heads for: its share of them, or all of
// them when there are more survivors than piles. (Sharing out only the piles near the one
// nearest them all, to keep the band together, found fewer car parts and lost sooner:
// docs/balance.md.)
func (r *rules) pileGoals(s *State, i int) []goal {
	all := r.openPiles(s)
	if len(all) == 0 {
		return nil
	}
	steps := r.stepsFrom(s)
	if g, ok := shareOut(all, steps)[i]; ok {
		return []goal{g}
	}
	return all
}

// stepsFrom is, for each living survivor by index, its field: the steps to every square.
func (r *rules) stepsFrom(s *State) map[int][]int {
	out := map[int][]int{}
	for i, sv := range s.Survivors {
		if sv.Life == Alive {
			out[i] = r.field(s, []grid.Square{sv.At}, true)
		}
	}
	return out
}

// openPiles lists the piles the survivors may search now, each with its extra steps, and
// the cards left on the board.
func (r *rules) openPiles(s *State) []goal {
	var found [4]bool
	for _, c := range append(slices.Clone(s.Car), r.livingHands(s)...) {
		if it := mustCard(c); it.Use == UseCarPart {
			found[it.Tier] = true
		}
	}
	var out []goal
	for t, tile := range r.board.Search {
		if s.Used[t] || len(s.Piles[tile.Tier-1]) == 0 || tile.Tier == 3 && s.Kills < r.opt.Unlock {
			continue
		}
		extra := 0
		if found[tile.Tier] && s.Master != 0 {
			extra = 60
		}
		out = append(out, goal{At: tile.At, Extra: extra})
	}
	for _, p := range s.Packs {
		out = append(out, goal{At: p.At})
	}
	return out
}

// livingHands lists every card in living survivors' hands.
func (r *rules) livingHands(s *State) []string {
	var out []string
	for _, sv := range s.Survivors {
		if sv.Life == Alive {
			out = append(out, sv.Hand...)
		}
	}
	return out
}

// shareOut gives each living survivor one goal, the nearest pairs first (steps plus extra),
// so that no two head for the same pile.
func shareOut(goals []goal, steps map[int][]int) map[int]goal {
	type pair struct{ sv, g, d int }
	var pairs []pair
	for i, f := range steps {
		for k, g := range goals {
			pairs = append(pairs, pair{i, k, f[idx(g.At)] + g.Extra})
		}
	}
	slices.SortFunc(pairs, func(a, b pair) int {
		if a.d != b.d {
			return a.d - b.d
		}
		if a.sv != b.sv {
			return a.sv - b.sv
		}
		return a.g - b.g
	})
	out := map[int]goal{}
	taken := map[int]bool{}
	for _, p := range pairs {
		if _, done := out[p.sv]; done || taken[p.g] {
			continue
		}
		out[p.sv], taken[p.g] = goals[p.g], true
	}
	return out
}

// partsInHand counts the car's parts in it or held by living survivors.
func partsInHand(s *State) int {
	n := len(s.Car)
	for _, sv := range s.Survivors {
		if sv.Life == Alive {
			n += len(partsIn(sv.Hand))
		}
	}
	return n
}
