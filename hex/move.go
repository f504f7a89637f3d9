package hex

// CanStep reports whether a model may step from a hex to an adjacent one: both on the board,
// and no wall or closed door on the side between them.
func (b *Board) CanStep(from, to Hex) bool {
	e, ok := Between(from, to)
	return ok && b.On(from) && b.On(to) && !b.barriers[e].Blocks()
}

// Reach is the hexes a model can reach in steps, with each one's number of steps and the hex
// it came from.
type Reach struct {
	b     *Board
	from  Hex
	steps []int32 // per board hex (its index): steps to reach it, or -1
	prev  []int32 // per board hex: the index of the hex it was reached from
	count int
}

// Reachable finds the hexes within limit steps of from, moving only into hexes that free
// allows (nil: all; from itself is always allowed). A negative limit means no limit: every
// hex that can be reached at all (0 is the start alone). A start off the board reaches
// nothing. Among equal routes it prefers the steps in Directions order, so routes are the
// same every time.
func (b *Board) Reachable(from Hex, limit int, free func(Hex) bool) *Reach {
	n := len(b.hexes)
	r := &Reach{b: b, from: from, steps: make([]int32, n), prev: make([]int32, n)}
	for i := range r.steps {
		r.steps[i] = -1
	}
	start, ok := b.cells[from]
	if !ok {
		return r
	}
	if b.dirty || b.blocking == nil {
		b.rebuild()
	}
	r.steps[start], r.count = 0, 1
	queue := []int32{start}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		k := r.steps[i]
		if limit >= 0 && int(k) >= limit {
			continue
		}
		for _, j := range b.steps[i] {
			if j < 0 || r.steps[j] >= 0 || (free != nil && !free(b.hexes[j].Hex)) {
				continue
			}
			r.steps[j], r.prev[j] = k+1, i
			r.count++
			queue = append(queue, j)
		}
	}
	return r
}

func mustBetween(a, b Hex) Edge { e, _ := Between(a, b); return e }

// Steps returns how many steps reach h, or false if it cannot be reached.
func (r *Reach) Steps(h Hex) (int, bool) {
	i, ok := r.b.cells[h]
	if !ok || i >= int32(len(r.steps)) || r.steps[i] < 0 {
		return 0, false
	}
	return int(r.steps[i]), true
}

// Hexes returns how many hexes can be reached, the start included.
func (r *Reach) Hexes() int { return r.count }

// Reached calls f with every hex reached and its steps, in the order the hexes were laid.
func (r *Reach) Reached(f func(h Hex, steps int)) {
	for i, k := range r.steps {
		if k >= 0 {
			f(r.b.hexes[i].Hex, int(k))
		}
	}
}

// Path returns the hexes from the start to h, both included, or nil if h cannot be reached.
func (r *Reach) Path(h Hex) []Hex {
	n, ok := r.Steps(h)
	if !ok {
		return nil
	}
	path := make([]Hex, n+1)
	i := r.b.cells[h]
	for k := n; k >= 0; k-- {
		path[k] = r.b.hexes[i].Hex
		i = r.prev[i]
	}
	return path
}

// Path returns a shortest route from one hex to another through hexes free allows (nil: all;
// the start is always allowed), both ends included, or nil when there is none.
func (b *Board) Path(from, to Hex, free func(Hex) bool) []Hex {
	return b.Reachable(from, len(b.hexes), free).Path(to)
}

// Nearest returns the free hex nearest to h in steps (walls and closed doors stop a step,
// occupied hexes do not), for putting a piece down on a hex that is taken (Director deck
// rules, placing zombies: "an adjacent space as close to the numbered hex as possible").
// Among equally near hexes it takes the one highest on the table (the least R), then the
// leftmost (the least Q): reading order. It reports false when no free hex can be reached.
// A nil free counts every hex free.
func (b *Board) Nearest(h Hex, free func(Hex) bool) (Hex, bool) {
	if !b.On(h) {
		return Hex{}, false
	}
	r := b.Reachable(h, len(b.hexes), nil)
	best, bestK, found := Hex{}, 0, false
	r.Reached(func(c Hex, k int) {
		if free != nil && !free(c) {
			return
		}
		if !found || k < bestK || k == bestK && (c.R < best.R || c.R == best.R && c.Q < best.Q) {
			best, bestK, found = c, k, true
		}
	})
	return best, found
}
