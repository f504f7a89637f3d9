package zombiemarines

import "bytes"

// keptBuilds is how many boards of each side, and terrains' walls, the rules keep (boardFor,
// terrainOf): a searching player's rollouts start again and again from its decision's
// state, and each tile turned over or door changed in a rollout makes another board.
const keptBuilds = 8

// keyedCache keeps the last few values built, each under the key of the state it was built
// for (appendBoardKey's); a new one replaces the oldest. The values are only read once kept.
type keyedCache[T any] struct {
	keys [][]byte
	vals []T
	next int // the entry replaced next, once all are taken
}

// get returns the value kept under key.
func (c *keyedCache[T]) get(key []byte) (T, bool) {
	for i, k := range c.keys {
		if bytes.Equal(k, key) {
			return c.vals[i], true
		}
	}
	var none T
	return none, false
}

// put keeps v under key (copied).
func (c *keyedCache[T]) put(key []byte, v T) {
	if len(c.keys) < keptBuilds {
		c.keys = append(c.keys, bytes.Clone(key))
		c.vals = append(c.vals, v)
		return
	}
	c.keys[c.next] = append(c.keys[c.next][:0], key...)
	c.vals[c.next] = v
	c.next = (c.next + 1) % keptBuilds
}
