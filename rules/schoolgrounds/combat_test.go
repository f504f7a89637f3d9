package schoolgrounds

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// fight sets up Milo (player 1) and Ellie (player 2) in the yard in turn 3 with a zombie
// beside each, table dice.
func fight(t *testing.T, opts string) (*game.Game[State], string, string) {
	g := started(t, opts, true)
	withMaster(g)
	put(g, 1, sq2(16, 12))
	put(g, 2, sq2(16, 14))
	return g, addZombie(g, Normal, sq2(17, 12)), addZombie(g, Normal, sq2(17, 14))
}

func TestASurvivorAttackIsOpposedD20sThenD6PlusTheWeapon(t *testing.T) {
	g, _, z2 := fight(t, "")
	s := g.State()
	mustApply(t, g, Attack{Survivor: "s2", Target: z2}, 15, 10) // Ellie beats the master
	if s.Strike == nil || !s.Strike.Hit || s.Strike.Back {
		t.Fatalf("strike %+v", s.Strike)
	}
	mustRefuse(t, g, Move{Survivor: "s2", To: sq2(16, 15)}, "roll the damage")
	mustApply(t, g, Damage{}, 1) // 1 + 2 for the bokken
	if z := s.Zombies[zombieByID(s, z2)]; z.HP != 1 {
		t.Fatalf("zombie has %d hit points, want 4 - 3", z.HP)
	}
	mustApply(t, g, Attack{Survivor: "s2", Target: z2}, 12, 11)
	mustApply(t, g, Damage{}, 1)
	if zombieByID(s, z2) >= 0 || s.Kills != 1 {
		t.Fatalf("the zombie should be destroyed and counted: kills %d", s.Kills)
	}
}

func TestASurvivorsTwentyDoublesTheDamage(t *testing.T) {
	g, z1, _ := fight(t, "")
	s := g.State()
	mustApply(t, g, Attack{Survivor: "s1", Target: z1}, 20, 19)
	mustApply(t, g, Damage{}, 1) // (1 + 0) × 2
	if z := s.Zombies[zombieByID(s, z1)]; z.HP != 2 {
		t.Fatalf("zombie has %d hit points, want 2", z.HP)
	}
}

func TestAMissDealsNothingAndATieIsAMiss(t *testing.T) {
	g, z1, _ := fight(t, "")
	s := g.State()
	mustApply(t, g, Attack{Survivor: "s1", Target: z1}, 10, 10)
	if s.Strike != nil || s.Survivors[0].HP != SurvivorHP || s.Zombies[0].HP != NormalHP {
		t.Fatalf("a tie changed hit points: strike %+v", s.Strike)
	}
}

func TestTheMastersTwentyStrikesBackForHalfAD6(t *testing.T) {
	g, z1, _ := fight(t, "")
	s := g.State()
	mustApply(t, g, Attack{Survivor: "s1", Target: z1}, 11, 20)
	mustApply(t, g, Damage{}, 5) // half of 5, rounded down
	if hp := s.Survivors[0].HP; hp != SurvivorHP-2 {
		t.Fatalf("Milo has %d hit points, want %d", hp, SurvivorHP-2)
	}
}

func TestBothTwentiesHitEachOther(t *testing.T) {
	g, z1, _ := fight(t, "")
	s := g.State()
	mustApply(t, g, Attack{Survivor: "s1", Target: z1}, 20, 20)
	mustApply(t, g, Damage{}, 1, 5) // Milo's (1)×2 on the zombie; the zombie's 5 halved on Milo
	if s.Survivors[0].HP != SurvivorHP-2 || s.Zombies[zombieByID(s, z1)].HP != 2 {
		t.Fatalf("Milo %d, zombie %d", s.Survivors[0].HP, s.Zombies[0].HP)
	}
}

