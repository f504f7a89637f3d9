package zombiemarines

import (
	"slices"

	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/grid"
)

// The computer players read the game's own state and propose; Apply decides. Their policy:
//
// Zombie player: places each new zombie on the allowed square nearest a living marine; in
// its turn moves, one zombie at a time, each standing zombie to the reachable square
// nearest a marine (never off a square beside one), or breaks a closed door when the square
// beyond is nearer; then ends its turn. Door counters go where the fallback puts them.
//
// Marines: the first marine picks the first edge tile; each seat places a Grunt, Medic or
// Sergeant by seat number on the first free square. In its turn a marine goes on with
// automatic fire at the nearest zombie it may; heals a wounded neighbour (medic); throws a
// grenade when it kills three zombies and no marine; attacks the nearest zombie with its
// best loaded weapon, standing still when a zombie is within three squares; reloads an
// empty weapon; then moves towards the helipad once it is known, else the face-down
// tile nearest the squad's middle (so that the squad keeps together), and ends its turn.
type zombiePlayer struct{}
type marinePlayer struct{}

func stateOf(g engine.Session) (*State, *rules, bool) {
	gm, ok := g.(*engine.Game[State])
	if !ok {
		return nil, nil, false
	}
	r, ok := gm.Rules().(*rules)
	return gm.State(), r, ok
}

// Next proposes the zombie player's command.
func (zombiePlayer) Next(g engine.Session, seat engine.SeatID) (engine.Command, bool) {
	s, r, ok := stateOf(g)
	if !ok || !slices.Contains(g.Turn(), seat) {
		return nil, false
	}
	switch s.Phase {
	case PhaseTileZombies, PhaseSpawnZombies:
		where := r.spawnSquares(s)
		if s.Phase == PhaseTileZombies {
			where = r.tileZombieSquares(s, s.Populating[0].Pos)
		}
		best, bd := grid.Square{}, -1
		for _, q := range where {
			if d := nearestMarine(s, q); bd < 0 || d < bd {
				best, bd = q, d
			}
		}
		if bd >= 0 {
			return PlaceZombie{At: best}, true
		}
	case PhaseZombies:
		field := distances(r.boardFor(s, false), marineSquares(s))
		for i := range s.Zombies {
			if cmd, ok := r.zombieStep(s, &s.Zombies[i], field); ok {
				return cmd, true
			}
		}
		return EndZombies{}, true
	}
	return fallbackFor(g, seat)
}

