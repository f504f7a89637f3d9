package zombiemarines

import "github.com/borrowed-time/tabletop/game"

// Fallback is a command that always moves the game on, by a fixed rule: the first edge
// tile, the first free wall, the first legal square, a Grunt/Medic/Sergeant by seat, the
// end of a marine's or the zombies' turn.
func (r *rules) Fallback(s *State) (game.SeatID, game.Command, bool) {
	switch s.Phase {
	case PhaseStartTile:
		return MarineSeat(1), ChooseStart{Tile: 0}, true
	case PhaseDoors:
		return doorSeat(s), PlaceDoor{Edge: r.tileWalls(s, s.Populating[0].Pos)[0]}, true
	case PhaseTileZombies:
		return SeatZombies, PlaceZombie{At: r.tileZombieSquares(s, s.Populating[0].Pos)[0]}, true
	case PhaseSpawnZombies:
		return SeatZombies, PlaceZombie{At: r.spawnSquares(s)[0]}, true
	case PhaseDeploy:
		n := 0
		for n = 1; marineOfSeat(s, n) >= 0; n++ {
		}
		kinds := []Kind{Grunt, Medic, Sergeant}
		return MarineSeat(n), Deploy{Seat: n, Kind: kinds[(n-1)%3], At: r.startSquares(s)[0]}, true
	case PhaseSpawn:
		return SeatZombies, Spawn{}, true
	case PhaseMarines:
		for _, m := range s.Marines {
			if !m.Dead && !m.Turn.Done {
				return MarineSeat(m.Seat), EndTurn{Marine: m.ID}, true
			}
		}
	case PhaseZombies:
		return SeatZombies, EndZombies{}, true
	}
	return "", nil, false
}
