package search

import (
	"github.com/borrowed-time/tabletop/game"
)

// playout plays one candidate on sample number seed of the game: the sample as seat may know
// it, the candidate (or, refused there, the game's fallback), then every seat's scripted
// player to the end, or to cutoff commands where the rules judge the game (playOn). It returns what the end is worth to seat, the commands it took, and
// whether Pause cut it short (its worth then means nothing).
func (p *Player) playout(s game.Sampler, seat game.SeatID, cmd game.Command, seed uint64, cutoff int) (float64, int, bool) {
	rng := game.RNG(seed)
	g := s.Sample(seat, &rng)
	if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil && !fallback(g) {
		return 0, 1, false
	}
	v, n, cut := playOn(g, seat, p.Budget.Horizon, cutoff, p.Pause)
	return v, n + 1, cut
}

// pauseEvery is how many commands a rollout plays between two calls of Player.Pause.
const pauseEvery = 16

// playOn plays g to its end with the scripted players in every seat, as cmd/simulate does: a
// refused proposal is replaced by the fallback. It returns what the end is worth to seat, and
// the commands played. After cutoff commands (0: never) it stops where the rules judge an
// unfinished game (game.Evaluating), and returns their judgement. pause (nil: none) is
// called every pauseEvery commands; when it returns false, playOn stops and says so.
func playOn(g game.Session, seat game.SeatID, horizon, cutoff int, pause func() bool) (float64, int, bool) {
	players := map[game.SeatID]game.Player{}
	for _, st := range g.Seats() {
		if pl, ok := g.Ruleset().Computer(st.ID); ok {
			players[st.ID] = pl
		}
	}
	ev, _ := g.(game.Evaluating)
	for n := 0; n < horizon; n++ {
		if pause != nil && n > 0 && n%pauseEvery == 0 && !pause() {
			return 0, n, true
		}
		if out, over := g.Outcome(); over {
			return worth(out, seat), n, false
		}
		if cutoff > 0 && n >= cutoff && ev != nil {
			if v, ok := ev.Evaluate(seat); ok {
				return v, n, false
			}
			ev = nil // the rules do not judge: play on to the end
		}
		turn := g.Turn()
		if len(turn) == 0 {
			return 0, n, false
		}
		if pl, ok := players[turn[0]]; ok {
			if cmd, ok := pl.Next(g, turn[0]); ok {
				if _, err := g.Apply(turn[0], game.Entry{Cmd: cmd}); err == nil {
					continue
				}
			}
		}
		if !fallback(g) {
			return 0, n, false
		}
	}
	return 0, horizon, false
}

// fallback applies the game's fallback; false if there is none or it is refused.
func fallback(g game.Session) bool {
	fs, cmd, ok := g.Fallback()
	if !ok {
		return false
	}
	_, err := g.Apply(fs, game.Entry{Cmd: cmd})
	return err == nil
}

// worth is an ending's value to seat: 1 for a win, and where the game keeps a score, up to
// 0.01 more for finishing ahead of the best other seat (less for behind), so that among
// rollouts that all lose the better-placed ones still count.
func worth(out game.Outcome, seat game.SeatID) float64 {
	v := 0.0
	for _, w := range out.Winners {
		if w == seat {
			v = 1
		}
	}
	if own, ok := out.Score[seat]; ok {
		best, others := 0, false
		for s, sc := range out.Score {
			if s != seat && (!others || sc > best) {
				best, others = sc, true
			}
		}
		x := float64(own - best)
		if x < 0 {
			v += 0.01 * x / (1 - x)
		} else {
			v += 0.01 * x / (1 + x)
		}
	}
	return v
}
