package search

import (
	"encoding/json"
	"hash/fnv"
	"math"
	"slices"
	"time"

	"github.com/borrowed-time/tabletop/game"
)

// Player is a computer player that searches, for any seat of any game whose session is a
// game.Sampler (every game run by game.Game[S]). It keeps nothing between decisions, so one
// Player may serve several seats and games, one decision at a time.
type Player struct {
	Budget Budget
	// Seed makes its decisions: the same seed, in games its seat cannot tell apart, gives
	// the same decisions.
	Seed uint64
	// Pause, when set, is called between rollouts and every few commands within one: a
	// table in the browser yields there, so that the page keeps drawing (a WebAssembly
	// program has one thread, and a goroutine that computes is never interrupted); a server
	// stops there a search it no longer needs. When it returns false the search stops at
	// once and takes the scripted player's proposal. A pause changes no decision: the same
	// seed gives the same command however often it is called.
	Pause func() bool
}

var _ game.Player = (*Player)(nil)

// New returns a searching player with the budget and seed.
func New(b Budget, seed uint64) *Player {
	if b.Horizon <= 0 {
		b.Horizon = defaultHorizon
	}
	return &Player{Budget: b, Seed: seed}
}

// Next proposes seat's next command: the candidate that won most often in its rollouts. A
// session that cannot be sampled is played by the game's scripted player.
func (p *Player) Next(s game.Session, seat game.SeatID) (game.Command, bool) {
	sm, ok := s.(game.Sampler)
	if !ok {
		if pl, ok := s.Ruleset().Computer(seat); ok {
			return pl.Next(s, seat)
		}
		return nil, false
	}
	d := p.Decide(sm, seat)
	return d.Command, d.Command != nil
}

// Decision is what one search found: the command chosen, and what it weighed.
type Decision struct {
	Command game.Command
	// Candidates are the commands weighed, the chosen one among them, in the order they
	// were found; Wins and Played their rollouts' scores and counts, index for index.
	Candidates []game.Command
	Wins       []float64
	Played     []int
	Rollouts   int
	// Commands counts the commands the rollouts played.
	Commands int
	// scores[i][k] is candidate i's score on sample k+1 (every candidate plays a prefix of
	// the samples, and the proposal the longest, so the others are compared with it on the
	// same ones).
	scores [][]float64
}

// Decide searches seat's next command in s. With no rollouts in its budget it lists the
// candidates and takes the first (the scripted player's proposal).
func (p *Player) Decide(s game.Sampler, seat game.SeatID) Decision {
	seed := p.decisionSeed(s, seat)
	rng := game.RNG(seed)
	root := s.Sample(seat, &rng)
	cands := candidates(root, seat, p.Budget.Candidates, &rng)
	d := Decision{Candidates: cands, Wins: make([]float64, len(cands)), Played: make([]int, len(cands))}
	switch {
	case len(cands) == 0:
		return d
	case len(cands) == 1 || p.Budget.Rollouts <= 0:
		d.Command = cands[0]
		return d
	}
	if p.halve(s, seat, seed, &d) {
		d.Command = cands[0] // stopped by Pause: the proposal
		return d
	}
	d.Command = cands[p.choose(d)]
	return d
}

// goOn reports whether the search may go on: Pause, where there is one, says so.
func (p *Player) goOn() bool { return p.Pause == nil || p.Pause() }

// choose picks the candidate to send: the best of the others by their rollouts' mean, when
// it beat the scripted player's proposal (candidate 0) on the same samples with confidence
// (paired): its total lead Σd over the proposal, d its lead on each sample, must pass
// Budget.Confidence·√(Σd²), a one-sided test of about Confidence standard deviations that
// also holds for two or three samples. Else the proposal. So a handful of noisy rollouts
// rarely overrule the scripted player, which a random alternative would mostly play worse.
func (p *Player) choose(d Decision) int {
	best := 0
	for i := 1; i < len(d.Candidates); i++ {
		if d.Played[i] > 0 && (best == 0 || mean(d, i) > mean(d, best)) {
			best = i
		}
	}
	if best == 0 || len(d.scores) <= best {
		return 0
	}
	lead, sq := 0.0, 0.0
	for k, v := range d.scores[best] {
		x := v - d.scores[0][k]
		lead += x
		sq += x * x
	}
	if lead > 0 && lead > p.Budget.Confidence*math.Sqrt(sq) {
		return best
	}
	return 0
}

