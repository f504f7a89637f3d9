package zombiemarines

import (
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// route finds the shortest legal route of at most steps squares from a model's square to
// to, through squares pass allows, ending on an empty square. A route stops on the first
// square of a face-down tile (M7). It returns the squares from the start, or why not.
func (r *rules) route(s *State, b *grid.Board, from, to grid.Square, steps int, pass func(grid.Square) bool) ([]grid.Square, string) {
	switch {
	case !onMap(to):
		return nil, "that is off the map"
	case to == from:
		return nil, "that is where it stands"
	case !empty(s, to):
		return nil, "that square is taken"
	case steps <= 0:
		return nil, "it has no movement left"
	case grid.AbsDiff(from.X, to.X)+grid.AbsDiff(from.Y, to.Y) > uint(steps):
		// Every step is to a square beside (edge to edge): no walk gets further than this.
		return nil, fmt.Sprintf("it cannot get there in %s", game.Plural(steps, "square", "squares"))
	}
	known := func(q grid.Square) bool { return s.Flipped[posOf(q)] && pass(q) }
	reach := b.Reachable(from, steps, known)
	if s.Flipped[posOf(to)] {
		if _, ok := reach.Steps(to); !ok {
			return nil, fmt.Sprintf("it cannot get there in %s", game.Plural(steps, "square", "squares"))
		}
		return reach.Path(to), ""
	}
	// A face-down square: entered from the nearest known square beside it.
	best, bestSteps := grid.Square{}, -1
	for _, dir := range grid.Orthogonal {
		n := to.Add(dir)
		k, ok := reach.Steps(n)
		if ok && k < steps && b.CanStep(n, to) && (bestSteps < 0 || k < bestSteps) {
			best, bestSteps = n, k
		}
	}
	if bestSteps < 0 {
		if !besideKnown(s, to) {
			return nil, "a move onto a face-down tile stops on its first square, where the tile turns over: pick a square at the tile's edge"
		}
		return nil, fmt.Sprintf("it cannot get there in %s", game.Plural(steps, "square", "squares"))
	}
	return append(reach.Path(best), to), ""
}

// besideKnown reports whether a square has a face-up square beside it (edge to edge): the
// way a move enters a face-down tile.
func besideKnown(s *State, q grid.Square) bool {
	for _, dir := range grid.Orthogonal {
		if n := q.Add(dir); onMap(n) && s.Flipped[posOf(n)] {
			return true
		}
	}
	return false
}

// centres returns the squares' centres on the table.
func centres(path []grid.Square) []physics.Vec {
	out := make([]physics.Vec, len(path))
	for i, q := range path {
		out[i] = physics.Vec{X: float64(q.X) + 0.5, Y: float64(q.Y) + 0.5}
	}
	return out
}

// speedLeft is how many squares a marine may still move this turn, and whether its attack
// (or other action) is still open: a sprint gives one more square but no attack (A3–A5, K6).
func speedLeft(m *Marine) int {
	speed := profiles[m.Kind].Speed + m.Turn.Bonus
	switch {
	case m.Turn.Stood, m.Turn.Acted && m.Turn.MovedFirst:
		return 0
	case m.Turn.Acted:
		return speed - m.Turn.Moved
	}
	return speed + 1 - m.Turn.Moved // a sprint, if it comes to that (A4)
}

// marinePass lets a marine through empty squares and other marines' squares (K7).
func marinePass(s *State) func(grid.Square) bool {
	return func(q grid.Square) bool { _, z := occupant(s, q); return z < 0 }
}

// marineRoute is a marine's route to a square, or why not.
func (r *rules) marineRoute(s *State, m *Marine, to grid.Square) ([]grid.Square, string) {
	if m.Turn.Stood {
		return nil, "it stood still to get its bonus this turn"
	}
	if m.Turn.Acted && m.Turn.MovedFirst {
		return nil, "it moved before attacking: it cannot move again this turn"
	}
	path, why := r.route(s, r.boardFor(s, true), m.At, to, speedLeft(m), marinePass(s))
	if path == nil && !m.Turn.Acted && strings.HasPrefix(why, "it cannot get there") {
		why += ", a sprint's square more counted"
	}
	return path, why
}

// move moves a marine (A1–A4); stepping onto a face-down tile flips it (M7).
func (r *rules) move(s *State, c Move, d *game.Dice, emit func(game.Event)) error {
	m, err := refuseMarine(s, c.Marine)
	if err != nil {
		return err
	}
	path, why := r.marineRoute(s, m, c.To)
	if path == nil {
		return game.Refuse("%s cannot move there: %s", marineName(m), why)
	}
	m.At = c.To
	m.Turn.Moved += len(path) - 1
	if !m.Turn.Acted {
		m.Turn.MovedFirst = true
	}
	emit(game.Event{Type: game.EvMove, Model: m.ID, Path: centres(path),
		Text: fmt.Sprintf("%s moves %s.", marineName(m), game.Plural(len(path)-1, "square", "squares"))})
	if p := posOf(c.To); !s.Flipped[p] {
		r.flip(s, p, m.Seat, d, emit)
	}
	return nil
}
