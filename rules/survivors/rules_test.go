package survivors

import (
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

func TestInitiativeTiesAreRolledAgain(t *testing.T) {
	tb := newTable(t, "")
	tb.set(func(s *State) { s.Round = 1 })
	// End every activation of round 1: Ann, Dee, Bo, Eve, Cy; far from everything, no rolls.
	for _, id := range []string{"ann", "dee", "bo", "eve"} {
		tb.do(EndActivation{Model: id})
	}
	// The last activation ends the round: initiative 3–3 (again), 2–5: band 2; surge 1.
	tb.do(EndActivation{Model: "cy"}, 3, 3, 2, 5, 1)
	s := tb.st()
	if s.Round != 2 || s.First != 1 || s.Phase != PhaseSurge || s.Surge.Order[0] != 1 {
		t.Fatalf("round %d, first %d, phase %s; want round 2 with band 2 first placing its surge zombie", s.Round, s.First, s.Phase)
	}
}

func TestDisturbanceMustBeatTheRound(t *testing.T) {
	for _, c := range []struct {
		die, failures int
	}{{3, 1}, {4, 0}} {
		tb := newTable(t, "")
		tb.set(func(s *State) { s.Round = 3 })
		tb.at("ann", 5, 10, 0)
		tb.do(Advance{Model: "ann", To: physics.Vec{X: 12, Y: 10}})
		// One roll for the Advance (D2); a die no higher than the round fails (D1).
		tb.do(EndActivation{Model: "ann"}, c.die)
		s := tb.st()
		got := 0
		if s.Event != nil {
			got = s.Event.Acts + s.Event.Places
		}
		if got != c.failures {
			t.Errorf("a %d in round 3: %d failures, want %d", c.die, got, c.failures)
		}
	}
}

func TestMoveAndAdvanceDistances(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 2, 10, 0)
	tb.refused(Move{Model: "ann", To: physics.Vec{X: 9, Y: 10}}, "may move 5\"")
	tb.do(Move{Model: "ann", To: physics.Vec{X: 7, Y: 10}})
	tb.refused(Advance{Model: "ann", To: physics.Vec{X: 9, Y: 10}}, "already moved")
	tb2 := newTable(t, "")
	tb2.at("ann", 2, 10, 0)
	tb2.do(Advance{Model: "ann", To: physics.Vec{X: 11.9, Y: 10}})
	if tb2.st().Activation.Advances != 1 {
		t.Fatal("the Advance was not recorded for the disturbance rolls")
	}
}

func TestOnlyTheActivatingCharacterActs(t *testing.T) {
	tb := newTable(t, "")
	tb.do(Move{Model: "ann", To: physics.Vec{X: 3, Y: 3}})
	tb.refused(Move{Model: "bo", To: physics.Vec{X: 3, Y: 8}}, "Ann is activating")
	tb.refused(Move{Model: "dee", To: physics.Vec{X: 30, Y: 8}}, "belongs to Blues")
}

func TestCausesGiveOneRollEachOrOnePerAction(t *testing.T) {
	for _, c := range []struct {
		opts string
		want int
	}{{"", 3}, {`{"disturbance":"per-action"}`, 5}} {
		tb := newTable(t, c.opts)
		tb.at("ann", 10, 10, 0)
		z := tb.zombie(10, 14) // within 6": one roll for being near a zombie
		tb.zombie(30, 30)
		tb.do(Attack{Model: "ann", Target: z, Weapon: "pistol"}, 1, 1, 4) // no hit; unreliable 4
		tb.do(Attack{Model: "ann", Target: z, Weapon: "pistol"}, 1, 1, 4)
		// Per cause: the Attack, the Loud weapon, the zombie near: 3. Per action: two noisy
		// attacks, two Loud uses, the zombie near: 5 (D4, D5).
		if n := tb.need(EndActivation{Model: "ann"}); n != c.want {
			t.Errorf("%q: %d disturbance rolls, want %d", c.opts, n, c.want)
		}
	}
}