func TestTheMasterRollingDoubleStrikesForAFullD6AndOverridesTheCritical(t *testing.T) {
	for _, c := range []struct{ p, m int }{{5, 10}, {10, 20}} { // 10 against 20: double, not the halved critical
		g, z1, _ := fight(t, "")
		s := g.State()
		mustApply(t, g, Attack{Survivor: "s1", Target: z1}, c.p, c.m)
		mustApply(t, g, Damage{}, 5)
		if hp := s.Survivors[0].HP; hp != SurvivorHP-5 {
			t.Fatalf("%d against %d: Milo has %d hit points, want %d", c.p, c.m, hp, SurvivorHP-5)
		}
	}
}

// "Once every action you have to throw one or more d20's, you can reroll one of them. This
// passive is only active when you use her bokken to attack." Can, not must (S4).
func TestEllieMayRerollHerLosingDieWithHerBokkenOnly(t *testing.T) {
	t.Run("a roll again that wins hits", func(t *testing.T) {
		g, _, z2 := fight(t, "")
		s := g.State()
		mustApply(t, g, Attack{Survivor: "s2", Target: z2}, 3, 10)
		if s.Pending == nil || s.Pending.Kind != PendReroll || s.Strike != nil {
			t.Fatalf("her losing d20 should wait for her choice: %+v %+v", s.Pending, s.Strike)
		}
		mustRefuse(t, g, Move{Survivor: "s2", To: sq2(16, 15)}, "must answer")
		mustApply(t, g, Reroll{Survivor: "s2", Again: true}, 12)
		if s.Strike == nil || !s.Strike.Hit {
			t.Fatalf("the reroll of 12 beats 10: %+v", s.Strike)
		}
	})
	t.Run("8 against 10 kept is a plain miss, where a forced 5 would bring the blow back", func(t *testing.T) {
		g, _, z2 := fight(t, "")
		s := g.State()
		mustApply(t, g, Attack{Survivor: "s2", Target: z2}, 8, 10)
		mustApply(t, g, Reroll{Survivor: "s2", Again: false})
		if s.Strike != nil || s.Survivors[1].HP != SurvivorHP {
			t.Fatalf("kept, 8 against 10 is a miss with no blow back: %+v", s.Strike)
		}
		g2, _, z := fight(t, "")
		mustApply(t, g2, Attack{Survivor: "s2", Target: z}, 8, 10)
		mustApply(t, g2, Reroll{Survivor: "s2", Again: true}, 5)
		if st := g2.State().Strike; st == nil || !st.Back || st.Half {
			t.Fatalf("rolled again, 5 against 10 is the zombie's full blow: %+v", st)
		}
	})
	t.Run("a winning roll offers nothing, and another weapon never", func(t *testing.T) {
		g, _, z2 := fight(t, "")
		s := g.State()
		mustApply(t, g, Attack{Survivor: "s2", Target: z2}, 15, 10)
		if s.Pending != nil {
			t.Fatal("nothing to roll again after a hit")
		}
		mustApply(t, g, Damage{}, 1)
		s.Survivors[1].Hand = []string{"kitchen-knife#02"}
		mustApply(t, g, Attack{Survivor: "s2", Target: z2, Weapon: "kitchen-knife#02"}, 3, 10)
		if s.Pending != nil {
			t.Fatal("with the knife there is no reroll")
		}
	})
	t.Run("the computer rolls again only when it pays", func(t *testing.T) {
		if !rerollPays(8, 10) || !rerollPays(4, 10) || rerollPays(15, 18) {
			t.Fatal("8 v 10: yes; 4 v 10 (blow back): yes; 15 v 18: no")
		}
	})
}

