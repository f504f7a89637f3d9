package schoolgrounds

import (
	"slices"

	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/grid"
)

// computer plays any seat: its survivor, its turned zombie, or the zombie master. It reads
// the game's state and proposes; Apply decides. Its policy, by role:
//
// Survivor: picks the first free character of Ellie, Milo, Chaytt, Janet, Franky on the
// first free fountain square. In its turn it drives away once the car is repaired and it
// stands by it; puts a car part in when by the car; heals itself at 5 hit points or fewer
// or a neighbour at 6 or fewer (Milo's kit: anyone 3 short), cures an infection, brings a
// turned neighbour back (Chaytt); attacks the weakest zombie in reach with its best
// weapon; reloads an empty gun; searches the pile it stands on; picks up cards left
// beside it; else moves towards its goal, opening the door or hatch in its way. The goal
// is the car when it is ready, or when the survivor carries a part and all three are in
// the car or in living hands; else the nearest pile it may search; else, while the purple
// piles are shut, the nearest zombie. A square's worth is its steps to the goal plus twice
// its danger (2 for each zombie beside it, 1 for each two squares away), eight times when
// the survivor has 4 hit points or fewer: hurt survivors back away. Franky keeps a car
// part, else the better weapon; trades offered are accepted, giving nothing.
//
// Master and turned zombies: spawn each zombie on the allowed square nearest a survivor;
// make a brute when ten zombies stand together; each zombie in turn attacks the weakest
// survivor beside it, else moves as near the survivors as it can along open routes, else
// batters the door or hatch it stands at when that leads nearer; else it waits. Then the
// master ends the turn.
type computer struct{}

func stateOf(g engine.Session) (*State, *rules, bool) {
	gm, ok := g.(*engine.Game[State])
	if !ok {
		return nil, nil, false
	}
	r, ok := gm.Rules().(*rules)
	return gm.State(), r, ok
}

