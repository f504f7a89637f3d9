package directordeck

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/hex"
)

// Zombies are placed on the hex their D6 names; a taken hex shifts them to the nearest free
// one (rules §3).
func TestPlacingByD6ShiftsOffTakenHexes(t *testing.T) {
	g := newGame(t, "", true)
	s := quiet(g)
	r := rulesOf(g)
	three, _ := r.board(s).Numbered(0, 3)
	s.Survivors[0].At = three
	var evs []game.Event
	d := tableDice(s, 3, 3)
	r.placeZombie(s, Walker, 0, true, d, drop(&evs))
	r.placeZombie(s, Walker, 0, true, d, drop(&evs))
	if len(s.Zombies) != 2 {
		t.Fatalf("%d zombies placed", len(s.Zombies))
	}
	for _, z := range s.Zombies {
		if z.At == three || hex.Distance(z.At, three) != 1 || !z.Active {
			t.Fatalf("zombie at %v, want beside %v and standing", z.At, three)
		}
	}
	if s.Zombies[0].At == s.Zombies[1].At {
		t.Fatal("two zombies on one hex")
	}
}

// Zombies go for the nearest survivor, the most injured on a tie, and stop beside one (§4).
func TestZombiesGoForTheNearestThenTheMostInjured(t *testing.T) {
	g := newGame(t, "", false)
	s := quiet(g)
	r := rulesOf(g)
	s.Survivors = s.Survivors[:2]
	s.Survivors[0].At, s.Survivors[1].At = hex.Hex{Q: -2, R: 0}, hex.Hex{Q: 2, R: 0}
	s.Survivors[1].HP = 2
	z := addZombie(s, Walker, hex.Hex{Q: 0, R: 0}, true)
	if target(s, hex.Hex{}) != 1 {
		t.Fatal("on a tie the zombie does not go for the most injured survivor")
	}
	r.moveZombie(s, 0, 2, func(game.Event) {})
	if at := s.Zombies[0].At; hex.Distance(at, s.Survivors[1].At) != 1 {
		t.Fatalf("%s ended at %v, not beside Dev at %v", z, at, s.Survivors[1].At)
	}
	before := s.Zombies[0].At
	r.moveZombie(s, 0, 2, func(game.Event) {})
	if s.Zombies[0].At != before {
		t.Fatal("a zombie beside a survivor moved on")
	}
	s.Survivors[1].HP = SurvivorHP
	s.Zombies[0].At = hex.Hex{Q: -1, R: -1}
	if target(s, s.Zombies[0].At) != 0 {
		t.Fatal("the zombie does not go for the nearest survivor")
	}
}

// Static movement moves the set number of hexes; D6 movement rolls one die for all (§4).
func TestZombieMovementOptions(t *testing.T) {
	for _, tc := range []struct {
		opts  string
		dice  []int
		moved int
	}{{`{"zombieMove":"2"}`, nil, 2}, {`{"zombieMove":"3"}`, nil, 3}, {`{"zombieMove":"d6"}`, []int{1}, 1}} {
		g := newGame(t, tc.opts, true)
		s := quiet(g)
		r := rulesOf(g)
		s.Survivors = s.Survivors[:1]
		s.Survivors[0].At = hex.Hex{Q: -2, R: 1}
		addZombie(s, Walker, hex.Hex{Q: 2, R: -1}, true)
		d := tableDice(s, tc.dice...)
		r.zombiePhase(s, d, func(game.Event) {})
		if got := hex.Distance(s.Zombies[0].At, hex.Hex{Q: 2, R: -1}); got != tc.moved || s.Moved != tc.moved {
			t.Errorf("%s: moved %d hexes, want %d", tc.opts, got, tc.moved)
		}
	}
}

// A sleeping zombie beside a survivor after the move wakes: it moves only from the next
// round, but it is active, so it wounds at once (§5: "an adjacent Active zombie"). Stunned
// zombies neither move nor wound, and lose the stun at the end of the wounds (§4, §5).
func TestWakingAndStun(t *testing.T) {
	g := newGame(t, "", true)
	s := quiet(g)
	r := rulesOf(g)
	s.Survivors = s.Survivors[:1]
	me := s.Survivors[0].At
	sleeper := addZombie(s, Walker, me.Neighbour(hex.East), false)
	stunned := addZombie(s, Walker, me.Neighbour(hex.West), true)
	s.Zombies[1].Stunned = true
	far := addZombie(s, Walker, hex.Hex{Q: 2, R: -2}, true)
	s.Zombies[2].Stunned = true
	r.zombiePhase(s, tableDice(s), func(game.Event) {})
	if !s.Zombies[0].Active {
		t.Fatalf("%s beside the survivor did not wake", sleeper)
	}
	if s.Zombies[2].At != (hex.Hex{Q: 2, R: -2}) {
		t.Fatalf("stunned %s moved", far)
	}
	if s.Survivors[0].HP != SurvivorHP-1 {
		t.Fatalf("a waking and a stunned zombie (%s): %d hit points, want %d", stunned, s.Survivors[0].HP, SurvivorHP-1)
	}
	if s.Zombies[1].Stunned || s.Zombies[2].Stunned {
		t.Fatal("stun was not removed at the end of the wounds")
	}
	r.zombiePhase(s, tableDice(s), func(game.Event) {})
	if s.Survivors[0].HP != SurvivorHP-1-3 {
		t.Fatalf("three standing zombies beside: %d hit points, want %d", s.Survivors[0].HP, SurvivorHP-4)
	}
}

