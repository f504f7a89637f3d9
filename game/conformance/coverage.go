package conformance

import (
	"slices"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// coverage is what the action lists offered the seats in turn and what random play took
// from them, over every game of a Run.
type coverage struct {
	// taken counts the actions applied from the lists, by id; kinds the same by kind.
	taken map[game.ActionID]int
	kinds map[string]int
	// offered are the kinds of action the lists offered enabled.
	offered map[string]bool
	// record: the games count towards the Run's coverage (the main games; not the checks
	// that play a few steps again).
	record bool
	// wanted are Config.Kinds not yet taken.
	wanted []string
}

func newCoverage(record bool, kinds []string) *coverage {
	return &coverage{taken: map[game.ActionID]int{}, kinds: map[string]int{}, offered: map[string]bool{}, record: record,
		wanted: slices.Clone(kinds)}
}

// kindOf is an action id up to its first colon: "attack" for "attack:pistol".
func kindOf(id game.ActionID) string {
	k, _, _ := strings.Cut(string(id), ":")
	return k
}

func (c *coverage) offer(id game.ActionID) { c.offered[kindOf(id)] = true }

func (c *coverage) take(id game.ActionID) {
	c.taken[id]++
	c.kinds[kindOf(id)]++
	c.wanted = slices.DeleteFunc(c.wanted, func(k string) bool { return matches(id, k) })
}

// fresh reports whether id would be the first of its kind taken, or the first of a kind
// Config.Kinds names.
func (c *coverage) fresh(id game.ActionID) bool {
	return c.kinds[kindOf(id)] == 0 || slices.ContainsFunc(c.wanted, func(k string) bool { return matches(id, k) })
}

// matches reports whether id is of kind k: equal to it, or going on after it with a colon
// (k "director:spawn-special" is taken by "director:spawn-special:brute").
func matches(id game.ActionID, k string) bool {
	return string(id) == k || strings.HasPrefix(string(id), k+":")
}

// kindCount is how many actions of id's kind were taken.
func (c *coverage) kindCount(id game.ActionID) int { return c.kinds[kindOf(id)] }

// tookKind reports whether an action of kind k was taken.
func (c *coverage) tookKind(k string) bool {
	for id := range c.taken {
		if matches(id, k) {
			return true
		}
	}
	return false
}

// check fails t for each kind of cfg.Kinds that no random game took, and, when cfg.Kinds
// is given, for each kind the lists offered that it neither names nor excuses in
// cfg.Untaken: a new kind of action cannot slip past the check.
func (c *coverage) check(t *testing.T, cfg Config) {
	t.Helper()
	t.Logf("kinds of action taken: %v", c.kinds)
	var never []string
	for k := range c.offered {
		if c.kinds[k] == 0 {
			never = append(never, k)
		}
	}
	if len(never) > 0 {
		slices.Sort(never)
		t.Logf("kinds offered but never taken: %v", never)
	}
	for _, k := range cfg.Kinds {
		if !c.tookKind(k) {
			t.Errorf("the random games never took an action of kind %q from the action lists", k)
		}
	}
	if len(cfg.Kinds) == 0 {
		return
	}
	var named []string
	for _, k := range cfg.Kinds {
		named = append(named, kindOf(game.ActionID(k)))
	}
	for k := range c.offered {
		if _, excused := cfg.Untaken[k]; !excused && !slices.Contains(named, k) {
			t.Errorf("the action lists offered a kind of action, %q, that Config.Kinds does not name", k)
		}
	}
}
