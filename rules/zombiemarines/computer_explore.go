package zombiemarines

import (
	"strconv"

	"github.com/borrowed-time/tabletop/grid"
)

// How the computer marines search for the helipad. Every face-down tile is as likely as any
// other to hide it (M2), so the squad turns over the nearest one, all of it making for the
// same tile so that it keeps together. Tiles on the map's edge cost more than their walk:
// once face up, their edge squares are spawn squares (T1) and the zombies rise there, beside
// whoever walks by.

// edgeTileCost is the extra steps a tile on the map's edge counts for when choosing where to
// search next.
const edgeTileCost = 4

// startTile is the marines' start tile (M4): the middle of the top edge. A corner tile would
// put the marines beside two edges' worth of spawn squares; the middle of an edge has one
// edge and the most tiles within a short walk.
const startTile = 2

// isHelipad reports whether the tile at a map position is face up and the helipad.
func (r *rules) isHelipad(s *State, pos int) bool {
	return s.Flipped[pos] && r.setup.Tiles[s.Deck[pos]].HasHelipad()
}

// helipadPos is the helipad tile's map position once it is face up, else -1.
func (r *rules) helipadPos(s *State) int {
	for p := range s.Flipped {
		if r.isHelipad(s, p) {
			return p
		}
	}
	return -1
}

// searchTile is the tile the squad makes for: the helipad once it is face up, else the
// face-down tile with the shortest walk from the nearest living marine (edge tiles counting
// edgeTileCost more; ties go to the lower map position). False when there is none.
func (r *rules) searchTile(s *State, t *terrain) (int, bool) {
	if p := r.helipadPos(s); p >= 0 {
		return p, true
	}
	return t.nearestFaceDown(s)
}

// nearestFaceDown is searchTile's choice while the helipad is face down: the face-down tile
// with the shortest walk from the nearest living marine (walkField's walk), edge tiles
// counting edgeTileCost more, ties to the lower map position. The walk stops once every
// square still to reach is farther than the best so far: no tile beyond could be chosen (a
// whole field was worked out for each marine's step before).
func (t *terrain) nearestFaceDown(s *State) (int, bool) {
	dist := make([]int32, MapSide*MapSide) // per square: steps to it plus one; 0 not reached
	queue := make([]int32, 0, 4*MapSide)
	for _, q := range marineSquares(s) {
		if onMap(q) && dist[index(q)] == 0 {
			dist[index(q)] = 1
			queue = append(queue, int32(index(q)))
		}
	}
	var seen [tileCount]bool
	best, bd := -1, far
	for head := 0; head < len(queue); head++ {
		i := int(queue[head])
		d := int(dist[i]) - 1
		if d > bd {
			break
		}
		if p := (i/MapSide/TileSide)*MapTiles + i%MapSide/TileSide; !s.Flipped[p] && !seen[p] {
			seen[p] = true // reached first at its shortest walk
			v := d
			if edgePos(p) {
				v += edgeTileCost
			}
			if v < bd || v == bd && p < best {
				best, bd = p, v
			}
		}
		for dir := 0; dir < 4; dir++ {
			if n, on := neighbourIndex(i, dir); on && t.wall[i]&(1<<dir) == 0 && dist[n] == 0 {
				dist[n] = dist[i] + 1
				queue = append(queue, int32(n))
			}
		}
	}
	return best, best >= 0
}

// goalField is, per square, the steps to the tile the squad makes for: 0 on any square of
// it. On the helipad every square is as good as another: where to stand there is a matter
// of the zombies (V1).
func goalField(t *terrain, pos int) []int { return t.walkField(tileSquares(pos)) }

// keptGoalField is goalField for s, kept for the tiles and doors as s has them (the walls
// the walk goes round): a marine's every step asks for the squad's goal again, and it
// changes only when a tile turns over or a door changes. Read only.
func (r *rules) keptGoalField(s *State, t *terrain, pos int) []int {
	r.goalKey = appendBoardKey(append(strconv.AppendInt(r.goalKey[:0], int64(pos), 10), '|'), s)
	if f, ok := r.goalFields[string(r.goalKey)]; ok {
		return f
	}
	f := goalField(t, pos)
	if r.goalFields == nil || len(r.goalFields) >= maxGoalFields {
		r.goalFields = map[string][]int{}
	}
	r.goalFields[string(r.goalKey)] = f
	return f
}

// maxGoalFields bounds the goal fields kept; past it, they are all forgotten.
const maxGoalFields = 256

// deploySquare is where a marine takes its place on the start tile (K2): the empty square
// nearest the map's middle, so that the squad starts together and away from the edge.
func (r *rules) deploySquare(s *State) (grid.Square, bool) {
	centre := grid.Square{X: MapSide / 2, Y: MapSide / 2}
	best, bd := grid.Square{}, far
	for _, q := range r.startSquares(s) {
		if d := abs(q.X-centre.X) + abs(q.Y-centre.Y); d < bd {
			best, bd = q, d
		}
	}
	return best, bd < far
}

// deployKind is the type of the marine at a seat (1-based): a lone marine is a Grunt, the
// sturdiest, with a grenade; larger squads mix in a Medic and a Sergeant. (A lone Medic
// finds the helipad more often, being faster, but seldom clears it.)
func deployKind(seat int) Kind {
	switch (seat - 1) % 3 {
	case 0:
		return Grunt
	case 1:
		return Medic
	}
	return Sergeant
}
