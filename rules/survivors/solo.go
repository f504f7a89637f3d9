package survivors

import (
	"math"
	"slices"

	"github.com/borrowed-time/tabletop/physics"
)

// soloEvent resolves an event by the fixed priorities of §11.2, inside the command that
// caused it: the nearest zombies to the disturbance act first (ties: file order), then new
// zombies arrive.
func (c *ctx) soloEvent() {
	s := c.s
	e := s.Event
	for e.Acts > 0 && s.Result == nil {
		zi := c.nearestTo(e.Eligible, e.At)
		c.zombieAct(zi, nil, "", e.Origin, true)
		id := s.Models[zi].ID
		e.Eligible = slices.DeleteFunc(e.Eligible, func(x string) bool { return x == id })
		e.Acts--
		c.checkWipeout()
	}
	for e.Places > 0 && s.Result == nil {
		zi, _ := c.placeNew("", nil)
		e.Places--
		if zi >= 0 && c.r.opt.PlacedActs {
			c.zombieAct(zi, nil, "", e.Origin, true)
			c.checkWipeout()
		}
	}
	s.Event = nil
	c.nextActivation()
}

// soloSurge resolves the surge by §11.2: new zombies at the preferred entry points; a
// wandering zombie is the eligible one nearest to the band.
func (c *ctx) soloSurge(g *Surge) {
	s := c.s
	s.Surge = g
	if !g.Wander {
		for k := 0; k < g.Each; k++ {
			c.placeNew("", nil)
		}
	}
	for g.Wander {
		ws := c.wanderers()
		if len(ws) == 0 {
			break
		}
		zi := c.nearestToBand(ws)
		c.zombieMove(zi, nil, "", -1)
		g.Used = append(g.Used, s.Models[zi].ID)
		if !c.r.opt.WanderAll {
			break
		}
	}
	s.Surge = nil
	s.Phase = PhaseActivation
}

// nearestTo returns the zombie among ids nearest to p (ties: file order).
func (c *ctx) nearestTo(ids []string, p physics.Vec) int {
	best, bestD := -1, math.Inf(1)
	for zi := range c.s.Models {
		z := &c.s.Models[zi]
		if !slices.Contains(ids, z.ID) {
			continue
		}
		if d := z.Pos.Dist(p); d < bestD-1e-9 {
			best, bestD = zi, d
		}
	}
	return best
}

// nearestToBand returns the model among idx nearest to any living character.
func (c *ctx) nearestToBand(idx []int) int {
	best, bestD := idx[0], math.Inf(1)
	for _, zi := range idx {
		if d := c.livingDist(c.s.Models[zi].Pos); d < bestD-1e-9 {
			best, bestD = zi, d
		}
	}
	return best
}

// livingDist is the distance from p to the nearest living character.
func (c *ctx) livingDist(p physics.Vec) float64 {
	best := math.Inf(1)
	for mi := range c.s.Models {
		if m := &c.s.Models[mi]; !m.Zombie && !m.Out {
			best = min(best, p.Dist(m.Pos))
		}
	}
	return best
}

// entryOrder lists the entry points in the order the table tries them: nearest to a living
// character first (§11.2), or with soloEntry random, a die over them first.
func (c *ctx) entryOrder() []int {
	sps := c.r.scen.SpawnPoints
	order := make([]int, len(sps))
	for k := range order {
		order[k] = k
	}
	if c.r.opt.SoloRandom && c.r.opt.Mode == Solo && len(sps) > 0 {
		first := c.d.Hidden(len(sps))
		if len(sps) <= 6 { // a die the player rolls, again when above the number of points
			var rolled []int
			for try := 0; try < 20; try++ {
				v := c.d.D6()
				rolled = append(rolled, v)
				if v <= len(sps) {
					first = v - 1
					break
				}
			}
			c.roll("", rolled, 0, "The entry point that comes first: %s", c.r.placeName(sps[first].ID, sps[first].Name))
		}
		return append([]int{first}, slices.DeleteFunc(order, func(k int) bool { return k == first })...)
	}
	slices.SortStableFunc(order, func(a, b int) int {
		da, db := c.livingDist(sps[a].At), c.livingDist(sps[b].At)
		switch {
		case da < db:
			return -1
		case da > db:
			return 1
		}
		return 0
	})
	return order
}
