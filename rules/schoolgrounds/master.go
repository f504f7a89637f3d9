package schoolgrounds

import (
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/maps"
)

// count is the zombies of a kind on the board.
func (r *rules) count(s *State, k ZombieKind) int {
	n := 0
	for _, z := range s.Zombies {
		if z.Kind == k {
			n++
		}
	}
	return n
}

// spawnSquares lists where a zombie may rise now (rules: possible spawning locations): an
// empty square outside on the board's edge, no further left than the leftmost zombie, and
// only on the right edge while no zombie is on the board.
func (r *rules) spawnSquares(s *State) []grid.Square {
	left := BoardW - 1
	for _, z := range s.Zombies {
		left = min(left, z.At.X)
	}
	var out []grid.Square
	for y := 0; y < BoardH; y++ {
		for x := left; x < BoardW; x++ {
			q := grid.Square{X: x, Y: y}
			edge := x == 0 || y == 0 || x == BoardW-1 || y == BoardH-1
			if edge && r.board.outside(q) && empty(s, q) {
				out = append(out, q)
			}
		}
	}
	return out
}

func (r *rules) masterTurn(s *State) error {
	if s.Phase != PhaseMaster {
		return game.Refuse("it is not the zombie master's turn")
	}
	return nil
}

// spawn raises a normal zombie; rising uses one of its two actions (rules: spawning).
func (r *rules) spawn(s *State, c Spawn, emit func(game.Event)) error {
	if err := r.masterTurn(s); err != nil {
		return err
	}
	if !s.Placing || s.Left <= 0 {
		return game.Refuse("no zombie is left to spawn this turn")
	}
	if !slices.Contains(r.spawnSquares(s), c.At) {
		return game.Refuse("zombies rise on an empty outdoor square at the board's edge, no further left than the leftmost zombie (the right edge while there is none)")
	}
	s.Made++
	s.Zombies = append(s.Zombies, Zombie{ID: fmt.Sprintf("z%d", s.Made), Kind: Normal, At: c.At, HP: NormalHP, Acts: NormalActions - 1})
	s.Left--
	if s.Left == 0 || len(r.spawnSquares(s)) == 0 {
		s.Placing = false
	}
	note(emit, "A zombie rises on %s.", edgeName(c.At))
	return nil
}

func (r *rules) stopSpawning(s *State) error {
	if err := r.masterTurn(s); err != nil {
		return err
	}
	if !s.Placing {
		return game.Refuse("the spawning is over")
	}
	s.Placing, s.Left = false, 0
	return nil
}

// bruteGroup is the ten normal zombies side by side swapped for a brute on q, found from
// q outwards; nil when there are not ten.
func (r *rules) bruteGroup(s *State, q grid.Square) []int {
	start := zombieAt(s, q)
	if start < 0 || s.Zombies[start].Kind != Normal {
		return nil
	}
	group := []int{start}
	for k := 0; k < len(group) && len(group) < BruteCost; k++ {
		at := s.Zombies[group[k]].At
		for j, z := range s.Zombies {
			if z.Kind == Normal && grid.Adjacent(at, z.At) && !slices.Contains(group, j) && len(group) < BruteCost {
				group = append(group, j)
			}
		}
	}
	if len(group) < BruteCost {
		return nil
	}
	return group
}

// makeBrute swaps ten normal zombies side by side for one brute (rules: spawning brutes);
// like a spawn, it uses one of the brute's actions, and like a spawn it comes before any
// zombie acts.
func (r *rules) makeBrute(s *State, c MakeBrute, emit func(game.Event)) error {
	if err := r.masterTurn(s); err != nil {
		return err
	}
	if s.Acted { // "You must first place all zombies you will spawn this turn before you can move your zombies" (Z4)
		return game.Refuse("a brute is made before any zombie acts this turn")
	}
	if r.count(s, Brute) >= MaxBrutes {
		return game.Refuse("there are %d brutes already, the most there may be", MaxBrutes)
	}
	group := r.bruteGroup(s, c.At)
	if group == nil {
		return game.Refuse("a brute takes %d normal zombies side by side, one of them on the square picked", BruteCost)
	}
	slices.Sort(group)
	for k := len(group) - 1; k >= 0; k-- {
		s.Zombies = slices.Delete(s.Zombies, group[k], group[k]+1)
	}
	s.Made++
	s.Zombies = append(s.Zombies, Zombie{ID: fmt.Sprintf("b%d", s.Made), Kind: Brute, At: c.At, HP: BruteHP, Acts: BruteActions - 1})
	note(emit, "Ten zombies lurch together into a brute in %s.", placeName(c.At))
	return nil
}

