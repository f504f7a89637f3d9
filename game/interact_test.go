package game

import (
	"fmt"
	"testing"
)

func TestDeadSurvivorsKitCanBePickedUp(t *testing.T) {
	s := testScenario(t, ``, ``, fmt.Sprintf(`{"id":"ramirez","at":[10,10]},{"id":"leo","at":[%v,10]},{"id":"grizz","at":[40,40]}`, 10+2*r25))
	g := newGame(t, s, Options{TableDice: true})
	g.state.Model("ramirez").Wounds, g.state.Model("ramirez").Downed = 0, true
	mustApply(t, g, Command{Type: CmdEndSurvivorPhase})
	mustApply(t, g, Command{Type: CmdEndSpending})
	mustApply(t, g, Command{Type: CmdActivateAll})
	mustApply(t, g, Command{Type: CmdEndRound, Dice: []int{1}}) // she bleeds out
	if !mdl(g, "ramirez").Removed {
		t.Fatal("a 1 on the bleed-out roll did not kill her")
	}
	if len(g.state.Ground) != 2 {
		t.Fatalf("ground: %+v, want her pistol and nightstick", g.state.Ground)
	}
	mustApply(t, g, Command{Type: CmdPickUp, Survivor: "leo", Item: "service-pistol"})
	if w := carried(mdl(g, "leo"), "service-pistol"); w == nil || w.Shots != 6 {
		t.Fatalf("Leo did not pick up the loaded pistol: %+v", mdl(g, "leo").Weapons)
	}
	mustApply(t, g, Command{Type: CmdEndActivation})
	mustRefuse(t, g, Command{Type: CmdPickUp, Survivor: "grizz", Item: "nightstick"}, "within")
}

func TestInteractNeedsAScenarioRule(t *testing.T) {
	s := testScenario(t, ``, ``, `{"id":"leo","at":[44,5]}`)
	g := newGame(t, s, Options{})
	mustRefuse(t, g, Command{Type: CmdInteract, Survivor: "leo", Location: "nowhere"}, "no objective marker")
	mustRefuse(t, g, Command{Type: CmdInteract, Survivor: "leo", Location: "goal"}, "nothing to do")
}

func TestDiceNeededCountsWithoutChangingAnything(t *testing.T) {
	s := testScenario(t, ``, fmt.Sprintf(`{"type":"shambler","at":[%v,10]}`, 10+2*r25), `{"id":"grizz","at":[10,10]}`)
	g := newGame(t, s, Options{TableDice: true})
	before := g.Hash()
	n, err := g.DiceNeeded(Command{Type: CmdAttack, Survivor: "grizz", Target: "shambler-1", Weapon: "tire-iron"})
	if err != nil || n != 7 {
		t.Fatalf("dice needed: %d, %v; want 7 (Fight 4+1, defence 2)", n, err)
	}
	if _, err := g.DiceNeeded(Command{Type: CmdAttack, Survivor: "grizz", Target: "nobody"}); err == nil {
		t.Fatal("an illegal command needs no dice: it is refused")
	}
	if g.Hash() != before {
		t.Fatal("counting dice changed the game")
	}
}
