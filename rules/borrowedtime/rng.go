package borrowedtime

// rng is the game's random generator: splitmix64, whose whole state is one number kept in the
// game state, so that copying the state copies the generator and replays are exact on every
// platform.
type rng uint64

func (r *rng) next() uint64 {
	*r += 0x9E3779B97F4A7C15
	z := uint64(*r)
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// intn returns a number in [0, n).
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// d6 rolls one six-sided die.
func (r *rng) d6() int { return 1 + r.intn(6) }

// shuffle shuffles a list of cards in place (Fisher–Yates).
func (r *rng) shuffle(cards []string) {
	for i := len(cards) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}