// Next proposes the seat's next command.
func (computer) Next(g engine.Session, seat engine.SeatID) (engine.Command, bool) {
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

func (r *rules) pickFor(s *State, n int) (engine.Command, bool) {
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

func (r *rules) answerFor(s *State, p *Pending) engine.Command {
	id := survivorID(s.Survivors[p.Survivor].Seat)
	if p.Kind == PendTrade {
		return Answer{Survivor: id, Accept: true, Give: []string{}}
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

// survivorStep is a survivor's next command by the policy above.
func (r *rules) survivorStep(s *State, i int) engine.Command {
	sv := &s.Survivors[i]
	id := survivorID(sv.Seat)
	if carReady(s) && r.board.nearCar(sv.At) {
		return Escape{Survivor: id}
	}
	if r.board.nearCar(sv.At) {
		for _, c := range sv.Hand {
			if mustCard(c).Use == UseCarPart {
				return UseItem{Survivor: id, Card: c}
			}
		}
	}
	if cmd, ok := r.careFor(s, i); ok {
		return cmd
	}
	if cmd, ok := r.fight(s, i); ok {
		return cmd
	}
	if r.searchWhy(s, i) == "" {
		return Search{Survivor: id}
	}
	if r.packNear(s, i) >= 0 {
		return PickUp{Survivor: id}
	}
	if cmd, ok := r.travel(s, i); ok {
		return cmd
	}
	return EndTurn{Survivor: id}
}

// careFor heals or cures survivor i or a neighbour when worth it.
func (r *rules) careFor(s *State, i int) (engine.Command, bool) {
	sv := &s.Survivors[i]
	id := survivorID(sv.Seat)
	ch, _ := characterByID(sv.Char)
	for _, t := range r.helpTargets(s, i) {
		o := &s.Survivors[t]
		tid := survivorID(o.Seat)
		low := o.HP <= 5 || t != i && o.HP <= 6
		if ch.Heals > 0 && sv.Rest == 0 && o.HP <= SurvivorHP-ch.Heals {
			return Ability{Survivor: id, Target: tid}, true
		}
		if ch.Cures && o.Infected {
			return Ability{Survivor: id, Target: tid}, true
		}
		for _, c := range sv.Hand {
			it := mustCard(c)
			if it.Use == UseHeal && low || it.Use == UseCure && o.Infected {
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

// fight attacks the weakest zombie in reach with the best weapon, or reloads.
func (r *rules) fight(s *State, i int) (engine.Command, bool) {
	sv := &s.Survivors[i]
	id := survivorID(sv.Seat)
	bestCard, bestMod, target := "", -1, ""
	for _, card := range append([]string{""}, sv.Hand...) {
		if it, ok := cardItem(card); card != "" && (!ok || it.Use != UseWeapon) {
			continue
		}
		w, why := r.weaponOf(s, i, card)
		if why != "" || w.Mod <= bestMod {
			continue
		}
		weakest, hp := "", 1<<20
		for zi, z := range s.Zombies {
			if z.HP < hp && r.targetWhy(s, i, w, zi) == "" {
				weakest, hp = z.ID, z.HP
			}
		}
		if weakest != "" {
			bestCard, bestMod, target = card, w.Mod, weakest
		}
	}
	if target != "" {
		return Attack{Survivor: id, Target: target, Weapon: bestCard}, true
	}
	for _, c := range sv.Hand {
		if it := mustCard(c); it.Use == UseAmmo && r.gunToLoad(s, sv, it.Reloads) >= 0 && rounds(s, s.Guns[r.gunToLoad(s, sv, it.Reloads)].Card) == 0 {
			return UseItem{Survivor: id, Card: c}, true
		}
	}
	return nil, false
}

// goals are the squares survivor i heads for.
func (r *rules) goals(s *State, i int) []grid.Square {
	sv := &s.Survivors[i]
	carrying := slices.ContainsFunc(sv.Hand, func(c string) bool { return mustCard(c).Use == UseCarPart })
	if carReady(s) || carrying && partsInHand(s) == 3 {
		return r.board.Car
	}
	var out []grid.Square
	for t, tile := range r.board.Search {
		if !s.Used[t] && len(s.Piles[tile.Tier-1]) > 0 && (tile.Tier < 3 || s.Kills >= r.opt.Unlock) && empty(s, tile.At) {
			out = append(out, tile.At)
		}
	}
	for _, p := range s.Packs {
		out = append(out, p.At)
	}
	if len(out) > 0 {
		return out
	}
	for _, z := range s.Zombies {
		out = append(out, z.At)
	}
	if len(out) > 0 && s.Kills < r.opt.Unlock {
		return out
	}
	return r.board.Car
}

// travel moves survivor i nearer its goal, or opens the door or hatch in its way.
func (r *rules) travel(s *State, i int) (engine.Command, bool) {
	sv := &s.Survivors[i]
	id := survivorID(sv.Seat)
	field := r.field(s, r.goals(s, i), true)
	here := field[idx(sv.At)]
	weight := 2 // how much a square near zombies weighs against a step towards the goal
	if sv.HP <= 4 {
		weight = 8
	}
	score := func(q grid.Square) int { return field[idx(q)] + weight*danger(s, q) }
	rc := r.routes(s, sv.At, speed(sv), func(n grid.Square) bool { return zombieAt(s, n) < 0 })
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
		if field[idx(other)] < here {
			return Open{Survivor: id, Door: di}, true
		}
	}
	return nil, false
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
	const far = 1 << 20
	f := make([]int, BoardW*BoardH)
	for k := range f {
		f[k] = far
	}
	queue := make([]int, 0, len(f))
	for _, q := range sources {
		if f[idx(q)] != 0 {
			f[idx(q)] = 0
			queue = append(queue, idx(q))
		}
	}
	for h := 0; h < len(queue); h++ {
		k := queue[h]
		q := sq(k)
		try := func(n grid.Square) {
			if f[idx(n)] > f[k]+1 {
				f[idx(n)] = f[k] + 1
				queue = append(queue, idx(n))
			}
		}
		for d, dir := range grid.Orthogonal {
			n := q.Add(dir)
			if !onBoard(n) {
				continue
			}
			switch ref := r.sides[k][d]; ref.Kind {
			case edgeWall, edgeFence:
				continue
			case edgeWindow:
				if !s.Broken[ref.Index] || !windowsOK {
					continue
				}
			}
			try(n)
		}
		for _, hz := range r.hatches[k] {
			try(hz.to)
		}
	}
	return f
}

// masterStep is the master's next command.
func (r *rules) masterStep(s *State, field []int) engine.Command {
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
	if r.count(s, Brute) < MaxBrutes {
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
func (r *rules) zombieStep(s *State, zi int, field []int, turned bool) engine.Command {
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

// danger is how close zombies crowd a square: 2 for each beside it, 1 for each two away.
func danger(s *State, q grid.Square) int {
	n := 0
	for _, z := range s.Zombies {
		n += max(0, 3-chebyshev(q, z.At))
	}
	return n
}

// partsInHand counts the car's parts in it or held by living survivors.
func partsInHand(s *State) int {
	n := len(s.Car)
	for _, sv := range s.Survivors {
		if sv.Life == Alive {
			for _, c := range sv.Hand {
				if mustCard(c).Use == UseCarPart {
					n++
				}
			}
		}
	}
	return n
}
