package survivors

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// route works out a character's move to `to` (through via when given): the route, its cost,
// and the most it may spend; or why it cannot go (§4, T7).
func (r *rules) route(s *State, i int, to physics.Vec, via []physics.Vec, advance bool) ([]physics.Vec, float64, float64, error) {
	m := &s.Models[i]
	allowed := profiles[m.Archetype].Move
	if advance {
		allowed *= 2
	}
	id := r.body(s, i)
	var pts []physics.Vec
	var cost float64
	if len(via) > 0 {
		legs := append(append([]physics.Vec(nil), via...), to)
		c, err := r.table.CheckRoute(id, legs, physics.MoveOptions{})
		if err != nil {
			return nil, 0, allowed, game.Refuse("%s cannot go that way: %v", m.Name, err)
		}
		pts, cost = append([]physics.Vec{m.Pos}, legs...), c
	} else {
		// A move sent without its route is a player's: the search is complete (no bound),
		// so that "no way there" is never said of a place a route reaches.
		p, err := r.table.PathTo(id, to, physics.MoveOptions{Complete: true})
		if err != nil {
			return nil, 0, allowed, game.Refuse("%s cannot go there: %v", m.Name, err)
		}
		if !p.Reached {
			return nil, 0, allowed, game.Refuse("%s has no way to get there", m.Name)
		}
		pts, cost = p.Points, p.Cost
	}
	if cost > allowed+1e-9 {
		return pts, cost, allowed, game.Refuse("that is %.1f\" of movement; %s may move %g\"", cost, m.Name, allowed)
	}
	return pts, cost, allowed, nil
}

// move: the Move and Advance actions (§4): one a activation, the Advance noisy (D2).
func (c *ctx) move(id string, to physics.Vec, via []physics.Vec, advance bool) error {
	i, m, err := c.actor(id, 1)
	if err != nil {
		return err
	}
	if c.s.Activation.Moved {
		return game.Refuse("%s has already moved this activation (one Move or Advance each)", m.Name)
	}
	pts, cost, _, err := c.r.route(c.s, i, to, via, advance)
	if err != nil {
		return err
	}
	c.s.Activation.Moved = true
	verb := "moves"
	if advance {
		c.s.Activation.Advances++
		verb = "advances"
	}
	c.place(i, to, m.Level)
	c.notice(i, pts)
	c.emit(game.Event{Type: game.EvMove, Model: m.ID, Path: pts, Text: fmt.Sprintf("%s %s %.1f\"", m.Name, verb, cost)})
	c.spend(i, 1)
	return nil
}
