package physics

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The search's queue gives its entries back lowest estimate first and, of equal estimates,
// the one queued last first, however the entries are split between its ordered band and
// the unsorted rest, and whatever is queued between takes.
func TestQueueOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for round := 0; round < 200; round++ {
		var s pathScratch
		s.reset(4)
		if round%2 == 0 {
			s.band(rng.Float64() * 10)
		}
		type want struct {
			f   float64
			idx int
		}
		var waiting []want
		next := 0
		for step := 0; step < 400; step++ {
			if rng.IntN(3) > 0 || len(waiting) == 0 {
				f := float64(rng.IntN(60)) / 2 // many ties
				if len(waiting) > 0 && rng.IntN(2) == 0 {
					// A* never queues below what it has taken off: stay at or above the lowest.
					f = max(f, waiting[0].f)
				}
				s.push(heapEntry{f: f, node: int32(next)})
				waiting = append(waiting, want{f, next})
				next++
				slices.SortFunc(waiting, func(a, b want) int {
					if a.f != b.f {
						if a.f < b.f {
							return -1
						}
						return 1
					}
					return b.idx - a.idx
				})
				continue
			}
			e := s.pop()
			if w := waiting[0]; e.f != w.f || int(e.node) != w.idx {
				t.Fatalf("round %d: took (%v, #%d), want (%v, #%d)", round, e.f, e.node, w.f, w.idx)
			}
			waiting = waiting[1:]
			if s.queued() != len(waiting) {
				t.Fatalf("round %d: %d queued, want %d", round, s.queued(), len(waiting))
			}
		}
	}
}
