package zombiemarines

import (
	"strings"
	"testing"
)

// The text's example of automatic fire: an SMG knocks a zombie down on a 5, kills it on a 4,
// then turns on a zombie beside it and rolls a 1: a miss, and the burst ends (A10).
func TestTheTextsAutomaticFireExample(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Medic, sq(10, 10))
	a, b := addZombie(g, sq(14, 10)), addZombie(g, sq(15, 11))
	smg := 1 // the medic's SMG
	do(t, g, Attack{Marine: "m1", Weapon: smg, Target: a}, 5)
	if z := zombie(g, a); z == nil || !z.Down {
		t.Fatal("a 5 should knock the zombie down")
	}
	do(t, g, FireAgain{Marine: "m1", Target: a}, 4)
	if zombie(g, a) != nil {
		t.Fatal("a 4 on a knocked-down zombie should kill it")
	}
	do(t, g, FireAgain{Marine: "m1", Target: b}, 1)
	if z := zombie(g, b); z == nil || z.Down {
		t.Fatal("a 1 misses")
	}
	if g.State().Burst != nil {
		t.Fatal("a natural 1 ends the burst")
	}
	refused(t, g, FireAgain{Marine: "m1", Target: b}, "no automatic fire", 6)
	if got := marine(g, "m1").Items[smg].Ammo; got != 17 {
		t.Fatalf("three rolls used %d rounds of 20", 20-got)
	}
}

func TestAutomaticFireKeepsToTheTargetOrItsNeighbours(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Sergeant, sq(10, 10))
	a, far := addZombie(g, sq(14, 10)), addZombie(g, sq(14, 13))
	do(t, g, Attack{Marine: "m1", Weapon: 1, Target: a}, 2) // 2+2: knocked down
	refused(t, g, FireAgain{Marine: "m1", Target: far}, "same zombie or one in a square next to it", 6)
	do(t, g, FireAgain{Marine: "m1", Target: a}, 3) // 3+2 on a knocked-down zombie: killed
	if zombie(g, a) != nil {
		t.Fatal("not killed")
	}
}

func TestAttackResultsAndModifiers(t *testing.T) {
	cases := []struct {
		name       string
		kind       Kind
		weapon     int
		stand      bool
		roll       int
		down, dead bool
	}{
		{"pistol 3 misses", Grunt, 0, false, 3, false, false},
		{"pistol 4 knocks down", Grunt, 0, false, 4, true, false},
		{"pistol 6 kills", Grunt, 0, false, 6, false, true},
		{"rifle +1 turns a 3 into a knock-down", Grunt, 1, false, 3, true, false},
		{"rifle +1 turns a 5 into a kill", Grunt, 1, false, 5, false, true},
		{"shotgun +2 and standing +1 turn a 2 into a knock-down", Sergeant, 1, true, 2, true, false},
		{"standing still adds 1 to a pistol's 5: a kill", Sergeant, 0, true, 5, false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := sceneGame(t, "")
			addMarine(g, 1, c.kind, sq(10, 10))
			z := addZombie(g, sq(12, 12))
			do(t, g, Attack{Marine: "m1", Weapon: c.weapon, Target: z, Stand: c.stand}, c.roll)
			got := zombie(g, z)
			if (got == nil) != c.dead || (got != nil && got.Down != c.down) {
				t.Fatalf("zombie after %d: %+v", c.roll, got)
			}
		})
	}
}

func TestCloseCombatNeedsAnAdjacentZombie(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Sergeant, sq(10, 10))
	far, near := addZombie(g, sq(12, 10)), addZombie(g, sq(11, 11))
	refused(t, g, Attack{Marine: "m1", Weapon: 2, Target: far}, "only reaches a zombie in a square next to", 6)
	do(t, g, Attack{Marine: "m1", Weapon: -1, Target: near}, 5) // bare hands: 5-1 = 4, knocked down
	if !zombie(g, near).Down {
		t.Fatal("bare hands on a 5 knock down")
	}
	refused(t, g, Attack{Marine: "m1", Weapon: 2, Target: near}, "already attacked", 6)
}

