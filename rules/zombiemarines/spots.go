package zombiemarines

import (
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// The spots of a point pick are what the table marks and snaps to: the squares a move may
// end on, the walls a door counter may go on. They follow the same rules as the commands, so
// a spot is always accepted (unless dice say otherwise).

// routeSpots lists the squares a model at from may move to in steps squares through what
// pass allows: the face-up squares it reaches and the face-down squares beside them that it
// could step onto with a step to spare (M7), as route judges them.
func (r *rules) routeSpots(s *State, b *grid.Board, from grid.Square, steps int, pass func(grid.Square) bool) []physics.Vec {
	if steps <= 0 {
		return nil
	}
	known := func(q grid.Square) bool { return s.Flipped[posOf(q)] && pass(q) }
	reach := b.Reachable(from, steps, known)
	var out []physics.Vec
	seen := map[grid.Square]bool{}
	add := func(q grid.Square) {
		if !seen[q] && q != from && onMap(q) && empty(s, q) {
			seen[q] = true
			out = append(out, squareCentre(q))
		}
	}
	reach.Reached(func(q grid.Square, k int) {
		if s.Flipped[posOf(q)] {
			add(q)
		}
		if k >= steps {
			return
		}
		for _, dir := range grid.Orthogonal {
			if n := q.Add(dir); onMap(n) && !s.Flipped[posOf(n)] && b.CanStep(q, n) {
				add(n)
			}
		}
	})
	return out
}

// marineSpots lists the squares a marine may move to now.
func (r *rules) marineSpots(s *State, m *Marine) []physics.Vec {
	if moveWhy(m) != "" {
		return nil
	}
	return r.routeSpots(s, r.boardFor(s, true), m.At, speedLeft(m), marinePass(s))
}

// zombieSpots lists the squares a zombie may shamble to now.
func (r *rules) zombieSpots(s *State, z *Zombie) []physics.Vec {
	if z.Down {
		return nil
	}
	return r.routeSpots(s, r.boardFor(s, false), z.At, zombieSpeed-z.Steps, zombiePass(s))
}

// grenadeSpots lists the face-up squares a marine can see, where a grenade may land (A14).
func (r *rules) grenadeSpots(s *State, b *grid.Board, m *Marine) []physics.Vec {
	var out []physics.Vec
	for y := 0; y < MapSide; y++ {
		for x := 0; x < MapSide; x++ {
			if q := (grid.Square{X: x, Y: y}); s.Flipped[posOf(q)] && b.Sees(m.At, q) {
				out = append(out, squareCentre(q))
			}
		}
	}
	return out
}

// squareSpots returns the squares' centres.
func squareSpots(qs []grid.Square) []physics.Vec { return centres(qs) }

// edgeSpots returns the middles of the edges.
func edgeSpots(es []grid.Edge) []physics.Vec {
	out := make([]physics.Vec, len(es))
	for i, e := range es {
		out[i] = edgeMid(e)
	}
	return out
}

// squareCentre is the middle of a square on the table.
func squareCentre(q grid.Square) physics.Vec {
	return physics.Vec{X: float64(q.X) + 0.5, Y: float64(q.Y) + 0.5}
}
