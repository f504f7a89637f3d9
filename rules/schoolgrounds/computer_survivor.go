package schoolgrounds

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// survivorStep is a survivor's next command by the policy on computer: the first of its
// steps that has something to do.
func (r *rules) survivorStep(s *State, i int) game.Command {
	sv := &s.Survivors[i]
	id := survivorID(sv.Seat)
	if r.board.nearCar(sv.At) {
		if carReady(s) {
			return Escape{Survivor: id}
		}
		if c := partIn(sv.Hand); c != "" {
			return UseItem{Survivor: id, Card: c}
		}
	}
	p := &plan{threat: r.threats(s)}
	steps := []func(*State, int, *plan) (game.Command, bool){
		r.deliver, r.urgentCare, r.handOver, r.searchHere, r.shoot, r.melee, r.care, r.reloadGun,
		r.pickUpHere, r.travel, r.holdDoor,
	}
	for _, step := range steps {
		if cmd, ok := step(s, i, p); ok {
			return cmd
		}
	}
	return EndTurn{Survivor: id}
}

// plan is what a survivor's steps share while it decides: the attacks the zombies could
// make on each square in the master's next turn.
type plan struct {
	threat []int
}

// partIn is the first car part in a hand, or "".
func partIn(hand []string) string {
	for _, c := range hand {
		if mustCard(c).Use == UseCarPart {
			return c
		}
	}
	return ""
}

// partsIn lists the car parts in a hand.
func partsIn(hand []string) []string {
	var out []string
	for _, c := range hand {
		if mustCard(c).Use == UseCarPart {
			out = append(out, c)
		}
	}
	return out
}

// threats is, per square, how many attacks the zombies could make on a survivor standing
// there in the master's next turn: all of a zombie's actions beside it now, one fewer from
// anywhere it can reach with one move (a move is one of its actions). Zombies never climb
// a broken window to get there (it costs them 2 hit points).
func (r *rules) threats(s *State) []int {
	out := make([]int, BoardW*BoardH)
	best := nearMarks{v: make([]int, BoardW*BoardH)}
	nb := r.besideLists(s)
	for _, z := range s.Zombies {
		acts := zombieActions(z.Kind)
		r.markNear(s, nb, z.At, acts, &best)
		rc := r.routes(s, z.At, r.opt.ZombieSpeed, func(n grid.Square) bool { return survivorAt(s, n) < 0 })
		for _, k := range rc.seen { // the squares it reaches; in any order, as markNear takes the most
			if c := rc.cost[k]; c > 0 && c%8 == 0 && zombieAt(s, sq(k)) < 0 {
				r.markNear(s, nb, sq(k), acts-1, &best)
			}
		}
		r.done(rc)
		for _, k := range best.set { // this zombie's attacks added, and its marks cleared
			out[k] += best.v[k]
			best.v[k] = 0
		}
		best.set = best.set[:0]
	}
	return out
}

// nearMarks is, per square, the most attacks one zombie could make there, and the squares
// given any.
type nearMarks struct {
	v   []int
	set []int
}

// raise raises square k's mark to n.
func (m *nearMarks) raise(k, n int) {
	if n > m.v[k] {
		if m.v[k] == 0 {
			m.set = append(m.set, k)
		}
		m.v[k] = n
	}
}

// markNear raises best to n on every square beside q (and the far end of an open hatch).
func (r *rules) markNear(s *State, nb [][]int, q grid.Square, n int, best *nearMarks) {
	for _, o := range nb[idx(q)] {
		best.raise(o, n)
	}
	for _, h := range r.hatches[idx(q)] {
		if s.Doors[h.door].Open || s.Doors[h.door].Broken {
			best.raise(idx(h.to), n)
		}
	}
}

// besideLists is, per square, the squares beside it with nothing between, for the doors and
// windows as s has them (kept while they stay as they are).
func (r *rules) besideLists(s *State) [][]int {
	d := r.doorState(s)
	if d.near != nil {
		return d.near
	}
	b := r.touchBoard(s)
	out := make([][]int, BoardW*BoardH)
	for k := range out {
		q := sq(k)
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				o := grid.Square{X: q.X + dx, Y: q.Y + dy}
				if (dx != 0 || dy != 0) && onBoard(o) && beside(b, q, o) {
					out[k] = append(out[k], idx(o))
				}
			}
		}
	}
	d.near = out
	return out
}

// urgentCare heals a survivor at 4 hit points or fewer, or cures an infection.
func (r *rules) urgentCare(s *State, i int, _ *plan) (game.Command, bool) {
	return r.careFor(s, i, func(o *Survivor, amount int) bool { return o.HP <= 4 })
}

// care heals where nothing of the healing is wasted.
func (r *rules) care(s *State, i int, _ *plan) (game.Command, bool) {
	return r.careFor(s, i, func(o *Survivor, amount int) bool { return SurvivorHP-o.HP >= amount })
}