// Each standing zombie beside wounds once (a Brute twice); six around pin, and so do 0 hit
// points; at -3 a survivor dies (§5).
func TestWoundsAndPinning(t *testing.T) {
	g := newGame(t, "", false)
	s := quiet(g)
	r := rulesOf(g)
	s.Survivors = s.Survivors[:1]
	me := s.Survivors[0].At
	for d := hex.East; d <= hex.SouthEast; d++ {
		addZombie(s, Walker, me.Neighbour(d), true)
	}
	s.Survivors[0].HP = 20
	r.inflictWounds(s, func(game.Event) {})
	if sv := s.Survivors[0]; sv.HP != 14 || !sv.Pinned || !sv.Hurt {
		t.Fatalf("surrounded by six: %+v, want 14 hit points and pinned", sv)
	}
	s = quiet(g)
	s.Survivors[0] = Survivor{Seat: 1, At: me, HP: 2, Guns: s.Survivors[0].Guns}
	addZombie(s, Brute, me.Neighbour(hex.East), true)
	r.inflictWounds(s, func(game.Event) {})
	if sv := s.Survivors[0]; sv.HP != 0 || !sv.Pinned {
		t.Fatalf("a Brute's two wounds on 2 hit points: %+v, want 0 and pinned", sv)
	}
	r.inflictWounds(s, func(game.Event) {})
	r.inflictWounds(s, func(game.Event) {})
	if !s.Survivors[0].Dead {
		t.Fatalf("at %d hit points the survivor lives", s.Survivors[0].HP)
	}
}

// Un-pinning needs no active zombie beside, no special token, and hit points above 0 (§6).
func TestUnpinning(t *testing.T) {
	g := newGame(t, "", false)
	s := quiet(g)
	r := rulesOf(g)
	sv := &s.Survivors[0]
	sv.Pinned, sv.HP = true, 0
	r.unpin(s, func(game.Event) {})
	if !sv.Pinned {
		t.Fatal("unpinned on 0 hit points")
	}
	sv.HP = 1
	addZombie(s, Walker, sv.At.Neighbour(hex.NorthEast), true)
	r.unpin(s, func(game.Event) {})
	if !sv.Pinned {
		t.Fatal("unpinned beside an active zombie")
	}
	s.Zombies[0].Active = false
	sv.HeldBy = "z9"
	r.unpin(s, func(game.Event) {})
	if !sv.Pinned {
		t.Fatal("unpinned with a Hunter's token on it")
	}
	sv.HeldBy = ""
	r.unpin(s, func(game.Event) {})
	if sv.Pinned {
		t.Fatal("still pinned with nothing holding it down")
	}
}

// A Hunter holding its victim stays with it, even when it is not beside it.
func TestAHunterHoldingItsVictimDoesNotMove(t *testing.T) {
	g := newGame(t, "", false)
	s := quiet(g)
	r := rulesOf(g)
	h := addZombie(s, Hunter, hex.Hex{Q: 2, R: -2}, true)
	s.Survivors[3].HeldBy, s.Survivors[3].Pinned = h, true
	addZombie(s, Walker, hex.Hex{Q: 2, R: 0}, true)
	r.zombiePhase(s, tableDice(s), func(game.Event) {})
	if s.Zombies[0].At != (hex.Hex{Q: 2, R: -2}) {
		t.Fatalf("the Hunter holding June moved to %v", s.Zombies[0].At)
	}
	if s.Zombies[1].At == (hex.Hex{Q: 2, R: 0}) {
		t.Fatal("the zombie beside it did not move either: the test proves nothing")
	}
	if s.Survivors[3].HP != SurvivorHP-1 {
		t.Fatalf("June, held from afar: %d hit points, want %d", s.Survivors[3].HP, SurvivorHP-1)
	}
}

// The other reading (woken: wait): a woken zombie does not wound the round it wakes.
func TestWokenZombiesWaitAsAnOption(t *testing.T) {
	g := newGame(t, `{"woken":"wait"}`, true)
	s, r := quiet(g), rulesOf(g)
	s.Survivors = s.Survivors[:1]
	addZombie(s, Walker, s.Survivors[0].At.Neighbour(hex.East), false)
	r.zombiePhase(s, tableDice(s), func(game.Event) {})
	if !s.Zombies[0].Active || s.Survivors[0].HP != SurvivorHP {
		t.Fatalf("woken: wait: active %v, %d hit points", s.Zombies[0].Active, s.Survivors[0].HP)
	}
	r.zombiePhase(s, tableDice(s), func(game.Event) {})
	if s.Survivors[0].HP != SurvivorHP-1 {
		t.Fatalf("woken: wait, the next round: %d hit points", s.Survivors[0].HP)
	}
}
