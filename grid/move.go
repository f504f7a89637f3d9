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
	w     window  // the squares the walk could reach: all it keeps
	steps []int32 // per square of the window (row by row): steps to reach it, or -1
	prev  []int32 // per square of the window: the window's square it was reached from
	count int
}

// window is the part of a board a walk may reach: within limit steps of its start, every
// square lies within limit columns and rows of it (the whole board without a limit). A walk
// keeps its counts for the window alone: a marine's few steps on a 35 × 35 map need a
// hundred squares, not 1,225.
type window struct {
	x0, y0, w, h int
}

// windowOf is the window of a walk from a square on the board within limit steps.
func (b *Board) windowOf(from Square, limit int) window {
	if limit < 0 || limit >= b.W+b.H { // (and from.X+limit cannot overflow below)
		return window{0, 0, b.W, b.H}
	}
	x0, y0 := max(from.X-limit, 0), max(from.Y-limit, 0)
	x1, y1 := min(from.X+limit, b.W-1), min(from.Y+limit, b.H-1)
	return window{x0, y0, x1 - x0 + 1, y1 - y0 + 1}
}

// index is a square's place in the window, or -1 outside it.
func (w window) index(s Square) int {
	x, y := s.X-w.x0, s.Y-w.y0
	if x < 0 || y < 0 || x >= w.w || y >= w.h {
		return -1
	}
	return y*w.w + x
}

// square is the square at a place in the window.
func (w window) square(i int) Square { return Square{w.x0 + i%w.w, w.y0 + i/w.w} }

// Reachable finds the squares within limit orthogonal steps of from, moving only through
// squares that free allows (nil: all; from itself is always allowed). A negative limit
// means no limit: every square that can be reached at all (0 is the start alone). A start
// off the board reaches nothing. Among equal routes it prefers the steps in Orthogonal's
// order, so routes are the same every time.
func (b *Board) Reachable(from Square, limit int, free func(Square) bool) *Reach {
	if !b.On(from) {
		return &Reach{b: b, from: from}
	}
	w := b.windowOf(from, limit)
	r := &Reach{b: b, from: from, w: w, prev: make([]int32, w.w*w.h), count: 1}
	r.steps = b.walk(from, limit, w, free, func(s, n Square) bool {
		r.prev[w.index(n)] = int32(w.index(s))
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
	w := b.windowOf(from, limit)
	if w.index(to) < 0 {
		return 0, false // farther than limit steps in a straight line
	}
	steps := b.walk(from, limit, w, free, func(_, n Square) bool { return n != to })
	if k := steps[w.index(to)]; k >= 0 {
		return int(k), true
	}
	return 0, false
}

// walk is the breadth-first walk of Reachable and StepsTo from a square on the board, within
// its window: it returns each of the window's squares' steps (-1: not reached), and calls
// reached for each square as it is reached, with the square it came from, stopping when
// that returns false. Every square within limit steps lies in the window, so no step
// leaves it.
func (b *Board) walk(from Square, limit int, w window, free func(Square) bool, reached func(s, n Square) bool) []int32 {
	steps := make([]int32, w.w*w.h)
	for i := range steps {
		steps[i] = -1
	}
	steps[w.index(from)] = 0
	queue := make([]Square, 1, 64)
	queue[0] = from
	for head := 0; head < len(queue); head++ {
		s := queue[head]
		k := steps[w.index(s)]
		if limit >= 0 && int(k) >= limit {
			continue
		}
		for _, d := range Orthogonal {
			n := s.Add(d)
			if !b.CanStep(s, n) || steps[w.index(n)] >= 0 || (free != nil && !free(n)) {
				continue
			}
			steps[w.index(n)] = k + 1
			if !reached(s, n) {
				return steps
			}
			queue = append(queue, n)
		}
	}
	return steps
}

// Steps returns how many steps reach s, or false if it cannot be reached.
func (r *Reach) Steps(s Square) (int, bool) {
	i := r.w.index(s)
	if !r.b.On(s) || i < 0 || r.steps[i] < 0 {
		return 0, false
	}
	return int(r.steps[i]), true
}

// Squares returns how many squares can be reached, the start included.
func (r *Reach) Squares() int { return r.count }

// Reached calls f with every square reached and its steps, row by row.
func (r *Reach) Reached(f func(s Square, steps int)) {
	for i, k := range r.steps {
		if k >= 0 {
			f(r.w.square(i), int(k))
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
		s = r.w.square(int(r.prev[r.w.index(s)]))
	}
	return path
}
