package zombiemarines

import (
	"slices"
	"sync"
)

// fieldMemo keeps the zombie player's last field of routes to an attack (zombieField) with
// what it was worked out from: the rules, the marines' squares, the doors and the tiles
// face up. In the zombies' turn only zombies move, one command at a time, and the field
// does not depend on them, so it is worked out once a turn instead of once a zombie step
// (a server asks for every step apart). The field handed out is only read.
type fieldMemo struct {
	mu      sync.Mutex
	r       *rules
	key     []int
	scratch []int // the key being compared with key
	field   []int
}

// zombieField returns t.zombieField(s), from the memo when its inputs are the same.
func (m *fieldMemo) zombieField(r *rules, t *terrain, s *State) []int {
	m.mu.Lock()
	defer m.mu.Unlock()
	key := fieldKey(m.scratch[:0], s)
	if m.r == r && m.field != nil && slices.Equal(m.key, key) {
		m.scratch = key
		return m.field
	}
	m.r, m.key, m.scratch, m.field = r, key, m.key, t.zombieField(s)
	return m.field
}

// fieldKey lists everything zombieField reads from the state: the marines' squares and
// who lives, the doors and which are broken, the tiles and which are face up.
func fieldKey(b []int, s *State) []int {
	b = append(b, len(s.Marines))
	for _, m := range s.Marines {
		b = append(b, m.At.X, m.At.Y, boolInt(m.Dead))
	}
	b = append(b, len(s.Doors))
	for _, d := range s.Doors {
		b = append(b, d.Edge.X, d.Edge.Y, boolInt(d.Edge.West), boolInt(d.Broken))
	}
	b = append(b, len(s.Deck))
	b = append(b, s.Deck...)
	for _, up := range s.Flipped {
		b = append(b, boolInt(up))
	}
	return b
}
