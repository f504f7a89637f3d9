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
				switch round % 4 {
				case 1: // finer than the buckets: entries above the band's top in its bucket
					f = rng.Float64() * 30
				case 3: // far above the band: past the last bucket
					f = float64(rng.IntN(400)) / 3
				}
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

// An entry queued above the band's top but within the bucket just taken into the heap still
// comes off in order (it must not be filed in that bucket, which is never looked at again).
func TestQueueBucketAlreadyTaken(t *testing.T) {
	var s pathScratch
	s.reset(4)
	s.band(0)
	for i, f := range []float64{0.01, 1.0} {
		s.push(heapEntry{f: f, node: int32(i)})
	}
	if e := s.pop(); e.f != 0.01 {
		t.Fatalf("took %v first, want 0.01", e.f)
	}
	if e := s.pop(); e.f != 1.0 { // the bucket of 1.0 goes into the heap; the band's top is 1.0
		t.Fatalf("took %v second, want 1.0", e.f)
	}
	s.push(heapEntry{f: 1.05, node: 2}) // above the top, in the same bucket
	s.push(heapEntry{f: 1.2, node: 3})
	for _, want := range []float64{1.05, 1.2} {
		if s.queued() == 0 {
			t.Fatalf("queue empty, want %v", want)
		}
		if e := s.pop(); e.f != want {
			t.Fatalf("took %v, want %v", e.f, want)
		}
	}
	if s.queued() != 0 {
		t.Fatalf("%d entries left", s.queued())
	}
}

// Once the last bucket (which holds everything beyond the others) is taken into the heap,
// entries dearer than all it held still come off in order.
func TestQueueBeyondLastBucket(t *testing.T) {
	var s pathScratch
	s.reset(4)
	s.band(0)
	s.push(heapEntry{f: 100, node: 0}) // past the last bucket's start
	if e := s.pop(); e.f != 100 {
		t.Fatalf("took %v, want 100", e.f)
	}
	s.push(heapEntry{f: 150, node: 1})
	s.push(heapEntry{f: 120, node: 2})
	s.push(heapEntry{f: 20, node: 3})
	for _, want := range []float64{20, 120, 150} {
		if s.queued() == 0 {
			t.Fatalf("queue empty, want %v", want)
		}
		if e := s.pop(); e.f != want {
			t.Fatalf("took %v, want %v", e.f, want)
		}
	}
}
