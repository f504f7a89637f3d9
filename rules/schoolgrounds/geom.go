package schoolgrounds

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// survivorID is a survivor's model id: "s3" for player 3's.
func survivorID(seat int) string { return "s" + strconv.Itoa(seat) }

// survivorByID returns the index of a survivor, or -1.
func survivorByID(s *State, id string) int {
	n, err := strconv.Atoi(strings.TrimPrefix(id, "s"))
	if err != nil || !strings.HasPrefix(id, "s") {
		return -1
	}
	for i, sv := range s.Survivors {
		if sv.Seat == n {
			return i
		}
	}
	return -1
}

// zombieByID returns the index of a zombie, or -1.
func zombieByID(s *State, id string) int {
	for i, z := range s.Zombies {
		if z.ID == id {
			return i
		}
	}
	return -1
}

// survivorAt returns the living survivor on q, or -1.
func survivorAt(s *State, q grid.Square) int {
	for i := range s.Survivors { // by index: a survivor is too big to copy for a look
		if sv := &s.Survivors[i]; sv.Life == Alive && sv.At == q {
			return i
		}
	}
	return -1
}

// zombieAt returns the zombie on q, or -1.
func zombieAt(s *State, q grid.Square) int {
	for i := range s.Zombies {
		if s.Zombies[i].At == q {
			return i
		}
	}
	return -1
}

func empty(s *State, q grid.Square) bool { return survivorAt(s, q) < 0 && zombieAt(s, q) < 0 }

// step says whether a model may step between two side-by-side squares, and whether it
// climbs through a broken window doing so.
func (r *rules) step(s *State, a, b grid.Square) (ok, window bool) {
	e, side := grid.Between(a, b)
	if !side || !onBoard(a) || !onBoard(b) {
		return false, false
	}
	ref := r.board.edge(e)
	switch ref.Kind {
	case edgeWall, edgeFence:
		return false, false
	case edgeDoor:
		d := s.Doors[ref.Index]
		return d.Open || d.Broken, false
	case edgeWindow:
		return s.Broken[ref.Index], s.Broken[ref.Index]
	}
	return true, false
}

// reach is the squares a model can reach: steps and broken windows climbed along the best
// route (fewest steps, then fewest windows), and the square each was reached from.
type reach struct {
	cost []int // steps*8 + windows, or -1
	prev []int
	// seen lists the squares given a cost, and buckets are the search's queues by cost:
	// kept, so that the next search with this reach starts without allocating.
	seen    []int
	buckets [][]int
}

func idx(q grid.Square) int { return q.Y*BoardW + q.X }

func sq(i int) grid.Square { return grid.Square{X: i % BoardW, Y: i / BoardW} }

// routes finds where a model on from may go within max steps, through squares pass allows
// (from is always allowed), through open doors, open hatches and broken windows. The reach
// is lent by the rules: give it back with done once read (a searching player's rollouts ask
// for routes many thousand times a decision).
func (r *rules) routes(s *State, from grid.Square, max int, pass func(grid.Square) bool) *reach {
	var rc *reach
	if n := len(r.spareReach); n > 0 {
		rc, r.spareReach = r.spareReach[n-1], r.spareReach[:n-1]
		for _, i := range rc.seen {
			rc.cost[i] = -1
		}
		rc.seen = rc.seen[:0]
	} else {
		rc = &reach{cost: make([]int, BoardW*BoardH), prev: make([]int, BoardW*BoardH)}
		for i := range rc.cost {
			rc.cost[i] = -1
		}
	}
	// Buckets by cost: a path of k steps costs 8k to 8k+k, so costs stay below 8(max+1).
	for len(rc.buckets) < 8*(max+1) {
		rc.buckets = append(rc.buckets, nil)
	}
	buckets := rc.buckets[:8*(max+1)]
	for c := range buckets {
		buckets[c] = buckets[c][:0]
	}
	rc.cost[idx(from)] = 0
	rc.seen = append(rc.seen, idx(from))
	buckets[0] = append(buckets[0], idx(from))
	for c := 0; c < len(buckets); c++ {
		for k := 0; k < len(buckets[c]); k++ {
			i := buckets[c][k]
			if rc.cost[i] != c || c/8 >= max {
				continue
			}
			q := sq(i)
			r.neighbours(s, q, func(n grid.Square, window bool) {
				nc := c + 8
				if window {
					nc++
				}
				if nc >= len(buckets) || !pass(n) {
					return
				}
				if old := rc.cost[idx(n)]; old < 0 || nc < old {
					if old < 0 {
						rc.seen = append(rc.seen, idx(n))
					}
					rc.cost[idx(n)], rc.prev[idx(n)] = nc, i
					buckets[nc] = append(buckets[nc], idx(n))
				}
			})
		}
	}
	return rc
}

