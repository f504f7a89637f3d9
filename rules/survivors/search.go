package survivors

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// objective finds a Search objective still on the table.
func (s *State) objective(id string) *Objective {
	for k := range s.Objectives {
		if o := &s.Objectives[k]; o.ID == id && !o.Removed {
			return o
		}
	}
	return nil
}

// canSearch says whether character i may search o now (S3): within 1" on its level, and no
// enemy character or zombie within 6" of the objective (levels ignored, S5), or of the
// searcher with quietFrom: searcher (S3a: "with no enemy or zombie models within 6 inches"
// names neither).
func (r *rules) canSearch(s *State, i int, o *Objective) error {
	m := &s.Models[i]
	if m.Level != o.Level || pointGap(m.Pos, o.At) > searchReach {
		return game.Refuse("%s is not within %g\" of %s", m.Name, searchReach, o.Name)
	}
	for k := range s.Models {
		x := &s.Models[k]
		if x.Out || (!x.Zombie && x.Band == m.Band) {
			continue
		}
		if r.opt.QuietSearcher {
			if edgeGap(x.Pos, m.Pos) <= quietRadius {
				return game.Refuse("%s is within %g\" of %s: nobody can search with them that close", x.Name, quietRadius, m.Name)
			}
			continue
		}
		if pointGap(x.Pos, o.At) <= quietRadius {
			return game.Refuse("%s is within %g\" of %s: nobody can search with them that close", x.Name, quietRadius, o.Name)
		}
	}
	return nil
}

// search: the Search action and the search table (§9).
func (c *ctx) search(cmd Search) error {
	i, _, err := c.actor(cmd.Model, 1)
	if err != nil {
		return err
	}
	o := c.s.objective(cmd.Objective)
	if o == nil {
		return game.Refuse("there is no Search objective %q left", trunc(cmd.Objective))
	}
	if err := c.r.canSearch(c.s, i, o); err != nil {
		return err
	}
	var dice []int
	if o.Looted {
		dice = c.d.Roll(1, 6)
	} else {
		dice = c.d.Roll(2, 6)
	}
	total := 0
	for _, v := range dice {
		total += v
	}
	c.searchResult(i, o, total, dice)
	c.spend(i, 1)
	return nil
}

// searchResult applies one result of the search table (§9).
func (c *ctx) searchResult(i int, o *Objective, total int, dice []int) {
	m := &c.s.Models[i]
	say := func(what string) { c.roll(m.ID, dice, 0, "%s searches %s: %d, %s", m.Name, o.Name, total, what) }
	switch {
	case total == 1:
		say("nothing left")
		o.Removed = true
	case total == 2:
		say("a zombie!")
		o.Removed = true
		c.searchZombie(i)
	case total <= 5:
		say("nothing found")
	case total <= 8:
		say("basic supplies")
		c.secure(o)
		c.gain(i, 1)
	case total <= 11:
		say("good supplies")
		c.secure(o)
		c.gain(i, 2)
	default:
		say("a cache! The objective stays fresh")
		c.gain(i, 2)
	}
}

// secure marks a fresh objective looted and removes a looted one (S4).
func (c *ctx) secure(o *Objective) {
	if o.Looted {
		o.Removed = true
		return
	}
	o.Looted = true
}

// gain gives supplies, dropping what the model cannot carry at its feet (S2, S7).
func (c *ctx) gain(i, n int) {
	m := &c.s.Models[i]
	take := min(n, maxSupplies-m.Supplies)
	m.Supplies += take
	if take < n {
		c.dropPile(m.Pos, m.Level, n-take)
		c.note("%s cannot carry more than %d supplies: %d dropped", m.Name, maxSupplies, n-take)
	}
}

// searchZombie: Zombie! places a zombie within 3" of the searcher, more than 1" from every
// other character; the table takes the legal spot nearest the searcher (survivors.md §9).
func (c *ctx) searchZombie(i int) {
	m := &c.s.Models[i]
	if m.Level != 0 {
		c.note("The zombie cannot reach the roof: none is placed")
		return
	}
	away := func(p physics.Vec) bool {
		for k := range c.s.Models {
			x := &c.s.Models[k]
			if k != i && !x.Zombie && !x.Out && edgeGap(p, x.Pos) <= 1 {
				return false
			}
		}
		return p.Dist(m.Pos) >= 2*radius-1e-9
	}
	p, ok := freeSpot(c.r.table, 0, m.Pos, placeRadius+radius, away)
	if !ok {
		c.note("There is no room for the zombie: none is placed")
		return
	}
	if zi, ok := c.addZombie(p); ok {
		c.emit(game.Event{Type: game.EvNote, Model: c.s.Models[zi].ID, Text: fmt.Sprintf("%s lurches out of the dark", c.s.Models[zi].Name)})
	}
}