func mean(d Decision, i int) float64 {
	if d.Played[i] == 0 {
		return -1
	}
	return d.Wins[i] / float64(d.Played[i])
}

// halve spends the budget by sequential halving: rounds in which every candidate still in
// plays the same samples, after each of which the worse half is dropped. The scripted
// player's proposal (candidate 0) is never dropped: the others are measured against it.
// Where one rollout is long for the work budget (much game left to play), fewer
// candidates are weighed: as many as the work allows two rollouts each, judging by the
// proposal's first rollout; with room for no other, the proposal is taken. It returns true
// when Pause stopped it.
func (p *Player) halve(s game.Sampler, seat game.SeatID, seed uint64, d *Decision) (stopped bool) {
	start := time.Now()
	weight := game.CostOf(s)
	cutoff := game.CutoffOf(s, p.Budget.Cutoff)
	spent := func() bool { return p.Budget.Work > 0 && d.Commands*weight >= p.Budget.Work }
	play := func(c int, sample uint64) int {
		if stopped = stopped || !p.goOn(); stopped {
			return 0
		}
		v, n, cut := p.playout(s, seat, d.Candidates[c], mix(seed, sample), cutoff)
		if cut {
			stopped = true
			return n
		}
		d.Wins[c] += v
		d.Played[c]++
		d.Rollouts++
		d.Commands += n
		d.scores[c] = append(d.scores[c], v)
		return n
	}
	d.scores = make([][]float64, len(d.Candidates))
	alive := make([]int, len(d.Candidates))
	for i := range alive {
		alive[i] = i
	}
	first := play(0, 1)
	if stopped {
		return true
	}
	if p.Budget.Work > 0 {
		fit := p.Budget.Work / (2 * max(1, first*weight))
		if fit < 2 {
			return false // no room for another candidate: the proposal
		}
		alive = alive[:min(len(alive), fit)]
	}
	rounds := 0
	for n := 1; n < len(alive); n *= 2 {
		rounds++
	}
	sample := uint64(0)
	for r := 0; r < rounds; r++ {
		if r > 0 && spent() {
			return false // the work is spent: the best of those still in is chosen
		}
		per := max(1, p.Budget.Rollouts/rounds/len(alive))
		work := 0
		for j := 0; j < per; j++ {
			if j > 0 && p.Budget.Work > 0 && (work*weight >= p.Budget.Work/rounds || spent()) {
				break
			}
			sample++
			for _, c := range alive {
				if c == 0 && sample == 1 {
					work += first
					continue // played above
				}
				if j > 0 && spent() {
					return false // the work is spent in the middle of a sample
				}
				work += play(c, sample)
				if stopped {
					return true
				}
			}
			if p.Budget.Time > 0 && time.Since(start) > p.Budget.Time {
				return false
			}
		}
		if r < rounds-1 {
			rest := alive[1:]
			slices.SortStableFunc(rest, func(a, b int) int {
				ma, mb := mean(*d, a), mean(*d, b)
				switch {
				case ma > mb:
					return -1
				case ma < mb:
					return 1
				}
				return a - b
			})
			rest = rest[:len(rest)/2]
			slices.Sort(rest)
			alive = append(alive[:1], rest...)
		}
	}
	return false
}

// decisionSeed is the seed of one decision: the player's seed mixed with what the seat sees
// now, so that it differs from decision to decision and never depends on what the seat does
// not see.
func (p *Player) decisionSeed(s game.Session, seat game.SeatID) uint64 {
	h := fnv.New64a()
	data, _ := json.Marshal(s.View(seat))
	h.Write(data)
	h.Write([]byte(seat))
	return mix(p.Seed, h.Sum64())
}

// mix is SplitMix64 of a and b: a seed for sample b of a decision seeded a.
func mix(a, b uint64) uint64 {
	z := a + (b+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