// done gives back a reach routes lent, for its next search to use.
func (r *rules) done(rc *reach) {
	if len(r.spareReach) < 4 {
		r.spareReach = append(r.spareReach, rc)
	}
}

// neighbours calls f with every square one step from q: orthogonal steps and open hatches.
func (r *rules) neighbours(s *State, q grid.Square, f func(n grid.Square, window bool)) {
	i := idx(q)
	for k, d := range grid.Orthogonal {
		n := q.Add(d)
		if !onBoard(n) {
			continue
		}
		ok, w := true, false
		switch ref := r.sides[i][k]; ref.Kind {
		case edgeWall, edgeFence:
			ok = false
		case edgeDoor:
			ok = s.Doors[ref.Index].Open || s.Doors[ref.Index].Broken
		case edgeWindow:
			ok, w = s.Broken[ref.Index], true
		}
		if ok {
			f(n, w)
		}
	}
	for _, h := range r.hatches[i] {
		if s.Doors[h.door].Open || s.Doors[h.door].Broken {
			f(h.to, false)
		}
	}
}

// hatchEnd is the far end of a hatch from a square.
type hatchEnd struct {
	door int
	to   grid.Square
}

// index builds the per-square tables the routes read: what stands on each side, and the
// hatches from each square.
func (r *rules) index() {
	r.sides = make([][4]edgeRef, BoardW*BoardH)
	r.hatches = make([][]hatchEnd, BoardW*BoardH)
	for i := range r.sides {
		q := sq(i)
		for k, d := range grid.Orthogonal {
			if e, ok := grid.Between(q, q.Add(d)); ok {
				r.sides[i][k] = r.board.edge(e)
			}
		}
	}
	for di, o := range r.board.Doors {
		if o.Hatch {
			r.hatches[idx(o.A)] = append(r.hatches[idx(o.A)], hatchEnd{di, o.B})
			r.hatches[idx(o.B)] = append(r.hatches[idx(o.B)], hatchEnd{di, o.A})
		}
	}
}

// path returns the squares from the start to q, or nil when q is not reached.
func (rc *reach) path(q grid.Square) []grid.Square {
	if !onBoard(q) || rc.cost[idx(q)] < 0 {
		return nil
	}
	var out []grid.Square
	i := idx(q)
	for {
		out = append(out, sq(i))
		if rc.cost[i] == 0 {
			break
		}
		i = rc.prev[i]
	}
	for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
		out[a], out[b] = out[b], out[a]
	}
	return out
}

// windows counts the broken windows climbed along a path.
func (r *rules) windows(s *State, path []grid.Square) int {
	n := 0
	for i := 1; i < len(path); i++ {
		if _, w := r.step(s, path[i-1], path[i]); w {
			n++
		}
	}
	return n
}

// touchBoard is the board for hand-to-hand fighting and reaching across: walls, the fence,
// whole windows and closed doors are in the way. It is built once for each state of the
// doors and windows (doorStates keeps the last few).
func (r *rules) touchBoard(s *State) *grid.Board {
	return r.cachedBoard(s, &r.doorState(s).touch, func(ref edgeRef, open bool) grid.Barrier {
		switch ref.Kind {
		case edgeWall, edgeFence:
			return grid.Wall
		case edgeWindow:
			if !open {
				return grid.Wall
			}
		case edgeDoor:
			if !open {
				return grid.DoorClosed
			}
		}
		return grid.None
	})
}

// sightBoard is the board for shooting: walls and closed doors block sight; windows and the
// wire fence do not.
func (r *rules) sightBoard(s *State) *grid.Board {
	return r.cachedBoard(s, &r.doorState(s).sight, func(ref edgeRef, open bool) grid.Barrier {
		switch {
		case ref.Kind == edgeWall:
			return grid.Wall
		case ref.Kind == edgeDoor && !open:
			return grid.DoorClosed
		}
		return grid.None
	})
}

// doorState is what the rules and the computer players build from one state of the doors
// and windows: the boards for fighting and for shooting, the squares beside each square, and
// the steps a field spreads by (without broken windows, and with), and the fields from
// single squares and to the car asked for. Each is built when first
// asked for.
type doorState struct {
	key          []byte // doorKey's, of the doors and windows it is for
	touch, sight *grid.Board
	near         [][]int
	steps        [2]stepLists
	fields       map[fieldKey][]int // fields from one square and to the car (keptField), read only
	// lastField is the last field from several squares (field), from the squares lastFrom
	// lists (their indices, then the windows' flag), read only: the master's phase asks for
	// the field from the survivors at each of its commands, and the survivors stand still.
	lastField []int
	lastFrom  []int
}

