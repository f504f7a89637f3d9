package survivors

import (
	"math"

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
	var best ActivateZombie
	bestScore := math.Inf(-1)
	for _, id := range e.Eligible {
		zi, _ := c.s.model(id)
		cmd, score := c.zombieOption(zi, e.Chooser, e.Origin)
		if score > bestScore {
			best, bestScore = cmd, score
		}
	}
	return best
}

// surgeChoice: wander the zombie that ends nearest the enemy, or place a new one.
func (c *ctx) surgeChoice() game.Command {
	me := c.s.Surge.Order[0]
	if c.s.Surge.Wander {
		var best ActivateZombie
		bestScore := math.Inf(-1)
		for _, zi := range c.wanderers() {
			if cmd, score := c.zombieOption(zi, me, -1); score > bestScore {
				best, bestScore = cmd, score
			}
		}
		if best.Zombie != "" {
			return best
		}
	}
	return c.placeChoice(me)
}

// zombieOption is how zombie zi would best be activated by chooser me, and what that is
// worth: striking an enemy (the carrier, the weakest), never one of its own, else ending
// near the enemy and the objectives they need.
func (c *ctx) zombieOption(zi, me, origin int) (ActivateZombie, float64) {
	s := c.s
	z := &s.Models[zi]
	cmd := ActivateZombie{Zombie: z.ID}
	prefer := ""
	if v := c.preferredVictim(zi, me); v >= 0 {
		prefer = s.Models[v].ID
	}
	if mi, _ := c.reachable(zi, prefer); mi >= 0 {
		if s.Models[mi].Band == me {
			return cmd, -ownReachCost
		}
		cmd.Target = prefer
		if prefer == "" {
			cmd.Target = s.Models[mi].ID
		}
		return cmd, reachWorth + c.victimWorth(mi)
	}
	to, end, ok := c.bestEnd(zi, me, origin)
	if !ok {
		return cmd, -c.enemyGap(z.Pos, me) - 50 // it will not move: the least use
	}
	cmd.To = to
	return cmd, c.endWorth(end, me)
}

// preferredVictim is the enemy character the zombie would best strike among those it
// could reach: the carrier with the most supplies, then the weakest; -1 for none. Guideline
// 1 still sends the zombie to the nearest; this one wins a tie and is its target.
func (c *ctx) preferredVictim(zi, me int) int {
	best, bestW := -1, math.Inf(-1)
	for mi := range c.s.Models {
		m := &c.s.Models[mi]
		if m.Zombie || m.Out || m.Band == me {
			continue
		}
		if _, ok := c.reachPath(zi, mi); !ok {
			continue
		}
		if w := c.victimWorth(mi); w > bestW {
			best, bestW = mi, w
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
