package schoolgrounds

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// computer plays any seat: its survivor, its turned zombie, or the zombie master. It reads
// the game's state and proposes; Apply decides. Its policy, by role:
//
// Survivor: picks the first free character of Ellie, Milo, Chaytt, Janet, Franky on the
// first free fountain square. In its turn, the first of these that applies:
//   - by the car, drives away once it is repaired, else puts a car part in;
//   - carrying a part, moves on or beside the car when one move gets it there;
//   - heals a survivor (itself or one beside) at 4 hit points or fewer, cures an infection,
//     brings a turned neighbour back (Chaytt);
//   - gives its car parts to a neighbour 2 or more steps nearer the car (once a turn: a trade
//     turned down is not offered again);
//   - searches the pile it stands on;
//   - shoots the weakest zombie in range with its best gun or slingshot (no blow back);
//   - strikes the weakest zombie beside it with its best hand weapon (Ellie's bokken counts
//     2 more for her second roll) only when no square out of every zombie's reach is one
//     move away: a survivor runs rather than fights (measured: with zombies slower than the
//     survivors, fighting only when cornered more than halves the master's wins);
//   - heals where none of the healing is wasted; reloads an empty gun; picks up cards left;
//   - moves to the square with the best score: steps to its goal plus the attacks the
//     zombies could make there next turn (each worth 2 steps, 4 when hurt to 6 hit points,
//     10 at 3 or fewer, 1 while hunting); or opens the door or hatch on its way when no
//     zombie could strike at the far side;
//   - blocks the door or hatch it stands at when zombies could reach its far side, or
//     shutting it keeps them off its square.
//
// Its goal: the car once the three parts are in it or in living hands (or it carries a part
// and the car is 10 steps away or fewer); else the piles it may search and the cards left on
// the board, shared out one to each survivor, nearest first, a pile of a tier whose car part
// is found counting 60 steps farther once the dead are about (so the tiers are searched in
// order: the keys, the battery, the fuel); with none left and the purple piles still shut,
// the nearest zombie. Franky keeps a car part, else the better weapon; trades offered are
// accepted, giving nothing. Ellie rolls again when the zombie would strike her back, or when
// a new roll is likelier to hit than to bring a blow back (rerollPays); a card drawn is seen at
// once; player 1 makes the roll-off.
//
// Master and turned zombies: spawn each zombie on the allowed square nearest a survivor;
// swap ten zombies standing together for a brute only when the normal zombies would
// otherwise be too many for next turn's spawning (ten for one is a poor trade otherwise);
// each zombie in turn attacks the weakest survivor beside it, else moves as near the
// survivors as it can along open routes, else batters the door or hatch it stands at when
// that leads nearer; else it waits. Then the master ends the turn.
type computer struct{}

func stateOf(g game.Session) (*State, *rules, bool) {
	gm, ok := g.(*game.Game[State])
	if !ok {
		return nil, nil, false
	}
	r, ok := gm.Rules().(*rules)
	return gm.State(), r, ok
}

// Next proposes the seat's next command.
func (computer) Next(g game.Session, seat game.SeatID) (game.Command, bool) {
	s, r, ok := stateOf(g)
	if !ok || !slices.Contains(g.Turn(), seat) {
		return nil, false
	}
	n := seatNumber(seat)
	if s.Strike != nil {
		return Damage{}, true
	}
	switch s.Phase {
	case PhasePick:
		return r.pickFor(s, n)
	case PhaseSurvivors:
		if p := s.Pending; p != nil {
			return r.answerFor(s, p), true
		}
		for i, sv := range s.Survivors {
			if sv.Seat == n && sv.Life == Alive && !sv.Done {
				return r.survivorStep(s, i), true
			}
		}
	case PhaseMaster:
		field := r.field(s, r.survivorSquares(s), false)
		if n == s.Master {
			return r.masterStep(s, field), true
		}
		for zi, z := range s.Zombies {
			if z.Kind == TurnedZ && s.Survivors[z.Survivor-1].Seat == n && z.Acts > 0 {
				return r.zombieStep(s, zi, field, true), true
			}
		}
	}
	return nil, false
}

var pickOrder = []string{"ellie", "milo", "chaytt", "janet", "franky"}

func (r *rules) pickFor(s *State, n int) (game.Command, bool) {
	if len(s.PickOrder) == 0 {
		return RollOff{}, true
	}
	for _, id := range pickOrder {
		if takenChar(s, id) {
			continue
		}
		for _, q := range r.board.Fountain {
			if empty(s, q) {
				return Choose{Seat: n, Char: id, At: q}, true
			}
		}
	}
	return nil, false
}

