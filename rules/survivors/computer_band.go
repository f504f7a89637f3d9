package survivors

import (
	"math"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// characterMove picks the activating character (or the next one) and its action, by the
// policy on computer.
func (c *ctx) characterMove() (game.Command, bool) {
	i := c.nextCharacter()
	if i < 0 {
		return nil, false
	}
	m := &c.s.Models[i]
	if m.CP > 0 {
		steps := []func(int) game.Command{c.aiHold, c.aiUrgentAttack, c.aiSearch, c.aiCollect, c.aiClimb, c.aiMove, c.aiAttack, c.aiReload}
		for _, try := range steps {
			if cmd := try(i); cmd != nil {
				if _, ok := cmd.(EndActivation); ok && m.Supplies > 0 {
					break // holding: still pass if it can
				}
				return cmd, true
			}
		}
	}
	if cmd := c.aiPass(i); cmd != nil {
		return cmd, true
	}
	return EndActivation{Model: m.ID}, true
}

// nextCharacter is the character activating, else the band's first that has not: a carrier
// before the others, so it gets home before the noise of the round grows.
func (c *ctx) nextCharacter() int {
	s := c.s
	if s.Active >= 0 {
		return s.Active
	}
	best := -1
	for k := range s.Models {
		m := &s.Models[k]
		if m.Zombie || m.Out || m.Band != s.Turn || m.Done {
			continue
		}
		if best < 0 || m.Supplies > s.Models[best].Supplies {
			best = k
		}
	}
	return best
}

// aiHold: at home in the rounds it should be there, the character stays (step 1).
func (c *ctx) aiHold(i int) game.Command {
	m := &c.s.Models[i]
	g := c.aiGoal(i)
	if g.kind != goalHome || !g.there {
		return nil
	}
	if len(c.inMelee(i, true)) > 0 {
		return nil // something can strike it: fight (step 7)
	}
	return EndActivation{Model: m.ID}
}

// aiSearch: search the objective in reach (step 3).
func (c *ctx) aiSearch(i int) game.Command {
	s := c.s
	m := &s.Models[i]
	if m.Supplies >= maxSupplies {
		return nil
	}
	g := c.aiGoal(i)
	for k := range s.Objectives {
		o := &s.Objectives[k]
		if o.Removed || c.r.canSearch(s, i, o) != nil {
			continue
		}
		if o.Looted && !(g.kind == goalObjective && g.obj == k) && c.freshLeft() {
			continue // a looted objective only when it is the best left (step 3)
		}
		return Search{Model: m.ID, Objective: o.ID}
	}
	return nil
}

// freshLeft reports whether any fresh objective is left.
func (c *ctx) freshLeft() bool {
	for _, o := range c.s.Objectives {
		if !o.Removed && !o.Looted {
			return true
		}
	}
	return false
}

// aiCollect: pick up a supplies marker within 1" (step 4).
func (c *ctx) aiCollect(i int) game.Command {
	m := &c.s.Models[i]
	for _, p := range c.s.Piles {
		if p.Count > 0 && m.Supplies < maxSupplies && p.Level == m.Level && pointGap(m.Pos, p.At) <= searchReach {
			return Collect{Model: m.ID, Pile: p.ID}
		}
	}
	return nil
}

// aiClimb: climb when the way to the goal goes up or down and the character is where it can
// (step 5).
func (c *ctx) aiClimb(i int) game.Command {
	g := c.aiGoal(i)
	if _, _, climb, ok := c.aiStep(i, g); !ok || !climb {
		return nil
	}
	to, level, _, err := c.r.climbTo(c.s, i)
	if err != nil || (level == 1 && c.roofUnder(to) != c.roofUnder(g.at)) {
		return nil // not here, or not up onto the roof it is heading for
	}
	return Climb{Model: c.s.Models[i].ID}
}

// aiMove: a quiet Move towards the next point on the way to the goal, or an Advance when it
// pays (step 6).
func (c *ctx) aiMove(i int) game.Command {
	s := c.s
	m := &s.Models[i]
	if s.Active == i && s.Activation.Moved {
		return nil
	}
	g := c.aiGoal(i)
	to, reach, _, ok := c.aiStep(i, g)
	if !ok {
		return nil
	}
	p, err := c.r.table.PathWithin(c.r.body(s, i), to, reach, physics.MoveOptions{})
	if err != nil || len(p.Points) < 2 {
		return nil
	}
	move := profiles[m.Archetype].Move
	advance := p.Cost > move && c.shouldAdvance(i, g)
	if advance {
		move *= 2
	}
	pts := c.r.table.TruncatePath(m.Level, p.Points, move-0.01, false)
	if len(pts) < 2 || pts[len(pts)-1].Dist(m.Pos) < 0.1 {
		return nil
	}
	// The route's corners go with it, so the table measures the route planned here (a
	// route of its own to the same point can be longer).
	to, via := pts[len(pts)-1], slices.Clone(pts[1:len(pts)-1])
	if len(via) == 0 {
		via = nil
	}
	if advance {
		return Advance{Model: m.ID, To: to, Via: via}
	}
	return Move{Model: m.ID, To: to, Via: via}
}

// shouldAdvance: the noisy double move is worth its roll in the first round (it fails only
// on a 1, D1), or when a character would not get home in time by Moves.
func (c *ctx) shouldAdvance(i int, g aiGoalT) bool {
	s := c.s
	if s.Activation.Advances > 0 && !c.r.opt.PerAction {
		return true // the roll is made already (D4)
	}
	if s.Round <= 1 {
		return true
	}
	return g.kind == goalHome && c.roundsLeft() <= c.eta(i, c.scoringPlace(&c.s.Models[i]).dist, g.level)
}

// aiReload: a Silent Reload weapon whenever there is a spare command point; a noisy one
// only while the rolls rarely fail (step 8).
func (c *ctx) aiReload(i int) game.Command {
	m := &c.s.Models[i]
	for _, ws := range m.Weapons {
		w := weapons[ws.ID]
		quiet := w.Silent || !c.r.opt.ReloadDisturbs
		if ws.Unloaded && !ws.Broken && (quiet || c.s.Round <= 2) {
			return Reload{Model: m.ID, Weapon: ws.ID}
		}
	}
	return nil
}

// aiPass: at the end of its activation, hand its supplies to a friend within 1" who is
// nearer where they score (step 9).
func (c *ctx) aiPass(i int) game.Command {
	s := c.s
	m := &s.Models[i]
	if m.Supplies == 0 {
		return nil
	}
	h := c.scoringPlace(m)
	if !h.ok || h.there {
		return nil
	}
	best, bestD := -1, h.dist-1
	for k := range s.Models {
		if c.r.passCheck(s, i, k) != nil {
			continue
		}
		fh := c.scoringPlace(&s.Models[k])
		d := fh.dist
		if fh.there {
			d = -1
		}
		if d < bestD {
			best, bestD = k, d
		}
	}
	if best < 0 {
		return nil
	}
	return PassSupplies{Model: m.ID, To: s.Models[best].ID, Count: min(m.Supplies, maxSupplies-s.Models[best].Supplies)}
}

// roundsLeft counts the rounds still to play, this one included.
func (c *ctx) roundsLeft() int { return rounds - c.s.Round + 1 }

// eta is how many activations the character needs to cover dist inches by quiet Moves and
// stand on level, with one more when it must climb and has a single command point.
func (c *ctx) eta(i int, dist float64, level int) int {
	m := &c.s.Models[i]
	n := int(math.Ceil(max(0, dist) / profiles[m.Archetype].Move))
	if level != m.Level && profiles[m.Archetype].CP < 2 {
		n++
	}
	return n
}
