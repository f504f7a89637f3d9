package survivors

import (
	"math"

	"github.com/borrowed-time/tabletop/game"
)

// What a fight is worth to the computer (steps 2 and 7 on computer), in the same units as the
// price of noise: one expected zombie activity event (a failed disturbance roll) costs
// noiseCost.
const (
	noiseCost     = 6.0
	contactValue  = 6.0  // taking out a zombie that could strike the character
	blockingValue = 10.0 // taking out a zombie that stops the character's search
	enemyValue    = 10.0 // taking out an enemy character: a victory point, and its supplies drop
	carrierValue  = 4.0  // more per supply the enemy carries
	breakCost     = 3.0  // losing a weapon for the rest of the game
	fightAbove    = 1.0  // an attack is made only when it is worth more than this
)

// aiUrgentAttack: before it moves, the character fights only what stops its search or an
// enemy character; a zombie that merely stands in contact is left for after the move, since
// moving away needs no test (§4) and zombies strike only when activated (§7).
func (c *ctx) aiUrgentAttack(i int) game.Command {
	return c.bestAttack(i, false)
}

// aiAttack: with the command points left after moving, the attack worth most (step 7).
func (c *ctx) aiAttack(i int) game.Command {
	return c.bestAttack(i, true)
}

// bestAttack is the attack worth most less the price of its noise, if it pays (steps 2 and 7);
// contact says whether a zombie in base contact is worth fighting now.
func (c *ctx) bestAttack(i int, contact bool) game.Command {
	s := c.s
	m := &s.Models[i]
	best, bestScore := game.Command(nil), fightAbove
	ids := []string{Unarmed}
	for _, ws := range m.Weapons {
		ids = append(ids, ws.ID)
	}
	for _, id := range ids {
		w, _, err := weaponOf(m, id)
		if err != nil || w.BadIdea {
			continue // a Bad Idea is three failed rolls at once (D7): never worth it
		}
		for _, tid := range c.r.targets(s, i, w) {
			ti, _ := s.model(tid)
			value := c.targetValue(i, ti, contact)
			if value <= 0 {
				continue
			}
			score := value*c.takeOutChance(i, ti, w) - c.noisePrice(w) - c.breakPrice(i, w)
			if score > bestScore {
				best, bestScore = Attack{Model: m.ID, Target: tid, Weapon: id}, score
			}
		}
	}
	return best
}

// targetValue is what taking model ti out is worth to character i: a zombie only in base
// contact or stopping its search, an enemy character always (more for a carrier).
func (c *ctx) targetValue(i, ti int, contact bool) float64 {
	s := c.s
	m, t := &s.Models[i], &s.Models[ti]
	if !t.Zombie {
		return enemyValue + carrierValue*float64(t.Supplies)
	}
	v := 0.0
	if contact && t.Level == m.Level && edgeGap(m.Pos, t.Pos) <= meleeReach {
		v = contactValue
	}
	g := c.aiGoal(i)
	if g.kind == goalObjective || g.kind == goalZombie {
		o := &s.Objectives[g.obj]
		if pointGap(t.Pos, o.At) <= quietRadius && pointGap(m.Pos, o.At) <= quietRadius {
			v = max(v, blockingValue)
		}
	}
	return v
}

// takeOutChance is the chance that one attack with w takes model ti out: each die hits,
// is not defended and not countered (§5), against the target's remaining Health.
func (c *ctx) takeOutChance(i, ti int, w Weapon) float64 {
	s := c.s
	a, t := &s.Models[i], &s.Models[ti]
	pa, pt := profiles[a.Archetype], zombieProfile
	if !t.Zombie {
		pt = profiles[t.Archetype]
	}
	hit := pa.Melee
	if w.Ranged {
		hit = pa.Shoot
	}
	if w.Clumsy {
		hit++
	}
	counter := pt.Counter
	if w.Fire && t.Zombie {
		counter = 6
	}
	p := chance(hit) * (1 - chance(pt.Defence)) * (1 - chance(counter))
	// The expected damage, capped at 1 as a chance once it is all the Health there is.
	return math.Min(1, float64(w.Attacks)*p/float64(max(1, t.Health)))
}

// chance is the chance that a D6 scores need or more (§2.2: never easier than 2+).
func chance(v int) float64 {
	v = need(v)
	if v > 6 {
		return 0
	}
	return float64(7-v) / 6
}

// noisePrice is the price of the disturbance rolls an attack with w adds to this
// activation: the Attack cause unless Silent, one more if Loud (D2, D5, D6), each failing on
// the round number or less (D1); a cause already rolled for costs nothing more (D4).
func (c *ctx) noisePrice(w Weapon) float64 {
	s := c.s
	rolls := 0
	if !w.Silent && (s.Activation.Noisy == 0 || c.r.opt.PerAction) {
		rolls++
	}
	if w.Loud && (s.Activation.Loud == 0 || c.r.opt.PerAction) {
		rolls++
	}
	return float64(rolls) * float64(min(s.Round, 6)) / 6 * noiseCost
}

// breakPrice is the price of the unreliable check (§5 step 3): no hit, then a 1.
func (c *ctx) breakPrice(i int, w Weapon) float64 {
	if w.Reliable || w.ID == Unarmed {
		return 0
	}
	a := profiles[c.s.Models[i].Archetype]
	hit := a.Melee
	if w.Ranged {
		hit = a.Shoot
	}
	miss := math.Pow(1-chance(hit), float64(w.Attacks))
	return miss / 6 * breakCost
}
