package survivors

import (
	"math"

	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/physics"
)

// computer is a simple greedy player for any seat (a band or the horde). Its policy, in
// order: fight what is close, search what it stands at, pick up supplies, carry supplies to
// where they score, head for the nearest Search objective, else end the activation. As the
// opponent of a disturbance it sends the zombies that hurt the other band most. It proposes;
// Apply decides.
type computer struct{}

// Next proposes seat's next command.
func (computer) Next(sess engine.Session, seat engine.SeatID) (engine.Command, bool) {
	g, ok := sess.(*engine.Game[State])
	if !ok {
		return nil, false
	}
	r, ok := g.Rules().(*rules)
	if !ok {
		return nil, false
	}
	s := g.State()
	if !r.mayAct(s, seat) {
		return nil, false
	}
	r.Sync(s)
	c := &ctx{r: r, s: s}
	switch s.Phase {
	case PhaseActivation:
		return c.characterMove()
	case PhaseEvents:
		return c.eventChoice(), true
	case PhaseSurge:
		return c.surgeChoice(), true
	}
	_, cmd, ok := r.Fallback(s)
	return cmd, ok
}

// characterMove picks the activating character (or the next one) and its action.
func (c *ctx) characterMove() (engine.Command, bool) {
	s := c.s
	i := s.Active
	if i < 0 {
		for k := range s.Models {
			if m := &s.Models[k]; !m.Zombie && !m.Out && m.Band == s.Turn && !m.Done {
				i = k
				break
			}
		}
	}
	if i < 0 {
		return nil, false
	}
	m := &s.Models[i]
	if m.CP > 0 {
		for _, try := range []func(int) engine.Command{c.aiAttack, c.aiReload, c.aiSearch, c.aiCollect, c.aiClimb, c.aiMove} {
			if cmd := try(i); cmd != nil {
				return cmd, true
			}
		}
	}
	return EndActivation{Model: m.ID}, true
}

// aiAttack: the best attack on the nearest zombie within 6" or enemy in range.
func (c *ctx) aiAttack(i int) engine.Command {
	s := c.s
	m := &s.Models[i]
	best, bestScore := engine.Command(nil), 0.0
	goal, _, hasGoal := c.aiGoal(i)
	ids := []string{Unarmed}
	for _, ws := range m.Weapons {
		ids = append(ids, ws.ID)
	}
	for _, id := range ids {
		w, _, err := weaponOf(m, id)
		if err != nil {
			continue
		}
		for _, tid := range c.r.targets(s, i, w) {
			_, t := s.model(tid)
			d := edgeGap(m.Pos, t.Pos)
			blocking := hasGoal && pointGap(t.Pos, goal) <= quietRadius && pointGap(m.Pos, goal) <= quietRadius
			if t.Zombie && d > 3 && !blocking {
				continue // noise draws more of them: fight only the dead upon us or in the way
			}
			score := float64(w.Attacks)*10 - d
			if w.BadIdea {
				score -= 25 // a Bad Idea brings three events: only when nothing else will do
			}
			if w.Silent {
				score += 3
			}
			if score > bestScore || best == nil {
				best, bestScore = Attack{Model: m.ID, Target: tid, Weapon: id}, score
			}
		}
	}
	return best
}

func (c *ctx) aiReload(i int) engine.Command {
	for _, ws := range c.s.Models[i].Weapons {
		if ws.Unloaded && !ws.Broken {
			return Reload{Model: c.s.Models[i].ID, Weapon: ws.ID}
		}
	}
	return nil
}

func (c *ctx) aiSearch(i int) engine.Command {
	s := c.s
	if s.Models[i].Supplies >= maxSupplies {
		return nil
	}
	for k := range s.Objectives {
		o := &s.Objectives[k]
		if !o.Removed && c.r.canSearch(s, i, o) == nil {
			return Search{Model: s.Models[i].ID, Objective: o.ID}
		}
	}
	return nil
}

