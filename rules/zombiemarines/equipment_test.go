package zombiemarines

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

func TestAGrenadeKillsTheBlastButNotBehindAWallAndBreaksDoorsBesideIt(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Grunt, sq(5, 9)) // tile 0's wall runs between columns 2 and 3, rows 1–5
	addMarine(g, 2, Grunt, sq(3, 5)) // in the blast of (3,4): dies (friendly fire)
	in1, in2 := addZombie(g, sq(3, 4)), addZombie(g, sq(4, 3))
	shielded := addZombie(g, sq(2, 4)) // beyond the wall from (3,4)
	outside := addZombie(g, sq(5, 4))
	g.State().Doors = []Door{{Edge: grid.Edge{X: 3, Y: 4, West: true}}, {Edge: grid.Edge{X: 3, Y: 2}}} // a door in the wall beside the grenade square, and one away from it
	do(t, g, Throw{Marine: "m1", At: sq(3, 4)})
	for _, id := range []string{in1, in2} {
		if zombie(g, id) != nil {
			t.Errorf("%s in the blast lives", id)
		}
	}
	if zombie(g, shielded) == nil || zombie(g, outside) == nil {
		t.Error("a zombie behind a wall or outside the 3 × 3 died")
	}
	if !marine(g, "m2").Dead {
		t.Error("a marine in the blast lives")
	}
	if d := g.State().Doors; !d[0].Broken || d[1].Broken {
		t.Errorf("doors after the blast: %+v (only the one on the grenade square's side breaks)", d)
	}
	for _, it := range marine(g, "m1").Items {
		if it.Kind == Grenade {
			t.Fatal("the grenade is still carried")
		}
	}
}

func TestGrenadesSpareMarinesWithoutFriendlyFire(t *testing.T) {
	g := sceneGame(t, `{"friendlyFire":"off"}`)
	addMarine(g, 1, Grunt, sq(10, 10))
	addMarine(g, 2, Grunt, sq(12, 11))
	z := addZombie(g, sq(12, 12))
	do(t, g, Throw{Marine: "m1", At: sq(12, 12)})
	if marine(g, "m2").Dead || zombie(g, z) != nil {
		t.Fatal("the house rule spares marines, not zombies")
	}
}

func TestTheMedicHealsBetterStandingAndNeverAboveStartingHP(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Medic, sq(10, 10))
	addMarine(g, 2, Grunt, sq(11, 11)).HP = 2
	do(t, g, Heal{Marine: "m1", Target: "m2", Stand: true}, 3) // 3+1: one HP
	if hp := marine(g, "m2").HP; hp != 3 {
		t.Fatalf("HP %d after a standing 3, want 3", hp)
	}
	refused(t, g, Heal{Marine: "m1", Target: "m2"}, "already attacked", 6)
	refused(t, g, Move{Marine: "m1", To: sq(10, 11)}, "stood still")

	g = sceneGame(t, "")
	addMarine(g, 1, Medic, sq(10, 10))
	addMarine(g, 2, Grunt, sq(11, 10)).HP = 4
	do(t, g, Move{Marine: "m1", To: sq(10, 11)})
	do(t, g, Heal{Marine: "m1", Target: "m2"}, 6) // two HP, but 5 is the most
	if hp := marine(g, "m2").HP; hp != 5 {
		t.Fatalf("HP %d, want the starting 5", hp)
	}
	refused(t, g, Heal{Marine: "m1", Target: "m2", Stand: true}, "already attacked", 6)
}

func TestEquipmentChangesHandsSideBySideAlsoFromTheDead(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Sergeant, sq(10, 10))
	addMarine(g, 2, Grunt, sq(11, 11))
	dead := addMarine(g, 3, Medic, sq(10, 11))
	dead.Dead, dead.HP = true, 0
	refused(t, g, Give{Marine: "m1", To: "m2", Item: 0}, "not diagonally")
	do(t, g, Take{Marine: "m1", From: "m3", Item: 1}) // the dead medic's SMG
	m1 := marine(g, "m1")
	if last := m1.Items[len(m1.Items)-1]; last.Kind != SMG || last.Ammo != 20 {
		t.Fatalf("took %+v", last)
	}
	refused(t, g, Give{Marine: "m1", To: "m3", Item: 0}, "living marine")
	do(t, g, Move{Marine: "m2", To: sq(11, 10)})
	do(t, g, Give{Marine: "m1", To: "m2", Item: 0})
	if len(marine(g, "m2").Items) != 6 {
		t.Fatal("the gift did not arrive")
	}
}

func TestTheLieutenantOrdersAMarineOneSquareFurther(t *testing.T) {
	g := sceneGame(t, `{"lieutenant":"on"}`)
	addMarine(g, 1, Lieutenant, sq(10, 10))
	addMarine(g, 2, Grunt, sq(10, 12))
	do(t, g, Order{Marine: "m1", Target: "m2"})
	do(t, g, Move{Marine: "m2", To: sq(13, 12).Add(sq(2, 0))}) // 5 squares: 3 + sprint + order
	refused(t, g, Order{Marine: "m2", Target: "m1"}, "only the Lieutenant")
}

// Before a grenade is thrown, the preview shows its blast square by square (not the square
// behind the wall) and says who it kills and what doors it breaks.
func TestAGrenadesPreviewShowsItsBlast(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Grunt, sq(5, 9))
	addMarine(g, 2, Grunt, sq(3, 5))
	addZombie(g, sq(3, 4))
	addZombie(g, sq(4, 3))
	addZombie(g, sq(2, 4)) // shielded by the wall
	g.State().Doors = []Door{{Edge: grid.Edge{X: 3, Y: 4, West: true}}}
	to := squareCentre(sq(3, 4))
	pv := g.Preview(MarineSeat(1), "m1", actThrow, game.Picks{To: &to})
	if !pv.OK || len(pv.Sight) != 2 {
		t.Fatalf("preview %+v", pv)
	}
	for _, want := range []string{"kills zombie", "marine 2", "breaks 1 door"} {
		if !strings.Contains(pv.Text, want) {
			t.Errorf("%q does not say %q", pv.Text, want)
		}
	}
	if strings.Count(pv.Text, "zombie") != 2 {
		t.Errorf("%q: two zombies are in the blast, the third behind the wall", pv.Text)
	}
	shielded := false
	for _, o := range pv.Area {
		if o[0] == (physics.Vec{X: 2, Y: 4}) {
			shielded = true
		}
	}
	if len(pv.Area) == 0 || len(pv.Area) >= 9 || shielded {
		t.Errorf("%d squares in the blast, the one behind the wall among them: %v", len(pv.Area), shielded)
	}
	marine(g, "m1").Items = nil
	if pv := g.Preview(MarineSeat(1), "m1", actThrow, game.Picks{To: &to}); pv.OK || !strings.Contains(pv.Text, "has no grenade") {
		t.Errorf("a throw without a grenade: %+v", pv)
	}
}
