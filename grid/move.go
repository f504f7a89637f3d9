package grid

// CanStep reports whether a model may step from a to the orthogonally adjacent square b: both
// on the board, and no wall or closed door between them.
func (b *Board) CanStep(from, to Square) bool {
	e, ok := Between(from, to)
	return ok && b.On(from) && b.On(to) && !b.At(e).Blocks()
}

// Adjacent reports whether two squares touch, by an edge or a corner. It holds for any
// coordinates: squares at opposite ends of int's range are far apart, not adjacent.
func Adjacent(a, b Square) bool {
	return a != b && AbsDiff(a.X, b.X) <= 1 && AbsDiff(a.Y, b.Y) <= 1
}

// Reach is the squares a model can reach with orthogonal steps, with each one's number of
// steps and the square it came from.
type Reach struct {
	b     *Board
	from  Square
	steps []int32 // per square (Y*W + X): steps to reach it, or -1
	prev  []int32 // per square: the square it was reached from
	count int
}

// Reachable finds the squares within limit orthogonal steps of from, moving only through
// squares that free allows (nil: all; from itself is always allowed). A negative limit
// means no limit: every square that can be reached at all (0 is the start alone). A start
// off the board reaches nothing. Among equal routes it prefers the steps in Orthogonal's
// order, so routes are the same every time.
func (b *Board) Reachable(from Square, limit int, free func(Square) bool) *Reach {
	r := &Reach{b: b, from: from, prev: make([]int32, b.W*b.H)}
	if !b.On(from) {
		r.steps = b.unreached()
		return r
	}
	r.count = 1
	r.steps = b.walk(from, limit, free, func(s, n Square) bool {
		r.prev[b.index(n)] = int32(b.index(s))
		r.count++
		return true
	})
	return r
}

// StepsTo returns how many orthogonal steps within limit bring a model from one square to
// another, moving as Reachable moves (through squares free allows; a negative limit means no
// limit), and false when none do: Reachable(from, limit, free).Steps(to), without finding
// every other square once to is found.
func (b *Board) StepsTo(from, to Square, limit int, free func(Square) bool) (int, bool) {
	if !b.On(from) || !b.On(to) {
		return 0, false
	}
	steps := b.walk(from, limit, free, func(_, n Square) bool { return n != to })
	if k := steps[b.index(to)]; k >= 0 {
		return int(k), true
	}
	return 0, false
}

// walk is the breadth-first walk of Reachable and StepsTo from a square on the board: it
// returns each square's steps (-1: not reached), and calls reached for each square as it is
// reached, with the square it came from, stopping when that returns false.
func (b *Board) walk(from Square, limit int, free func(Square) bool, reached func(s, n Square) bool) []int32 {
	steps := b.unreached()
	steps[b.index(from)] = 0
	queue := make([]Square, 1, 64)
	queue[0] = from
	for head := 0; head < len(queue); head++ {
		s := queue[head]
		k := steps[b.index(s)]
		if limit >= 0 && int(k) >= limit {
			continue
		}
		for _, d := range Orthogonal {
			n := s.Add(d)
			if !b.CanStep(s, n) || steps[b.index(n)] >= 0 || (free != nil && !free(n)) {
				continue
			}
			steps[b.index(n)] = k + 1
			if !reached(s, n) {
				return steps
			}
			queue = append(queue, n)
		}
	}
	return steps
}

// unreached is a step count per square, every one -1.
func (b *Board) unreached() []int32 {
	steps := make([]int32, b.W*b.H)
	for i := range steps {
		steps[i] = -1
	}
	return steps
}

func (b *Board) index(s Square) int { return s.Y*b.W + s.X }

// Steps returns how many steps reach s, or false if it cannot be reached.
func (r *Reach) Steps(s Square) (int, bool) {
	if !r.b.On(s) || r.steps[r.b.index(s)] < 0 {
		return 0, false
	}
	return int(r.steps[r.b.index(s)]), true
}

// Squares returns how many squares can be reached, the start included.
func (r *Reach) Squares() int { return r.count }

// Reached calls f with every square reached and its steps, row by row.
func (r *Reach) Reached(f func(s Square, steps int)) {
	for i, k := range r.steps {
		if k >= 0 {
			f(Square{i % r.b.W, i / r.b.W}, int(k))
		}
	}
}

// Path returns the squares from the start to s, both included, or nil if s cannot be reached.
func (r *Reach) Path(s Square) []Square {
	n, ok := r.Steps(s)
	if !ok {
		return nil
	}
	path := make([]Square, n+1)
	for i := n; i >= 0; i-- {
		path[i] = s
		p := r.prev[r.b.index(s)]
		s = Square{int(p) % r.b.W, int(p) / r.b.W}
	}
	return path
}
