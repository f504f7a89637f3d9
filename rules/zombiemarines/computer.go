package zombiemarines

import (
	"slices"

	"github.com/borrowed-time/tabletop/game"
)

// The computer players read the game's own state and propose; Apply decides. Everything
// they decide comes from the state alone, in a fixed order, never from the order of a map,
// so the same game plays the same way every time. Their policy, file by file:
//
//   - computer_zombies.go: the zombie player puts each new zombie where it has the shortest
//     route to a marine, and in its turn moves the zombies nearest an attack first, each to
//     the square in reach nearest an attack by the real routes round the walls; a closed
//     door on its best route is tried.
//   - computer_doors.go: door counters: the zombies' where they save the marines least, the
//     marines' where they save them most.
//   - computer_explore.go: the marines' start tile and squad, and the search: the nearest
//     face-down tile (edge tiles counting more), then the helipad.
//   - computer_threat.go, computer_marines.go, computer_fight.go: a marine's turn: shoot what
//     is about to attack, heal, throw grenades and reload when it pays, and move to the
//     square nearest the goal that the fewest zombies can reach, keeping with the squad.
type zombiePlayer struct{ memo *fieldMemo }
type marinePlayer struct{}

func stateOf(g game.Session) (*State, *rules, bool) {
	gm, ok := g.(*game.Game[State])
	if !ok {
		return nil, nil, false
	}
	r, ok := gm.Rules().(*rules)
	return gm.State(), r, ok
}

// Next proposes the zombie player's command.
func (z zombiePlayer) Next(g game.Session, seat game.SeatID) (game.Command, bool) {
	s, r, ok := stateOf(g)
	if !ok || !slices.Contains(g.Turn(), seat) {
		return nil, false
	}
	switch s.Phase {
	case PhaseDoors:
		if e, ok := r.chooseDoor(s, false); ok {
			return PlaceDoor{Edge: e}, true
		}
	case PhaseTileZombies, PhaseSpawnZombies:
		where, _ := r.placementSquares(s)
		// The field does not depend on the zombies: placing one after another, the memo keeps it.
		if q, ok := placeZombieAt(s, where, z.memo.zombieField(r, r.terrainOf(s), s)); ok {
			return PlaceZombie{At: q}, true
		}
	case PhaseZombies:
		return r.zombieTurnStep(s, z.memo), true
	}
	return fallbackFor(g, seat)
}

var (
	_ game.Routine      = zombiePlayer{}
	_ game.Alternatives = zombiePlayer{}
)

// Routine says that the zombie player's steps in its turn are its own to play (a searching
// zombie player looks ahead only where it puts new zombies and door counters): each step
// follows the cheapest route to an attack, and a turn is hundreds of them, each a
// decision; weighed one by one they took a searching zombie player minutes a game.
func (zombiePlayer) Routine(g game.Session, seat game.SeatID) bool {
	s, _, ok := stateOf(g)
	return ok && s.Phase == PhaseZombies
}

// Alternatives names what a searching zombie player weighs besides the proposal where it
// puts a new zombie: the next squares allowed by the same measure (placeZombieAt), best
// first.
func (z zombiePlayer) Alternatives(g game.Session, seat game.SeatID, n int) []game.Command {
	s, r, ok := stateOf(g)
	if !ok || !slices.Contains(g.Turn(), seat) {
		return nil
	}
	where, ok := r.placementSquares(s)
	if !ok {
		return nil
	}
	var out []game.Command
	for _, q := range placementsByRoute(s, where, z.memo.zombieField(r, r.terrainOf(s), s), n+1) {
		out = append(out, PlaceZombie{At: q})
	}
	return out
}

// Next proposes a marine seat's command.
func (marinePlayer) Next(g game.Session, seat game.SeatID) (game.Command, bool) {
	s, r, ok := stateOf(g)
	if !ok || !slices.Contains(g.Turn(), seat) {
		return nil, false
	}
	switch s.Phase {
	case PhaseStartTile:
		return ChooseStart{Tile: startTile}, true
	case PhaseDoors:
		if e, ok := r.chooseDoor(s, true); ok {
			return PlaceDoor{Edge: e}, true
		}
	case PhaseDeploy:
		for n := 1; n <= r.opt.Marines; n++ {
			if q, ok := r.deploySquare(s); ok && MarineSeat(n) == seat {
				return Deploy{Seat: n, Kind: deployKind(n), At: q}, true
			}
		}
	case PhaseMarines:
		if m := seatsMarine(s, seat); m != nil {
			return r.marineStep(s, m), true
		}
	}
	return fallbackFor(g, seat)
}

// seatsMarine is the living marine of seat whose turn is not over, or nil.
func seatsMarine(s *State, seat game.SeatID) *Marine {
	for i := range s.Marines {
		if m := &s.Marines[i]; MarineSeat(m.Seat) == seat && !m.Dead && !m.Turn.Done {
			return m
		}
	}
	return nil
}

var (
	_ game.Alternatives = marinePlayer{}
	_ game.Routine      = marinePlayer{}
)

// Routine says that the squad's start tile is the scripted marines' own choice: the middle
// tile of an edge, measured over whole games (docs/balance.md, "What the numbers say"). A
// searching marine's rollouts, judged after a round, cannot see what a start costs over a
// game: one chose a start beside a corner in 4 games of 10 that the scripted start won.
func (marinePlayer) Routine(g game.Session, seat game.SeatID) bool {
	s, _, ok := stateOf(g)
	return ok && s.Phase == PhaseStartTile
}

// Alternatives names what a searching marine weighs besides the proposal (Next): moving to
// the best scored squares in reach (moveScore), while it may still move this turn. Drawn at
// random from its actions, its alternatives were mostly other shots and handing its kit
// over, and seldom another square.
func (marinePlayer) Alternatives(g game.Session, seat game.SeatID, n int) []game.Command {
	s, r, ok := stateOf(g)
	if !ok || s.Phase != PhaseMarines || !slices.Contains(g.Turn(), seat) {
		return nil
	}
	m := seatsMarine(s, seat)
	if m == nil || moveWhy(m) != "" {
		return nil
	}
	mt := r.newMarineTurn(s, m)
	var out []game.Command
	for _, q := range mt.squaresByScore(mt.sprintAllowed(), n+1) {
		out = append(out, Move{Marine: m.ID, To: q})
	}
	return out
}

func fallbackFor(g game.Session, seat game.SeatID) (game.Command, bool) {
	fs, cmd, ok := g.Fallback()
	if !ok || fs != seat {
		return nil, false
	}
	return cmd, true
}
