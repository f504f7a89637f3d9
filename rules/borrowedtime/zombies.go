package borrowedtime

import (
	"math"

	"github.com/borrowed-time/tabletop/physics"
)

// zombieTurn is one zombie's activation (section VI B): move its full Move towards its target,
// then one melee attack if it touches a standing survivor.
func (c *applyCtx) zombieTurn(z *Model, victim string) {
	z.Acted = true
	if z.Stunned { // knocked down: it loses this activation
		z.Stunned = false
		c.emit(Event{Type: EvNote, Model: z.ID, Text: name(z) + " is still getting up"})
		return
	}
	ambush := c.inAmbush(z)
	c.burnAtStart(z)
	if !z.OnTable() {
		return
	}
	if len(c.standingInContact(z)) == 0 {
		budget := zombieProfiles[z.Kind].Move
		if ambush {
			budget += ambushMove
			c.emit(Event{Type: EvNote, Model: z.ID, Text: name(z) + " springs from ambush"})
		}
		c.moveZombie(z, budget)
	}
	if !z.OnTable() {
		return // burned away on the way
	}
	touching := c.standingInContact(z)
	if len(touching) == 0 {
		return
	}
	v := touching[0]
	for _, t := range touching {
		if t.ID == victim {
			v = t
		} else if victim == "" && t.Wounds < v.Wounds {
			v = t // the Director's default: the most wounded
		}
	}
	if c.screamerHoldsBack(z, v) {
		c.emit(Event{Type: EvNote, Model: z.ID, Text: name(z) + " shrieks but leaves the biting to the others"})
		return
	}
	as, ds := c.meleeExchange(z, v, nil)
	c.wound(v, as-ds, z, causeMelee)
}

// standingInContact returns the standing survivors in base contact with a model, in table order.
func (c *applyCtx) standingInContact(z *Model) []*Model {
	var out []*Model
	zb := c.body(z)
	for i := range c.st.Models {
		s := &c.st.Models[i]
		if s.IsSurvivor() && s.Standing() && c.g.table.InContact(zb, c.body(s)) {
			out = append(out, s)
		}
	}
	return out
}

// minZombieStep is the shortest move worth making: anything less is a zombie standing where
// it already is (a hundredth of an inch is far below what a player could see or measure).
const minZombieStep = 0.01

// moveZombie moves a zombie up to budget inches along the shortest legal route towards the
// nearest standing survivor it can see, or else the nearest objective marker (section X). It
// reports whether it had somewhere to go.
func (c *applyCtx) moveZombie(z *Model, budget float64) bool {
	zb := c.body(z)
	target, seen := c.prey(z)
	var path physics.Path
	var err error
	goal := ""
	switch {
	case seen:
		path, err = c.g.table.PathToContact(zb, target, moveOptions(z))
		goal = name(c.modelOfBody(target))
	case z.Level == 0 && c.hasRule("vertical-threat") && c.survivorsOnRoof():
		// Vertical Threat: with the survivors on the roof, the ground floor heads for the stairs.
		a, ok := c.access()
		if !ok {
			return false
		}
		reach := baseOf(z).BoundingRadius() + markerReach
		if z.Pos.Dist(a.At) <= reach {
			c.toStairs(z)
			return true
		}
		path, err = c.g.table.PathWithin(zb, a.At, reach, physics.MoveOptions{})
		goal = "the " + a.ID
		if err == nil && path.Reached && c.g.table.PathCost(z.Level, path.Points, false) <= budget+1e-9 {
			defer c.toStairs(z)
		}
	default:
		o := c.nearestObjective(z)
		if o < 0 {
			return false
		}
		obj := c.g.scenario.Objectives[o]
		path, err = c.g.table.PathWithin(zb, obj.At, baseOf(z).BoundingRadius()+markerReach, physics.MoveOptions{})
		goal = "the " + obj.Name
	}
	if err != nil || len(path.Points) < 2 {
		return seen
	}
	pts := c.g.table.TruncatePath(z.Level, path.Points, budget, moveOptions(z).IgnoreDifficult)
	if len(pts) < 2 || physics.PathLength(pts) < minZombieStep {
		// Already where it was going, or hemmed in: it stays put.
		c.emit(Event{Type: EvNote, Model: z.ID, Text: name(z) + " stays by " + goal})
		return true
	}
	c.place(z, pts[len(pts)-1])
	why := ""
	if !seen {
		why = " (it sees no survivor)" // section X: the nearest objective, or the stairs
	}
	c.emit(Event{Type: EvMove, Model: z.ID, Path: pts, Distance: physics.PathLength(pts),
		Text: name(z) + " shambles " + tenths(physics.PathLength(pts)) + "\" towards " + goal + why})
	c.burnAlong(z, pts)
	return true
}

// prey returns the base of the survivor a zombie goes for: the nearest standing survivor it
// can see on its level (for a Horde, the nearest of the largest group it can see), and
// whether it sees any (section X).
func (c *applyCtx) prey(z *Model) (physics.BodyID, bool) {
	zb := c.body(z)
	var candidates, zombies []physics.BodyID
	for i := range c.st.Models {
		m := &c.st.Models[i]
		switch {
		case !m.OnTable() || m.ID == z.ID:
		case m.IsSurvivor() && m.Standing() && m.Level == z.Level:
			candidates = append(candidates, c.body(m))
		case !m.IsSurvivor():
			zombies = append(zombies, c.body(m))
		}
	}
	// Zombies see past each other (a crowd does not hide its prey from itself).
	if z.Kind == "horde" {
		return c.hordeTarget(z, c.visibleTo(zb, candidates, zombies))
	}
	target, _, seen := c.g.table.NearestVisible(zb, candidates, physics.SightOptions{Ignore: zombies})
	return target, seen
}

func (c *applyCtx) modelOfBody(b physics.BodyID) *Model {
	for i := range c.st.Models {
		if id, on := c.g.bases.ID(i); on && id == b {
			return &c.st.Models[i]
		}
	}
	return nil
}

// nearestObjective returns the objective marker on the zombie's level nearest to it, or -1.
func (c *applyCtx) nearestObjective(z *Model) int {
	best, bestD := -1, math.Inf(1)
	for i, o := range c.g.scenario.Objectives {
		if o.Level != z.Level {
			continue
		}
		if d := o.At.Dist(z.Pos); d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// toStairs takes a zombie that has reached the stairwell off the ground floor; it comes out on
// the roof at the start of the next Director phase (Vertical Threat).
func (c *applyCtx) toStairs(z *Model) {
	if !z.OnTable() {
		return
	}
	z.Removed = true
	c.place(z, z.Pos)
	c.st.Arriving = append(c.st.Arriving, z.ID)
	c.emit(Event{Type: EvLeave, Model: z.ID, Text: name(z) + " starts up the stairwell"})
}

// visibleTo filters the candidate bases a zombie can see (past other zombies).
func (c *applyCtx) visibleTo(zb physics.BodyID, candidates, zombies []physics.BodyID) []physics.BodyID {
	var out []physics.BodyID
	for _, b := range candidates {
		if c.g.table.LineOfSight(zb, b, physics.SightOptions{Ignore: zombies}) {
			out = append(out, b)
		}
	}
	return out
}