// doorStates is how many states of the doors and windows the rules keep what they built
// for: a searching player's rollouts go back and forth between the states of its samples
// (with one kept, the squares beside each square were built again for most decisions). With
// every seat searching, late games open so many doors that 8 were built again and again: a
// game of seed 7 took 69-72 s of processor time with 8, 55-57 s with 32 and 50-54 s with 64
// (the same game; peak memory 46, 90 and 137 MB).
const doorStates = 32

// doorKey appends one byte per door and window to b: 1 where it is open, broken or smashed.
func doorKey(b []byte, s *State) []byte {
	for _, d := range s.Doors {
		b = append(b, byte(boolInt(d.Open || d.Broken)))
	}
	for _, w := range s.Broken {
		b = append(b, byte(boolInt(w)))
	}
	return b
}

// doorState returns what is kept for the doors and windows as s has them, making room for
// them (in place of the state kept longest) when they are new.
func (r *rules) doorState(s *State) *doorState {
	r.doorKey = doorKey(r.doorKey[:0], s)
	for i := range r.doors {
		d := &r.doors[(r.lastDoors+i)%doorStates]
		if d.key != nil && bytes.Equal(d.key, r.doorKey) {
			r.lastDoors = (r.lastDoors + i) % doorStates
			return d
		}
	}
	r.nextDoors = (r.nextDoors + 1) % doorStates
	d := &r.doors[r.nextDoors]
	*d = doorState{key: append(d.key[:0], r.doorKey...)}
	r.lastDoors = r.nextDoors
	return d
}

// cachedBoard returns *b, building it first with barrier for the doors and windows as s has
// them (open: a door open or broken, a window broken) when it is not built yet.
func (r *rules) cachedBoard(s *State, b **grid.Board, barrier func(ref edgeRef, open bool) grid.Barrier) *grid.Board {
	if *b != nil {
		return *b
	}
	nb, _ := grid.New(BoardW, BoardH, physics.Vec{}, 1)
	for e, ref := range r.board.edges {
		open := ref.Kind == edgeDoor && (s.Doors[ref.Index].Open || s.Doors[ref.Index].Broken) || ref.Kind == edgeWindow && s.Broken[ref.Index]
		if w := barrier(ref, open); w != grid.None {
			nb.Set(e, w)
		}
	}
	*b = nb
	return nb
}

// beside reports whether two squares touch (by a side or a corner) with nothing between.
func beside(b *grid.Board, a, c grid.Square) bool { return grid.Adjacent(a, c) && b.Sees(a, c) }

// near reports whether two squares are beside each other, or the two ends of an open hatch
// (school-grounds.md B5, B10).
func (r *rules) near(s *State, b *grid.Board, a, c grid.Square) bool {
	if beside(b, a, c) {
		return true
	}
	for _, h := range r.hatches[idx(a)] {
		if h.to == c && (s.Doors[h.door].Open || s.Doors[h.door].Broken) {
			return true
		}
	}
	return false
}

// atDoor reports whether q is at either end of door or hatch i.
func (r *rules) atDoor(i int, q grid.Square) bool {
	o := r.board.Doors[i]
	return o.A == q || o.B == q
}

// centre is a square's middle on the table (one inch a square, the board at the corner).
func centre(q grid.Square) physics.Vec {
	return physics.Vec{X: float64(q.X) + 0.5, Y: float64(q.Y) + 0.5}
}

func centres(qs []grid.Square) []physics.Vec {
	out := make([]physics.Vec, len(qs))
	for i, q := range qs {
		out[i] = centre(q)
	}
	return out
}

func chebyshev(a, b grid.Square) int { return max(abs(a.X-b.X), abs(a.Y-b.Y)) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// placeName says where a square lies in words a player finds on a board without numbers:
// the board in thirds across and down, "the north-west", "the south", "the middle".
func placeName(q grid.Square) string {
	ns := [3]string{"north", "", "south"}[min(2, q.Y*3/BoardH)]
	ew := [3]string{"west", "", "east"}[min(2, q.X*3/BoardW)]
	switch {
	case ns != "" && ew != "":
		return "the " + ns + "-" + ew
	case ns+ew != "":
		return "the " + ns + ew
	}
	return "the middle"
}

// edgeName says where on the board's edge a square lies: "the east edge", "the north edge,
// in the west".
func edgeName(q grid.Square) string {
	switch {
	case q.X == BoardW-1:
		return "the east edge"
	case q.X == 0:
		return "the west edge"
	}
	side := "the north edge"
	if q.Y == BoardH-1 {
		side = "the south edge"
	}
	if ew := [3]string{"west", "middle", "east"}[min(2, q.X*3/BoardW)]; ew != "middle" {
		return side + ", in the " + ew
	}
	return side + ", in the middle"
}
