package zombiemarines

import (
	"math"
	"slices"

	"github.com/borrowed-time/tabletop/game"
)

var _ game.Evaluator[State] = (*rules)(nil)

// Evaluate judges an unfinished game for a searching player's rollouts cut short: the
// marines' chance of winning if the game were played on by the scripted players (V1: they
// win by holding the helipad with no zombie on it; the zombies by killing every marine), the
// zombies' the rest. Called only on a searching player's samples, where the helipad's place,
// while face down, is the sample's own draw.
func (r *rules) Evaluate(s *State, seat game.SeatID) float64 {
	marines := r.marinesValue(s)
	if seat == SeatZombies {
		return 1 - marines
	}
	return marines
}

// The marines' chance (marinesValue) is a logistic model of what a state says about the
// end, fitted by maximum likelihood to the outcomes of 2,700 games played by the scripted
// players (1,500 of one marine, 1,200 of four; a state every 50 commands, 37,000 in all).
// Fitted on half the games and checked on the other half, its log-loss was a tenth below
// the rough judgement it replaced, whose hit points multiplied everything and so made a
// searching marine shun a scratch more than it sought the helipad (docs/balance.md,
// "Zombie Marines' searching marine"). Per unit of each measure, in log-odds:
const (
	evalBase       = -5.17
	evalHealth     = 0.45   // the squad's hit points, as a share of its full hit points
	evalAlive      = -0.10  // the share of the marines alive (their hit points count already)
	evalNear       = 1.77   // nearness of the nearest marine to the helipad, 0 (across the map) to 1 (on it)
	evalFound      = 0.46   // the helipad face up
	evalOnPad      = 0.89   // a marine on the face-up helipad
	evalPadZombies = -0.056 // each standing zombie on the helipad
	evalZombies    = -0.018 // each standing zombie on the map, per marine seat
	evalRounds     = 0.018  // each round left in the marines' weapons, per marine seat
	evalReloads    = 0.035  // each reload carried, per marine seat
	evalTiles      = -0.043 // each tile face up (more of the map spawning)
	evalTurn       = -0.023 // each turn gone (the chopper waits 50)
	evalClose      = -0.090 // each standing zombie within two squares of a marine, per marine seat
)

// rolloutCutoff is about a round of commands (a game of four marines plays about 55 a
// round, every zombie moved by its own command).
const rolloutCutoff = 60

// RolloutCutoff says that a searching player's rollouts may be judged after about a round
// (game.RolloutCutoff): Evaluate reads what a round changes most (hit points, the squad's
// nearness to the helipad), and with the default level's work a rollout five rounds long
// left two rollouts a candidate, too few to tell one from another. Measured on the same 400
// games: docs/balance.md, "Zombie Marines' searching marine".
func (r *rules) RolloutCutoff() int { return rolloutCutoff }

// marinesValue is the marines' chance in s, in (0, 1): the logistic model above.
func (r *rules) marinesValue(s *State) float64 {
	pad := slices.IndexFunc(s.Deck, func(t int) bool { return r.setup.Tiles[t].HasHelipad() })
	hp, full, alive, rounds, reloads := 0, 0, 0, 0, 0
	near, onPad := 2*(MapTiles-1), false
	for _, m := range s.Marines {
		full += profiles[m.Kind].HP
		if m.Dead {
			continue
		}
		alive++
		hp += max(0, m.HP)
		for _, it := range m.Items {
			rounds += it.Ammo
			if items[it.Kind].Reloads != "" {
				reloads++
			}
		}
		if pad < 0 {
			continue
		}
		at := posOf(m.At)
		near = min(near, abs(at%MapTiles-pad%MapTiles)+abs(at/MapTiles-pad/MapTiles))
		onPad = onPad || (at == pad && s.Flipped[pad])
	}
	if full == 0 || alive == 0 {
		return 0
	}
	standing, onPadZ, close := 0, 0, 0
	for _, z := range s.Zombies {
		if z.Down {
			continue
		}
		standing++
		if posOf(z.At) == pad {
			onPadZ++
		}
		for _, m := range s.Marines {
			if !m.Dead && kingDist(m.At, z.At) <= 2 {
				close++
				break
			}
		}
	}
	tiles := 0
	for _, f := range s.Flipped {
		if f {
			tiles++
		}
	}
	seats := float64(len(s.Marines))
	x := evalBase +
		evalHealth*float64(hp)/float64(full) +
		evalAlive*float64(alive)/seats +
		evalNear*(1-float64(near)/float64(2*(MapTiles-1))) +
		evalPadZombies*float64(onPadZ) +
		evalZombies*float64(standing)/seats +
		evalRounds*float64(rounds)/seats +
		evalReloads*float64(reloads)/seats +
		evalTiles*float64(tiles) +
		evalTurn*float64(s.Round) +
		evalClose*float64(close)/seats
	if pad >= 0 && s.Flipped[pad] {
		x += evalFound
	}
	if onPad {
		x += evalOnPad
	}
	return 1 / (1 + math.Exp(-x))
}