func TestRangedAttacksTakeNoBlowBackAndUseRounds(t *testing.T) {
	g, _, _ := fight(t, "")
	s := g.State()
	put(g, 1, sq2(16, 8))
	s.Survivors[0].Hand = []string{"pistol#14"}
	far := addZombie(g, Normal, sq2(20, 8))
	mustApply(t, g, Attack{Survivor: "s1", Target: far, Weapon: "pistol#14"}, 10, 20) // a miss, and no blow back
	if s.Strike != nil || s.Survivors[0].HP != SurvivorHP || rounds(s, "pistol#14") != 5 {
		t.Fatalf("strike %+v, Milo %d, rounds %d", s.Strike, s.Survivors[0].HP, rounds(s, "pistol#14"))
	}
	mustApply(t, g, Attack{Survivor: "s1", Target: far, Weapon: "pistol#14"}, 20, 3)
	mustApply(t, g, Damage{}, 2) // (2 + 1) × 2
	if zombieByID(s, far) >= 0 {
		t.Fatal("6 damage should destroy the zombie")
	}
	if s.Survivors[0].Equipped != "pistol#14" {
		t.Fatal("the last weapon fought with is the pistol")
	}
}

func TestShootingNeedsRangeAndSightThroughWindowsButNotWalls(t *testing.T) {
	g, _, _ := fight(t, "")
	s := g.State()
	s.Survivors[0].Hand = []string{"pistol#14"}
	put(g, 1, sq2(12, 2))
	inside := addZombie(g, Normal, sq2(10, 2)) // through the school's east window
	hidden := addZombie(g, Normal, sq2(9, 3))  // behind its wall
	farOff := addZombie(g, Normal, sq2(19, 2))
	mustApply(t, g, Attack{Survivor: "s1", Target: inside, Weapon: "pistol#14"}, 1, 2)
	mustRefuse(t, g, Attack{Survivor: "s1", Target: hidden, Weapon: "pistol#14"}, "cannot see")
	mustRefuse(t, g, Attack{Survivor: "s1", Target: farOff, Weapon: "pistol#14"}, "beyond")
	mustRefuse(t, g, Attack{Survivor: "s1", Target: inside}, "not beside") // hand to hand through a whole window
	for g := range s.Guns {
		if s.Guns[g].Card == "pistol#14" {
			s.Guns[g].Rounds = 0
		}
	}
	mustRefuse(t, g, Attack{Survivor: "s1", Target: inside, Weapon: "pistol#14"}, "empty")
}

func TestAZombiesTwentyInfectsAndTheInfectionBitesAtTheEndOfTheTurn(t *testing.T) {
	for _, c := range []struct {
		opts string
		want int
	}{{"", SurvivorHP - 4}, {`{"zombieCrit":"double"}`, SurvivorHP - 8}} {
		g, z1, _ := fight(t, c.opts)
		s := masterTurn(g)
		mustApply(t, g, ZombieAttack{Zombie: z1, Target: "s1"}, 20, 5)
		mustApply(t, g, Damage{}, 4)
		if sv := s.Survivors[0]; !sv.Infected || sv.HP != c.want {
			t.Fatalf("%s: Milo infected %v with %d hit points, want %d", c.opts, sv.Infected, sv.HP, c.want)
		}
	}
	g, z1, _ := fight(t, "")
	s := masterTurn(g)
	mustApply(t, g, ZombieAttack{Zombie: z1, Target: "s1"}, 20, 5)
	mustApply(t, g, Damage{}, 4)
	mustApply(t, g, EndMaster{})
	mustApply(t, g, EndTurn{Survivor: "s1"})
	if hp := s.Survivors[0].HP; hp != SurvivorHP-4-InfectDamage {
		t.Fatalf("after the turn Milo has %d hit points", hp)
	}
}

func TestASurvivorsTwentyOrDoubleStrikesBackInFull(t *testing.T) {
	for _, c := range []struct{ m, p, left int }{{5, 20, 0}, {6, 12, 1}} {
		g, z1, _ := fight(t, "")
		s := masterTurn(g)
		mustApply(t, g, ZombieAttack{Zombie: z1, Target: "s1"}, c.m, c.p)
		if s.Strike == nil || s.Strike.Hit || !s.Strike.Back {
			t.Fatalf("%+v", s.Strike)
		}
		mustApply(t, g, Damage{}, 3+c.left*0) // a full 3, never halved
		zi := zombieByID(s, z1)
		if zi < 0 || s.Zombies[zi].HP != 1 {
			t.Fatalf("%d against %d: the zombie should have 1 hit point left", c.m, c.p)
		}
	}
}

