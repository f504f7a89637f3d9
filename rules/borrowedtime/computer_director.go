package borrowedtime

import (
	"cmp"
	"math"
	"slices"
	"sort"

	"github.com/borrowed-time/tabletop/physics"
)

// Director is the automatic Director. Heat left unspent is lost at the end of the spending,
// so it spends all it can, biggest threat first (docs/balance.md lists the policy):
//
//  1. All Hell Breaks Loose (10) when a Horde stands within 8" of a standing survivor.
//  2. A special infected (7): a Hunter when every standing survivor is over 16" from the
//     nearest spawn point, a Brute when one is within 8", otherwise Screamer, Bloater and
//     Brute in turn.
//  3. A Horde (5).
//  4. Reanimate (3) a Shambler removed this round within 10" of a standing survivor.
//  5. Crumbling Facade (2) when a survivor is on a roof and a zombie below can climb.
//  6. A Shambler (2).
//  7. Sudden Lunge (1) with the Shambler nearest a standing survivor it sees.
//
// Spawns go to the spawn point with room nearest a standing survivor. Then the zombies act
// one by one, each told to attack, of the survivors it reaches, the one carrying what the
// survivors need to win, else the one with the fewest Wounds left.
type ComputerDirector struct {
	specials int // specials spawned, for taking turns
}

// Next returns the Director's next command, or false when it is not the Director's phase.
func (d *ComputerDirector) Next(g *Game) (Command, bool) {
	v := look(g)
	if v.st.Phase != PhaseDirector {
		return nil, false
	}
	if v.st.Step == StepSpend {
		if cmd, ok := d.spend(v); ok {
			return cmd, true
		}
		return EndSpending{}, true
	}
	if cmd, ok := d.activate(v); ok {
		return cmd, true
	}
	for _, z := range v.zombies() {
		if !z.Acted {
			return ActivateAllZombies{}, true
		}
	}
	return EndRound{}, true
}

// spend picks the Heat to spend next, by the policy's order.
func (d *ComputerDirector) spend(v *view) (Command, bool) {
	heat := v.st.Heat
	standing := standingSurvivors(v)
	if heat <= 0 || len(standing) == 0 {
		return nil, false
	}
	try := func(cmd DirectorAction) bool {
		cost, ok := DirectorActionCost(cmd.Action)
		return ok && cost <= heat && v.legal(cmd)
	}
	if heat >= 10 {
		for _, z := range v.zombies() {
			if z.Kind == "horde" && nearestEdge(v, z, standing) <= 8 {
				if cmd := (DirectorAction{Action: "all-hell"}); try(cmd) {
					return cmd, true
				}
				break
			}
		}
	}
	spawns := d.spawnOrder(v, standing)
	spawn := func(action, kind string) (Command, bool) {
		for _, sp := range spawns {
			cmd := DirectorAction{Action: action, Spawn: sp, Kind: kind}
			if try(cmd) {
				return cmd, true
			}
		}
		return nil, false
	}
	if heat >= 7 {
		if cmd, ok := spawn("spawn-special", d.specialKind(v, standing)); ok {
			d.specials++
			return cmd, true
		}
	}
	if heat >= 5 {
		if cmd, ok := spawn("spawn-horde", ""); ok {
			return cmd, true
		}
	}
	if heat >= 3 {
		for i := range v.st.Models {
			z := &v.st.Models[i]
			if z.Kind == "shambler" && z.Removed && z.RemovedRound == v.st.Round && nearestCentre(z.Pos, standing) <= 10 {
				if cmd := (DirectorAction{Action: "reanimate", Target: z.ID}); try(cmd) {
					return cmd, true
				}
			}
		}
	}
	if heat >= 2 && anyOnRoof(standing) {
		// The ground zombie furthest from the survivors is the one least use where it is.
		for _, z := range byNearestEdge(v, v.zombies(), standing, true) {
			if z.Level == 0 {
				if cmd := (DirectorAction{Action: "crumbling-facade", Target: z.ID}); try(cmd) {
					return cmd, true
				}
			}
		}
	}
	if heat >= 2 {
		if cmd, ok := spawn("spawn-shambler", ""); ok {
			return cmd, true
		}
	}
	for _, z := range byNearestEdge(v, v.zombies(), standing, false) {
		if z.Kind == "shambler" && nearestEdge(v, z, standing) > physics.ContactTolerance {
			if cmd := (DirectorAction{Action: "sudden-lunge", Target: z.ID}); try(cmd) {
				return cmd, true
			}
		}
	}
	return nil, false
}