func (r *rules) answerFor(s *State, p *Pending) game.Command {
	id := survivorID(s.Survivors[p.Survivor].Seat)
	switch p.Kind {
	case PendTrade:
		return Answer{Survivor: id, Accept: true, Give: []string{}}
	case PendSeen:
		return Seen{Survivor: id}
	case PendReroll:
		return Reroll{Survivor: id, Again: rerollPays(p.Dice[0], p.Dice[1])}
	}
	best, score := p.Cards[0], -1
	for _, c := range p.Cards {
		it, _ := cardItem(c)
		v := it.Mod + it.Amount/2
		if it.Use == UseCarPart {
			v = 100
		}
		if v > score {
			best, score = c, v
		}
	}
	return Keep{Survivor: id, Card: best}
}

// survivorSquares lists the living survivors' squares.
func (r *rules) survivorSquares(s *State) []grid.Square {
	var out []grid.Square
	for _, sv := range s.Survivors {
		if sv.Life == Alive {
			out = append(out, sv.At)
		}
	}
	return out
}

// field is, per square, the steps to the nearest source, through doors and hatches as if
// open (they can be opened or battered), never through whole windows, walls or the fence;
// broken windows only for survivors (windowsOK).
func (r *rules) field(s *State, sources []grid.Square, windowsOK bool) []int {
	if len(sources) == 1 {
		return r.keptField(s, fieldKey{from: idx(sources[0]), windowsOK: windowsOK}, sources, windowsOK)
	}
	d := r.doorState(s)
	from := make([]int, 0, len(sources)+1)
	for _, q := range sources {
		if onBoard(q) {
			from = append(from, idx(q))
		} else {
			from = append(from, -1) // left out of the field
		}
	}
	from = append(from, boolInt(windowsOK))
	if d.lastField != nil && slices.Equal(from, d.lastFrom) {
		return d.lastField
	}
	f := r.goalSteps(s, goalsAt(sources), windowsOK)
	d.lastField, d.lastFrom = f, from
	return f
}

// goalsAt makes each square a goal with no extra steps.
func goalsAt(sources []grid.Square) []goal {
	goals := make([]goal, len(sources))
	for i, q := range sources {
		goals[i] = goal{At: q}
	}
	return goals
}

// carField is the field to the car's squares, for survivors (broken windows allowed).
func (r *rules) carField(s *State) []int {
	return r.keptField(s, fieldKey{from: -1, windowsOK: true}, r.board.Car, true)
}

// keptField is the field from sources that the doorState of s keeps under k, worked out
// when it has none (fields do not change with where the models stand, only with the windows).
// It is read only.
func (r *rules) keptField(s *State, k fieldKey, sources []grid.Square, windowsOK bool) []int {
	d := r.doorState(s)
	if f, ok := d.fields[k]; ok {
		return f
	}
	f := r.goalSteps(s, goalsAt(sources), windowsOK)
	if d.fields == nil || len(d.fields) >= maxKeptFields {
		d.fields = map[fieldKey][]int{}
	}
	d.fields[k] = f
	return f
}

// fieldKey names a field a doorState keeps: from one square's index, or from the car (-1).
type fieldKey struct {
	from      int
	windowsOK bool
}

// maxKeptFields bounds the fields a doorState keeps; past it, it forgets
// them all.
const maxKeptFields = 128

// goal is a square to head for and the steps it counts as farther than it is (a goal
// worth less).
type goal struct {
	At    grid.Square
	Extra int
}

// goalSteps is field with each goal's extra steps: per square, the least of steps to a
// goal plus its extra (one search from each group of goals with the same extra).
func (r *rules) goalSteps(s *State, goals []goal, windowsOK bool) []int {
	const far = 1 << 20
	f := make([]int, BoardW*BoardH)
	for k := range f {
		f[k] = far
	}
	group := make([]int, 0, len(goals))
	queue := make([]int, 0, BoardW*BoardH)
	for _, extra := range extras(goals) {
		group = group[:0]
		for _, g := range goals {
			if g.Extra == extra && onBoard(g.At) {
				group = append(group, idx(g.At))
			}
		}
		r.spread(s, group, extra, windowsOK, f, queue)
	}
	return f
}

// extras lists the goals' different extra steps.
func extras(goals []goal) []int {
	var out []int
	for _, g := range goals {
		if !slices.Contains(out, g.Extra) {
			out = append(out, g.Extra)
		}
	}
	return out
}