// zombieActor checks that a zombie may act now and returns its index.
func (r *rules) zombieActor(s *State, id string) (int, error) {
	zi := zombieByID(s, id)
	switch {
	case s.Phase != PhaseMaster:
		return -1, game.Refuse("it is not the zombie master's turn")
	case s.Strike != nil:
		return -1, game.Refuse("roll the damage of the attack first")
	case s.Placing:
		return -1, game.Refuse("every zombie spawning this turn must be placed before any moves")
	case zi < 0:
		return -1, game.Refuse("there is no zombie %q", maps.Truncate(id, 40))
	case s.Zombies[zi].Acts <= 0:
		return -1, game.Refuse("%s has no action left", capital(r.zombieName(s, &s.Zombies[zi])))
	}
	return zi, nil
}

// zombieRoute is a zombie's route to q: through zombies but never survivors, ending on an
// empty square.
func (r *rules) zombieRoute(s *State, zi int, q grid.Square) ([]grid.Square, string) {
	z := &s.Zombies[zi]
	if !onBoard(q) {
		return nil, "that is off the board"
	}
	if q == z.At {
		return nil, "it is already there"
	}
	if !empty(s, q) {
		return nil, "someone stands there"
	}
	rc := r.routes(s, z.At, r.opt.ZombieSpeed, func(n grid.Square) bool { return survivorAt(s, n) < 0 })
	defer r.done(rc)
	if p := rc.path(q); p != nil {
		return p, ""
	}
	return nil, "no open route of " + game.Plural(r.opt.ZombieSpeed, "square", "squares") + " reaches it"
}

// zombieMove moves a zombie; a broken window costs it 2 hit points, as anyone.
func (r *rules) zombieMove(s *State, c ZombieMove, emit func(game.Event)) error {
	zi, err := r.zombieActor(s, c.Zombie)
	if err != nil {
		return err
	}
	s.Acted = true
	path, why := r.zombieRoute(s, zi, c.To)
	if path == nil {
		return game.Refuse("%s cannot move there: %s", capital(r.zombieName(s, &s.Zombies[zi])), why)
	}
	z := &s.Zombies[zi]
	z.Acts--
	z.At = c.To
	emit(game.Event{Type: game.EvMove, Model: c.Zombie, Path: centres(path), Text: fmt.Sprintf("%s shambles %s.", capital(r.zombieName(s, z)), game.Plural(len(path)-1, "square", "squares"))})
	if w := r.windows(s, path); w > 0 {
		r.hurtZombie(s, zi, w*WindowDamage, false, emit)
	}
	return nil
}

// bash: a zombie at a door or hatch rolls a d6; 4 or more damages it, 5 or more when a
// survivor blocks it (rules: block).
func (r *rules) bash(s *State, c Bash, d *game.Dice, emit func(game.Event)) error {
	zi, err := r.zombieActor(s, c.Zombie)
	if err != nil {
		return err
	}
	s.Acted = true
	if c.Door < 0 || c.Door >= len(s.Doors) || !r.atDoor(c.Door, s.Zombies[zi].At) {
		return game.Refuse("%s is not at that door or hatch", capital(r.zombieName(s, &s.Zombies[zi])))
	}
	ds := &s.Doors[c.Door]
	if ds.Open || ds.Broken {
		return game.Refuse("%s is open: walk through it", capital(r.doorName(c.Door)))
	}
	s.Zombies[zi].Acts--
	need := 4
	if ds.Blocker > 0 {
		need = 5
	}
	roll := d.D6()
	emit(game.Event{Type: game.EvRoll, Model: c.Zombie, Dice: []int{roll}, Text: fmt.Sprintf("%s batters %s (%d or more to damage it).", capital(r.zombieName(s, &s.Zombies[zi])), r.doorName(c.Door), need)})
	if roll < need {
		note(emit, "It holds.")
		return nil
	}
	ds.Damage++
	if ds.Damage >= r.opt.DoorHP {
		ds.Broken, ds.Open, ds.Blocker = true, true, 0
		note(emit, "%s gives way: it is broken for good.", capital(r.doorName(c.Door)))
		return nil
	}
	note(emit, "%s splinters (%d of %d hits to break it).", capital(r.doorName(c.Door)), ds.Damage, r.opt.DoorHP)
	return nil
}

// endMaster ends the master's turn and starts the next round.
func (r *rules) endMaster(s *State, emit func(game.Event)) error {
	if err := r.masterTurn(s); err != nil {
		return err
	}
	if s.Placing {
		return game.Refuse("place the zombies spawning this turn first, or stop spawning")
	}
	r.newRound(s, emit)
	return nil
}

// hold spends a zombie's actions left: it waits.
func (r *rules) hold(s *State, c Hold) error {
	zi, err := r.zombieActor(s, c.Zombie)
	if err != nil {
		return err
	}
	s.Acted = true
	s.Zombies[zi].Acts = 0
	return nil
}
