package physics

import "math"

// heapKey is what the queue orders: an entry's estimate, and where the entry is kept. The
// entries stay put in items; the heap moves only these 16 bytes.
type heapKey struct {
	f   float64
	idx int32
}

// before reports whether a comes off the queue before b: the lower estimate first and, of
// equal ones, the one queued last (deeper first). The order is total, so it does not depend on how the
// queue is kept.
func (a heapKey) before(b heapKey) bool { return a.f < b.f || (a.f == b.f && a.idx > b.idx) }

// queueBand is how far above the lowest estimate waiting (in inches) the queue keeps its
// entries in order. A search queues about ten entries for each it takes off, most of them
// far dearer than the route it finds: those wait unsorted until the search gets near them.
const queueBand = 8.0

// band starts keeping entries above f plus queueBand unsorted. Without it (all-pairs
// costs), every entry is kept in order.
func (s *pathScratch) band(f float64) {
	s.banded, s.limit = true, f+queueBand
}

// queued is how many entries wait.
func (s *pathScratch) queued() int { return len(s.heap) + len(s.over) }

func (s *pathScratch) push(e heapEntry) {
	s.items = append(s.items, e)
	k := heapKey{f: e.f, idx: int32(len(s.items) - 1)}
	if s.banded && e.f > s.limit {
		s.over = append(s.over, k)
		return
	}
	s.heapPush(k)
}

// refill raises the band to the lowest waiting estimate plus queueBand and puts the entries
// within it in order.
func (s *pathScratch) refill() {
	lo := math.Inf(1)
	for _, k := range s.over {
		lo = min(lo, k.f)
	}
	s.limit = lo + queueBand
	keep := s.over[:0]
	for _, k := range s.over {
		if k.f > s.limit {
			keep = append(keep, k)
		} else {
			s.heapPush(k)
		}
	}
	s.over = keep
}

func (s *pathScratch) heapPush(k heapKey) {
	s.heap = append(s.heap, k)
	i := len(s.heap) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !s.heap[i].before(s.heap[p]) {
			break
		}
		s.heap[p], s.heap[i] = s.heap[i], s.heap[p]
		i = p
	}
}

// pop takes the entry that comes first off the queue (see before); the queue must not be empty.
func (s *pathScratch) pop() heapEntry {
	if len(s.heap) == 0 {
		s.refill()
	}
	top := s.heap[0]
	last := len(s.heap) - 1
	s.heap[0] = s.heap[last]
	s.heap = s.heap[:last]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < last && s.heap[l].before(s.heap[m]) {
			m = l
		}
		if r < last && s.heap[r].before(s.heap[m]) {
			m = r
		}
		if m == i {
			break
		}
		s.heap[m], s.heap[i] = s.heap[i], s.heap[m]
		i = m
	}
	return s.items[top.idx]
}
