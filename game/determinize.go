package game

import (
	"cmp"
	"slices"
)

// Determinizer is a Rules whose state holds what some seat may not see: other players'
// hands, the order of a deck, face-down tiles. A searching computer player never reads the
// true state: it plays on samples of it, each the state as the seat might believe it to be
// (Game.Sample). The dice to come are not the rules' concern: the engine gives every sample
// a generator of its own.
type Determinizer[S any] interface {
	// Determinize changes s, a copy of the game's state, so that everything seat may see
	// stays as it is and everything it may not see is drawn again from rng, among the ways
	// it could be given what the seat has seen. The result must depend only on what seat
	// sees and on rng: two states that seat cannot tell apart give the same result for the
	// same rng (put what is redrawn in an order of its own, Redeal, before drawing).
	Determinize(s *S, seat SeatID, rng *RNG)
}

// Redeal puts xs in a random order that depends only on which values xs holds, not on the
// order they came in: sorted first, then shuffled by rng. Determinizers use it to redraw
// hidden cards, so that the true order never shows through.
func Redeal[T cmp.Ordered](rng *RNG, xs []T) {
	slices.Sort(xs)
	Shuffle(rng, xs)
}

// RedealFunc is Redeal for values ordered by cmp (cards with an id and a value).
func RedealFunc[T any](rng *RNG, xs []T, cmp func(a, b T) int) {
	slices.SortFunc(xs, cmp)
	Shuffle(rng, xs)
}
