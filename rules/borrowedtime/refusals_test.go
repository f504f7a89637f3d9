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

	mustRefuse(t, g, Command{Type: CmdMove, Survivor: "ramirez", To: pt(10, 16)}, "moves 5\"")
	mustRefuse(t, g, Command{Type: CmdMove, Survivor: "ramirez", To: pt(18, 10)}, "movement") // round the wall: far more than 5"
	mustRefuse(t, g, Command{Type: CmdMove, Survivor: "ramirez", To: pt(15.5, 10)}, "cannot stand")
	mustRefuse(t, g, Command{Type: CmdMove, Survivor: "leo", To: pt(5, 40)}, "engaged")
	mustRefuse(t, g, Command{Type: CmdAttack, Survivor: "ramirez", Target: "shambler-1", Weapon: "service-pistol"}, "away")
	mustRefuse(t, g, Command{Type: CmdAttack, Survivor: "ramirez", Target: "sharma", Weapon: "service-pistol"}, "cannot see")
	mustRefuse(t, g, Command{Type: CmdAttack, Survivor: "ramirez", Target: "shambler-1"}, "not in base contact")
	mustRefuse(t, g, Command{Type: CmdAttack, Survivor: "ramirez", Target: "shambler-1", Weapon: "fire-axe"}, "does not carry")
	mustRefuse(t, g, Command{Type: CmdSearch, Survivor: "ramirez", Location: "stash"}, "not in base contact")
	mustRefuse(t, g, Command{Type: CmdReload, Survivor: "ramirez", Weapon: "service-pistol"}, "not empty")
	mustRefuse(t, g, Command{Type: CmdHunker, Survivor: "ramirez"}, "cover")
	mustRefuse(t, g, Command{Type: CmdEndSpending}, "not spending")
	mustRefuse(t, g, Command{Type: CmdActivateZombie, Target: "shambler-1"}, "after the Director")
	mustRefuse(t, g, Command{Type: "fly"}, "no command")
	mustRefuse(t, g, Command{Type: CmdMove, Survivor: "ramirez", To: pt(12, 10), Dice: []int{3}}, "rolls its own dice")

	// Out of turn: one survivor activating, another tries to act.
	mustApply(t, g, Command{Type: CmdMove, Survivor: "ramirez", To: pt(12, 10)})
	mustRefuse(t, g, Command{Type: CmdMove, Survivor: "sharma", To: pt(21, 10)}, "still activating")
	// No AP left.
	mustApply(t, g, Command{Type: CmdMove, Survivor: "ramirez", To: pt(12, 14)})
	mustApply(t, g, Command{Type: CmdMove, Survivor: "ramirez", To: pt(12, 18)})
	mustRefuse(t, g, Command{Type: CmdMove, Survivor: "ramirez", To: pt(12, 20)}, "already activated")
	// Empty weapon: Ramirez's pistol fired dry (set up directly).
	g.ReadState().Model("sharma").Weapons = []WeaponState{{ID: "service-pistol", Shots: 0}}
	mustRefuse(t, g, Command{Type: CmdAttack, Survivor: "sharma", Target: "ramirez", Weapon: "service-pistol"}, "empty")
	// Wrong phase.
	mustApply(t, g, Command{Type: CmdEndSurvivorPhase})
	mustRefuse(t, g, Command{Type: CmdMove, Survivor: "sharma", To: pt(21, 10)}, "Survivor phase")
	mustRefuse(t, g, Command{Type: CmdDirectorAction, Action: "spawn-horde", Spawn: "north"}, "costs 5 Heat")
	mustRefuse(t, g, Command{Type: CmdEndRound}, "after the Director")
}

func TestTableDiceCountsAreChecked(t *testing.T) {
	s := testScenario(t, ``, fmt.Sprintf(`{"type":"shambler","at":[%v,10]}`, 10+2*r25), `{"id":"grizz","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	mustRefuse(t, g, Command{Type: CmdAttack, Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron", Dice: []int{6, 6}}, "needs 7 dice, and 2 were given")
	mustRefuse(t, g, Command{Type: CmdAttack, Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron", Dice: []int{6, 6, 6, 6, 6, 6, 6, 6}}, "needs 7 dice, and 8 were given")
	mustRefuse(t, g, Command{Type: CmdAttack, Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron", Dice: []int{6, 6, 6, 6, 6, 6, 7}}, "6-sided die shows 1 to 6")
	mustApply(t, g, Command{Type: CmdAttack, Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron", Dice: []int{6, 6, 6, 6, 6, 2, 2}})
}
