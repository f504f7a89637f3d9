package survivors

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

func TestDeploymentStaysInTheZone(t *testing.T) {
	s, _ := LoadScenario("test-yard", []byte(testScenario))
	sess, _ := (Ruleset{}).New(s, game.Setup{Seed: 1, TableDice: true})
	tb := &table{t: t, g: sess.(*game.Game[State])}
	tb.refused(Move{Model: "ann", To: physics.Vec{X: 3, Y: 3}}, "cannot be done now")
	tb.do(RollOff{}, 2, 5) // band 2 deploys first
	tb.refused(Deploy{Model: "ann", To: physics.Vec{X: 2, Y: 20}}, "belongs to")
	tb.refused(Deploy{Model: "dee", To: physics.Vec{X: 20, Y: 20}}, "start zone")
	tb.do(Deploy{Model: "dee", To: physics.Vec{X: 34, Y: 20}})
	tb.do(EndDeployment{})
	if tb.st().Deployer != 0 {
		t.Fatal("band 1 does not deploy after band 2")
	}
}

func TestRefusalsSayWhy(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 10, 10, 0)
	tb.at("bo", 12, 10, 0)
	z := tb.zombie(10, 30)
	for _, c := range []struct {
		cmd  game.Command
		want string
	}{
		{Attack{Model: "ann", Target: z, Weapon: "pistol"}, "reaches 12\""},
		{Attack{Model: "ann", Target: z, Weapon: "shotgun"}, "carries no"},
		{Reload{Model: "cy", Weapon: "crossbow"}, "is loaded"},
		{Collect{Model: "ann", Pile: "supplies-9"}, "no supplies"},
		{Search{Model: "ann", Objective: "nowhere"}, "no Search objective"},
		{Climb{Model: "ann"}, "base contact"},
		{PassSupplies{Model: "ann", To: "bo"}, "carries no supplies"},
		{ActivateZombie{Zombie: z}, "cannot be done now"},
		{PlaceZombie{}, "cannot be done now"},
		{EndActivation{Model: "zombie-1"}, "nobody commands the dead"},
		{Move{Model: "ann", To: physics.Vec{X: 12, Y: 10}}, "cannot go there"},
	} {
		tb.refused(c.cmd, c.want)
	}
	tb.do(EndActivation{Model: "ann"})
	tb.refused(Move{Model: "ann", To: physics.Vec{X: 11, Y: 10}}, "belongs to")
}
