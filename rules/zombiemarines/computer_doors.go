package zombiemarines

import (
	"encoding/binary"

	"github.com/borrowed-time/tabletop/grid"
)

// Door counters are passages: marines walk through them (A2), zombies must break them (Z2).
// So a door's worth to the marines is the detour it saves them, and the zombie player, who
// places first (P2), spends his counters where they save the least: on walls that a short
// walk already goes round, far from the marines. The marines put theirs where they save
// the longest detour, nearest the squad.

// shortcutCap bounds the detour measured: a wall nobody can walk round in this many steps
// counts as this many.
const shortcutCap = 14

// edgeSides returns the two squares a wall section lies between.
func edgeSides(e grid.Edge) (grid.Square, grid.Square) {
	if e.West {
		return grid.Square{X: e.X - 1, Y: e.Y}, grid.Square{X: e.X, Y: e.Y}
	}
	return grid.Square{X: e.X, Y: e.Y - 1}, grid.Square{X: e.X, Y: e.Y}
}

// doorShortcut is the steps a door on a wall section would save a marine: the walk round
// it on the face-up tiles (at most shortcutCap) less the one step through it.
func doorShortcut(s *State, b *grid.Board, e grid.Edge) int {
	a, c := edgeSides(e)
	if k, ok := b.StepsTo(a, c, shortcutCap, func(q grid.Square) bool { return s.Flipped[posOf(q)] }); ok {
		return k - 1
	}
	return shortcutCap - 1
}

// chooseDoor picks the wall section for the next door counter of the tile being populated:
// the marines' saves the most, the zombie player's the least (ties: nearest the marines for
// the marines, farthest for the zombies; then the tile's own order).
func (r *rules) chooseDoor(s *State, forMarines bool) (grid.Edge, bool) {
	walls := r.tileWalls(s, s.Populating[0].Pos)
	if len(walls) == 0 {
		return grid.Edge{}, false
	}
	b := r.boardFor(s, true)
	r.shortcutKey = appendBoardKey(r.shortcutKey[:0], s) // the state's part of every wall's key
	state := len(r.shortcutKey)
	best, bestScore := walls[0], 0
	for i, e := range walls {
		a, _ := edgeSides(e)
		near := min(nearestMarine(s, a), 2*MapSide)
		score := r.keptShortcut(s, b, e, state)*4*MapSide - near
		if !forMarines {
			score = -score // the same walk, worked out once
		}
		if i == 0 || score > bestScore {
			best, bestScore = e, score
		}
	}
	return best, true
}

// keptShortcut is doorShortcut, kept for the state of the tiles and doors it was worked out
// for (appendBoardKey's key: the marines' board and the face-up tiles are all it reads): a
// door counter's choice weighs every wall section of the tile, and a searching player's
// rollouts choose the same tile's doors again and again. r.shortcutKey[:state] holds the
// state's key, written once for all the walls.
func (r *rules) keptShortcut(s *State, b *grid.Board, e grid.Edge, state int) int {
	r.shortcutKey = binary.AppendVarint(binary.AppendVarint(append(r.shortcutKey[:state], flag(e.West)), int64(e.X)), int64(e.Y))
	if k, ok := r.shortcuts[string(r.shortcutKey)]; ok {
		return k
	}
	k := doorShortcut(s, b, e)
	if r.shortcuts == nil || len(r.shortcuts) >= maxShortcuts {
		r.shortcuts = map[string]int{}
	}
	r.shortcuts[string(r.shortcutKey)] = k
	return k
}

// maxShortcuts bounds the shortcuts kept; past it, they are all forgotten.
const maxShortcuts = 4096
