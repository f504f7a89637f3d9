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

// queueBucket is the width (in inches of estimate) of the buckets in which the queue keeps
// the entries above its ordered band, unsorted. A search queues about ten entries for each
// it takes off, most of them far dearer than the route it finds: they wait in their bucket
// until the search gets there, and the heap holds only the band it is working through, so
// each take sifts through a few levels instead of a dozen.
const queueBucket = 0.125

// queueBuckets is how many buckets there are; entries beyond the last wait in it.
const queueBuckets = 256

// band starts keeping entries above f plus queueBucket in buckets. Without it (all-pairs
// costs), every entry is kept in order.
func (s *pathScratch) band(f float64) {
	s.banded, s.base, s.limit, s.next = true, f, f+queueBucket, 1
}

// queued is how many entries wait.
func (s *pathScratch) queued() int { return len(s.heap) + s.waiting }

// push queues an entry. Nine in ten go above the band, and most of those are never taken
// off: that path is small enough to be inlined into the search's loops.
func (s *pathScratch) push(e heapEntry) {
	if e.f > s.limit && s.banded {
		s.putBucket(e, int32(len(s.items)))
		return
	}
	s.pushNear(e)
}

// pushNear queues an entry within the band (or any entry, without a band) in the heap.
func (s *pathScratch) pushNear(e heapEntry) {
	if e.f > s.cutoff {
		s.cut = true
		return
	}
	idx := int32(len(s.items))
	s.items = append(s.items, e)
	s.heapPush(heapKey{f: e.f, idx: idx})
}

// putBucket files an entry above the band, to be item idx, in its bucket: the bucket of its
// estimate, but never one already taken into the heap. The bucket is a monotone function of
// the estimate, so every entry of a bucket is below every entry of a later one. A bucket is
// a list threaded through its entries (heapEntry.next), newest first.
func (s *pathScratch) putBucket(e heapEntry, idx int32) {
	if e.f > s.cutoff {
		s.cut = true
		return
	}
	b := queueBuckets - 1
	if x := (e.f - s.base) / queueBucket; x < queueBuckets-1 {
		b = max(int(x), s.next)
	}
	e.next = s.heads[b]
	s.items = append(s.items, e)
	s.heads[b] = idx + 1
	s.waiting++
}

// refill puts the lowest bucket's entries in order, and raises the band's top to the dearest
// of them: every entry left in the buckets is dearer still.
func (s *pathScratch) refill() {
	for b := s.next; b < queueBuckets; b++ {
		i := s.heads[b]
		if i == 0 {
			continue
		}
		lim := math.Inf(-1)
		for ; i != 0; i = s.items[i-1].next {
			f := s.items[i-1].f
			lim = max(lim, f)
			s.heapPush(heapKey{f: f, idx: i - 1})
			s.waiting--
		}
		s.heads[b] = 0
		s.limit, s.next = lim, b+1
		if b == queueBuckets-1 {
			// The last bucket holds everything beyond the others: from now on the
			// heap takes every entry.
			s.limit = math.Inf(1)
		}
		return
	}
}

// clearBuckets empties the buckets a search used.
func (s *pathScratch) clearBuckets() {
	if s.waiting > 0 {
		clear(s.heads[:])
	}
	s.waiting = 0
}

// heapArity is how many children each place of the heap has: four halves the levels a
// take sifts through, for two more comparisons a level. The queue's order is total (see
// before), so the shape of the heap changes nothing taken off it.
const heapArity = 4

func (s *pathScratch) heapPush(k heapKey) {
	s.heap = append(s.heap, k)
	h := s.heap
	i := len(h) - 1
	for i > 0 {
		p := (i - 1) / heapArity
		if !k.before(h[p]) {
			break
		}
		h[i] = h[p]
		i = p
	}
	h[i] = k
}

// pop takes the entry that comes first off the queue (see before); the queue must not be empty.
func (s *pathScratch) pop() heapEntry {
	if len(s.heap) == 0 {
		s.refill()
	}
	h := s.heap
	top := h[0]
	last := len(h) - 1
	x := h[last]
	h = h[:last]
	s.heap = h
	if last > 0 {
		i := 0
		for {
			c := heapArity*i + 1
			if c >= last {
				break
			}
			m := c
			for j := c + 1; j < min(c+heapArity, last); j++ {
				if h[j].before(h[m]) {
					m = j
				}
			}
			if !h[m].before(x) {
				break
			}
			h[i] = h[m]
			i = m
		}
		h[i] = x
	}
	return s.items[top.idx]
}
