package zombiemarines

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

func TestSteppingOntoAFaceDownTileFlipsItAndItIsPopulated(t *testing.T) {
	g := sceneGame(t, "", 1) // tile 1 covers columns 7–13 of rows 0–6
	addMarine(g, 1, Medic, sq(5, 3))
	addMarine(g, 2, Grunt, sq(20, 20))
	// The move ends on the first face-down square: one deeper in is refused, saying so.
	refused(t, g, Move{Marine: "m1", To: sq(8, 3)}, "stops on its first square, where the tile turns over")
	do(t, g, Move{Marine: "m1", To: sq(7, 3)}, 4) // 4: four door counters
	s := g.State()
	if !s.Flipped[1] || s.Phase != PhaseDoors || s.Populating[0].ZombieDoors != 2 || s.Populating[0].MarineDoors != 2 {
		t.Fatalf("after the flip: %s %+v", s.Phase, s.Populating)
	}
	walls := []grid.Edge{{X: 10, Y: 1, West: true}, {X: 10, Y: 2, West: true}, {X: 10, Y: 3, West: true}, {X: 10, Y: 4, West: true}}
	if _, err := g.Apply(MarineSeat(1), game.Entry{Cmd: PlaceDoor{Edge: walls[0]}}); err == nil {
		t.Fatal("the zombie player places the first door counter")
	}
	refused(t, g, PlaceDoor{Edge: grid.Edge{X: 11, Y: 1, West: true}}, "wall section")
	order := []game.SeatID{SeatZombies, MarineSeat(1), SeatZombies, MarineSeat(1)}
	for i, e := range walls {
		if turn := g.Turn(); len(turn) != 1 || turn[0] != order[i] {
			t.Fatalf("door %d: turn %v, want %s", i+1, turn, order[i])
		}
		dice := []int(nil)
		if i == len(walls)-1 {
			dice = []int{3} // the last door: 1d4 zombies for two marines
		}
		if _, err := g.Apply(order[i], game.Entry{Cmd: PlaceDoor{Edge: e}, Dice: dice}); err != nil {
			t.Fatalf("door %d: %v", i+1, err)
		}
	}
	refused(t, g, PlaceDoor{Edge: walls[0]}, "no door counters")
	if s := g.State(); s.Phase != PhaseTileZombies || s.Placing != 3 {
		t.Fatalf("after the doors: %s, %d to place", s.Phase, s.Placing)
	}
	refused(t, g, PlaceZombie{At: sq(8, 3)}, "middle of the new tile") // within two squares of the edge
	for _, q := range []grid.Square{sq(9, 2), sq(11, 4), sq(10, 3)} {
		do(t, g, PlaceZombie{At: q})
	}
	if s := g.State(); s.Phase != PhaseMarines || len(s.Zombies) != 3 {
		t.Fatalf("back to %s with %d zombies", s.Phase, len(s.Zombies))
	}
	do(t, g, Move{Marine: "m1", To: sq(8, 5)}) // the rest of its move, on the tile now face up
}

