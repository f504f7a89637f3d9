package game

// RNG is a game's random generator: splitmix64, whose whole state is one number kept in the
// game's state, so that copying the state copies the generator and replays are exact on
// every platform. It encodes in JSON as that number.
type RNG uint64

// Next returns the next 64 random bits.
func (r *RNG) Next() uint64 {
	*r += 0x9E3779B97F4A7C15
	z := uint64(*r)
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// Intn returns a number in [0, n); n must be positive.
func (r *RNG) Intn(n int) int { return int(r.Next() % uint64(n)) }

// Shuffle puts xs in a random order (Fisher–Yates).
func Shuffle[T any](r *RNG, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}