// spawnOrder lists the spawn points by their distance to the nearest standing survivor.
func (d *ComputerDirector) spawnOrder(v *view, standing []*Model) []string {
	sps := v.g.Scenario().SpawnPoints
	idx := make([]int, len(sps))
	dist := make([]float64, len(sps))
	for i, sp := range sps {
		idx[i], dist[i] = i, nearestCentre(sp.At, standing)
	}
	sort.SliceStable(idx, func(a, b int) bool { return dist[idx[a]] < dist[idx[b]] })
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = sps[i].ID
	}
	return out
}

// specialKind chooses the special infected: a Hunter to run the survivors down from afar, a
// Brute to hit them up close, otherwise each of the others in turn.
func (d *ComputerDirector) specialKind(v *view, standing []*Model) string {
	closest := math.Inf(1)
	for _, sp := range v.g.Scenario().SpawnPoints {
		closest = math.Min(closest, nearestCentre(sp.At, standing))
	}
	switch {
	case closest > 16:
		return "hunter"
	case closest <= 8:
		return "brute"
	}
	return []string{"screamer", "bloater", "brute"}[d.specials%3]
}

// activate picks the next zombie to act and the victim it should prefer. (Any zombie on the
// table that has not acted may act now: there is no need to try its whole turn first.)
func (d *ComputerDirector) activate(v *view) (Command, bool) {
	standing := standingSurvivors(v)
	for _, z := range v.zombies() {
		if !z.Acted {
			return ActivateZombie{Target: z.ID, Victim: preferredVictim(v, z, standing)}, true
		}
	}
	return nil, false
}

// preferredVictim is, of the survivors a zombie might reach this activation, the one carrying
// what the survivors need, else the one with the fewest Wounds left.
func preferredVictim(v *view, z *Model, standing []*Model) string {
	best, bestScore := "", math.Inf(1)
	for _, s := range standing {
		if s.Level != z.Level || v.edge(z, s) > 8 {
			continue
		}
		score := float64(s.Wounds)
		if carriesObjective(v, s) {
			score -= 10
		}
		if score < bestScore {
			best, bestScore = s.ID, score
		}
	}
	return best
}

func standingSurvivors(v *view) []*Model {
	var out []*Model
	for _, s := range v.survivors() {
		if s.Standing() {
			out = append(out, s)
		}
	}
	return out
}

func anyOnRoof(ms []*Model) bool {
	for _, m := range ms {
		if m.Level > 0 {
			return true
		}
	}
	return false
}

func nearestCentre(p physics.Vec, ms []*Model) float64 {
	d := math.Inf(1)
	for _, m := range ms {
		d = math.Min(d, p.Dist(m.Pos))
	}
	return d
}

// byNearestEdge orders zombies by their distance to the nearest of ms, nearest first (or
// furthest first), keeping the order of equals. Each distance is measured once.
func byNearestEdge(v *view, zs, ms []*Model, furthestFirst bool) []*Model {
	type keyed struct {
		z *Model
		d float64
	}
	ks := make([]keyed, len(zs))
	for i, z := range zs {
		ks[i] = keyed{z, nearestEdge(v, z, ms)}
	}
	slices.SortStableFunc(ks, func(a, b keyed) int {
		if furthestFirst {
			return cmp.Compare(b.d, a.d)
		}
		return cmp.Compare(a.d, b.d)
	})
	for i, k := range ks {
		zs[i] = k.z
	}
	return zs
}

// nearestEdge returns the distance from a zombie to the nearest of ms on its level.
func nearestEdge(v *view, z *Model, ms []*Model) float64 {
	d := math.Inf(1)
	for _, m := range ms {
		if m.Level == z.Level {
			d = math.Min(d, v.edge(z, m))
		}
	}
	return d
}

// carriesObjective reports whether a survivor carries something the scenario needs delivered.
func carriesObjective(v *view, s *Model) bool {
	for _, it := range suppliesNeeded { // neededItems, without making the list
		if stillNeeded(v, it) && carries(s, it) {
			return true
		}
	}
	return false
}