func TestSilentAttacksMakeNoNoise(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 10, 10, 0)
	z := tb.zombie(10, 11.5)
	tb.do(Attack{Model: "ann", Target: z, Weapon: "machete"}, 1, 1) // Reliable: no unreliable check
	if n := tb.need(EndActivation{Model: "ann"}); n != 1 {
		t.Fatalf("a Silent attack beside one zombie gives %d rolls, want 1 (the zombie near)", n)
	}
}

func TestTwoZombiesNearGiveAnotherRoll(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 2, 10, 0)
	tb.zombie(13.5, 10) // 10.5" away at the start; within 6" once Ann has moved
	tb.zombie(7, 16.5)  // likewise
	tb.do(Move{Model: "ann", To: physics.Vec{X: 7, Y: 10}})
	if n := tb.need(EndActivation{Model: "ann"}); n != 2 {
		t.Fatalf("%d rolls, want 2 (near a zombie, near two)", n)
	}
}

func TestNearnessIsCheckedAlongTheRoute(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 2, 2, 0)
	tb.zombie(8.8, 4.5) // 6.26" from both ends of the move, 5.82" from its middle
	tb.do(Move{Model: "ann", To: physics.Vec{X: 2, Y: 7}})
	if n := tb.need(EndActivation{Model: "ann"}); n != 1 {
		t.Fatalf("%d rolls, want 1: the route passed within 6\" of the zombie", n)
	}
}

func TestEntryPointsNearDisturb(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 18, 4, 0) // the North Gate is at (18, 0.6)
	if n := tb.need(EndActivation{Model: "ann"}); n != 1 {
		t.Fatalf("%d rolls beside an entry point, want 1", n)
	}
}

func TestBadIdeaIsThreeFailuresAndReaches18(t *testing.T) {
	tb := newTable(t, "")
	tb.at("cy", 10, 10, 0)
	z := tb.zombie(10, 21)                                           // 10" edge to edge: within 12"
	far := tb.zombie(26, 10)                                         // 15" away: only a Bad Idea reaches it
	tb.zombie(10, 32)                                                // 21" away: out of reach
	tb.do(Attack{Model: "cy", Target: z, Weapon: "flare-gun"}, 1, 3) // no hit, holds
	if n := tb.need(EndActivation{Model: "cy"}); n != 0 {
		t.Fatalf("a Bad Idea activation rolls %d dice, want none (replace)", n)
	}
	tb.do(EndActivation{Model: "cy"})
	e := tb.st().Event
	if e == nil || e.Acts != 2 || e.Places != 1 || e.Radius != 18 || !containsID(e.Eligible, far) {
		t.Fatalf("event %+v: want 2 zombies within 18\" to act and 1 new one", e)
	}
	tb2 := newTable(t, `{"badIdea":"add"}`)
	tb2.at("cy", 10, 10, 0)
	z2 := tb2.zombie(10, 21)
	tb2.do(Attack{Model: "cy", Target: z2, Weapon: "flare-gun"}, 1, 3)
	if n := tb2.need(EndActivation{Model: "cy"}); n != 1 { // the Attack cause: the Flare Gun is not Silent
		t.Fatalf("badIdea add: %d rolls, want 1", n)
	}
	tb2.do(EndActivation{Model: "cy"}, 6)
	if e := tb2.st().Event; e == nil || e.Acts+e.Places != 3 {
		t.Fatalf("badIdea add with a passed roll: event %+v, want 3 failures", e)
	}
}

func TestEventsActivateNearZombiesThenPlaceNewOnes(t *testing.T) {
	tb := newTable(t, "")
	tb.at("ann", 10, 10, 0)
	z := tb.zombie(10, 20) // within 12"
	tb.zombie(10, 30)      // not
	tb.do(Advance{Model: "ann", To: physics.Vec{X: 10, Y: 11}})
	tb.do(EndActivation{Model: "ann"}, 1) // round 1: the Advance's roll fails on a 1
	e := tb.st().Event
	if tb.st().Phase != PhaseEvents || e.Chooser != 1 || e.Acts != 1 || e.Places != 0 {
		t.Fatalf("phase %s, event %+v; want Blues to activate 1 zombie", tb.st().Phase, e)
	}
	_ = z
}
