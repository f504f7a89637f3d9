package survivors

import "testing"

func TestShootingAZombieHitsDefendsCounters(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 10, 10, 0)
	z := tb.zombie(10, 15)
	// Shoot 4+: 4 hits, 2 misses. The zombie defends on 6+ (a 5 fails), counters on 4+ (a 3 fails).
	tb.do(Attack{Model: "ann", Target: z, Weapon: "pistol"}, 4, 2, 5, 3)
	if !tb.m(z).Out {
		t.Fatal("the zombie took a hit it did not cancel or counter and still stands")
	}
	z2 := tb.zombie(10, 15)
	tb.do(Attack{Model: "ann", Target: z2, Weapon: "pistol"}, 4, 2, 5, 4) // countered on a 4
	if tb.m(z2).Out {
		t.Fatal("a counter roll of 4 did not cancel the damage")
	}
}

func TestUnreliableWeaponsBreakOnAOne(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 10, 10, 0)
	z := tb.zombie(10, 15)
	tb.do(Attack{Model: "ann", Target: z, Weapon: "pistol"}, 1, 2, 1) // no hit; the check rolls 1
	if !tb.m("ann").Weapons[0].Broken {
		t.Fatal("the pistol survived an unreliable roll of 1")
	}
	tb.refused(Attack{Model: "ann", Target: z, Weapon: "pistol"}, "unusable")
	// The Machete is Reliable: no check after a miss.
	tb.at("ann", 10, 13.5, 0)
	if n := tb.need(Attack{Model: "ann", Target: z, Weapon: "machete"}); n != 2 {
		t.Fatalf("a Machete attack needs %d dice, want 2", n)
	}
}

func TestRiskyBackfires(t *testing.T) {
	tb := newTable(t, "")
	tb.at("bo", 10, 10, 0)
	z := tb.zombie(10, 11.5)
	// Four misses; the unreliable check rolls 1; the zombie strikes back: a 4 hits, Bo's
	// defence (5+) rolls 1, counter (6+) rolls 1: Bo loses 1 Health.
	tb.do(Attack{Model: "bo", Target: z, Weapon: "chainsaw"}, 1, 1, 1, 1, 1, 4, 1, 1)
	if h := tb.m("bo").Health; h != 1 {
		t.Fatalf("Bo has %d Health after the backfire, want 1", h)
	}
	if !tb.st().Activation.BadIdea {
		t.Fatal("the Chainsaw's Bad Idea was not recorded")
	}
}

func TestRiskyMustReachOption(t *testing.T) {
	tb := newTable(t, `{"risky":"must-reach"}`)
	tb.at("cy", 10, 10, 0)
	tb.set(func(s *State) { _, m := s.model("cy"); m.Weapons[0] = WeaponState{ID: "flamethrower"} })
	z := tb.zombie(10, 15.5) // 4.5" away: it reaches Cy within 4" of movement
	tb.do(Attack{Model: "cy", Target: z, Weapon: "flamethrower"}, 1, 1, 1, 1, 4, 1, 1)
	if d := edgeGap(tb.m(z).Pos, tb.m("cy").Pos); d > 1 || tb.m("cy").Health != 1 {
		t.Fatalf("the zombie ended %.2f\" away and Cy has %d Health; want it to close in and wound", d, tb.m("cy").Health)
	}
}

func TestFireMakesZombiesCounterOnlyOnASix(t *testing.T) {
	tb := newTable(t, "")
	tb.at("cy", 10, 10, 0)
	z := tb.zombie(10, 15)
	tb.do(Attack{Model: "cy", Target: z, Weapon: "flare-gun"}, 5, 1, 5) // hit; defence fails; a 5 does not counter Fire
	if !tb.m(z).Out {
		t.Fatal("a counter of 5 saved a zombie from Fire")
	}
}

func TestReloadWeapons(t *testing.T) {
	tb := newTable(t, "")
	tb.at("cy", 10, 10, 0)
	z := tb.zombie(10, 20)
	tb.do(Attack{Model: "cy", Target: z, Weapon: "crossbow"}, 1, 1, 3)
	tb.refused(Attack{Model: "cy", Target: z, Weapon: "crossbow"}, "reloaded")
	tb.do(Reload{Model: "cy", Weapon: "crossbow"})
	if tb.m("cy").Weapons[0].Unloaded {
		t.Fatal("the crossbow is still unloaded after a Reload")
	}
}

func TestMeleeNeedsReachAndTheSameLevel(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 10, 10, 0)
	z := tb.zombie(10, 12.5) // 1.5" apart
	tb.refused(Attack{Model: "ann", Target: z, Weapon: "machete"}, "not within 1\"")
	tb.refused(Attack{Model: "ann", Target: "bo", Weapon: "machete"}, "side")
	tb.at("eve", 10, 8.5, 0)
	// Unarmed needs one more: Ann's Melee 3+ becomes 4+, so a 3 misses (and never breaks).
	tb.do(Attack{Model: "ann", Target: "eve", Weapon: Unarmed}, 3)
	// A Machete hit on Eve: her defence 5+ rolls 2, counter 6+ rolls 5: she falls (1 of 2 Health).
	tb.do(Attack{Model: "ann", Target: "eve", Weapon: "machete"}, 3, 1, 2, 5)
	if tb.m("eve").Health != 1 {
		t.Fatalf("Eve has %d Health, want 1", tb.m("eve").Health)
	}
}
