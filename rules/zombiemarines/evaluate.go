package zombiemarines

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
)

var _ game.Evaluator[State] = (*rules)(nil)

// Evaluate judges an unfinished game for a searching player's rollouts cut short: the
// marines' chances grow with the hit points they have left and with how near the squad is
// to the helipad (V1: they win by holding it with no zombie on it; the zombies by killing
// every marine), the zombies' are the rest. Called only on a searching player's samples,
// where the helipad's place is the sample's own draw. Weights are rough: the search only
// compares candidates played on the same samples, so the order matters, not the scale.
func (r *rules) Evaluate(s *State, seat game.SeatID) float64 {
	marines := r.marinesValue(s)
	if seat == SeatZombies {
		return 1 - marines
	}
	return marines
}

// rolloutCutoff is about a round of commands (a game of four marines plays about 55 a
// round, every zombie moved by its own command).
const rolloutCutoff = 60

// RolloutCutoff says that a searching player's rollouts may be judged after about a round
// (game.RolloutCutoff): Evaluate reads what a round changes most (hit points, the squad's
// nearness to the helipad), and with the default level's work a rollout five rounds long
// left two rollouts a candidate, too few to tell one from another. Measured on the same 400
// games: docs/balance.md, "Zombie Marines' searching marine".
func (r *rules) RolloutCutoff() int { return rolloutCutoff }

// marinesValue is the marines' rough chance in s, in [0, 1].
func (r *rules) marinesValue(s *State) float64 {
	pad := slices.IndexFunc(s.Deck, func(t int) bool { return r.setup.Tiles[t].HasHelipad() })
	hp, full, near, onPad := 0, 0, 2*(MapTiles-1), false
	for _, m := range s.Marines {
		full += profiles[m.Kind].HP
		if m.Dead {
			continue
		}
		hp += max(0, m.HP)
		if pad < 0 {
			continue
		}
		at := posOf(m.At)
		near = min(near, abs(at%MapTiles-pad%MapTiles)+abs(at/MapTiles-pad/MapTiles))
		onPad = onPad || (at == pad && s.Flipped[pad])
	}
	if full == 0 || hp == 0 {
		return 0
	}
	health := float64(hp) / float64(full)
	prox := 1 - float64(near)/float64(2*(MapTiles-1))
	v := 0.35 + 0.45*prox
	if onPad {
		standing := 0
		for _, z := range s.Zombies {
			if posOf(z.At) == pad && !z.Down {
				standing++
			}
		}
		v += 0.2 / float64(1+standing)
	}
	return health * v
}