func (c *ctx) aiCollect(i int) engine.Command {
	m := &c.s.Models[i]
	for _, p := range c.s.Piles {
		if p.Count > 0 && m.Supplies < maxSupplies && p.Level == m.Level && pointGap(m.Pos, p.At) <= searchReach {
			return Collect{Model: m.ID, Pile: p.ID}
		}
	}
	return nil
}

// aiClimb: climb when the way to the goal goes up or down and the character is where it can.
func (c *ctx) aiClimb(i int) engine.Command {
	if _, _, climb, ok := c.aiStep(i); !ok || !climb {
		return nil
	}
	to, level, _, err := c.r.climbTo(c.s, i)
	if dest, _, _ := c.aiGoal(i); err != nil || (level == 1 && c.roofUnder(to) != c.roofUnder(dest)) {
		return nil // not here, or not up onto the roof it is heading for
	}
	return Climb{Model: c.s.Models[i].ID}
}

// aiMove: a quiet Move towards the next point on the way to the goal.
func (c *ctx) aiMove(i int) engine.Command {
	s := c.s
	m := &s.Models[i]
	if s.Active == i && s.Activation.Moved {
		return nil
	}
	goal, reach, _, ok := c.aiStep(i)
	if !ok {
		return nil
	}
	p, err := c.r.table.PathWithin(c.r.body(s, i), goal, reach, physics.MoveOptions{})
	if err != nil || len(p.Points) < 2 {
		return nil
	}
	pts := c.r.table.TruncatePath(m.Level, p.Points, profiles[m.Archetype].Move-0.01, false)
	if len(pts) < 2 || pts[len(pts)-1].Dist(m.Pos) < 0.1 {
		return nil
	}
	return Move{Model: m.ID, To: pts[len(pts)-1]}
}

// aiStep is the next point on the way to the character's goal, how near its centre must come,
// and whether the way changes level there (a climb).
func (c *ctx) aiStep(i int) (physics.Vec, float64, bool, bool) {
	m := &c.s.Models[i]
	dest, level, ok := c.aiGoal(i)
	if !ok {
		return physics.Vec{}, 0, false, false
	}
	here := c.roofUnder(m.Pos)
	there := c.roofUnder(dest)
	switch {
	case m.Level == level && (level == 0 || here == there):
		return dest, searchReach + radius - 0.05, false, true
	case m.Level == 1 && here >= 0: // down first, from the nearest edge of this roof
		return nearestOnOutline(c.r.scen.Terrain[here].Polygon, m.Pos), climbReach + radius - 0.05, true, true
	case there < 0:
		return physics.Vec{}, 0, false, false
	}
	t := c.r.scen.Terrain[there]
	step, reach := nearestOnOutline(t.Polygon, m.Pos), radius+physics.ContactTolerance/2
	for _, a := range t.Access {
		if m.Pos.Dist(a.At) < m.Pos.Dist(step) {
			step, reach = a.At, climbReachAccess+radius-0.05
		}
	}
	return step, reach, true, true
}

// roofUnder is the index of the roofed building whose footprint holds p, or -1.
func (c *ctx) roofUnder(p physics.Vec) int {
	for k, t := range c.r.scen.Terrain {
		if t.Roof && physics.PointInPolygon(t.Polygon, p) {
			return k
		}
	}
	return -1
}

// aiGoal is where the character heads: with supplies late in the game, where they score;
// else the nearest Search objective left.
func (c *ctx) aiGoal(i int) (physics.Vec, int, bool) {
	s := c.s
	m := &s.Models[i]
	if m.Supplies > 0 && (m.Supplies >= 2 || s.Round >= 4) {
		if p, level, ok := c.scoringPlace(m); ok {
			return p, level, true
		}
	}
	if m.Supplies >= maxSupplies {
		return physics.Vec{}, 0, false
	}
	best, bestD, level := physics.Vec{}, math.Inf(1), 0
	for _, o := range s.Objectives {
		if o.Removed {
			continue
		}
		// Distance, and 4" more for each zombie that would stop the search (S3).
		d := m.Pos.Dist(o.At) + 4*float64(c.zombiesNear(o.At))
		if d < bestD {
			best, bestD, level = o.At, d, o.Level
		}
	}
	return best, level, !math.IsInf(bestD, 1)
}

