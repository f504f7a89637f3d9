package game

import "fmt"

// Forker is a Session that can hand a computer player a sample of the game that shares
// nothing with it, to think on another goroutine while the game goes on (a server answering
// the other seats, a table drawing its frames).
//
// A Sample shares the rules with its game, and so the rules' measured table (Measured,
// Syncer) and their recycled memory: every call on the game or on a sample makes the table
// match its own state first. A search playing on samples while anything else reads or
// commands the game would move the bases under it. A fork has rules of its own, made afresh
// by the ruleset (Ruleset.New on the same scenario and setup), with their own table.
type Forker interface {
	Session
	// Fork copies the state as it is now (call it where the game is used, a server under
	// the room's lock, a table on its update loop) and returns the work that makes the
	// copy a game of its own: new rules and table from the ruleset, the state as seat may
	// know it (the rules' Determinizer redraws what it does not see, from rng), and dice
	// drawn from rng (never table dice). That work may run on any goroutine, while the game goes on; it
	// touches nothing of the game's. The fork, like a sample, has no log.
	Fork(seat SeatID, rng RNG) func() (Sampler, error)
}

var _ Forker = (*Game[struct{}])(nil)

// Fork copies the state now and returns the work that makes a game of its own from it.
func (g *Game[S]) Fork(seat SeatID, rng RNG) func() (Sampler, error) {
	g.own()
	st := g.clone(&g.state)
	rs, scen, setup := g.rs, g.scen, g.setup
	setup.TableDice = false // a fork's dice are its own generator's, never the players' to type in
	return func() (Sampler, error) {
		sess, err := rs.New(scen, setup)
		if err != nil {
			return nil, err
		}
		f, ok := sess.(*Game[S])
		if !ok {
			return nil, fmt.Errorf("%s makes its games as %T, not as this game's kind: it cannot be forked", rs.Name(), sess)
		}
		if d, ok := f.rules.(Determinizer[S]); ok {
			d.Determinize(&st, seat, &rng)
		}
		*f.rules.RNG(&st) = RNG(rng.Next())
		old := f.state
		f.state = st
		f.sample = true
		f.owner.g = f
		f.sync(&f.state)
		f.throwAway(&old)
		return f, nil
	}
}
