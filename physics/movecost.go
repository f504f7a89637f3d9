package physics

// PathLength returns the length of a polyline in inches.
func PathLength(path []Vec) float64 {
	l := 0.0
	for i := 1; i < len(path); i++ {
		l += path[i-1].Dist(path[i])
	}
	return l
}

// PathCost returns the movement a base spends to follow a polyline on a level: every inch
// costs 1", and every inch its centre travels inside difficult terrain costs 2" instead
// (section V). With ignoreDifficult (a Brute) every inch costs 1".
func (t *Table) PathCost(level int, path []Vec, ignoreDifficult bool) float64 {
	cost := 0.0
	for i := 1; i < len(path); i++ {
		cost += t.segmentCost(level, path[i-1], path[i], ignoreDifficult)
	}
	return cost
}

// segmentCost is the cost of one straight move: its length plus the length inside difficult terrain.
func (t *Table) segmentCost(level int, a, b Vec, ignoreDifficult bool) float64 {
	l := a.Dist(b)
	if ignoreDifficult || l == 0 {
		return l
	}
	return l + l*t.difficultFraction(level, a, b)
}

// difficultFraction returns the fraction of the segment ab that lies inside difficult terrain
// of the level, counting overlapping pieces once.
func (t *Table) difficultFraction(level int, a, b Vec) float64 {
	iv := t.scratch.ivals[:0]
	box := Rect{Vec{min(a.X, b.X), min(a.Y, b.Y)}, Vec{max(a.X, b.X), max(a.Y, b.Y)}}
	for _, pi := range t.difficultParts { // a table has a handful: no grid walk
		p := &t.parts[pi]
		s := &t.solids[p.solid]
		if s.level != level || !t.active(s) || !p.bounds.Overlaps(box) {
			continue
		}
		if lo, hi, ok := clipSegment(p.pts, a, b); ok && hi > lo {
			iv = append(iv, [2]float64{lo, hi})
		}
	}
	t.scratch.ivals = iv
	// Union of intervals (few): insertion sort, then sweep.
	for i := 1; i < len(iv); i++ {
		for j := i; j > 0 && iv[j][0] < iv[j-1][0]; j-- {
			iv[j], iv[j-1] = iv[j-1], iv[j]
		}
	}
	total, end := 0.0, 0.0
	for _, v := range iv {
		lo := max(v[0], end)
		if v[1] > lo {
			total += v[1] - lo
			end = v[1]
		}
	}
	return total
}

// clipSegment returns the parameter interval [lo, hi] ⊂ [0, 1] of the segment ab inside the
// closed convex polygon pts.
func clipSegment(pts []Vec, a, b Vec) (float64, float64, bool) {
	lo, hi := 0.0, 1.0
	d := b.Sub(a)
	for i := range pts {
		v, w := pts[i], pts[(i+1)%len(pts)]
		e := w.Sub(v)
		f0 := e.Cross(a.Sub(v))
		fd := e.Cross(d)
		if fd == 0 {
			if f0 < 0 {
				return 0, 0, false
			}
			continue
		}
		s := -f0 / fd
		if fd > 0 {
			lo = max(lo, s)
		} else {
			hi = min(hi, s)
		}
		if lo > hi {
			return 0, 0, false
		}
	}
	return lo, hi, true
}
