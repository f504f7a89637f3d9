package survivors

import (
	"github.com/borrowed-time/tabletop/game"
)

// computer plays any seat of Survivors: a band's activations (two-bands, solo, solo-horde)
// and the zombie choices its seat makes for the other side (the other band's events and
// surges, or the horde player's). It reads the state through the session and proposes;
// Apply decides, as for anyone.
//
// A band character's activation takes the first step that applies (computer_band.go):
//
//  1. Hold: a character standing where its supplies score, in the rounds when it should be
//     there (see its goal), stays; it fights only a zombie in base contact.
//  2. Fight what is in the way (computer_fight.go): a zombie that stops the search it came
//     for (within 6" of its objective, S3), or in the two-band game an enemy character worth
//     the noise (carriers first), when the attack pays. The weapon is the one with the best
//     chance to take the target out less the price of its noise: Silent weapons first, then
//     Reliable ones, Loud ones last; noise costs more the later the round, since a
//     disturbance roll fails on the round number or less (D1), and costs nothing more when
//     the activation already made that noise (D4). Bad Idea weapons are never used.
//  3. Search the objective in reach when nothing within 6" stops it (S3), again and again
//     while it has command points: a fresh one first; a looted one (1D6) only when it is the
//     best the character can still do.
//  4. Collect a supplies marker within 1".
//  5. Climb where the way to its goal goes up or down (raised areas: zombies cannot climb).
//  6. Move towards its goal: a quiet Move, or an Advance (one disturbance roll) only in the
//     first round, or when Moves alone would not bring it home in time.
//  7. Fight a zombie in base contact, with the command points left after moving (moving
//     away needs no test, §4, and a zombie strikes only when activated, §7), if it pays.
//  8. Reload: a Silent Reload weapon at any time, a noisy one only in the first two rounds.
//  9. Pass its supplies, at the end, to a friend within 1" who is more than 1" nearer where
//     they score (S8), so the one nearer the goal carries them on.
//  10. End the activation.
//
// Its goal (computer_goal.go): where its supplies score (the solo win's place, or the
// scenario's extra scoring in the two-band game) when it carries 3, or when it carries some
// and the rounds left are one more than it needs to get there by Moves; in the one-band
// games every other character goes there when the rounds left are just enough (a raised
// area is safe from the dead, and half the band must stand), and everyone goes once the
// band carries what its win needs. Otherwise the Search objective that costs least: its
// distance, 2" more for each zombie within 6" of it, 8" more when a friend is nearer to it,
// 8" more when it is looted; an objective it could not search and still bring home in time
// is left. Within 6" of its objective, a character that cannot shoot the zombie that stops
// the search goes for it.
//
// The zombie choices, each for what hurts the other side most (computer_zombies.go):
//
//  1. An event activates first the zombie that can reach an enemy character (the carrier
//     with the most supplies, then the weakest), never one that would reach a character of
//     the chooser's own band, and the attack goes to that carrier or the weakest (the
//     disturbing character still comes first by the rules, §7.2).
//  2. Otherwise the zombie that ends nearest to the enemy, at the end point the rules allow
//     that comes closest to their carrier and stands within 6" of the objectives they need.
//  3. A surge's wandering zombie: the one that ends nearest to the enemy, chosen the same way.
//  4. A new zombie: at the entry point, and the spot within 3" of it, nearest to the enemy's
//     carrier, else the nearest enemy; in the two-band game away from the chooser's own band.
type computer struct{}

// Next proposes seat's next command.
func (computer) Next(sess game.Session, seat game.SeatID) (game.Command, bool) {
	g, ok := sess.(*game.Game[State])
	if !ok {
		return nil, false
	}
	r, ok := g.Rules().(*rules)
	if !ok {
		return nil, false
	}
	s := g.State()
	if !r.mayAct(s, seat) {
		return nil, false
	}
	r.Sync(s)
	c := &ctx{r: r, s: s}
	switch s.Phase {
	case PhaseActivation:
		return c.characterMove()
	case PhaseEvents:
		return c.eventChoice(), true
	case PhaseSurge:
		return c.surgeChoice(), true
	}
	_, cmd, ok := r.Fallback(s)
	return cmd, ok
}