// nearestMarine is the distance in king's moves from a square to the nearest living marine
// (a large number when none lives).
func nearestMarine(s *State, q grid.Square) int {
	best := 1 << 20
	for _, m := range s.Marines {
		if !m.Dead {
			best = min(best, max(abs(m.At.X-q.X), abs(m.At.Y-q.Y)))
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// zombieStep is one zombie's move towards the marines along the walls' real routes, if it
// has a better square to go to: a closed door on the way is tried.
func (r *rules) zombieStep(s *State, z *Zombie, field []int) (engine.Command, bool) {
	if z.Down || z.Steps >= zombieSpeed {
		return nil, false
	}
	b := r.boardFor(s, false)
	for _, m := range s.Marines {
		if !m.Dead && grid.Adjacent(m.At, z.At) && b.Sees(z.At, m.At) {
			return nil, false // it will attack from here
		}
	}
	here := field[index(z.At)]
	reach := b.Reachable(z.At, zombieSpeed-z.Steps, func(q grid.Square) bool { return s.Flipped[posOf(q)] && zombiePass(s)(q) })
	best, bd := grid.Square{}, here
	reach.Reached(func(q grid.Square, _ int) {
		if d := field[index(q)]; d < bd && empty(s, q) {
			best, bd = q, d
		}
	})
	if bd < here {
		return ZombieMove{Zombie: z.ID, To: best}, true
	}
	for _, q := range closedDoorsBeside(s, z.At) {
		if field[index(q)] < here {
			return BreakDoor{Zombie: z.ID, To: q}, true
		}
	}
	return nil, false
}

func index(q grid.Square) int { return q.Y*MapSide + q.X }

// distances is, per square, the steps to the nearest source square, moving orthogonally
// through anything but walls: doors count as passable and face-down tiles as open ground.
func distances(b *grid.Board, sources []grid.Square) []int {
	field := make([]int, MapSide*MapSide)
	for i := range field {
		field[i] = 1 << 20
	}
	queue := make([]grid.Square, 0, len(field))
	for _, q := range sources {
		if field[index(q)] != 0 {
			field[index(q)] = 0
			queue = append(queue, q)
		}
	}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, dir := range grid.Orthogonal {
			n := q.Add(dir)
			e, _ := grid.Between(q, n)
			if onMap(n) && b.At(e) != grid.Wall && field[index(n)] > field[index(q)]+1 {
				field[index(n)] = field[index(q)] + 1
				queue = append(queue, n)
			}
		}
	}
	return field
}

// marineSquares lists the living marines' squares.
func marineSquares(s *State) []grid.Square {
	var out []grid.Square
	for _, m := range s.Marines {
		if !m.Dead {
			out = append(out, m.At)
		}
	}
	return out
}

// Next proposes a marine seat's command.
func (marinePlayer) Next(g engine.Session, seat engine.SeatID) (engine.Command, bool) {
	s, r, ok := stateOf(g)
	if !ok || !slices.Contains(g.Turn(), seat) {
		return nil, false
	}
	switch s.Phase {
	case PhaseDeploy:
		for n := 1; n <= r.opt.Marines; n++ {
			if MarineSeat(n) == seat {
				kinds := []Kind{Grunt, Medic, Sergeant}
				return Deploy{Seat: n, Kind: kinds[(n-1)%3], At: r.startSquares(s)[0]}, true
			}
		}
	case PhaseMarines:
		for i := range s.Marines {
			if m := &s.Marines[i]; MarineSeat(m.Seat) == seat && !m.Dead && !m.Turn.Done {
				return r.marineStep(s, m), true
			}
		}
	}
	return fallbackFor(g, seat)
}

// marineStep is a marine's next command by the policy above.
func (r *rules) marineStep(s *State, m *Marine) engine.Command {
	b := r.sight(s)
	if s.Burst != nil && s.Burst.Marine == m.ID {
		if ts := r.burstTargets(s, b, m); len(ts) > 0 {
			return FireAgain{Marine: m.ID, Target: r.nearestZombie(s, m.At, ts)}
		}
	}
	if canAct(m, false) == "" {
		if cmd, ok := r.marineAct(s, b, m); ok {
			return cmd
		}
	}
	if moveWhy(m) == "" {
		if to, ok := r.marineGoal(s, m); ok {
			return Move{Marine: m.ID, To: to}
		}
	}
	return EndTurn{Marine: m.ID}
}

// marineAct is a marine's attack, heal, grenade or reload, if one is worth making.
func (r *rules) marineAct(s *State, b *grid.Board, m *Marine) (engine.Command, bool) {
	stand := m.Turn.Moved == 0 && nearestZombieDist(s, m.At) <= 3
	if slices.ContainsFunc(m.Items, func(it Item) bool { return it.Kind == Medkit }) {
		for _, o := range s.Marines {
			if !o.Dead && o.ID != m.ID && grid.Adjacent(o.At, m.At) && o.HP < profiles[o.Kind].HP {
				return Heal{Marine: m.ID, Target: o.ID, Stand: m.Turn.Moved == 0}, true
			}
		}
	}
	if gi := slices.IndexFunc(m.Items, func(it Item) bool { return it.Kind == Grenade }); gi >= 0 {
		for _, z := range s.Zombies {
			if r.grenadeWorth(s, b, m, z.At) {
				return Throw{Marine: m.ID, At: z.At}, true
			}
		}
	}
	best, bestMod := -2, -10
	for i := -1; i < len(m.Items); i++ {
		if w, why := weaponOf(m, i); why == "" && w.Attack && w.Mod > bestMod && len(r.attackTargets(s, b, m, w)) > 0 {
			best, bestMod = i, w.Mod
		}
	}
	if best > -2 {
		w, _ := weaponOf(m, best)
		return Attack{Marine: m.ID, Weapon: best, Target: r.nearestZombie(s, m.At, r.attackTargets(s, b, m, w)), Stand: stand}, true
	}
	for i, it := range m.Items {
		if sp := items[it.Kind]; sp.Ammo > 0 && it.Ammo == 0 && slices.ContainsFunc(m.Items, func(x Item) bool { return items[x.Kind].Reloads == it.Kind }) {
			return Reload{Marine: m.ID, Weapon: i}, true
		}
	}
	return nil, false
}

// grenadeWorth: a grenade at q kills at least three zombies and no marine.
func (r *rules) grenadeWorth(s *State, b *grid.Board, m *Marine, q grid.Square) bool {
	if !b.Sees(m.At, q) {
		return false
	}
	for _, o := range s.Marines {
		if !o.Dead && inBlast(b, q, o.At) {
			return false
		}
	}
	n := 0
	for _, z := range s.Zombies {
		if inBlast(b, q, z.At) {
			n++
		}
	}
	return n >= 3
}

func nearestZombieDist(s *State, q grid.Square) int {
	best := 1 << 20
	for _, z := range s.Zombies {
		best = min(best, max(abs(z.At.X-q.X), abs(z.At.Y-q.Y)))
	}
	return best
}

// nearestZombie returns the id of the zombie of ids nearest a square.
func (r *rules) nearestZombie(s *State, q grid.Square, ids []string) string {
	best, bd := ids[0], -1
	for _, id := range ids {
		z := s.Zombies[zombieByID(s, id)]
		if d := max(abs(z.At.X-q.X), abs(z.At.Y-q.Y)); bd < 0 || d < bd {
			best, bd = id, d
		}
	}
	return best
}

// marineGoal is the reachable square that brings a marine nearest its goal along the walls'
// real routes: the helipad tile once known, else the face-down tile nearest the squad.
func (r *rules) marineGoal(s *State, m *Marine) (grid.Square, bool) {
	goal, ok := r.goalSquare(s, squadCentre(s))
	if !ok {
		return grid.Square{}, false
	}
	b := r.boardFor(s, true)
	o := tileOrigin(posOf(goal))
	var sources []grid.Square
	for y := 0; y < TileSide; y++ {
		for x := 0; x < TileSide; x++ {
			sources = append(sources, grid.Square{X: o.X + x, Y: o.Y + y})
		}
	}
	field := distances(b, sources)
	here := field[index(m.At)]
	best, bd := grid.Square{}, here
	steps := speedLeft(m)
	if m.Turn.Acted || nearestZombieDist(s, m.At) <= 4 {
		steps = min(steps, profiles[m.Kind].Speed+m.Turn.Bonus-m.Turn.Moved) // no sprint: keep the attack
	}
	if steps <= 0 || here == 0 && !r.setup.Tiles[s.Deck[posOf(goal)]].HasHelipad() {
		return grid.Square{}, false
	}
	if here == 0 { // on the helipad tile: make for its middle
		field = distances(b, []grid.Square{goal})
		here = field[index(m.At)]
		bd = here
	}
	reach := b.Reachable(m.At, steps, func(q grid.Square) bool { return s.Flipped[posOf(q)] && marinePass(s)(q) })
	try := func(q grid.Square) {
		if d := field[index(q)]; d < bd && empty(s, q) {
			best, bd = q, d
		}
	}
	reach.Reached(func(q grid.Square, k int) {
		try(q)
		if k < steps {
			for _, dir := range grid.Orthogonal {
				if n := q.Add(dir); onMap(n) && !s.Flipped[posOf(n)] && b.CanStep(q, n) {
					try(n)
				}
			}
		}
	})
	return best, bd < here
}

// goalSquare is where a marine heads: the helipad tile's centre, else the centre of the
// nearest face-down tile.
func (r *rules) goalSquare(s *State, from grid.Square) (grid.Square, bool) {
	centre := func(p int) grid.Square { o := tileOrigin(p); return grid.Square{X: o.X + 3, Y: o.Y + 3} }
	for p, up := range s.Flipped {
		if up && r.setup.Tiles[s.Deck[p]].HasHelipad() {
			return centre(p), true
		}
	}
	best, bd := grid.Square{}, -1
	for p, up := range s.Flipped {
		if !up {
			c := centre(p)
			if d := abs(c.X-from.X) + abs(c.Y-from.Y); bd < 0 || d < bd {
				best, bd = c, d
			}
		}
	}
	return best, bd >= 0
}

func fallbackFor(g engine.Session, seat engine.SeatID) (engine.Command, bool) {
	fs, cmd, ok := g.Fallback()
	if !ok || fs != seat {
		return nil, false
	}
	return cmd, true
}

// squadCentre is the living marines' middle square: they head for the face-down tile nearest
// it, so that the squad keeps together.
func squadCentre(s *State) grid.Square {
	var x, y, n int
	for _, m := range s.Marines {
		if !m.Dead {
			x, y, n = x+m.At.X, y+m.At.Y, n+1
		}
	}
	if n == 0 {
		return grid.Square{}
	}
	return grid.Square{X: x / n, Y: y / n}
}
