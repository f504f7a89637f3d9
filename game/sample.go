package game

import "errors"

// Sampler is a Session that can hand a searching computer player a copy of the game as one
// seat may know it, to play forward on: what the seat sees kept, what it does not redrawn
// (Determinizer), and the dice to come from a generator of the search's own. *Game[S] is a
// Sampler.
type Sampler interface {
	Session
	// Sample returns a new game over a copy of this one's state as seat may know it: the
	// rules' Determinizer (if they have one) redraws what seat does not see, from rng, and
	// the copy's generator is drawn from rng, so its dice are not the game's. The copy has
	// no log (it cannot be saved or undone) and shares the rules with this game; commands
	// applied to it change nothing here.
	Sample(seat SeatID, rng *RNG) Session
}

var _ Sampler = (*Game[struct{}])(nil)

// errSample refuses what a sample cannot do.
var errSample = errors.New("a sample of a game has no log: it cannot be saved or undone")

// syncOwner is shared by a game and its samples: the game whose state the rules' table
// (Syncer) was last made to match, so that each syncs it back before it reads it.
type syncOwner struct{ g any }

// Sample returns a copy of the game as seat may know it, its dice drawn from rng.
func (g *Game[S]) Sample(seat SeatID, rng *RNG) Session {
	s := g.clone(&g.state)
	if d, ok := g.rules.(Determinizer[S]); ok {
		d.Determinize(&s, seat, rng)
	}
	*g.rules.RNG(&s) = RNG(rng.Next())
	c := &Game[S]{rs: g.rs, scen: g.scen, setup: g.setup, codec: g.codec, rules: g.rules, state: s,
		recycle: g.recycle, clone: g.clone, sync: g.sync, owner: g.owner, sample: true}
	c.own()
	return c
}

// own makes the rules' table match this game's state, when another game sharing the rules
// (a sample, or the game sampled) was the last to set it.
func (g *Game[S]) own() {
	if g.owner.g != g {
		g.owner.g = g
		g.sync(&g.state)
	}
}
