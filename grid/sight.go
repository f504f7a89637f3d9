package grid

// Sees reports whether the straight line from the centre of square a to the centre of square
// b touches no wall or closed door at any point, ends included: a line that only grazes a
// wall's end is blocked. Both squares must be on the board.
func (b *Board) Sees(a, c Square) bool {
	if !b.On(a) || !b.On(c) {
		return false
	}
	if b.dirty || b.blocking == nil {
		b.rebuild()
	}
	// Doubled coordinates: centres are odd, corners even, so every test is whole numbers.
	px, py := int64(2*a.X+1), int64(2*a.Y+1)
	qx, qy := int64(2*c.X+1), int64(2*c.Y+1)
	minX, maxX := min(px, qx), max(px, qx)
	minY, maxY := min(py, qy), max(py, qy)
	for _, e := range b.blocking {
		ax, ay, bx, by := e.ends()
		if max(ax, bx) < minX || min(ax, bx) > maxX || max(ay, by) < minY || min(ay, by) > maxY {
			continue
		}
		if segmentsTouch(px, py, qx, qy, ax, ay, bx, by) {
			return false
		}
	}
	return true
}

func (b *Board) rebuild() {
	b.blocking = b.blocking[:0]
	for e, w := range b.barriers {
		if w.Blocks() {
			b.blocking = append(b.blocking, e)
		}
	}
	b.dirty = false
}

// orient is the sign of the turn p→q→r: 1 left, -1 right, 0 in line.
func orient(px, py, qx, qy, rx, ry int64) int {
	v := (qx-px)*(ry-py) - (qy-py)*(rx-px)
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// within reports whether r, in line with p and q, lies on the segment p–q.
func within(px, py, qx, qy, rx, ry int64) bool {
	return min(px, qx) <= rx && rx <= max(px, qx) && min(py, qy) <= ry && ry <= max(py, qy)
}

// SegmentsTouch reports whether the closed segments p–q and a–b, with whole-number ends,
// share any point (an end touching the other segment counts). Boards of hexes use it too.
func SegmentsTouch(px, py, qx, qy, ax, ay, bx, by int64) bool {
	return segmentsTouch(px, py, qx, qy, ax, ay, bx, by)
}

// segmentsTouch reports whether the closed segments p–q and a–b share any point.
func segmentsTouch(px, py, qx, qy, ax, ay, bx, by int64) bool {
	o1 := orient(px, py, qx, qy, ax, ay)
	o2 := orient(px, py, qx, qy, bx, by)
	o3 := orient(ax, ay, bx, by, px, py)
	o4 := orient(ax, ay, bx, by, qx, qy)
	if o1 != o2 && o3 != o4 {
		return true
	}
	return o1 == 0 && within(px, py, qx, qy, ax, ay) ||
		o2 == 0 && within(px, py, qx, qy, bx, by) ||
		o3 == 0 && within(ax, ay, bx, by, px, py) ||
		o4 == 0 && within(ax, ay, bx, by, qx, qy)
}
