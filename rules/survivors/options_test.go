package survivors

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

func TestSurgeWanderOption(t *testing.T) {
	for _, c := range []struct {
		opts string
		want int
	}{{"", 2}, {`{"surgeWander":"all"}`, 3}} {
		tb := newTable(t, c.opts)
		far := []string{tb.zombie(18, 34), tb.zombie(22, 34), tb.zombie(14, 34)}
		for _, id := range []string{"ann", "dee", "bo", "eve"} {
			tb.do(EndActivation{Model: id})
		}
		tb.do(EndActivation{Model: "cy"}, 6, 1, 5) // round 2: band 1 first; surge 5
		moved := 0
		for tb.st().Phase == PhaseSurge {
			ws := (&ctx{r: tb.g.Rules().(*rules), s: tb.st()}).wanderers()
			tb.do(ActivateZombie{Zombie: tb.st().Models[ws[0]].ID})
			moved++
		}
		if moved != c.want {
			t.Errorf("%q: %d zombies wandered of %d, want %d", c.opts, moved, len(far), c.want)
		}
	}
}

func TestReloadDisturbsOption(t *testing.T) {
	for _, c := range []struct {
		opts  string
		rolls int
	}{{"", 1}, {`{"reloadDisturbs":"false"}`, 0}} {
		tb := newTable(t, c.opts)
		tb.at("ann", 10, 10, 0)
		tb.set(func(s *State) { _, m := s.model("ann"); m.Weapons[0] = WeaponState{ID: "shotgun", Unloaded: true} })
		tb.do(Reload{Model: "ann", Weapon: "shotgun"})
		if n := tb.need(EndActivation{Model: "ann"}); n != c.rolls {
			t.Errorf("%q: reloading gives %d rolls, want %d", c.opts, n, c.rolls)
		}
	}
}

func TestSoloEntryRandomRollsForTheEntry(t *testing.T) {
	tb := newTable(t, `{"mode":"solo","soloEntry":"random"}`)
	tb.at("ann", 5, 10, 0)
	tb.do(Advance{Model: "ann", To: physics.Vec{X: 7, Y: 10}}) // the North Gate is the nearest entry
	// One roll (the Advance) fails; no zombie is near, so one arrives: a die picks the entry
	// point (2: the East Gate, the second in the file).
	tb.do(EndActivation{Model: "ann"}, 1, 2)
	for _, m := range tb.st().Models {
		if m.Zombie && !m.Out && m.Pos.X < 30 {
			t.Fatalf("the new zombie is at %v, not at the East Gate", m.Pos)
		}
	}
}

func TestEmptyOptionsTakeTheirDefaults(t *testing.T) {
	s, _ := LoadScenario("test-yard", []byte(testScenario))
	sess, err := (Ruleset{}).New(s, game.Setup{Options: []byte(`{"mode":"","badIdea":""}`)})
	if err != nil {
		t.Fatal(err)
	}
	if len(sess.Seats()) != 2 {
		t.Fatalf("the test yard is made for two bands; seats %+v", sess.Seats())
	}
}
