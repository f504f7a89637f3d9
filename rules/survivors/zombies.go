package survivors

import (
	"fmt"
	"math"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// zombieAct: an activated zombie makes a Move action, then (attack) an Attack action,
// following the guidelines of §7.2. to and target are the activating player's choices
// (nil and "": the table's); origin is the disturbing character, or -1.
func (c *ctx) zombieAct(zi int, to *physics.Vec, target string, origin int, attack bool) error {
	if err := c.zombieMove(zi, to, target, origin); err != nil {
		return err
	}
	if attack {
		c.zombieAttack(zi, origin, target)
	}
	return nil
}

// reachable returns the character a zombie can reach within 1" by a route of at most 4"
// (guideline 1): the nearest by route; ties go to prefer, then file order. -1 for none.
func (c *ctx) reachable(zi int, prefer string) (int, physics.Path) {
	return c.nearestReached(c.reachPaths(zi), prefer)
}

// reachedBy is a character a zombie can reach (guideline 1) and its route there.
type reachedBy struct {
	mi   int
	path physics.Path
}

// reachPaths lists the characters zombie zi can reach (reachPath), in file order.
func (c *ctx) reachPaths(zi int) []reachedBy {
	var out []reachedBy
	for mi := range c.s.Models {
		if p, ok := c.reachPath(zi, mi); ok {
			out = append(out, reachedBy{mi, p})
		}
	}
	return out
}

// nearestReached is reachable's choice among the characters reached.
func (c *ctx) nearestReached(reached []reachedBy, prefer string) (int, physics.Path) {
	best, bestPath := -1, physics.Path{}
	for _, r := range reached {
		p := r.path
		if best < 0 || p.Cost < bestPath.Cost-1e-9 || (math.Abs(p.Cost-bestPath.Cost) <= 1e-9 && c.s.Models[r.mi].ID == prefer) {
			best, bestPath = r.mi, p
		}
	}
	return best, bestPath
}

// reachPath is the zombie's route of at most 4" to within 1" of character mi on its own
// level (guideline 1, T4: zombies never climb), if there is one.
func (c *ctx) reachPath(zi, mi int) (physics.Path, bool) {
	s := c.s
	z, m := &s.Models[zi], &s.Models[mi]
	if m.Zombie || m.Out || m.Level != z.Level || edgeGap(z.Pos, m.Pos) > zombieProfile.Move+meleeReach+0.01 {
		return physics.Path{}, false
	}
	if edgeGap(z.Pos, m.Pos) <= meleeReach {
		return physics.Path{Points: []physics.Vec{z.Pos}, Reached: true}, true
	}
	p, err := c.r.table.PathWithin(c.r.body(s, zi), m.Pos, meleeReach+2*radius-1e-6, physics.MoveOptions{MaxCost: zombieProfile.Move})
	if err != nil || !p.Reached || p.Cost > zombieProfile.Move+1e-9 {
		return physics.Path{}, false
	}
	return p, true
}

// zombieMove moves the zombie by guideline 1, else guideline 2 (§7.2).
func (c *ctx) zombieMove(zi int, to *physics.Vec, prefer string, origin int) error {
	s := c.s
	z := &s.Models[zi]
	if mi, p := c.reachable(zi, prefer); mi >= 0 {
		if to != nil && len(p.Points) > 0 && p.Points[len(p.Points)-1] != *to {
			return game.Refuse("%s can reach %s, so it must go for them", z.Name, s.Models[mi].Name)
		}
		c.walk(zi, p.Points)
		return nil
	}
	goal, ok := c.zombieGoal(zi, origin)
	if !ok {
		return nil
	}
	before := pointGap(z.Pos, goal)
	zb := c.r.body(s, zi)
	if to != nil {
		p, err := c.r.table.PathTo(zb, *to, physics.MoveOptions{})
		switch {
		case err != nil || !p.Reached:
			return game.Refuse("%s cannot get there", z.Name)
		case p.Cost > zombieProfile.Move+1e-9:
			return game.Refuse("%s moves at most %g\"; that is %.1f\"", z.Name, zombieProfile.Move, p.Cost)
		case pointGap(*to, goal) >= before-1e-9:
			return game.Refuse("%s must end closer to the living it is after", z.Name)
		}
		c.walk(zi, p.Points)
		return nil
	}
	if pts, ok := c.proposedStep(zi, goal); ok {
		c.walk(zi, pts)
	}
	return nil
}

// proposedStep is the point 4" along the shortest route towards goal (the table's proposal
// for guideline 2), if it ends closer.
func (c *ctx) proposedStep(zi int, goal physics.Vec) ([]physics.Vec, bool) {
	z := &c.s.Models[zi]
	p, err := c.r.table.PathWithin(c.r.body(c.s, zi), goal, 2*radius, physics.MoveOptions{})
	if err != nil || len(p.Points) < 2 {
		return nil, false
	}
	pts := c.r.table.TruncatePath(z.Level, p.Points, zombieProfile.Move, false)
	if len(pts) < 2 || pointGap(pts[len(pts)-1], goal) >= pointGap(z.Pos, goal)-1e-6 {
		return nil, false // it cannot end closer: it stays (§7.2)
	}
	return pts, true
}

// zombieGoal is what the zombie closes in on: the nearest living model it sees, else the
// disturbance, else the nearest living model (§7.2 completions).
func (c *ctx) zombieGoal(zi int, origin int) (physics.Vec, bool) {
	s := c.s
	var cands []physics.BodyID
	var idx []int
	for mi := range s.Models {
		if m := &s.Models[mi]; !m.Zombie && !m.Out {
			cands = append(cands, c.r.body(s, mi))
			idx = append(idx, mi)
		}
	}
	if len(cands) == 0 {
		return physics.Vec{}, false
	}
	if id, _, ok := c.r.table.NearestVisible(c.r.body(s, zi), cands, physics.SightOptions{}); ok {
		for k, b := range cands {
			if b == id {
				return s.Models[idx[k]].Pos, true
			}
		}
	}
	if s.Event != nil && origin >= 0 {
		return s.Event.At, true
	}
	best := idx[0]
	for _, mi := range idx[1:] {
		if s.Models[zi].Pos.Dist(s.Models[mi].Pos) < s.Models[zi].Pos.Dist(s.Models[best].Pos) {
			best = mi
		}
	}
	return s.Models[best].Pos, true
}

// walk moves a model along a path.
func (c *ctx) walk(i int, pts []physics.Vec) {
	m := &c.s.Models[i]
	if len(pts) < 2 || pts[len(pts)-1] == m.Pos {
		return
	}
	c.place(i, pts[len(pts)-1], m.Level)
	c.emit(game.Event{Type: game.EvMove, Model: m.ID, Path: pts, Text: fmt.Sprintf("%s shambles %.1f\"", m.Name, physics.PathLength(pts))})
}

// inMelee lists the characters a model can strike: within 1" on its level, in sight (§5).
func (c *ctx) inMelee(ai int, wantZombies bool) []int {
	s := c.s
	a := &s.Models[ai]
	var out []int
	for mi := range s.Models {
		m := &s.Models[mi]
		if mi == ai || m.Out || m.Level != a.Level || m.Zombie != wantZombies {
			continue
		}
		if edgeGap(a.Pos, m.Pos) <= meleeReach && c.r.table.EdgeDistance(c.r.body(s, ai), c.r.body(s, mi)) <= meleeReach &&
			c.r.table.LineOfSight(c.r.body(s, ai), c.r.body(s, mi), physics.SightOptions{}) {
			out = append(out, mi)
		}
	}
	return out
}

// zombieAttack: guideline 3; the disturbing character first, then the activating player's
// choice (target), then the solo order (§11.2).
func (c *ctx) zombieAttack(zi, origin int, target string) {
	cands := c.inMelee(zi, false)
	if len(cands) == 0 {
		return
	}
	ti := c.soloTarget(zi, cands)
	for _, mi := range cands {
		if c.s.Models[mi].ID == target {
			ti = mi
		}
	}
	for _, mi := range cands {
		if mi == origin {
			ti = mi
		}
	}
	c.zombieStrike(zi, ti)
}

// soloTarget orders a zombie's targets by §11.2: least Health, then nearest, then file order.
func (c *ctx) soloTarget(zi int, cands []int) int {
	s := c.s
	best := cands[0]
	for _, mi := range cands[1:] {
		m, b := &s.Models[mi], &s.Models[best]
		dm, db := edgeGap(s.Models[zi].Pos, m.Pos), edgeGap(s.Models[zi].Pos, b.Pos)
		if m.Health < b.Health || (m.Health == b.Health && dm < db-1e-9) {
			best = mi
		}
	}
	return best
}

// zombieStrike: one attack die at the zombie's Melee, then the target's defence and counter
// rolls (§5, §7.2).
func (c *ctx) zombieStrike(zi, ti int) {
	z, t := &c.s.Models[zi], &c.s.Models[ti]
	die := c.d.D6()
	hits := 0
	if die >= zombieProfile.Melee {
		hits = 1
	}
	c.roll(z.ID, []int{die}, hits, "%s lunges at %s: %s", z.Name, t.Name, game.Plural(hits, "hit", "hits"))
	c.resolveHits(z.Name, ti, hits, 0, false)
}
