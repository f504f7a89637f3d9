package survivors

import (
	"math"

	"github.com/borrowed-time/tabletop/physics"
)

// goalKind says what a character heads for.
type goalKind int

const (
	goalNone      goalKind = iota
	goalHome               // where its supplies score
	goalObjective          // a Search objective
	goalZombie             // a zombie that stops its search, to fight it
)

// aiGoalT is where a character heads and why.
type aiGoalT struct {
	kind  goalKind
	at    physics.Vec
	level int
	obj   int  // the objective's index (goalObjective, goalZombie)
	there bool // already standing where it scores (goalHome)
}

// Costs of an objective, in inches of walking they are worth (the goal on computer).
const (
	zombieNearCost = 2.0 // each zombie within 6" stops a search until it is dealt with (S3)
	claimedCost    = 8.0 // a friend nearer to it will search it
	lootedCost     = 8.0 // a looted objective gives a supply on a 6 only (§9)
)

// aiGoal is where the character heads (the goal on computer).
func (c *ctx) aiGoal(i int) aiGoalT {
	s := c.s
	m := &s.Models[i]
	h := c.scoringPlace(m)
	goHome := aiGoalT{kind: goalHome, at: h.at, level: h.level, there: h.there}
	if h.ok {
		// A carrier keeps a round in hand; the others (in the one-band games) go only when
		// they must, and may Advance to make it (step 6).
		eta := c.eta(i, h.dist, h.level)
		carrierLate := m.Supplies > 0 && c.roundsLeft() <= eta+1
		bodyLate := c.r.bands() == 1 && c.roundsLeft() <= eta
		if m.Supplies >= maxSupplies || carrierLate || bodyLate || c.enoughFound(m.Band) {
			return goHome
		}
	}
	if m.Supplies >= maxSupplies {
		return aiGoalT{}
	}
	k := c.bestObjective(i, h)
	if k < 0 {
		if h.ok && (m.Supplies > 0 || c.r.bands() == 1) {
			return goHome
		}
		return aiGoalT{}
	}
	o := &s.Objectives[k]
	if z := c.blocker(i, k); z >= 0 {
		return aiGoalT{kind: goalZombie, at: s.Models[z].Pos, level: s.Models[z].Level, obj: k}
	}
	return aiGoalT{kind: goalObjective, at: o.At, level: o.Level, obj: k}
}

// enoughFound reports whether, in the one-band games, band b already carries the supplies
// its win needs: then nobody searches on, and all go home.
func (c *ctx) enoughFound(b int) bool {
	if c.r.bands() != 1 || c.r.solo == nil {
		return false
	}
	n := 0
	for k := range c.s.Models {
		if m := &c.s.Models[k]; !m.Zombie && !m.Out && m.Band == b {
			n += m.Supplies
		}
	}
	return n >= c.r.solo.Supplies
}

// bestObjective is the index of the objective that costs the character least, or -1.
func (c *ctx) bestObjective(i int, h homePlace) int {
	s := c.s
	m := &s.Models[i]
	best, bestCost := -1, math.Inf(1)
	for k := range s.Objectives {
		o := &s.Objectives[k]
		if o.Removed {
			continue
		}
		if h.ok && c.bringHomeTooLate(i, o, h) {
			continue
		}
		cost := m.Pos.Dist(o.At) + zombieNearCost*float64(c.zombiesNear(o.At))
		if o.Looted {
			cost += lootedCost
		}
		if c.friendNearer(i, o.At) {
			cost += claimedCost
		}
		if cost < bestCost {
			best, bestCost = k, cost
		}
	}
	return best
}

// bringHomeTooLate: the character could not reach the objective and still bring what it
// finds home before the game ends, even searching as it arrives and saving a round with an
// Advance (only where supplies must be brought somewhere: the one-band games).
func (c *ctx) bringHomeTooLate(i int, o *Objective, h homePlace) bool {
	if c.r.bands() != 1 {
		return false
	}
	m := &c.s.Models[i]
	move := profiles[m.Archetype].Move
	there := int(math.Ceil(max(0, m.Pos.Dist(o.At)-searchReach) / move))
	back := int(math.Ceil(c.homeDistFrom(o.At) / move))
	if h.level != o.Level {
		back++
	}
	return there+back > c.roundsLeft()+1
}

// friendNearer reports whether another character of the band stands nearer to p and is
// not on its way home.
func (c *ctx) friendNearer(i int, p physics.Vec) bool {
	s := c.s
	m := &s.Models[i]
	d := m.Pos.Dist(p)
	for k := range s.Models {
		f := &s.Models[k]
		if k == i || f.Zombie || f.Out || f.Band != m.Band || f.Supplies >= maxSupplies {
			continue
		}
		if fd := f.Pos.Dist(p); fd < d || (fd == d && k < i) {
			return true
		}
	}
	return false
}

