package survivors

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// dropPile leaves supplies on the table as a marker (S7, S9).
func (c *ctx) dropPile(at physics.Vec, level, n int) {
	c.s.Piles = append(c.s.Piles, Pile{ID: fmt.Sprintf("supplies-%d", len(c.s.Piles)+1), At: at, Level: level, Count: n})
}

func (s *State) pile(id string) *Pile {
	for k := range s.Piles {
		if p := &s.Piles[k]; p.ID == id && p.Count > 0 {
			return p
		}
	}
	return nil
}

// collect: the Collect action, up to the carrying limit (§4).
func (c *ctx) collect(cmd Collect) error {
	i, m, err := c.actor(cmd.Model, 1)
	if err != nil {
		return err
	}
	p := c.s.pile(cmd.Pile)
	switch {
	case p == nil:
		return game.Refuse("there are no supplies %q on the table", trunc(cmd.Pile))
	case p.Level != m.Level || pointGap(m.Pos, p.At) > searchReach:
		return game.Refuse("%s is not within %g\" of the supplies", m.Name, searchReach)
	case m.Supplies >= maxSupplies:
		return game.Refuse("%s already carries %d supplies, the most a model can", m.Name, maxSupplies)
	}
	take := min(p.Count, maxSupplies-m.Supplies)
	p.Count -= take
	m.Supplies += take
	c.note("%s picks up %s", m.Name, game.Plural(take, "supply", "supplies"))
	c.spend(i, 1)
	return nil
}

// passCheck says whether giver may pass to receiver (S8): a friend within 1" (levels
// ignored, T4) with room, and no zombie within 6" of the giver (and of the receiver, with
// passCheck both).
func (r *rules) passCheck(s *State, gi, ri int) error {
	g, rc := &s.Models[gi], &s.Models[ri]
	switch {
	case g.Supplies == 0:
		return game.Refuse("%s carries no supplies", g.Name)
	case gi == ri || rc.Zombie || rc.Out || rc.Band != g.Band:
		return game.Refuse("supplies go to a friendly character")
	case edgeGap(g.Pos, rc.Pos) > meleeReach:
		return game.Refuse("%s is not within %g\" of %s", rc.Name, meleeReach, g.Name)
	case rc.Supplies >= maxSupplies:
		return game.Refuse("%s already carries %d supplies", rc.Name, maxSupplies)
	}
	for k := range s.Models {
		z := &s.Models[k]
		if !z.Zombie || z.Out {
			continue
		}
		if edgeGap(z.Pos, g.Pos) <= quietRadius || (r.opt.PassBoth && edgeGap(z.Pos, rc.Pos) <= quietRadius) {
			return game.Refuse("%s is within %g\": nobody passes supplies with the dead that close", z.Name, quietRadius)
		}
	}
	return nil
}

// canPassAny reports whether the character could pass supplies to anyone now.
func (c *ctx) canPassAny(i int) bool {
	if c.s.Models[i].Supplies == 0 {
		return false
	}
	for k := range c.s.Models {
		if c.r.passCheck(c.s, i, k) == nil {
			return true
		}
	}
	return false
}

// pass: at the end of its activation, a character passes supplies, and the activation ends
// (S8, R4 a).
func (c *ctx) pass(cmd PassSupplies) error {
	gi, g, err := c.actor(cmd.Model, 0)
	if err != nil {
		return err
	}
	ri, rc := c.s.model(cmd.To)
	if rc == nil {
		return game.Refuse("there is no model %q", trunc(cmd.To))
	}
	if err := c.r.passCheck(c.s, gi, ri); err != nil {
		return err
	}
	n := cmd.Count
	room := maxSupplies - rc.Supplies
	switch {
	case n < 0 || n > g.Supplies:
		return game.Refuse("%s carries %s", g.Name, game.Plural(g.Supplies, "supply", "supplies"))
	case n > room:
		return game.Refuse("%s can take only %d more", rc.Name, room)
	case n == 0:
		n = min(g.Supplies, room)
	}
	g.Supplies -= n
	rc.Supplies += n
	c.note("%s passes %s to %s", g.Name, game.Plural(n, "supply", "supplies"), rc.Name)
	c.endActivation(gi)
	return nil
}
