package survivors

import (
	"cmp"
	"math"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// The worth of a zombie choice to its chooser (the zombie choices on computer).
const (
	reachWorth   = 100.0 // a zombie that will strike an enemy character
	ownReachCost = 300.0 // a zombie that would strike one of the chooser's own
	supplyWorth  = 5.0   // per supply the struck character carries
	weakWorth    = 3.0   // the struck character has 1 Health left
	blockWorth   = 2.0   // per objective the zombie ends within 6" of (S3)
)

// eventChoice: the zombie that hurts the other side most, or the best place for a new one.
func (c *ctx) eventChoice() game.Command {
	e := c.s.Event
	if e.Acts == 0 {
		return c.placeChoice(e.Chooser)
	}
	zis := make([]int, 0, len(e.Eligible))
	for _, id := range e.Eligible {
		zi, _ := c.s.model(id)
		zis = append(zis, zi)
	}
	best, _ := c.bestZombieOption(zis, e.Chooser, e.Origin)
	return best
}

// surgeChoice: wander the zombie that ends nearest the enemy, or place a new one.
func (c *ctx) surgeChoice() game.Command {
	me := c.s.Surge.Order[0]
	if c.s.Surge.Wander {
		if best, ok := c.bestZombieOption(c.wanderers(), me, -1); ok {
			return best
		}
	}
	return c.placeChoice(me)
}

// zombieOption is how zombie zi would best be activated by chooser me, and what that is
// worth: striking an enemy (the carrier, the weakest), never one of its own, else ending
// near the enemy and the objectives they need.
func (c *ctx) zombieOption(zi, me, origin int) (ActivateZombie, float64) {
	if cmd, score, ok := c.strikeOption(zi, me); ok {
		return cmd, score
	}
	return c.endOption(zi, me, origin)
}

// bestZombieOption is the best of the zombies' options (zombieOption) for chooser me, the
// first in zis among equals; false when zis is empty. A zombie that strikes no one is worth
// at most endBound, and its route towards each enemy (bestEnd: most of a choice's work) is
// searched only when that bound could beat the best option so far: the zombies are weighed
// in the order of their bounds, and the choice is the one weighing every zombie in turn
// would make.
func (c *ctx) bestZombieOption(zis []int, me, origin int) (ActivateZombie, bool) {
	type option struct {
		k     int // the place in zis
		bound float64
	}
	var best ActivateZombie
	bestScore, bestK := math.Inf(-1), -1
	better := func(score float64, k int) bool { // the first of the best, in zis's order
		return bestK < 0 || score > bestScore || score == bestScore && k < bestK
	}
	var rest []option
	for k, zi := range zis {
		if cmd, score, ok := c.strikeOption(zi, me); ok {
			if better(score, k) {
				best, bestScore, bestK = cmd, score, k
			}
			continue
		}
		rest = append(rest, option{k, c.endBound(zi, me)})
	}
	slices.SortStableFunc(rest, func(a, b option) int { return cmp.Compare(b.bound, a.bound) })
	for _, o := range rest {
		if !better(o.bound, o.k) {
			if o.bound < bestScore {
				break // the rest are bounded lower still
			}
			continue // it could only tie, later in zis
		}
		if cmd, score := c.endOption(zis[o.k], me, origin); better(score, o.k) {
			best, bestScore, bestK = cmd, score, o.k
		}
	}
	return best, bestK >= 0
}

// strikeOption is zombie zi's option when it can strike a character (guideline 1): a
// strike on an enemy (the carrier, the weakest) is worth reachWorth and the victim's worth,
// one on the chooser's own a heavy loss. False when it can strike no one.
func (c *ctx) strikeOption(zi, me int) (ActivateZombie, float64, bool) {
	s := c.s
	cmd := ActivateZombie{Zombie: s.Models[zi].ID}
	reached := c.reachPaths(zi) // each route searched once for both choices
	prefer := ""
	if v := c.preferredVictim(reached, me); v >= 0 {
		prefer = s.Models[v].ID
	}
	mi, _ := c.nearestReached(reached, prefer)
	switch {
	case mi < 0:
		return cmd, 0, false
	case s.Models[mi].Band == me:
		return cmd, -ownReachCost, true
	}
	cmd.Target = prefer
	if prefer == "" {
		cmd.Target = s.Models[mi].ID
	}
	return cmd, reachWorth + c.victimWorth(mi), true
}

// endOption is zombie zi's option when it strikes no one (guideline 2): the end worth most
// to chooser me near the enemy and the objectives they need.
func (c *ctx) endOption(zi, me, origin int) (ActivateZombie, float64) {
	z := &c.s.Models[zi]
	cmd := ActivateZombie{Zombie: z.ID}
	to, end, ok := c.bestEnd(zi, me, origin)
	if !ok {
		return cmd, -c.enemyGap(z.Pos, me) - 50 // it will not move: the least use
	}
	cmd.To = to
	return cmd, c.endWorth(end, me)
}

// endBound is at least endOption's worth for zombie zi: its end lies within a move of where
// it stands, so it is no nearer the enemy than that, nor within 6" of an objective further
// than a move and 6" off (endWorth); staying put is worth less still.
func (c *ctx) endBound(zi, me int) float64 {
	z := &c.s.Models[zi]
	w := -(c.enemyGap(z.Pos, me) - zombieProfile.Move)
	for _, o := range c.s.Objectives {
		if !o.Removed && pointGap(z.Pos, o.At) <= quietRadius+zombieProfile.Move+1e-9 {
			w += blockWorth
		}
	}
	return w + 1e-9
}

// preferredVictim is the enemy character the zombie would best strike among those it
// could reach (reached, from reachPaths): the carrier with the most supplies, then the
// weakest; -1 for none. Guideline 1 still sends the zombie to the nearest; this one wins a
// tie and is its target.
func (c *ctx) preferredVictim(reached []reachedBy, me int) int {
	best, bestW := -1, math.Inf(-1)
	for _, r := range reached {
		m := &c.s.Models[r.mi]
		if m.Zombie || m.Out || m.Band == me {
			continue
		}
		if w := c.victimWorth(r.mi); w > bestW {
			best, bestW = r.mi, w
		}
	}
	return best
}

// victimWorth is what a strike on character mi is worth to its enemy.
func (c *ctx) victimWorth(mi int) float64 {
	m := &c.s.Models[mi]
	w := supplyWorth * float64(m.Supplies)
	if m.Health == 1 {
		w += weakWorth
	}
	return w
}

// bestEnd is the end point (guideline 2) that is worth most to chooser me among the legal
// ones: 4" along the route towards each enemy character, or the table's proposal. to is nil
// for the table's proposal.
func (c *ctx) bestEnd(zi, me, origin int) (*physics.Vec, physics.Vec, bool) {
	s := c.s
	z := &s.Models[zi]
	goal, ok := c.zombieGoal(zi, origin)
	if !ok {
		return nil, physics.Vec{}, false
	}
	var bestTo *physics.Vec
	bestEnd, found := physics.Vec{}, false
	if pts, ok := c.proposedStep(zi, goal); ok {
		bestEnd, found = pts[len(pts)-1], true
	}
	before := pointGap(z.Pos, goal)
	for mi := range s.Models {
		m := &s.Models[mi]
		if m.Zombie || m.Out || m.Band == me {
			continue
		}
		p, err := c.r.table.PathWithin(c.r.body(s, zi), m.Pos, 2*radius, physics.MoveOptions{})
		if err != nil || len(p.Points) < 2 {
			continue
		}
		pts := c.r.table.TruncatePath(z.Level, p.Points, zombieProfile.Move-0.05, false)
		if len(pts) < 2 || pointGap(pts[len(pts)-1], goal) >= before-0.05 {
			continue // the rules want it closer to the living it sees (§7.2)
		}
		end := pts[len(pts)-1]
		if !found || c.endWorth(end, me) > c.endWorth(bestEnd, me) {
			e := end
			bestTo, bestEnd, found = &e, end, true
		}
	}
	return bestTo, bestEnd, found
}

// endWorth is what a zombie standing at p is worth to chooser me: near the enemy (nearer
// still to a carrier), within 6" of objectives, and in the two-band game away from the
// chooser's own band.
func (c *ctx) endWorth(p physics.Vec, me int) float64 {
	w := -c.enemyGap(p, me)
	for _, o := range c.s.Objectives {
		if !o.Removed && pointGap(p, o.At) <= quietRadius {
			w += blockWorth
		}
	}
	if me == 0 || me == 1 {
		if d := c.bandGap(p, me); d < quietRadius {
			w -= quietRadius - d
		}
	}
	return w
}

// enemyGap is the distance from p to the nearest character not of band me, less 2" for
// each supply that character carries (a carrier draws the dead from further).
func (c *ctx) enemyGap(p physics.Vec, me int) float64 {
	best := math.Inf(1)
	for k := range c.s.Models {
		if m := &c.s.Models[k]; !m.Zombie && !m.Out && m.Band != me {
			best = min(best, p.Dist(m.Pos)-2*float64(m.Supplies))
		}
	}
	if math.IsInf(best, 1) {
		return 0
	}
	return best
}

// bandGap is the distance from p to the nearest character of band b.
func (c *ctx) bandGap(p physics.Vec, b int) float64 {
	best := math.Inf(1)
	for k := range c.s.Models {
		if m := &c.s.Models[k]; !m.Zombie && !m.Out && m.Band == b {
			best = min(best, p.Dist(m.Pos))
		}
	}
	return best
}

// placeChoice: a new zombie at the entry point, and the spot within 3" of it, worth most to
// chooser me.
func (c *ctx) placeChoice(me int) PlaceZombie {
	best, bestW := PlaceZombie{}, math.Inf(-1)
	for k, sp := range c.r.scen.SpawnPoints {
		spot, ok := c.entrySpot(k, nil)
		if !ok {
			continue
		}
		cmd := PlaceZombie{Entry: sp.ID}
		if toward, ok := c.spotToward(k, me); ok {
			spot, cmd.At = toward, &toward
		}
		if w := c.endWorth(spot, me); w > bestW {
			best, bestW = cmd, w
		}
	}
	return best
}

// spotToward is a legal spot within 3" of entry point k on the way to the nearest enemy
// character, if there is one.
func (c *ctx) spotToward(k, me int) (physics.Vec, bool) {
	sp := c.r.scen.SpawnPoints[k]
	target, bestD := physics.Vec{}, math.Inf(1)
	for mi := range c.s.Models {
		if m := &c.s.Models[mi]; !m.Zombie && !m.Out && m.Band != me {
			if d := sp.At.Dist(m.Pos) - 2*float64(m.Supplies); d < bestD {
				target, bestD = m.Pos, d
			}
		}
	}
	if math.IsInf(bestD, 1) {
		return physics.Vec{}, false
	}
	for _, d := range []float64{placeRadius - 0.05, 2, 1} {
		dir := target.Sub(sp.At)
		if dir.Len() < d {
			continue
		}
		p := sp.At.Add(dir.Scale(d / dir.Len()))
		if q, ok := c.entrySpot(k, &p); ok {
			return q, true
		}
	}
	return physics.Vec{}, false
}
