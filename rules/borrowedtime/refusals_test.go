package borrowedtime

import (
	"fmt"
	"testing"
)

// Every illegal command is refused with a reason and leaves the state hash unchanged.
func TestIllegalCommandsAreRefused(t *testing.T) {
	wall := `{"id":"wall","kind":"wall","polygon":[[15,0],[16,0],[16,30],[15,30]]}`
	zombies := fmt.Sprintf(`{"type":"shambler","at":[%v,40]}`, 10+2*r25)
	s := testScenario(t, wall, zombies, `{"id":"ramirez","at":[10,10]},{"id":"leo","at":[10,40]},{"id":"sharma","at":[20,10]}`)
	g := newGame(t, s, Options{})

	mustRefuse(t, g, Move{Survivor: "ramirez", To: pt(10, 16)}, "moves 5\"")
	mustRefuse(t, g, Move{Survivor: "ramirez", To: pt(18, 10)}, "movement") // round the wall: far more than 5"
	mustRefuse(t, g, Move{Survivor: "ramirez", To: pt(15.5, 10)}, "cannot stand")
	mustRefuse(t, g, Move{Survivor: "leo", To: pt(5, 40)}, "engaged")
	mustRefuse(t, g, Attack{Survivor: "ramirez", Target: "shambler-1", Weapon: "service-pistol"}, "away")
	mustRefuse(t, g, Attack{Survivor: "ramirez", Target: "sharma", Weapon: "service-pistol"}, "cannot see Dr. Anya Sharma: the Wall is in the way")
	mustRefuse(t, g, Attack{Survivor: "ramirez", Target: "shambler-1"}, "not in base contact")
	mustRefuse(t, g, Attack{Survivor: "ramirez", Target: "shambler-1", Weapon: "fire-axe"}, "does not carry")
	mustRefuse(t, g, Search{Survivor: "ramirez", Location: "stash"}, "not in base contact")
	mustRefuse(t, g, Reload{Survivor: "ramirez", Weapon: "service-pistol"}, "not empty")
	mustRefuse(t, g, Hunker{Survivor: "ramirez"}, "cover")
	mustRefuse(t, g, EndSpending{}, "not spending")
	mustRefuse(t, g, ActivateZombie{Target: "shambler-1"}, "after the Director")
	mustRefuse(t, g, Move{Survivor: "ramirez", To: pt(12, 10)}, "rolls its own dice", 3)

	// Out of turn: one survivor activating, another tries to act.
	mustApply(t, g, Move{Survivor: "ramirez", To: pt(12, 10)})
	mustRefuse(t, g, Move{Survivor: "sharma", To: pt(21, 10)}, "still activating")
	// No AP left.
	mustApply(t, g, Move{Survivor: "ramirez", To: pt(12, 14)})
	mustApply(t, g, Move{Survivor: "ramirez", To: pt(12, 18)})
	mustRefuse(t, g, Move{Survivor: "ramirez", To: pt(12, 20)}, "already activated")
	// Empty weapon: Ramirez's pistol fired dry (set up directly).
	g.ReadState().Model("sharma").Weapons = []WeaponState{{ID: "service-pistol", Shots: 0}}
	mustRefuse(t, g, Attack{Survivor: "sharma", Target: "ramirez", Weapon: "service-pistol"}, "empty")
	// Wrong phase.
	mustApply(t, g, EndSurvivorPhase{})
	mustRefuse(t, g, Move{Survivor: "sharma", To: pt(21, 10)}, "Survivor phase")
	mustRefuse(t, g, DirectorAction{Action: "spawn-horde", Spawn: "north"}, "costs 5 Heat")
	mustRefuse(t, g, EndRound{}, "after the Director")
}

func TestTableDiceCountsAreChecked(t *testing.T) {
	s := testScenario(t, ``, fmt.Sprintf(`{"type":"shambler","at":[%v,10]}`, 10+2*r25), `{"id":"grizz","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	mustRefuse(t, g, Attack{Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron"}, "needs 7 dice, and 2 were given", 6, 6)
	mustRefuse(t, g, Attack{Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron"}, "needs 7 dice, and 8 were given", 6, 6, 6, 6, 6, 6, 6, 6)
	mustRefuse(t, g, Attack{Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron"}, "6-sided die shows 1 to 6", 6, 6, 6, 6, 6, 6, 7)
	mustApply(t, g, Attack{Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron"}, 6, 6, 6, 6, 6, 2, 2)
}