// careFor heals, cures or revives survivor i or a neighbour: a heal when worth(target,
// hit points it restores) says so, a cure for any infection, holy water on a turned friend.
func (r *rules) careFor(s *State, i int, worth func(o *Survivor, amount int) bool) (game.Command, bool) {
	sv := &s.Survivors[i]
	id := survivorID(sv.Seat)
	ch, _ := characterByID(sv.Char)
	for _, t := range r.helpTargets(s, i) {
		o := &s.Survivors[t]
		tid := survivorID(o.Seat)
		if o.Infected && ch.Cures {
			return Ability{Survivor: id, Target: tid}, true
		}
		if ch.Heals > 0 && sv.Rest == 0 && o.HP < SurvivorHP && worth(o, ch.Heals) {
			return Ability{Survivor: id, Target: tid}, true
		}
		for _, c := range sv.Hand {
			it := mustCard(c)
			if it.Use == UseCure && o.Infected || it.Use == UseHeal && o.HP < SurvivorHP && worth(o, it.Amount) {
				return UseItem{Survivor: id, Card: c, Target: tid}, true
			}
		}
	}
	if ch.Cures {
		b := r.touchBoard(s)
		for _, z := range s.Zombies {
			if z.Kind == TurnedZ && r.near(s, b, sv.At, z.At) {
				return Ability{Survivor: id, Target: z.ID}, true
			}
		}
	}
	return nil, false
}

// handOver gives survivor i's car parts to a neighbour nearer the car, once a turn (a trade
// turned down is not offered again in the same turn).
func (r *rules) handOver(s *State, i int, _ *plan) (game.Command, bool) {
	sv := &s.Survivors[i]
	parts := partsIn(sv.Hand)
	if len(parts) == 0 || sv.Declined {
		return nil, false
	}
	toCar := r.carField(s)
	b := r.touchBoard(s)
	for t, o := range s.Survivors {
		if t != i && o.Life == Alive && r.near(s, b, sv.At, o.At) && toCar[idx(o.At)]+2 <= toCar[idx(sv.At)] {
			return Trade{Survivor: survivorID(sv.Seat), With: survivorID(o.Seat), Give: parts}, true
		}
	}
	return nil, false
}

// shoot fires the best loaded gun or slingshot at the weakest zombie in range: a shot
// draws no blow back, so it is always worth it.
func (r *rules) shoot(s *State, i int, _ *plan) (game.Command, bool) {
	return r.attackWith(s, i, func(w weapon) bool { return w.Range > 0 })
}

// melee strikes the weakest zombie beside survivor i with its best hand weapon, unless the
// survivor is at 3 hit points or fewer and can get out of every zombie's reach.
func (r *rules) melee(s *State, i int, p *plan) (game.Command, bool) {
	if r.safeSquare(s, i, p) { // a fight costs hit points and time: run while one can
		return nil, false
	}
	return r.attackWith(s, i, func(w weapon) bool { return w.Range == 0 })
}

// safeSquare reports whether survivor i can move this action to a square no zombie can
// reach next turn.
func (r *rules) safeSquare(s *State, i int, p *plan) bool {
	sv := &s.Survivors[i]
	rc := r.routes(s, sv.At, speed(sv), func(n grid.Square) bool { return zombieAt(s, n) < 0 })
	defer r.done(rc)
	for k, c := range rc.cost {
		if c > 0 && c%8 == 0 && p.threat[k] == 0 && empty(s, sq(k)) {
			return true
		}
	}
	return false
}

// attackWith attacks with the best weapon that use allows (Ellie's bokken counts 2 more
// for her second chance) the zombie it can reach with the fewest hit points.
func (r *rules) attackWith(s *State, i int, use func(weapon) bool) (game.Command, bool) {
	sv := &s.Survivors[i]
	ch, _ := characterByID(sv.Char)
	bestCard, bestVal, target := "", -1, ""
	for _, card := range append([]string{""}, sv.Hand...) {
		if it, ok := cardItem(card); card != "" && (!ok || it.Use != UseWeapon) {
			continue
		}
		w, why := r.weaponOf(s, i, card)
		if why != "" || !use(w) {
			continue
		}
		val := w.Mod
		if w.Own && ch.Reroll {
			val += 2
		}
		if val <= bestVal {
			continue
		}
		if z := r.weakestInReach(s, i, w); z != "" {
			bestCard, bestVal, target = card, val, z
		}
	}
	if target == "" {
		return nil, false
	}
	return Attack{Survivor: survivorID(sv.Seat), Target: target, Weapon: bestCard}, true
}

// weakestInReach is the zombie survivor i can attack with w that has the fewest hit points.
func (r *rules) weakestInReach(s *State, i int, w weapon) string {
	weakest, hp := "", 1<<20
	for zi, z := range s.Zombies {
		if z.HP < hp && r.targetWhy(s, i, w, zi) == "" {
			weakest, hp = z.ID, z.HP
		}
	}
	return weakest
}