// blocker is a zombie that stops the character's search of objective k (within 6" of it,
// S3) and that it must walk up to: the character is within 6" of the objective itself, no
// ranged weapon of its can hit any such zombie from where it stands, and the zombie is on
// its level. -1 for none.
func (c *ctx) blocker(i, k int) int {
	s := c.s
	m := &s.Models[i]
	o := &s.Objectives[k]
	if pointGap(m.Pos, o.At) > quietRadius {
		return -1
	}
	best, bestD := -1, math.Inf(1)
	for zi := range s.Models {
		z := &s.Models[zi]
		if !z.Zombie || z.Out || z.Level != m.Level || pointGap(z.Pos, o.At) > quietRadius {
			continue
		}
		if c.canShoot(i, zi) {
			return -1 // it will shoot it from here (step 2)
		}
		if d := m.Pos.Dist(z.Pos); d < bestD {
			best, bestD = zi, d
		}
	}
	return best
}

// canShoot reports whether the character has a usable ranged weapon that can hit model ti now.
func (c *ctx) canShoot(i, ti int) bool {
	m := &c.s.Models[i]
	for _, ws := range m.Weapons {
		w, _, err := weaponOf(m, ws.ID)
		if err == nil && w.Ranged && !w.BadIdea && c.r.canStrike(c.s, i, ti, w) == nil {
			return true
		}
	}
	return false
}

// aiStep is the next point on the way to the goal, how near the centre must come, and
// whether the way changes level there (a climb).
func (c *ctx) aiStep(i int, g aiGoalT) (physics.Vec, float64, bool, bool) {
	m := &c.s.Models[i]
	if g.kind == goalNone || (g.kind == goalHome && g.there) {
		return physics.Vec{}, 0, false, false
	}
	here := c.roofUnder(m.Pos)
	there := c.roofUnder(g.at)
	reach := searchReach + radius - 0.05
	if g.kind == goalZombie {
		reach = meleeReach + 2*radius - 0.05
	}
	switch {
	case m.Level == g.level && (g.level == 0 || here == there):
		return g.at, reach, false, true
	case m.Level == 1 && here >= 0: // down first, from the nearest edge of this roof
		return nearestOnOutline(c.r.scen.Terrain[here].Polygon, m.Pos), climbReach + radius - 0.05, true, true
	case there < 0:
		return physics.Vec{}, 0, false, false
	}
	t := c.r.scen.Terrain[there]
	step := nearestOnOutline(t.Polygon, m.Pos)
	if g.kind != goalHome || c.climbBlocked(i, t.Polygon) {
		// Up beside the objective; or, where the top is crowded, beside the goal instead.
		step = nearestOnOutline(t.Polygon, g.at)
	}
	reach = radius + physics.ContactTolerance/2
	for _, a := range t.Access {
		if m.Pos.Dist(a.At) < m.Pos.Dist(step) {
			step, reach = a.At, climbReachAccess+radius-0.05
		}
	}
	return step, reach, true, true
}

// homeDistFrom is the distance from p to the nearest place where supplies score.
func (c *ctx) homeDistFrom(p physics.Vec) float64 {
	return c.scoringPlace(&Model{Pos: p, Band: -1}).dist
}

// climbBlocked reports whether the character touches the raised area's outline but cannot
// climb there (no room on top).
func (c *ctx) climbBlocked(i int, outline []physics.Vec) bool {
	m := &c.s.Models[i]
	if m.Level != 0 || outlineDist(outline, m.Pos)-radius > physics.ContactTolerance {
		return false
	}
	_, _, _, err := c.r.climbTo(c.s, i)
	return err != nil
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

// homePlace is where a character's supplies score.
type homePlace struct {
	at    physics.Vec // the middle of the piece or zone, to head for
	level int
	dist  float64 // from the character to the piece's outline
	there bool    // the character stands there already
	ok    bool    // there is such a place
}

// scoringPlace is the nearest place where the character's supplies score (the solo win, or
// the scenario's extra scoring in the two-band game).
func (c *ctx) scoringPlace(m *Model) homePlace {
	var conds []Condition
	if c.r.solo != nil && c.r.bands() == 1 {
		conds = append(conds, *c.r.solo)
	}
	if c.r.bands() == 2 {
		conds = append(conds, c.r.setup.Victory...)
	}
	best, bestD, level := physics.Vec{}, math.Inf(1), 0
	for _, v := range conds {
		if c.r.standsAt(m, v) {
			return homePlace{at: m.Pos, level: m.Level, there: true, ok: true}
		}
		for _, t := range c.r.scen.Terrain {
			if !containsID(v.Terrain, t.ID) {
				continue
			}
			// The centre is where it heads; the distance is to the outline it must reach.
			if d := outlineDist(t.Polygon, m.Pos); d < bestD {
				best, bestD, level = centroid(t.Polygon), d, map[bool]int{true: 1}[t.Roof]
			}
		}
		if z := zoneByID(c.r.scen, v.Zone); z != nil {
			if d := outlineDist(z.Polygon, m.Pos); d < bestD {
				best, bestD, level = centroid(z.Polygon), d, 0
			}
		}
	}
	return homePlace{at: best, level: level, dist: bestD, ok: !math.IsInf(bestD, 1)}
}

func centroid(pts []physics.Vec) physics.Vec {
	var sum physics.Vec
	for _, p := range pts {
		sum = sum.Add(p)
	}
	return sum.Scale(1 / float64(len(pts)))
}
