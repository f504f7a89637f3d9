package zombiemarines

import (
	"slices"
	"strconv"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

func TestZombiesAttackEveryMarineBesideThemEdgeOrCornerNotThroughWalls(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Medic, sq(10, 10))
	addMarine(g, 2, Grunt, sq(12, 12)) // diagonal to the zombie
	addMarine(g, 3, Sergeant, sq(2, 2))
	addZombie(g, sq(11, 11))
	addZombie(g, sq(3, 2)) // the wall between columns 2 and 3 shields marine 3
	down := addZombie(g, sq(9, 9))
	zombie(g, down).Down = true // a fallen zombie does not attack
	g.State().Phase = PhaseZombies
	do(t, g, EndZombies{})
	if a, b, c := marine(g, "m1").HP, marine(g, "m2").HP, marine(g, "m3").HP; a != 2 || b != 4 || c != 4 {
		t.Fatalf("HP after the attacks: %d %d %d, want 2 4 4", a, b, c)
	}
	if g.State().Phase != PhaseSpawn || g.State().Round != 2 {
		t.Fatalf("after the zombies' turn: %s, turn %d", g.State().Phase, g.State().Round)
	}
}

func TestAMarineAtNoHitPointsDiesAndWhenAllAreDeadTheZombiesWin(t *testing.T) {
	g := sceneGame(t, `{"marines":"1"}`)
	addMarine(g, 1, Medic, sq(10, 10)).HP = 1
	addZombie(g, sq(11, 10))
	g.State().Phase = PhaseZombies
	evs := do(t, g, EndZombies{})
	o, over := g.Outcome()
	if !marine(g, "m1").Dead || !over || len(o.Winners) != 1 || o.Winners[0] != SeatZombies {
		t.Fatalf("outcome %+v %v", o, over)
	}
	if !slices.ContainsFunc(evs, func(e game.Event) bool { return e.Type == game.EvVictory }) {
		t.Fatal("no victory event")
	}
}

func TestZombiesSpawnByTheNumberOfMarines(t *testing.T) {
	for _, c := range []struct {
		marines, dice int
	}{{1, 1}, {3, 1}, {4, 2}, {6, 2}, {7, 3}, {10, 4}, {12, 4}} {
		g := sceneGame(t, `{"marines":"`+itoa(c.marines)+`"}`)
		for n := 1; n <= c.marines; n++ {
			addMarine(g, n, Grunt, sq(7+n, 8))
		}
		g.State().Phase = PhaseSpawn
		need, err := g.DiceNeeded(game.Host, Spawn{})
		if err != nil || need != c.dice {
			t.Fatalf("%d marines: %d dice (%v), want %d", c.marines, need, err, c.dice)
		}
		dice := make([]int, need)
		for i := range dice {
			dice[i] = 4
		}
		do(t, g, Spawn{}, dice...)
		if g.State().Placing != 4*c.dice || g.State().Phase != PhaseSpawnZombies {
			t.Fatalf("%d marines: %d to place", c.marines, g.State().Placing)
		}
		refused(t, g, PlaceZombie{At: sq(10, 10)}, "spawn square")
		do(t, g, PlaceZombie{At: sq(0, 0)})   // the map's edge
		do(t, g, PlaceZombie{At: sq(17, 17)}) // the centre tile
	}
	g := sceneGame(t, "")
	g.State().Phase = PhaseSpawn
	refused(t, g, Spawn{}, "a 4-sided die", 5) // a d4 cannot show 5
}

func itoa(n int) string { return strconv.Itoa(n) }

// House rule H2: 1d4 per started six marines.
func TestZombieDicePerSixMarines(t *testing.T) {
	for _, c := range []struct{ marines, dice int }{{1, 1}, {6, 1}, {7, 2}, {12, 2}} {
		g := sceneGame(t, `{"marines":"`+itoa(c.marines)+`","squadDice":"six"}`)
		for n := 1; n <= c.marines; n++ {
			addMarine(g, n, Grunt, sq(7+n, 8))
		}
		g.State().Phase = PhaseSpawn
		if need, err := g.DiceNeeded(game.Host, Spawn{}); err != nil || need != c.dice {
			t.Errorf("%d marines: %d dice (%v), want %d", c.marines, need, err, c.dice)
		}
	}
}

// House rule H1: no new zombies in even-numbered turns; odd ones roll as usual.
func TestQuietStreetsSpawnOnlyInOddTurns(t *testing.T) {
	g := sceneGame(t, `{"marines":"2","streets":"quiet"}`)
	addMarine(g, 1, Grunt, sq(8, 8))
	addMarine(g, 2, Grunt, sq(9, 8))
	g.State().Phase, g.State().Round = PhaseSpawn, 2
	if need, _ := g.DiceNeeded(game.Host, Spawn{}); need != 0 {
		t.Fatalf("an even turn wants %d dice", need)
	}
	do(t, g, Spawn{})
	if s := g.State(); s.Phase != PhaseMarines || s.Placing != 0 {
		t.Fatalf("after a quiet turn's spawn: %s, %d to place", s.Phase, s.Placing)
	}
	g.State().Phase, g.State().Round = PhaseSpawn, 3
	do(t, g, Spawn{}, 3)
	if s := g.State(); s.Phase != PhaseSpawnZombies || s.Placing != 3 {
		t.Fatalf("an odd turn: %s, %d to place", s.Phase, s.Placing)
	}
}
