package physics

import "math"

// moveMemoBits sets how many moves a search's arrays remember the terrain's verdict on:
// 2^bits, 8 bytes each (512 KB). In simulated games only about a third of the lookups find
// their verdict, and with 2^17 places (1 MB) a lookup missed the processor's cache so often
// that it cost about as much as the test it saves: Last Stop Gas runs 2% faster with 2^16
// places and 4% with 2^15 or 2^14. The worst case (BenchmarkZombiePath: the same 56 searches
// over and over, about 10,000 different moves) wants the memo: without it that benchmark is
// 25% slower, with 2^15 places 5% slower than 6241f23, with 2^16 as fast
// (docs/performance.md).
const moveMemoBits = 16

// moveMemo remembers the terrain's verdicts on the moves that route searches tested, direct
// mapped by the move's ends: a later search from the same place (a corner round a model that
// is still there, in the next zombie's search towards the same survivor) reads the verdict
// instead of testing the move again. A verdict depends only on the graph (its terrain, doors,
// level and base size) and the move's two ends. Each place holds 8 bytes: a 62-bit
// fingerprint of the graph's number and the ends' exact bits, and the verdict, so that the
// memo fits a core's cache (the 40-byte places it had, 5 MB, missed it on most reads). Two
// moves share a fingerprint with a chance of 2^-62 a read: about one wrong verdict in 10^10
// batches of 1,000 simulated games, and the same one every time the same games are played.
// It lives with the search's arrays (pathScratch), so the tables of a NavCache share one.
type moveMemo struct {
	slots  []uint64 // nil until the first search; 0 for an empty place
	graphs int32    // numbers given to graphs so far
}

// memoOccupied and memoClear are a place's low bits: taken, and the move is clear.
const (
	memoOccupied = 1
	memoClear    = 2
)

// moveFingerprint mixes a graph's number and a move's ends into 64 bits (each word through
// a multiply and xor-shift, as splitmix64 finishes).
func moveFingerprint(id int32, a, b Vec) uint64 {
	h := uint64(id) * 0x9E3779B97F4A7C15
	for _, w := range [4]uint64{math.Float64bits(a.X), math.Float64bits(a.Y), math.Float64bits(b.X), math.Float64bits(b.Y)} {
		h ^= w
		h *= 0xBF58476D1CE4E5B9
		h ^= h >> 31
		h *= 0x94D049BB133111EB
		h ^= h >> 29
	}
	return h
}

// lookup returns the place of the move a→b of graph g, the tag a verdict there carries, and
// the verdict when the place holds it (known).
func (m *moveMemo) lookup(g *navGraph, a, b Vec) (slot int, tag uint64, known, clear bool) {
	if m.slots == nil {
		m.slots = make([]uint64, 1<<moveMemoBits)
	}
	h := moveFingerprint(m.number(g), a, b)
	slot = int(h >> (64 - moveMemoBits))
	tag = h&^(memoOccupied|memoClear) | memoOccupied
	v := m.slots[slot]
	return slot, tag, v&^memoClear == tag, v&memoClear != 0
}

// store writes a verdict where lookup found no verdict.
func (m *moveMemo) store(slot int, tag uint64, clear bool) {
	if clear {
		tag |= memoClear
	}
	m.slots[slot] = tag
}

// knownBlocked reports whether the memo holds the verdict that the terrain blocks the move
// a→b of graph g.
func (m *moveMemo) knownBlocked(g *navGraph, a, b Vec) bool {
	if m.slots == nil {
		return false
	}
	_, _, known, clear := m.lookup(g, a, b)
	return known && !clear
}

// number returns graph g's number in the memo. A graph is numbered afresh for each memo it
// is used with (one, as a rule), and a number is never given twice: nothing remembered for
// one graph is ever read for another.
func (m *moveMemo) number(g *navGraph) int32 {
	if g.memo != m {
		m.graphs++
		g.memo, g.memoID = m, m.graphs
	}
	return g.memoID
}