// reloadGun loads an empty gun.
func (r *rules) reloadGun(s *State, i int, _ *plan) (game.Command, bool) {
	sv := &s.Survivors[i]
	for _, c := range sv.Hand {
		if it := mustCard(c); it.Use == UseAmmo {
			if g := r.gunToLoad(s, sv, it.Reloads); g >= 0 && s.Guns[g].Rounds == 0 {
				return UseItem{Survivor: survivorID(sv.Seat), Card: c}, true
			}
		}
	}
	return nil, false
}

func (r *rules) searchHere(s *State, i int, _ *plan) (game.Command, bool) {
	if r.searchWhy(s, i) == "" {
		return Search{Survivor: survivorID(s.Survivors[i].Seat)}, true
	}
	return nil, false
}

func (r *rules) pickUpHere(s *State, i int, _ *plan) (game.Command, bool) {
	if r.packNear(s, i) >= 0 {
		return PickUp{Survivor: survivorID(s.Survivors[i].Seat)}, true
	}
	return nil, false
}

// travel moves survivor i to the reachable square scored best (steps still to its goal and
// the zombies' attacks there, weighted by its hurt), or opens the door or hatch in its way
// unless zombies could strike at its far side.
func (r *rules) travel(s *State, i int, p *plan) (game.Command, bool) {
	sv := &s.Survivors[i]
	id := survivorID(sv.Seat)
	goal, hunting := r.goalField(s, i)
	weight := threatWeight(sv.HP, hunting)
	score := func(q grid.Square) int {
		return goal[idx(q)] + weight*p.threat[idx(q)]
	}
	rc := r.routes(s, sv.At, speed(sv), func(n grid.Square) bool { return zombieAt(s, n) < 0 })
	defer r.done(rc)
	best, bd := sv.At, score(sv.At)
	for k, c := range rc.cost {
		q := sq(k)
		if c > 0 && c%8 == 0 && empty(s, q) && score(q) < bd { // never through a broken window
			best, bd = q, score(q)
		}
	}
	if best != sv.At {
		return Move{Survivor: id, To: best}, true
	}
	for di, o := range r.board.Doors {
		if !r.atDoor(di, sv.At) || s.Doors[di].Open || s.Doors[di].Broken {
			continue
		}
		other := o.A
		if other == sv.At {
			other = o.B
		}
		if goal[idx(other)] < goal[idx(sv.At)] && (p.threat[idx(other)] == 0 || hunting && sv.HP > 6) {
			return Open{Survivor: id, Door: di}, true
		}
	}
	return nil, false
}

// threatWeight is how many steps out of its way a survivor goes to avoid one zombie attack:
// more the more hurt it is, less while it hunts zombies for the purple piles.
func threatWeight(hp int, hunting bool) int {
	w := 2
	switch {
	case hp <= 3:
		w = 10
	case hp <= 6:
		w = 4
	}
	if hunting && hp > 6 {
		w = 1
	}
	return w
}

// holdDoor blocks the door or hatch survivor i stands at when shutting it keeps zombies off
// its square, or when zombies could reach its far side next turn.
func (r *rules) holdDoor(s *State, i int, p *plan) (game.Command, bool) {
	sv := &s.Survivors[i]
	for di, o := range r.board.Doors {
		ds := s.Doors[di]
		if !r.atDoor(di, sv.At) || ds.Broken || ds.Blocker == i+1 {
			continue
		}
		other := o.A
		if other == sv.At {
			other = o.B
		}
		if ds.Open && p.threat[idx(sv.At)] == 0 {
			continue
		}
		if p.threat[idx(other)] > 0 || ds.Open && r.shutHelps(s, di, sv.At, p) {
			return Block{Survivor: survivorID(sv.Seat), Door: di}, true
		}
	}
	return nil, false
}

// shutHelps reports whether shutting door di lowers the attacks the zombies could make on q.
func (r *rules) shutHelps(s *State, di int, q grid.Square, p *plan) bool {
	c := r.Clone(s)
	c.Doors[di].Open = false
	return r.threats(&c)[idx(q)] < p.threat[idx(q)]
}

// deliver moves a survivor carrying a car part to a square on or beside the car when one
// move gets it there: a part in the car is never lost with its carrier.
func (r *rules) deliver(s *State, i int, _ *plan) (game.Command, bool) {
	sv := &s.Survivors[i]
	if partIn(sv.Hand) == "" {
		return nil, false
	}
	rc := r.routes(s, sv.At, speed(sv), func(n grid.Square) bool { return zombieAt(s, n) < 0 })
	defer r.done(rc)
	for k, c := range rc.cost {
		if c > 0 && c%8 == 0 && empty(s, sq(k)) && r.board.nearCar(sq(k)) {
			return Move{Survivor: survivorID(sv.Seat), To: sq(k)}, true
		}
	}
	return nil, false
}
