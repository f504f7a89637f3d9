package survivors

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// actor returns the character that takes an action: the one activating, or one of the band
// whose turn it is that has not activated yet, which begins its activation (R3). cost is the
// CP the action needs.
func (c *ctx) actor(id string, cost int) (int, *Model, error) {
	s := c.s
	i, m, err := c.character(id, s.Turn)
	if err != nil {
		return -1, nil, err
	}
	if s.Active >= 0 && s.Active != i {
		return -1, nil, game.Refuse("%s is activating: end that activation first", s.Models[s.Active].Name)
	}
	if s.Active < 0 {
		if m.Done {
			return -1, nil, game.Refuse("%s has already activated this round", m.Name)
		}
		s.Active, s.Activation = i, Activation{}
		c.notice(i, []physics.Vec{m.Pos})
	}
	if m.CP < cost {
		return -1, nil, game.Refuse("%s has no command points left", m.Name)
	}
	return i, m, nil
}

// spend takes the action's CP, then ends the activation if the character fell or has no CP
// left and nothing to pass (R3).
func (c *ctx) spend(i, cp int) {
	m := &c.s.Models[i]
	m.CP -= cp
	c.notice(i, []physics.Vec{m.Pos})
	if m.Out || (m.CP <= 0 && !c.canPassAny(i)) {
		c.endActivation(i)
	}
}

// notice records the zombies and entry points that came within 6" of the character along
// its path (D3): distances ignore levels (T4).
func (c *ctx) notice(i int, path []physics.Vec) {
	s := c.s
	if s.Active != i {
		return
	}
	for zi := range s.Models {
		z := &s.Models[zi]
		if !z.Zombie || z.Out || slices.Contains(s.Activation.Near, z.ID) {
			continue
		}
		if pathDist(path, z.Pos)-2*radius <= quietRadius {
			s.Activation.Near = append(s.Activation.Near, z.ID)
		}
	}
	for _, e := range c.r.scen.SpawnPoints {
		if pathDist(path, e.At)-radius <= quietRadius {
			s.Activation.NearEntry = true
		}
	}
}

// endActivationCmd: the player ends the character's activation (or spends it unused).
func (c *ctx) endActivationCmd(cmd EndActivation) error {
	i, _, err := c.actor(cmd.Model, 0)
	if err != nil {
		return err
	}
	c.endActivation(i)
	return nil
}

// endActivation: disturbance rolls (§6), then the opponent's zombie activity events (§7.1),
// then the next activation (R4).
func (c *ctx) endActivation(i int) {
	s := c.s
	m := &s.Models[i]
	m.Done, m.CP = true, 0
	c.notice(i, []physics.Vec{m.Pos})
	failures, radius := c.disturbance(m)
	s.Active = -1
	s.Activation = Activation{}
	if failures == 0 || s.Result != nil {
		c.nextActivation()
		return
	}
	c.startEvent(i, failures, radius)
}

// disturbance makes the character's disturbance rolls (D1–D7) and returns the failures and
// the radius the opponent may choose zombies in.
func (c *ctx) disturbance(m *Model) (int, float64) {
	a := &c.s.Activation
	one := func(n int) int {
		if c.r.opt.PerAction {
			return n
		}
		return min(n, 1)
	}
	rolls := one(a.Advances) + one(a.Noisy) + one(a.Loud)
	if len(a.Near) > 0 || a.NearEntry {
		rolls++
	}
	if len(a.Near) >= 2 {
		rolls++
	}
	reach := eventRadius
	failures := 0
	if a.BadIdea {
		reach = badIdeaRadius
		failures = badIdeaFailure
		if !c.r.opt.BadIdeaAdds {
			c.note("%s used a Bad Idea: that counts as %d failed disturbance rolls", m.Name, badIdeaFailure)
			return failures, reach
		}
	}
	if rolls == 0 {
		return failures, reach
	}
	dice := c.d.Roll(rolls, 6)
	failed := 0
	for _, v := range dice {
		if v <= c.s.Round {
			failed++
		}
	}
	c.roll(m.ID, dice, failed, "%s makes %s: %s (each must beat %d)", m.Name,
		game.Plural(rolls, "disturbance roll", "disturbance rolls"), game.Plural(failed, "failure", "failures"), c.s.Round)
	return failures + failed, reach
}