// spread lowers f to start plus the steps from the nearest of the squares from, a
// breadth-first search in the queue's room.
func (r *rules) spread(s *State, from []int, start int, windowsOK bool, f, queue []int) {
	st := r.fieldSteps(s, windowsOK)
	queue = queue[:0]
	for _, k := range from {
		if f[k] > start {
			f[k] = start
			queue = append(queue, k)
		}
	}
	for h := 0; h < len(queue); h++ {
		k := queue[h]
		v := f[k] + 1
		for _, n := range st.to[st.start[k]:st.start[k+1]] {
			if f[n] > v {
				f[n] = v
				queue = append(queue, int(n))
			}
		}
	}
}

// stepLists is, for every square k, the squares a field spreads to from it: to[start[k]:
// start[k+1]].
type stepLists struct {
	start []int32
	to    []int32
}

// fieldSteps lists, for every square, the squares a field spreads to from it: its four
// neighbours but across a wall, the fence or a window (a broken one only when windowsOK),
// and the far ends of its hatches. Built once for each state of the windows (doorState).
func (r *rules) fieldSteps(s *State, windowsOK bool) *stepLists {
	d := r.doorState(s)
	st := &d.steps[boolInt(windowsOK)]
	if st.start != nil {
		return st
	}
	st.start = make([]int32, 0, BoardW*BoardH+1)
	for k := 0; k < BoardW*BoardH; k++ {
		st.start = append(st.start, int32(len(st.to)))
		q := sq(k)
		for dir, step := range grid.Orthogonal {
			n := q.Add(step)
			if !onBoard(n) {
				continue
			}
			switch ref := r.sides[k][dir]; ref.Kind {
			case edgeWall, edgeFence:
				continue
			case edgeWindow:
				if !s.Broken[ref.Index] || !windowsOK {
					continue
				}
			}
			st.to = append(st.to, int32(idx(n)))
		}
		for _, hz := range r.hatches[k] {
			st.to = append(st.to, int32(idx(hz.to)))
		}
	}
	st.start = append(st.start, int32(len(st.to)))
	return st
}

// masterStep is the master's next command.
func (r *rules) masterStep(s *State, field []int) game.Command {
	if s.Placing {
		best, bd := grid.Square{}, -1
		for _, q := range r.spawnSquares(s) {
			if d := field[idx(q)]; bd < 0 || d < bd {
				best, bd = q, d
			}
		}
		if bd >= 0 {
			return Spawn{At: best}
		}
		return StopSpawning{}
	}
	if !s.Acted && r.count(s, Brute) < MaxBrutes && r.count(s, Normal)+s.Spawn%MaxSpawn+1 > MaxNormals {
		for _, z := range s.Zombies {
			if z.Kind == Normal && r.bruteGroup(s, z.At) != nil {
				return MakeBrute{At: z.At}
			}
		}
	}
	for zi, z := range s.Zombies {
		if z.Kind != TurnedZ && z.Acts > 0 {
			return r.zombieStep(s, zi, field, false)
		}
	}
	return EndMaster{}
}

// zombieStep is one zombie's next command; hold when it has nothing better.
func (r *rules) zombieStep(s *State, zi int, field []int, turned bool) game.Command {
	z := &s.Zombies[zi]
	b := r.touchBoard(s)
	weakest, hp := "", 1<<20
	for _, sv := range s.Survivors {
		if sv.Life == Alive && sv.HP < hp && r.near(s, b, z.At, sv.At) {
			weakest, hp = survivorID(sv.Seat), sv.HP
		}
	}
	if weakest != "" {
		return ZombieAttack{Zombie: z.ID, Target: weakest}
	}
	here := field[idx(z.At)]
	rc := r.routes(s, z.At, r.opt.ZombieSpeed, func(n grid.Square) bool { return survivorAt(s, n) < 0 })
	defer r.done(rc)
	best, bd := z.At, here
	for k, c := range rc.cost {
		q := sq(k)
		if c > 0 && c%8 == 0 && empty(s, q) && field[k] < bd {
			best, bd = q, field[k]
		}
	}
	if best != z.At {
		return ZombieMove{Zombie: z.ID, To: best}
	}
	for di, o := range r.board.Doors {
		if !r.atDoor(di, z.At) || s.Doors[di].Open || s.Doors[di].Broken {
			continue
		}
		other := o.A
		if other == z.At {
			other = o.B
		}
		if field[idx(other)] < here {
			return Bash{Zombie: z.ID, Door: di}
		}
	}
	return Hold{Zombie: z.ID}
}

// rerollPays says whether Ellie should roll her d20 again, hers showing mine against the
// master's theirs: always when the zombie strikes her back in full (theirs double hers or
// more); otherwise when a new roll is likelier to hit (beat theirs) than to bring the blow
// back (half theirs or less).
func rerollPays(mine, theirs int) bool {
	if theirs >= 2*mine {
		return true
	}
	hit := 20 - theirs // rolls above theirs
	back := theirs / 2 // rolls of half theirs or less
	return hit > back
}
