package zombiemarines

import (
	"fmt"
	"slices"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// chooseStart turns over the spawn tile and the marines' start tile, rolling each one's
// door counters (M3, M4, P1, P8).
func (r *rules) chooseStart(s *State, c ChooseStart, d *game.Dice, emit func(game.Event)) error {
	switch {
	case s.Phase != PhaseStartTile:
		return game.Refuse("the start tile is already chosen")
	case c.Tile < 0 || c.Tile >= tileCount || !edgePos(c.Tile):
		return game.Refuse("the start tile must be one of the 16 tiles on the map's edge")
	}
	s.StartTile = c.Tile
	s.Resume = PhaseDeploy
	r.flip(s, centrePos, 1, d, emit)
	r.flip(s, c.Tile, 1, d, emit)
	return nil
}

// flip turns a tile over and queues it to be populated: the zombie player rolls its door
// counters now (M7, P1); seat places the marines' counters (P4).
func (r *rules) flip(s *State, pos, seat int, d *game.Dice, emit func(game.Event)) {
	s.Flipped[pos] = true
	roll := d.D6()
	n := doorCounters(roll)
	counters := game.Plural(n, "door counter", "door counters")
	note(emit, "The %s tile turns over: %d rolled, %s, placed in turn by the zombie player and marine %d, the zombie player first.",
		r.setup.Tiles[s.Deck[pos]].Name, roll, counters, seat)
	emit(game.Event{Type: game.EvRoll, Text: fmt.Sprintf("Door counters for the %s tile: %d rolled, %s", r.setup.Tiles[s.Deck[pos]].Name, roll, counters), Dice: []int{roll}})
	if len(s.Populating) == 0 && s.Resume == "" {
		s.Resume = s.Phase
	}
	s.Populating = append(s.Populating, Pending{Pos: pos, ZombieDoors: (n + 1) / 2, MarineDoors: n / 2, ZombieNext: true, Seat: seat})
	s.Phase = PhaseDoors
}

// doorCounters is the number of door counters a roll gives (P1).
func doorCounters(roll int) int {
	switch {
	case roll <= 3:
		return 2
	case roll <= 5:
		return 4
	}
	return 6
}

// placeDoor puts a door counter on a free wall section of the tile; after the last one the
// zombie player rolls the tile's zombies (P2, P3, P5).
func (r *rules) placeDoor(s *State, c PlaceDoor, d *game.Dice, emit func(game.Event)) error {
	if s.Phase != PhaseDoors {
		return game.Refuse("no door counters are being placed")
	}
	p := &s.Populating[0]
	if !slices.Contains(r.tileWalls(s, p.Pos), c.Edge) {
		return game.Refuse("a door counter goes on a wall section of the new tile that has no door yet")
	}
	s.Doors = append(s.Doors, Door{Edge: c.Edge})
	who := "The marines place"
	if p.ZombieNext {
		p.ZombieDoors--
		who = "The zombie player places"
	} else {
		p.MarineDoors--
	}
	note(emit, "%s a door counter.", who)
	switch {
	case p.ZombieDoors+p.MarineDoors == 0 || len(r.tileWalls(s, p.Pos)) == 0:
		r.rollTileZombies(s, d, emit)
	case p.ZombieNext && p.MarineDoors > 0, !p.ZombieNext && p.ZombieDoors > 0:
		p.ZombieNext = !p.ZombieNext // the placers alternate while both have counters
	}
	return nil
}

// rollTileZombies rolls a populated tile's zombies: 1d4 per started three marines (P5).
func (r *rules) rollTileZombies(s *State, d *game.Dice, emit func(game.Event)) {
	dice := d.Roll(r.groupsFor(s, true), 4)
	n := sum(dice)
	text := fmt.Sprintf("New zombies on the tile: %s", game.Plural(n, "zombie", "zombies"))
	if r.opt.QuietStreets { // house rule H1: half, rounded up
		n = (n + 1) / 2
		text = fmt.Sprintf("New zombies on the tile: the dice show %d; the streets are quiet, so %s", sum(dice), game.Plural(n, "zombie", "zombies"))
	}
	emit(game.Event{Type: game.EvRoll, Text: text, Dice: dice})
	s.Placing = n
	s.Phase = PhaseTileZombies
	if n == 0 || len(r.tileZombieSquares(s, s.Populating[0].Pos)) == 0 {
		r.donePopulating(s, emit)
	}
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

// donePopulating ends the tile's populating: the next tile waiting, or back to play.
func (r *rules) donePopulating(s *State, emit func(game.Event)) {
	if s.Placing > 0 {
		note(emit, "No square is left: %s not placed.", game.Plural(s.Placing, "zombie is", "zombies are"))
	}
	s.Placing = 0
	s.Populating = s.Populating[1:]
	if len(s.Populating) > 0 {
		s.Phase = PhaseDoors
		return
	}
	s.Populating = nil
	s.Phase, s.Resume = s.Resume, ""
}

// placementSquares are the squares a new zombie may go on now: the populated tile's middle
// squares (P6) or the spawn squares (T1); false when no zombie is waiting to be placed.
func (r *rules) placementSquares(s *State) ([]grid.Square, bool) {
	switch s.Phase {
	case PhaseTileZombies:
		return r.tileZombieSquares(s, s.Populating[0].Pos), true
	case PhaseSpawnZombies:
		return r.spawnSquares(s), true
	}
	return nil, false
}

// placeZombie places one new zombie: on the populated tile's middle squares (P6) or on a
// spawn square (T1).
func (r *rules) placeZombie(s *State, c PlaceZombie, emit func(game.Event)) error {
	where, ok := r.placementSquares(s)
	if !ok {
		return game.Refuse("no zombies are waiting to be placed")
	}
	if !slices.Contains(where, c.At) {
		if s.Phase == PhaseTileZombies {
			return game.Refuse("a new zombie goes on an empty outdoor square in the middle of the new tile (or, when none is left, a spawn square)")
		}
		return game.Refuse("a new zombie goes on an empty spawn square: outdoors on the centre tile or on the map's edge")
	}
	s.Made++
	s.Zombies = append(s.Zombies, Zombie{ID: fmt.Sprintf("z%d", s.Made), At: c.At})
	s.Placing--
	note(emit, "Zombie %d rises %s.", s.Made, r.where(s, c.At))
	if s.Phase == PhaseTileZombies {
		if s.Placing == 0 || len(r.tileZombieSquares(s, s.Populating[0].Pos)) == 0 {
			r.donePopulating(s, emit)
		}
		return nil
	}
	if s.Placing == 0 || len(r.spawnSquares(s)) == 0 {
		if s.Placing > 0 {
			note(emit, "No spawn square is left: %s not placed.", game.Plural(s.Placing, "zombie is", "zombies are"))
		}
		s.Placing = 0
		r.startMarines(s)
	}
	return nil
}

// deploy places a seat's marine on an empty square of the start tile (K2).
func (r *rules) deploy(s *State, c Deploy, emit func(game.Event)) error {
	p, ok := profiles[c.Kind]
	switch {
	case s.Phase != PhaseDeploy:
		return game.Refuse("the marines are not being placed now")
	case c.Seat < 1 || c.Seat > r.opt.Marines:
		return game.Refuse("there is no marine seat %d", c.Seat)
	case marineOfSeat(s, c.Seat) >= 0:
		return game.Refuse("marine %d is already on the map", c.Seat)
	case !ok:
		return game.Refuse("a marine is a Medic, a Grunt or a Sergeant")
	case c.Kind == Lieutenant && !r.opt.Lieutenant:
		return game.Refuse("this game has no Lieutenant (a house rule allows one)")
	case c.Kind == Lieutenant && slices.ContainsFunc(s.Marines, func(m Marine) bool { return m.Kind == Lieutenant }):
		return game.Refuse("there is already a Lieutenant")
	case !onMap(c.At) || posOf(c.At) != s.StartTile:
		return game.Refuse("a marine starts on the start tile")
	case !empty(s, c.At):
		return game.Refuse("that square is taken")
	}
	m := Marine{ID: fmt.Sprintf("m%d", c.Seat), Seat: c.Seat, Kind: c.Kind, At: c.At, HP: p.HP}
	for _, k := range p.Items {
		m.Items = append(m.Items, Item{Kind: k, Ammo: items[k].Ammo})
	}
	s.Marines = append(s.Marines, m)
	note(emit, "Marine %d is a %s.", c.Seat, p.Name)
	if len(s.Marines) == r.opt.Marines {
		s.Round = 1
		s.Phase = PhaseSpawn
	}
	return nil
}

// spawn rolls the turn's new zombies (T1).
func (r *rules) spawn(s *State, d *game.Dice, emit func(game.Event)) error {
	if s.Phase != PhaseSpawn {
		return game.Refuse("it is not time for new zombies")
	}
	if r.opt.QuietStreets && s.Round%2 == 0 { // house rule H1: none in even turns
		note(emit, "Turn %d: the streets are quiet; no zombies rise this turn.", s.Round)
		r.startMarines(s)
		return nil
	}
	dice := d.Roll(r.groupsFor(s, false), 4)
	s.Placing = sum(dice)
	emit(game.Event{Type: game.EvRoll, Text: fmt.Sprintf("Turn %d: %s spawn", s.Round, game.Plural(s.Placing, "zombie", "zombies")), Dice: dice})
	s.Phase = PhaseSpawnZombies
	if len(r.spawnSquares(s)) == 0 {
		s.Placing = 0
		r.startMarines(s)
	}
	return nil
}

// startMarines begins the marines' turn.
func (r *rules) startMarines(s *State) {
	for i := range s.Marines {
		s.Marines[i].Turn = MarineTurn{}
	}
	s.Phase = PhaseMarines
}