// "Survivors don't have to halve their damage when rolling a 20 while defending", and a
// survivor's damage is "determined by rolling a d6 and adding your weapon modifier" (C7).
func TestADefendersTwentyStrikesBackWithItsWeapon(t *testing.T) {
	for _, c := range []struct {
		opts string
		left int
	}{{"", 4 + 4 - 1 - 2}, {`{"strikeBack":"bare"}`, 4 + 4 - 1}} {
		g, _, z2 := fight(t, c.opts)
		s := masterTurn(g)
		s.Zombies[zombieByID(s, z2)].HP = 8                            // so that the blow's size shows
		mustApply(t, g, ZombieAttack{Zombie: z2, Target: "s2"}, 5, 20) // Ellie, bokken +2
		mustApply(t, g, Damage{}, 1)
		if zi := zombieByID(s, z2); zi < 0 || s.Zombies[zi].HP != c.left {
			t.Fatalf("%s: the zombie has %+v, want %d hit points", c.opts, s.Zombies, c.left)
		}
	}
}

func TestADeadSurvivorRisesAsItsPlayersZombieWithItsLastWeapon(t *testing.T) {
	g, z1, _ := fight(t, "")
	s := masterTurn(g)
	s.Survivors[0].HP = 3
	s.Survivors[0].Hand = []string{"baseball-bat#04"}
	s.Survivors[0].Equipped = "baseball-bat#04"
	mustApply(t, g, ZombieAttack{Zombie: z1, Target: "s1"}, 15, 2)
	mustApply(t, g, Damage{}, 3)
	zi := zombieByID(s, "t1")
	if s.Survivors[0].Life != Turned || zi < 0 || s.Zombies[zi].HP != TurnedHP || s.Zombies[zi].Mod != 2 {
		t.Fatalf("Milo %s, zombie %+v", s.Survivors[0].Life, s.Zombies)
	}
	if got := g.Rules().Actor(s, ZombieMove{Zombie: "t1"}); got != PlayerSeat(1) {
		t.Fatalf("the turned zombie is moved by %s, want its own player", got)
	}
	if s.Zombies[zi].Acts != 0 {
		t.Fatal("a zombie risen this turn acts from the next")
	}
	s.Zombies[zi].Acts = TurnedActions
	if turn := g.Turn(); turn[0] != PlayerSeat(1) {
		t.Fatalf("turn %v: the turned player acts in the master's turn", turn)
	}
}

func TestTheMasterWinsWhenEverySurvivorIsDead(t *testing.T) {
	g, z1, _ := fight(t, "")
	s := masterTurn(g)
	for i := 1; i < 4; i++ {
		s.Survivors[i].Life = Dead
	}
	s.Survivors[0].HP = 1
	mustApply(t, g, ZombieAttack{Zombie: z1, Target: "s1"}, 15, 2)
	mustApply(t, g, Damage{}, 3)
	o, over := g.Outcome()
	if !over || len(o.Winners) != 1 || o.Winners[0] != PlayerSeat(5) {
		t.Fatalf("outcome %+v %v", o, over)
	}
}

// The attack's preview gives Ellie's chance with her second roll as well as the plain one:
// 5,169 in 8,000 (64%) when she rolls again after every miss, 47% otherwise.
func TestTheAttackPreviewCountsEllieSecondRoll(t *testing.T) {
	g, z1, z2 := fight(t, "")
	ellie := g.Preview(game.Host, "s2", actAttack+ownWeapon, game.Picks{Target: z2})
	if !ellie.OK || !contains(ellie.Text, "(47%, or 64% if you roll yours again after a miss)") {
		t.Fatalf("Ellie's preview: %+v", ellie)
	}
	milo := g.Preview(game.Host, "s1", actAttack+ownWeapon, game.Picks{Target: z1})
	if !milo.OK || !contains(milo.Text, "(47%)") || contains(milo.Text, "again") {
		t.Fatalf("Milo's preview: %+v", milo)
	}
}
