package physics

// pairSet is a set of (node, model) pairs for one search at a time: open addressing over
// keys stamped with the search's generation, so that emptying it for the next search costs
// nothing. A search's ring offers (addRing) and goal places' offers test it once per move a
// model or the terrain blocks; a list scanned each time cost more than the rest of addRing.
type pairSet struct {
	keys []uint64
	gens []uint32
	gen  uint32
	n    int
}

// reset empties the set.
func (s *pairSet) reset() {
	s.gen++
	s.n = 0
	if s.gen == 0 { // wrapped round: stamps of old searches could match again
		clear(s.gens)
		s.gen = 1
	}
}

// add puts the pair (a, b) in the set, and reports whether it was not there before.
func (s *pairSet) add(a, b int32) bool {
	if 2*(s.n+1) > len(s.keys) {
		s.grow()
	}
	k := uint64(uint32(a))<<32 | uint64(uint32(b))
	mask := uint64(len(s.keys) - 1)
	for i := (k * 0x9E3779B97F4A7C15) >> 32 & mask; ; i = (i + 1) & mask {
		if s.gens[i] != s.gen {
			s.keys[i], s.gens[i] = k, s.gen
			s.n++
			return true
		}
		if s.keys[i] == k {
			return false
		}
	}
}

// grow doubles the table (at least 64 places), keeping the pairs of this search.
func (s *pairSet) grow() {
	oldKeys, oldGens, gen := s.keys, s.gens, s.gen
	size := max(64, 2*len(oldKeys))
	s.keys, s.gens, s.gen, s.n = make([]uint64, size), make([]uint32, size), 1, 0
	mask := uint64(size - 1)
	for j, k := range oldKeys {
		if oldGens[j] != gen {
			continue
		}
		i := (k * 0x9E3779B97F4A7C15) >> 32 & mask
		for s.gens[i] == s.gen {
			i = (i + 1) & mask
		}
		s.keys[i], s.gens[i] = k, s.gen
		s.n++
	}
}