func TestWallsBlockSightButModelsDoNot(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Grunt, sq(1, 3))
	addMarine(g, 2, Grunt, sq(4, 2))
	behind := addZombie(g, sq(5, 3)) // the wall between columns 2 and 3 is in the way
	refused(t, g, Attack{Marine: "m1", Weapon: 0, Target: behind}, "wall", 6)
	inFront := addZombie(g, sq(6, 2)) // marine 2 shoots past nothing; marine 1 past marine 2? no: the wall
	do(t, g, Attack{Marine: "m2", Weapon: 0, Target: inFront}, 6)
	g2 := sceneGame(t, "")
	addMarine(g2, 1, Grunt, sq(10, 10))
	addMarine(g2, 2, Grunt, sq(11, 10))
	beyond := addZombie(g2, sq(13, 10))
	addZombie(g2, sq(12, 10))
	do(t, g2, Attack{Marine: "m1", Weapon: 0, Target: beyond}, 6) // through a marine and a zombie
	if zombie(g2, beyond) != nil {
		t.Fatal("models should not block sight")
	}
}

func TestAnEmptyWeaponCannotFireAndAReloadIsTheTurnsAttack(t *testing.T) {
	g := sceneGame(t, "")
	m := addMarine(g, 1, Grunt, sq(10, 10))
	m.Items[1].Ammo = 0
	z := addZombie(g, sq(13, 10))
	refused(t, g, Attack{Marine: "m1", Weapon: 1, Target: z}, "out of rounds", 6)
	do(t, g, Reload{Marine: "m1", Weapon: 1})
	m = marine(g, "m1")
	if m.Items[1].Ammo != 20 || len(m.Items) != 4 {
		t.Fatalf("after reloading: %+v", m.Items)
	}
	refused(t, g, Attack{Marine: "m1", Weapon: 1, Target: z}, "already attacked", 6)
	refused(t, g, Reload{Marine: "m1", Weapon: 0}, "already attacked")
}

// "Results of Attacks: D6+Attack Modifier … 1-3 Miss, 4-5 Knock Down": the table adds the
// modifiers to every roll, a 1 too; "you can keep attacking with an automatic weapon until you
// roll a natural 1" is all the text says of a 1 (A7, A10).
func TestANaturalOneIsReadOnTheTable(t *testing.T) {
	t.Run("the Auto-Shotgun standing still turns a 1 into a knock-down, and the burst ends", func(t *testing.T) {
		g := sceneGame(t, "")
		addMarine(g, 1, Sergeant, sq(10, 10))
		z := addZombie(g, sq(12, 12))
		do(t, g, Attack{Marine: "m1", Weapon: 1, Target: z, Stand: true}, 1) // 1 + 2 + 1 = 4
		if got := zombie(g, z); got == nil || !got.Down {
			t.Fatalf("a 1 at +3 should knock down: %+v", got)
		}
		if g.State().Burst != nil {
			t.Fatal("a natural 1 still ends automatic fire")
		}
	})
	t.Run("a 1 at +2 is a 3: a miss", func(t *testing.T) {
		g := sceneGame(t, "")
		addMarine(g, 1, Sergeant, sq(10, 10))
		z := addZombie(g, sq(12, 12))
		do(t, g, Attack{Marine: "m1", Weapon: 1, Target: z}, 1)
		if got := zombie(g, z); got == nil || got.Down {
			t.Fatalf("a 1 at +2 should miss: %+v", got)
		}
	})
	t.Run("house rule ones: miss makes every natural 1 a miss", func(t *testing.T) {
		g := sceneGame(t, `{"ones":"miss"}`)
		addMarine(g, 1, Sergeant, sq(10, 10))
		z := addZombie(g, sq(12, 12))
		do(t, g, Attack{Marine: "m1", Weapon: 1, Target: z, Stand: true}, 1)
		if got := zombie(g, z); got == nil || got.Down {
			t.Fatalf("with the house rule a 1 misses: %+v", got)
		}
	})
}

// Automatic fire with nothing left to shoot says why: no zombie beside the last target.
func TestKeepFiringSaysWhyItHasNoTarget(t *testing.T) {
	g := sceneGame(t, "")
	addMarine(g, 1, Medic, sq(10, 10))
	z := addZombie(g, sq(14, 10))
	do(t, g, Attack{Marine: "m1", Weapon: 1, Target: z}, 5) // the SMG knocks it down
	do(t, g, FireAgain{Marine: "m1", Target: z}, 5)         // and kills it
	if g.State().Burst == nil || zombie(g, z) != nil {
		t.Fatalf("the burst: %+v, the zombie: %+v", g.State().Burst, zombie(g, z))
	}
	for _, a := range g.Actions(MarineSeat(1), "m1") {
		if a.ID == actFireAgain {
			if a.Enabled || !strings.Contains(a.Why, "No zombie is on or beside the last target's square") {
				t.Fatalf("keep firing: %+v", a)
			}
			return
		}
	}
	t.Fatal("no keep-firing action")
}
