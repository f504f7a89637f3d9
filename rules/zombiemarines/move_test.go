package zombiemarines

import (
	"testing"

	"github.com/borrowed-time/tabletop/grid"
)

func TestMarinesMoveUpToSpeedOrSprintOneMoreWithoutAttacking(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Grunt, sq(10, 10)) // speed 3
	z := addZombie(g, sq(13, 12))
	refused(t, g, Move{Marine: "m1", To: sq(15, 10)}, "cannot get there in 4 squares")
	do(t, g, Move{Marine: "m1", To: sq(14, 10)}) // a sprint: 4 squares
	refused(t, g, Attack{Marine: "m1", Weapon: 0, Target: z}, "sprinted", 6)

	g = sceneGame(t, "")
	addMarine(g, 1, Grunt, sq(10, 10))
	z = addZombie(g, sq(13, 12))
	do(t, g, Move{Marine: "m1", To: sq(12, 10)})
	do(t, g, Attack{Marine: "m1", Weapon: 0, Target: z}, 2)
	refused(t, g, Move{Marine: "m1", To: sq(13, 10)}, "moved before attacking")
}

func TestAttackThenMoveButStandingStillForbidsMoving(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Grunt, sq(10, 10))
	addMarine(g, 2, Grunt, sq(10, 12))
	z := addZombie(g, sq(13, 12))
	do(t, g, Attack{Marine: "m1", Weapon: 0, Target: z}, 2)
	refused(t, g, Move{Marine: "m1", To: sq(14, 10)}, "cannot get there in 3 squares") // no sprint after attacking
	do(t, g, Move{Marine: "m1", To: sq(13, 10)})
	do(t, g, Attack{Marine: "m2", Weapon: 0, Target: z, Stand: true}, 2)
	refused(t, g, Move{Marine: "m2", To: sq(11, 12)}, "stood still")
}

func TestWallsBlockMovesAndDoorsLetMarinesButNotZombiesThrough(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Medic, sq(2, 3)) // speed 5; the wall east of it runs from row 1 to row 5
	refused(t, g, Move{Marine: "m1", To: sq(3, 3)}, "cannot get there")
	g.State().Doors = []Door{{Edge: edge(3, 3, true)}}
	do(t, g, Move{Marine: "m1", To: sq(3, 3)})

	g = sceneGame(t, "")
	addMarine(g, 1, Grunt, sq(20, 20))
	z := addZombie(g, sq(2, 3))
	g.State().Doors = []Door{{Edge: edge(3, 3, true)}}
	g.State().Phase = PhaseZombies
	refused(t, g, ZombieMove{Zombie: z, To: sq(3, 3)}, "cannot get there")
	do(t, g, BreakDoor{Zombie: z, To: sq(3, 3)}, 5) // holds, and costs a square
	if zombie(g, z).At != sq(2, 3) || g.State().Doors[0].Broken {
		t.Fatal("a 5 does not break a door")
	}
	do(t, g, BreakDoor{Zombie: z, To: sq(3, 3)}, 6)
	if zombie(g, z).At != sq(3, 3) || !g.State().Doors[0].Broken {
		t.Fatal("a 6 breaks the door and the zombie steps through")
	}
	refused(t, g, ZombieMove{Zombie: z, To: sq(4, 3)}, "used its move")
}

func TestZombiesMoveTwoSquaresOrthogonallyAndTheFallenOnlyStandUp(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Grunt, sq(20, 20))
	z, down := addZombie(g, sq(10, 10)), addZombie(g, sq(12, 12))
	zombie(g, down).Down = true
	g.State().Phase = PhaseZombies
	refused(t, g, ZombieMove{Zombie: z, To: sq(13, 10)}, "cannot get there in 2 squares")
	do(t, g, ZombieMove{Zombie: z, To: sq(11, 10)})
	do(t, g, ZombieMove{Zombie: z, To: sq(11, 11)})
	refused(t, g, ZombieMove{Zombie: down, To: sq(12, 13)}, "knocked down")
	do(t, g, EndZombies{})
	if zombie(g, down).Down {
		t.Fatal("the fallen stand up at the end of the zombies' turn")
	}
}

func edge(x, y int, west bool) grid.Edge { return grid.Edge{X: x, Y: y, West: west} }
