package physics

import "math"

// NearestVisible returns, among the candidate bases, the one nearest to from (base edge to base
// edge) that from can see, with its distance; ok is false when it sees none. Candidates at
// equal distance are taken in the order given, so the caller decides ties.
func (t *Table) NearestVisible(from BodyID, candidates []BodyID, opt SightOptions) (BodyID, float64, bool) {
	best, bestD := BodyID(-1), math.Inf(1)
	// Nearest first without sorting (which would allocate): repeated selection over the
	// candidates closer than the best found so far, with the sight test only for each new nearest.
	lower := -1.0
	for {
		next, nextD := BodyID(-1), math.Inf(1)
		for _, c := range candidates {
			if c == from || !t.bodies[c].alive {
				continue
			}
			d := t.EdgeDistance(from, c)
			if d > lower && d < nextD {
				next, nextD = c, d
			}
		}
		if next < 0 || nextD >= bestD {
			break
		}
		// All candidates at exactly nextD, in the given order.
		for _, c := range candidates {
			if c == from || !t.bodies[c].alive || t.EdgeDistance(from, c) != nextD {
				continue
			}
			if t.LineOfSight(from, c, opt) {
				return c, nextD, true
			}
		}
		lower = nextD
	}
	return best, bestD, false
}
