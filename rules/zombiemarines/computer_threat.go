package zombiemarines

import "github.com/borrowed-time/tabletop/grid"

// threatMap counts, per square, the standing zombies that could attack a marine standing
// there at the end of their next turn: a zombie walks up to two squares (Z1) through open
// ground and broken doors, never through a marine, then attacks every marine touching it
// that it sees (Z5). A knocked-down zombie only stands up (Z4): it threatens nobody this
// turn. The marine standing on except is left out of the way, as he is the one moving.
func (t *terrain) threatMap(s *State, except grid.Square) []int {
	threat := make([]int, MapSide*MapSide)
	seen := make([]int, MapSide*MapSide) // the last zombie (1-based) that counted on a square
	blocked := func(q grid.Square) bool { return !t.flipped[index(q)] || t.marine[index(q)] && q != except }
	var around [9]grid.Square
	for zi, z := range s.Zombies {
		if z.Down {
			continue
		}
		for _, q := range t.zombieReach(z.At, zombieSpeed, blocked) {
			for _, n := range neighbours8(q, &around) {
				if seen[index(n)] != zi+1 && t.adjacentSees(q, n) {
					seen[index(n)] = zi + 1
					threat[index(n)]++
				}
			}
		}
	}
	return threat
}

// zombieReach lists the squares a zombie reaches in at most steps orthogonal steps from
// from (itself included), through squares that are not blocked.
func (t *terrain) zombieReach(from grid.Square, steps int, blocked func(grid.Square) bool) []grid.Square {
	out := make([]grid.Square, 1, 2*steps*(steps+1)+1) // the squares within steps, at most
	out[0] = from
	for k, begin := 0, 0; k < steps; k++ {
		end := len(out) // out[begin:end] is the frontier: the squares k steps away
		for _, q := range out[begin:end] {
			for d, step := range grid.Orthogonal {
				n := q.Add(step)
				if onMap(n) && !t.closed(q, d, true) && !blocked(n) && !containsSquare(out, n) {
					out = append(out, n)
				}
			}
		}
		begin = end
	}
	return out
}

// reached is a square a marine reaches and the steps it takes.
type reached struct {
	q grid.Square
	k int
}

// marineReach lists the squares of face-up tiles a marine reaches in at most steps
// orthogonal steps (A1, A2): through doors, past other marines, never through a zombie (K7).
// Nearer squares come first.
func (t *terrain) marineReach(from grid.Square, steps int) []reached {
	// Every square reached lies within steps columns and rows of from: seen covers that square
	// of the map alone.
	r := max(steps, 0)
	side := 2*r + 1
	seen := make([]bool, side*side)
	at := func(q grid.Square) int { return (q.Y-from.Y+r)*side + q.X - from.X + r }
	seen[at(from)] = true
	out := []reached{{from, 0}}
	for i := 0; i < len(out) && out[i].k < steps; i++ {
		q := out[i].q
		for d, step := range grid.Orthogonal {
			n := q.Add(step)
			if onMap(n) && !seen[at(n)] && t.flipped[index(n)] && !t.zombie[index(n)] && !t.closed(q, d, false) {
				seen[at(n)] = true
				out = append(out, reached{n, out[i].k + 1})
			}
		}
	}
	return out
}

func containsSquare(qs []grid.Square, q grid.Square) bool {
	for _, x := range qs {
		if x == q {
			return true
		}
	}
	return false
}