// zombiesNear counts the zombies within 6" of p.
func (c *ctx) zombiesNear(p physics.Vec) int {
	n := 0
	for k := range c.s.Models {
		if z := &c.s.Models[k]; z.Zombie && !z.Out && pointGap(z.Pos, p) <= quietRadius {
			n++
		}
	}
	return n
}

// scoringPlace is the nearest place where carried supplies score (the solo win or the
// scenario's extra victory), and its level.
func (c *ctx) scoringPlace(m *Model) (physics.Vec, int, bool) {
	var conds []Condition
	if c.r.solo != nil {
		conds = append(conds, *c.r.solo)
	}
	if c.r.bands() == 2 {
		conds = append(conds, c.r.setup.Victory...)
	}
	best, bestD, level := physics.Vec{}, math.Inf(1), 0
	for _, v := range conds {
		if c.r.standsAt(m, v) {
			return physics.Vec{}, 0, false // already there: stay
		}
		for _, t := range c.r.scen.Terrain {
			if !containsID(v.Terrain, t.ID) {
				continue
			}
			centre := centroid(t.Polygon)
			if d := m.Pos.Dist(centre); d < bestD {
				best, bestD, level = centre, d, map[bool]int{true: 1}[t.Roof]
			}
		}
		if z := zoneByID(c.r.scen, v.Zone); z != nil {
			if d := m.Pos.Dist(centroid(z.Polygon)); d < bestD {
				best, bestD, level = centroid(z.Polygon), d, 0
			}
		}
	}
	return best, level, !math.IsInf(bestD, 1)
}

func centroid(pts []physics.Vec) physics.Vec {
	var sum physics.Vec
	for _, p := range pts {
		sum = sum.Add(p)
	}
	return sum.Scale(1 / float64(len(pts)))
}

// eventChoice: activate the eligible zombie that can reach the other band, else the one
// nearest to it; place new zombies at the entry nearest to it.
func (c *ctx) eventChoice() engine.Command {
	s := c.s
	e := s.Event
	if e.Acts == 0 {
		return PlaceZombie{Entry: c.entryNearEnemy(e.Chooser)}
	}
	best, bestScore := "", math.Inf(-1)
	for _, id := range e.Eligible {
		zi, z := s.model(id)
		score := -c.enemyDist(z.Pos, e.Chooser)
		if mi, _ := c.reachable(zi, ""); mi >= 0 {
			if s.Models[mi].Band == e.Chooser {
				score -= 100
			} else {
				score += 100
			}
		}
		if score > bestScore {
			best, bestScore = id, score
		}
	}
	return ActivateZombie{Zombie: best}
}

// surgeChoice: wander the zombie nearest the other band, or place at the entry nearest it.
func (c *ctx) surgeChoice() engine.Command {
	g := c.s.Surge
	me := g.Order[0]
	if g.Wander {
		best, bestD := -1, math.Inf(1)
		for _, zi := range c.wanderers() {
			if d := c.enemyDist(c.s.Models[zi].Pos, me); d < bestD {
				best, bestD = zi, d
			}
		}
		if best >= 0 {
			return ActivateZombie{Zombie: c.s.Models[best].ID}
		}
	}
	return PlaceZombie{Entry: c.entryNearEnemy(me)}
}

// enemyDist is the distance from p to the nearest character not of band me.
func (c *ctx) enemyDist(p physics.Vec, me int) float64 {
	best := math.Inf(1)
	for k := range c.s.Models {
		if m := &c.s.Models[k]; !m.Zombie && !m.Out && m.Band != me {
			best = min(best, p.Dist(m.Pos))
		}
	}
	return best
}

// entryNearEnemy is the entry point with room nearest to the other band ("" for none).
func (c *ctx) entryNearEnemy(me int) string {
	best, bestD := "", math.Inf(1)
	for k, sp := range c.r.scen.SpawnPoints {
		if _, ok := c.entrySpot(k, nil); !ok {
			continue
		}
		if d := c.enemyDist(sp.At, me); d < bestD {
			best, bestD = sp.ID, d
		}
	}
	return best
}
