package physics

import (
	"fmt"
	"hash/fnv"
)

// NavCache shares route graphs between tables with the same terrain, such as the thousands of
// games a simulation plays on one scenario: a graph depends only on the terrain, the doors
// that are open, the level and the base size, and is never changed once built, so each is
// built once instead of once per table. It also remembers routes found, under a fingerprint
// of where every base stood and which doors were open. Not safe for concurrent use.
type NavCache struct {
	terrain uint64 // fingerprint of the terrain the cache belongs to; 0 until the first table
	graphs  map[navCacheKey]*navGraph
	routes  map[routeKey]routeAnswer
	paths   pathScratch // the route search's arrays, lent to each table in turn
}

// routeKey is a route query on a table in a given state (its fingerprint).
type routeKey struct {
	print           uint64
	id              BodyID
	goal            pathGoal
	ignoreDifficult bool
	passModels      bool
	complete        bool
	maxCost         float64
}

type routeAnswer struct {
	path Path
	err  error
}

// maxSharedRoutes bounds the routes a cache remembers; past it, it forgets them all.
const maxSharedRoutes = 1 << 15

type navCacheKey struct {
	navKey
	doors string // one byte per door: '1' open
}

// NewNavCache returns an empty cache.
func NewNavCache() *NavCache { return &NavCache{graphs: map[navCacheKey]*navGraph{}} }

// ShareNav makes the table take its route graphs from the cache and put the ones it builds
// there. It refuses a cache that holds another terrain's graphs.
func (t *Table) ShareNav(c *NavCache) error {
	fp := t.terrainFingerprint() ^ uint64(t.trayRoutes)<<1 // never 0: the print is odd
	if c.terrain != 0 && c.terrain != fp {
		return fmt.Errorf("the route cache belongs to another table's terrain")
	}
	c.terrain = fp
	t.sharedNav = c
	return nil
}

// terrainFingerprint hashes the table's size and terrain pieces (once: copies made with
// Fresh keep it).
func (t *Table) terrainFingerprint() uint64 {
	if t.terrainPrint == 0 {
		h := fnv.New64a()
		fmt.Fprintf(h, "%g %g %v", t.width, t.height, t.pieces)
		t.terrainPrint = h.Sum64() | 1 // never 0
	}
	return t.terrainPrint
}

// sharedKey is the cache key of a graph for the doors as they are now.
func (t *Table) sharedKey(k navKey) navCacheKey {
	doors := make([]byte, len(t.doors))
	for i, d := range t.doors {
		doors[i] = '0'
		if d.open {
			doors[i] = '1'
		}
	}
	return navCacheKey{navKey: k, doors: string(doors)}
}
