package survivors

import (
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

// disturb ends Ann's activation at (10,10) after an Advance with one failed roll, so that
// band 2 must resolve one zombie activity event.
func disturb(tb *table) {
	tb.do(Advance{Model: "ann", To: physics.Vec{X: 10, Y: 10}})
	tb.do(EndActivation{Model: "ann"}, tb.rollsFailing()...)
}

// rollsFailing returns ones for every disturbance roll Ann's activation ending needs.
func (tb *table) rollsFailing() []int {
	n := tb.need(EndActivation{Model: "ann"})
	out := make([]int, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

func TestAZombieThatCanReachMustAndAttacksTheDisturber(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 5, 10, 0)
	tb.at("bo", 10, 13, 0)
	z := tb.zombie(10, 16) // Bo is nearer, but Ann made the noise
	disturb(tb)
	e := tb.st().Event
	if e == nil || e.Acts != 1 || e.Places != 1 {
		t.Fatalf("event %+v, want 1 zombie to act and 1 to arrive (two failures, one zombie near)", e)
	}
	// The zombie can reach Bo and Ann; Bo by the shorter route, so it must go for Bo. Ann,
	// the disturber, is then out of its reach, so it attacks Bo.
	tb.do(ActivateZombie{Zombie: z}, 4, 1, 1) // hit; Bo's defence and counter fail
	if d := edgeGap(tb.m(z).Pos, tb.m("bo").Pos); d > 1 {
		t.Fatalf("the zombie ended %.2f\" from Bo", d)
	}
	if tb.m("bo").Health != 1 {
		t.Fatalf("Bo has %d Health, want 1", tb.m("bo").Health)
	}
}

func TestDisturberIsAttackedFirst(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 5, 10, 0)
	tb.at("bo", 10, 11.5, 0)
	z := tb.zombie(11.5, 10.3)
	disturb(tb) // Ann ends at (10,10): both within 1" of the zombie
	if tb.st().Event.Places == 0 {
		tb.refused(PlaceZombie{Entry: "north-gate"}, "activate")
	}
	tb.do(ActivateZombie{Zombie: z, Target: "bo"}, 4, 1, 1)
	if tb.m("ann").Health != 2 || tb.m("bo").Health != 2 {
		t.Fatalf("Ann %d, Bo %d Health: the disturber must be struck first", tb.m("ann").Health, tb.m("bo").Health)
	}
}

func TestAFarZombieClosesIn4(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 5, 10, 0)
	z := tb.zombie(10, 20) // 10" from where Ann ends: within 12", out of reach
	disturb(tb)
	before := tb.m(z).Pos.Dist(physics.Vec{X: 10, Y: 10})
	tb.refused(ActivateZombie{Zombie: z, To: &physics.Vec{X: 10, Y: 23}}, "closer")
	tb.do(ActivateZombie{Zombie: z})
	after := tb.m(z).Pos.Dist(physics.Vec{X: 10, Y: 10})
	if before-after < 3.99 || before-after > 4.01 {
		t.Fatalf("the zombie closed %.2f\", want 4", before-after)
	}
}

func TestZombiesNeverClimb(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 15, 14, 0)
	tb.at("bo", 20.8, 21, 1) // on top of the stack
	z := tb.zombie(19.3, 21) // just below him
	tb.do(Advance{Model: "ann", To: physics.Vec{X: 16, Y: 15}})
	tb.do(EndActivation{Model: "ann"}, tb.rollsFailing()...)
	tb.do(ActivateZombie{Zombie: z}) // no dice: it cannot reach Bo and attacks nobody
	if tb.m(z).Level != 0 || tb.m("bo").Health != 2 {
		t.Fatal("a zombie reached a character on a raised area")
	}
}

func TestFailuresBeyondTheZombiesNearPlaceNewOnes(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 5, 10, 0)
	disturb(tb) // 1 failure, no zombie within 12"
	e := tb.st().Event
	if e.Acts != 0 || e.Places != 1 {
		t.Fatalf("event %+v, want one new zombie", e)
	}
	tb.refused(PlaceZombie{Entry: "north-gate", At: &physics.Vec{X: 18, Y: 5}}, "within 3\"")
	tb.do(PlaceZombie{Entry: "north-gate"})
	n := 0
	for _, m := range tb.st().Models {
		if m.Zombie && !m.Out && m.Pos.Dist(physics.Vec{X: 18, Y: 0.6}) <= 3 {
			n++
		}
	}
	if n != 1 || tb.st().Phase != PhaseActivation || tb.st().Turn != 1 {
		t.Fatalf("%d zombies at the gate, phase %s, turn %d", n, tb.st().Phase, tb.st().Turn)
	}
}

func TestPlacedZombiesActWithTheOption(t *testing.T) {
	tb := newTable(t, `{"placedActs":"true"}`)
	tb.at("ann", 5, 10, 0)
	disturb(tb)
	tb.do(PlaceZombie{Entry: "north-gate"})
	for _, m := range tb.st().Models {
		if m.Zombie && m.Pos.Dist(physics.Vec{X: 18, Y: 0.6}) < 3.9 {
			t.Fatalf("the new zombie stayed at the gate (%v): with placedActs it acts", m.Pos)
		}
	}
}

func TestAtMost40Zombies(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 5, 10, 0)
	for i := 0; i < 40; i++ {
		tb.zombie(30+float64(i%4)*1.1, 2+float64(i/4)*1.1)
	}
	disturb(tb) // no zombie within 12": one to place
	tb.do(PlaceZombie{Entry: "north-gate"})
	if n := tb.st().zombiesOnTable(); n != 40 {
		t.Fatalf("%d zombies on the table, want 40", n)
	}
}

func TestSurgeTable(t *testing.T) {
	for _, c := range []struct {
		die, each int
		wander    bool
	}{{2, 1, false}, {6, 2, false}, {5, 0, true}} {
		tb := newTable(t, "")
		far := tb.zombie(20, 34) // more than 12" from everyone
		for _, id := range []string{"ann", "dee", "bo", "eve"} {
			tb.do(EndActivation{Model: id})
		}
		tb.do(EndActivation{Model: "cy"}, 6, 1, c.die) // round 2: band 1 first
		s := tb.st()
		if c.wander {
			if s.Phase != PhaseSurge || !s.Surge.Wander {
				t.Fatalf("surge %d: phase %s", c.die, s.Phase)
			}
			before := tb.m(far).Pos
			tb.refused(PlaceZombie{}, "moves zombies")
			tb.do(ActivateZombie{Zombie: far})
			if tb.m(far).Pos == before {
				t.Fatal("the wandering zombie did not move")
			}
			if tb.st().Phase != PhaseActivation {
				t.Fatalf("after the only wanderer moved the phase is %s", tb.st().Phase)
			}
			continue
		}
		placed := 0
		for tb.st().Phase == PhaseSurge {
			tb.do(PlaceZombie{})
			placed++
		}
		if placed != 2*c.each {
			t.Fatalf("surge %d placed %d zombies, want %d", c.die, placed, 2*c.each)
		}
	}
}
