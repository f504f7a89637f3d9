package survivors

import (
	"math"
	"reflect"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// proposal is what the computer at seat proposes now; the test fails if it has nothing, or
// if Apply would refuse it (checked on a copy of the game by replaying its log).
func (tb *table) proposal(seat game.SeatID) game.Command {
	tb.t.Helper()
	p, ok := Ruleset{}.Computer(seat)
	if !ok {
		tb.t.Fatalf("no computer for %s", seat)
	}
	cmd, ok := p.Next(tb.g, seat)
	if !ok {
		tb.t.Fatalf("the computer for %s proposes nothing", seat)
	}
	return cmd
}

// only leaves id of band 1 to activate this round.
func (tb *table) only(id string) {
	tb.set(func(s *State) {
		for i := range s.Models {
			if m := &s.Models[i]; !m.Zombie && m.Band == 0 && m.ID != id {
				m.Done = true
			}
		}
	})
}

// Step 1 and the goal: a full carrier heads for where its supplies score (the stack), not
// for the crate it is nearer to.
func TestComputerCarrierHeadsHome(t *testing.T) {
	tb := newTable(t, "")
	tb.clearZombies()
	tb.at("ann", 10, 10, 0)
	tb.set(func(s *State) { _, m := s.model("ann"); m.Supplies = 3 })
	tb.only("ann")
	home := c2(tb).scoringPlace(tb.m("ann"))
	cmd := tb.proposal("band-1")
	mv, ok := cmd.(Advance)
	if !ok {
		t.Fatalf("round 1, far from home: want an Advance towards the stack, got %#v", cmd)
	}
	if outlineDist(stackOutline, mv.To) >= home.dist {
		t.Fatalf("the carrier moves to %v, no nearer the stack than %.1f\"", mv.To, home.dist)
	}
}

// In a one-band game a carrier with supplies goes home when only a round more than it
// needs is left, but searches first while there is time.
func TestComputerCarrierGoesHomeInTime(t *testing.T) {
	for _, c := range []struct {
		round    int
		wantHome bool
	}{{1, false}, {5, true}} {
		tb := newTable(t, `{"mode":"solo"}`)
		tb.clearZombies()
		tb.at("ann", 8, 12, 0) // 6" from the crate, 12" from the stack
		tb.set(func(s *State) { _, m := s.model("ann"); m.Supplies = 1; s.Round = c.round })
		tb.only("ann")
		cmd := tb.proposal("band-1")
		var to physics.Vec
		switch mv := cmd.(type) {
		case Move:
			to = mv.To
		case Advance:
			to = mv.To
		default:
			t.Fatalf("round %d: want a move, got %#v", c.round, cmd)
		}
		towardsHome := outlineDist(stackOutline, to) < outlineDist(stackOutline, physics.Vec{X: 8, Y: 12})
		if towardsHome != c.wantHome {
			t.Errorf("round %d: moves to %v; heading home %v, want %v", c.round, to, towardsHome, c.wantHome)
		}
	}
}

// Step 1: on the stack in the last round, carrying what scores, it stays put.
func TestComputerHoldsTheRaisedArea(t *testing.T) {
	tb := newTable(t, `{"mode":"solo"}`)
	tb.clearZombies()
	tb.at("ann", 23, 21, 1)
	tb.set(func(s *State) { _, m := s.model("ann"); m.Supplies = 2; s.Round = 6 })
	tb.only("ann")
	if cmd := tb.proposal("band-1"); cmd != (EndActivation{Model: "ann"}) {
		t.Fatalf("want Ann to hold the stack, got %#v", cmd)
	}
}

// Step 5: a character heading for the objective on top of the raised area climbs.
func TestComputerClimbsToTheRoofObjective(t *testing.T) {
	tb := newTable(t, "")
	tb.clearZombies()
	tb.at("cy", 20-radius-0.01, 22, 0)
	tb.only("cy")
	if cmd := tb.proposal("band-1"); cmd != (Climb{Model: "cy"}) {
		t.Fatalf("want Cy to climb the stack, got %#v", cmd)
	}
}

// Step 2: a zombie within 6" of the objective stops the search, so the character shoots it,
// with the Silent Bow rather than the Loud Pistol once noise is dear (round 3); a Bad Idea
// weapon is never the choice.
func TestComputerShootsSilentlyAtAZombieNearItsObjective(t *testing.T) {
	for _, c := range []struct {
		weapons []string
		round   int
		want    string
	}{
		{[]string{"pistol", "bow"}, 3, "bow"},
		{[]string{"pistol", "bow"}, 1, "pistol"}, // a roll fails only on a 1: two shots are worth it
		{[]string{"flare-gun", "crossbow"}, 3, "crossbow"},
	} {
		tb := newTable(t, "")
		tb.clearZombies()
		tb.at("cy", 6, 7, 0) // at the crate (6,6)
		z := tb.zombie(6, 11)
		tb.set(func(s *State) {
			_, m := s.model("cy")
			m.Weapons = nil
			for _, w := range c.weapons {
				m.Weapons = append(m.Weapons, WeaponState{ID: w})
			}
			s.Round = c.round
		})
		tb.only("cy")
		want := Attack{Model: "cy", Target: z, Weapon: c.want}
		if cmd := tb.proposal("band-1"); cmd != want {
			t.Errorf("%v in round %d: got %#v, want %#v", c.weapons, c.round, cmd, want)
		}
	}
}

// Step 2, fight only when it pays: a zombie 3" off that stops nothing is left alone.
func TestComputerLeavesAHarmlessZombieAlone(t *testing.T) {
	tb := newTable(t, "")
	tb.clearZombies()
	tb.at("ann", 14, 30, 0)
	tb.zombie(14, 27)
	tb.only("ann")
	if cmd, ok := tb.proposal("band-1").(Attack); ok {
		t.Fatalf("Ann attacks a zombie that neither touches her nor guards her objective: %#v", cmd)
	}
}

// Step 8: at the end of its activation a carrier hands its supplies to a friend within 1"
// who is nearer the stack, and Apply accepts it.
func TestComputerPassesToAFriendNearerHome(t *testing.T) {
	tb := newTable(t, "")
	tb.clearZombies()
	tb.at("ann", 14, 22, 0)
	tb.at("bo", 15.9, 22, 0) // within 1", and more than 1" nearer the stack
	tb.set(func(s *State) {
		i, m := s.model("ann")
		m.Supplies, m.CP = 2, 0
		s.Active, s.Activation = i, Activation{Moved: true}
	})
	want := PassSupplies{Model: "ann", To: "bo", Count: 2}
	if cmd := tb.proposal("band-1"); cmd != want {
		t.Fatalf("got %#v, want %#v", cmd, want)
	}
	tb.do(want)
	if tb.m("bo").Supplies != 2 {
		t.Fatalf("Bo carries %d", tb.m("bo").Supplies)
	}
}

// The zombie choices: of two zombies the Blues may activate after Ann's noise, they send the
// one that reaches the Reds' carrier, and strike her.
func TestComputerZombieChoiceGoesForTheCarrier(t *testing.T) {
	tb := newTable(t, "")
	tb.clearZombies()
	tb.at("ann", 5, 10, 0)
	tb.at("bo", 14, 14, 0)
	tb.at("cy", 6, 14, 0)
	tb.set(func(s *State) { _, m := s.model("cy"); m.Supplies = 2 })
	tb.zombie(14, 16.5) // reaches Bo
	toCy := tb.zombie(6, 16.5)
	disturb(tb)
	if tb.st().Event == nil || tb.st().Event.Acts == 0 {
		t.Fatalf("no zombie acts: %+v", tb.st().Event)
	}
	want := ActivateZombie{Zombie: toCy, Target: "cy"}
	if cmd := tb.proposal("band-2"); cmd != want {
		t.Fatalf("got %#v, want %#v", cmd, want)
	}
}

// The zombie choices never send a zombie at the chooser's own band.
func TestComputerZombieChoiceSparesItsOwnBand(t *testing.T) {
	tb := newTable(t, "")
	tb.clearZombies()
	tb.at("ann", 5, 10, 0)
	tb.at("dee", 14, 14, 0) // a Blue
	toDee := tb.zombie(14, 16.5)
	other := tb.zombie(3, 20)
	disturb(tb)
	cmd, ok := tb.proposal("band-2").(ActivateZombie)
	if !ok || cmd.Zombie == toDee || cmd.Zombie != other {
		t.Fatalf("got %#v; want %s, not %s which would strike Dee", cmd, other, toDee)
	}
}

// New zombies arrive at the entry point nearest the other band: the Blues place at the
// North Gate, near Ann, not at the East Gate beside their own Dee and Eve.
func TestComputerPlacesNewZombiesNearTheEnemy(t *testing.T) {
	tb := newTable(t, "")
	tb.clearZombies()
	tb.at("ann", 5, 10, 0)
	tb.at("dee", 33, 18, 0)
	tb.at("eve", 33, 20, 0)
	disturb(tb) // no zombie near Ann: every failure brings a new one, placed by the Blues
	e := tb.st().Event
	if e == nil || e.Places == 0 {
		t.Fatalf("no zombie to place: %+v", e)
	}
	cmd, ok := tb.proposal("band-2").(PlaceZombie)
	if !ok || cmd.Entry != "north-gate" {
		t.Fatalf("got %#v; the Blues should place at the North Gate, nearer Ann", cmd)
	}
}

// stackOutline is the test yard's raised area.
var stackOutline = []physics.Vec{{X: 20, Y: 20}, {X: 26, Y: 20}, {X: 26, Y: 24}, {X: 20, Y: 24}}

// c2 is a rules context on the table's state, to ask the computer's own measures.
func c2(tb *table) *ctx {
	return &ctx{r: tb.g.Rules().(*rules), s: tb.st()}
}

// The horde player (solo-horde) chooses the same way: a new zombie at the entry point
// nearest the band, and on its way towards it.
func TestComputerHordePlacesNearTheBand(t *testing.T) {
	tb := newTable(t, `{"mode":"solo-horde"}`)
	tb.clearZombies()
	tb.at("ann", 30, 17, 0)
	tb.do(EndActivation{Model: "ann"}, 1) // near the East Gate: its one roll fails
	cmd, ok := tb.proposal("horde").(PlaceZombie)
	if !ok || cmd.Entry != "east-gate" || cmd.At == nil {
		t.Fatalf("got %#v; want a zombie at the East Gate", cmd)
	}
	gate := physics.Vec{X: 35.4, Y: 18}
	if cmd.At.Dist(physics.Vec{X: 30, Y: 17}) >= gate.Dist(physics.Vec{X: 30, Y: 17})-1 {
		t.Fatalf("the zombie stands at %v, not on the way from the gate to Ann", *cmd.At)
	}
	tb.do(cmd)
}

// Where an activated zombie stops (guideline 2): it must end closer to Bo, the nearest it
// sees, and the Blues pick the legal end point that comes closest to Cy, the Reds' carrier.
func TestComputerZombieStopsNearTheCarrier(t *testing.T) {
	tb := newTable(t, "")
	tb.clearZombies()
	tb.at("ann", 5, 10, 0)
	tb.at("bo", 20, 18, 0) // 8" off; Ann, after her Advance, 10"
	tb.at("cy", 28, 18, 0)
	tb.set(func(s *State) { _, m := s.model("cy"); m.Supplies = 2 })
	z := tb.zombie(20, 10)
	disturb(tb)
	cmd, ok := tb.proposal("band-2").(ActivateZombie)
	if !ok || cmd.Zombie != z || cmd.To == nil {
		t.Fatalf("got %#v; want %s activated with an end point", cmd, z)
	}
	cy, bo := physics.Vec{X: 28, Y: 18}, physics.Vec{X: 20, Y: 18}
	if cmd.To.Dist(cy) >= (physics.Vec{X: 20, Y: 14}).Dist(cy) {
		t.Fatalf("it stops at %v, no nearer Cy than 4\" straight at Bo would", *cmd.To)
	}
	before := tb.g.Hash()
	tb.do(cmd) // the rules accept it: it ends closer to Bo
	if tb.g.Hash() == before || tb.m(z).Pos.Dist(bo) >= 8-radius {
		t.Fatalf("the zombie did not close in on Bo: at %v", tb.m(z).Pos)
	}
}

// The zombie choices weigh a zombie's routes only when its bound could beat the best so far
// (bestZombieOption); they must choose what weighing every zombie in turn chooses, the first
// of the best, and no zombie may be worth more than its bound. Checked at every event and
// surge of whole computer games of Dockside Depot, two bands and the horde player.
func TestZombieChoicesAsWeighingEveryZombie(t *testing.T) {
	checked := 0
	for _, c := range []struct {
		opts string
		seed uint64
	}{{"", 1}, {"", 2}, {`{"mode":"solo-horde"}`, 3}} {
		sess, err := Ruleset{}.New(builtin(t, "dockside-depot"), game.Setup{Seed: c.seed, Options: []byte(c.opts)})
		if err != nil {
			t.Fatal(err)
		}
		g := sess.(*game.Game[State])
		for step := 0; step < 3000; step++ {
			if _, over := g.Outcome(); over {
				break
			}
			s := g.State()
			cx := &ctx{r: g.Rules().(*rules), s: s}
			var zis []int
			me, origin := -1, -1
			switch {
			case s.Event != nil && s.Event.Acts > 0:
				for _, id := range s.Event.Eligible {
					zi, _ := s.model(id)
					zis = append(zis, zi)
				}
				me, origin = s.Event.Chooser, s.Event.Origin
			case s.Surge != nil && s.Surge.Wander && len(s.Surge.Order) > 0:
				zis, me = cx.wanderers(), s.Surge.Order[0]
			}
			if len(zis) > 0 {
				var want ActivateZombie
				wantScore := math.Inf(-1)
				for _, zi := range zis {
					cmd, score := cx.zombieOption(zi, me, origin)
					if _, _, strikes := cx.strikeOption(zi, me); !strikes && score > cx.endBound(zi, me) {
						t.Fatalf("%s step %d: %s is worth %.3f, above its bound %.3f", c.opts, step, cmd.Zombie, score, cx.endBound(zi, me))
					}
					if score > wantScore {
						want, wantScore = cmd, score
					}
				}
				got, ok := cx.bestZombieOption(zis, me, origin)
				if !ok || !reflect.DeepEqual(got, want) {
					t.Fatalf("%s step %d: chose %+v; weighing every zombie chooses %+v", c.opts, step, got, want)
				}
				checked++
			}
			turn := g.Turn()
			pl, _ := Ruleset{}.Computer(turn[0])
			cmd, _ := pl.Next(g, turn[0])
			if _, err := g.Apply(turn[0], game.Entry{Cmd: cmd}); err != nil {
				fs, fc, _ := g.Fallback()
				if _, err := g.Apply(fs, game.Entry{Cmd: fc}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked < 20 {
		t.Fatalf("%d zombie choices checked", checked)
	}
	t.Logf("%d zombie choices checked", checked)
}