func TestTheGameStartsWithTheSpawnAndStartTilesPopulatedThenTheMarinesPlaced(t *testing.T) {
	g := newGame(t, `{"marines":"2"}`, false)
	refused(t, g, ChooseStart{Tile: 6}, "edge")
	do(t, g, ChooseStart{Tile: 4})
	s := g.State()
	if !s.Flipped[centrePos] || !s.Flipped[4] || len(s.Populating) != 2 || s.Populating[0].Pos != centrePos {
		t.Fatalf("after choosing: %+v", s.Populating)
	}
	for s.Phase == PhaseDoors || s.Phase == PhaseTileZombies {
		seat, cmd, _ := g.Fallback()
		if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
			t.Fatal(err)
		}
	}
	if s.Phase != PhaseDeploy || len(g.Turn()) != 2 {
		t.Fatalf("phase %s, turn %v", s.Phase, g.Turn())
	}
	refused(t, g, Deploy{Seat: 1, Kind: Medic, At: sq(0, 0)}, "start tile")
	refused(t, g, Deploy{Seat: 1, Kind: Lieutenant, At: sq(28, 1)}, "no Lieutenant")
	if _, err := g.Apply(MarineSeat(2), game.Entry{Cmd: Deploy{Seat: 1, Kind: Medic, At: sq(28, 0)}}); err == nil || !strings.Contains(err.Error(), "Marine 1") {
		t.Fatalf("a seat placed another's marine: %v", err)
	}
	free := g.Rules().(*rules).startSquares(s)
	do(t, g, Deploy{Seat: 1, Kind: Medic, At: free[0]})
	refused(t, g, Deploy{Seat: 2, Kind: Sergeant, At: free[0]}, "taken")
	do(t, g, Deploy{Seat: 2, Kind: Sergeant, At: free[1]})
	if s.Phase != PhaseSpawn || s.Round != 1 || s.Marines[0].HP != 3 || s.Marines[1].Items[1].Ammo != 8 {
		t.Fatalf("after deployment: %s %+v", s.Phase, s.Marines)
	}
}

func TestTheMarinesWinOnTheHelipadTileWithNoZombieOnIt(t *testing.T) {
	g := sceneGame(t, "") // the helipad tile is at position 24: squares 28–34
	addMarine(g, 1, Medic, sq(27, 30))
	z := addZombie(g, sq(29, 33))
	do(t, g, Move{Marine: "m1", To: sq(28, 30)})
	if _, over := g.Outcome(); over {
		t.Fatal("a zombie still stands on the helipad tile")
	}
	do(t, g, Attack{Marine: "m1", Weapon: 0, Target: z}, 6)
	o, over := g.Outcome()
	if !over || len(o.Winners) != 4 || o.Winners[0] != MarineSeat(1) {
		t.Fatalf("outcome %+v %v", o, over)
	}
}

func TestTheShuffleNeverPutsTheHelipadAtTheCentreAndDependsOnTheSeed(t *testing.T) {
	s := scenario(t).s
	r, err := newRules(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	orders := map[string]bool{}
	for seed := uint64(1); seed <= 300; seed++ {
		st, _ := r.Start(seed)
		if r.setup.Tiles[st.Deck[centrePos]].HasHelipad() {
			t.Fatalf("seed %d: the helipad is the spawn tile", seed)
		}
		key := ""
		for _, d := range st.Deck {
			key += string(rune('a' + d))
		}
		orders[key] = true
	}
	if len(orders) < 290 {
		t.Fatalf("300 seeds gave %d orders", len(orders))
	}
}

// House rule H1: a tile turning over brings half the zombies its dice show, rounded up.
func TestQuietStreetsHalveATilesZombies(t *testing.T) {
	g := sceneGame(t, `{"streets":"quiet"}`, 1)
	addMarine(g, 1, Medic, sq(5, 3))
	addMarine(g, 2, Grunt, sq(20, 20))
	do(t, g, Move{Marine: "m1", To: sq(7, 3)}, 4)
	walls := []grid.Edge{{X: 10, Y: 1, West: true}, {X: 10, Y: 2, West: true}, {X: 10, Y: 3, West: true}, {X: 10, Y: 4, West: true}}
	for i, e := range walls {
		var dice []int
		if i == len(walls)-1 {
			dice = []int{3}
		}
		if _, err := g.Apply(g.Turn()[0], game.Entry{Cmd: PlaceDoor{Edge: e}, Dice: dice}); err != nil {
			t.Fatalf("door %d: %v", i+1, err)
		}
	}
	if s := g.State(); s.Phase != PhaseTileZombies || s.Placing != 2 {
		t.Fatalf("3 on the die with quiet streets: %s, %d to place, want 2", s.Phase, s.Placing)
	}
}
