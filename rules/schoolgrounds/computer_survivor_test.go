package schoolgrounds

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/grid"
)

// aGun returns a pistol card and gives it to survivor seat's hand.
func aGun(g interface{ State() *State }, seat int) string {
	s := g.State()
	for _, a := range s.Guns {
		if strings.HasPrefix(a.Card, "pistol#") {
			s.Survivors[seat-1].Hand = append(s.Survivors[seat-1].Hand, a.Card)
			return a.Card
		}
	}
	return ""
}

func TestAComputerSurvivorShootsRatherThanStrikesAZombieBesideIt(t *testing.T) {
	g := started(t, "", false)
	withMaster(g)
	put(g, 2, sq2(20, 8))
	z := addZombie(g, Normal, sq2(21, 8))
	gun := aGun(g, 2)
	cmd, _ := computer{}.Next(g, PlayerSeat(2))
	if c, ok := cmd.(Attack); !ok || c.Weapon != gun || c.Target != z {
		t.Fatalf("proposed %+v, want a shot with the %s at %s (a shot draws no blow back)", cmd, gun, z)
	}
	g.State().Guns[0].Rounds, g.State().Guns[1].Rounds = 0, 0
	cmd, _ = computer{}.Next(g, PlayerSeat(2))
	if _, ok := cmd.(Move); !ok {
		t.Fatalf("proposed %+v, want a run out of reach once the pistol is empty", cmd)
	}
}

func TestAComputerSurvivorHandsItsCarPartsToTheOneNearerTheCar(t *testing.T) {
	g := started(t, "", false)
	s := withMaster(g)
	put(g, 1, sq2(30, 9))
	put(g, 2, sq2(31, 8))
	s.Survivors[0].Hand = []string{"car-keys#01"}
	cmd, _ := computer{}.Next(g, PlayerSeat(1))
	want := Trade{Survivor: "s1", With: "s2", Give: []string{"car-keys#01"}}
	if c, ok := cmd.(Trade); !ok || c.With != want.With || len(c.Give) != 1 || c.Give[0] != want.Give[0] {
		t.Fatalf("proposed %+v, want %+v", cmd, want)
	}
	mustApply(t, g, cmd)
	mustApply(t, g, Answer{Survivor: "s2", Accept: false})
	if cmd, _ := (computer{}).Next(g, PlayerSeat(1)); cmd == nil || cmd.CommandType() == "trade" {
		t.Fatalf("proposed %+v after a refusal, want anything but the same trade again", cmd)
	}
}

func TestTheZombiesThreatCountsTheirAttacksAndStopsAtClosedDoors(t *testing.T) {
	g := started(t, `{"zombieSpeed":"5"}`, false)
	s := masterTurn(g)
	r := g.Rules().(*rules)
	door := doorOn(t, g, grid.Edge{X: 11, Y: 5, West: true}, "")
	for n := 1; n <= 4; n++ {
		put(g, n, sq2(20+n, 16)) // out of the zombie's way
	}
	addZombie(g, Normal, sq2(13, 5))
	th := r.threats(s)
	if got := th[idx(sq2(12, 5))]; got != NormalActions {
		t.Errorf("beside the zombie: %d attacks, want %d", got, NormalActions)
	}
	if got := th[idx(sq2(13, 11))]; got != NormalActions-1 {
		t.Errorf("one move away: %d attacks, want %d", got, NormalActions-1)
	}
	if got := th[idx(sq2(10, 5))]; got != 0 {
		t.Errorf("behind the shut door: %d attacks, want 0", got)
	}
	s.Doors[door].Open = true
	if got := r.threats(s)[idx(sq2(10, 5))]; got != NormalActions-1 {
		t.Errorf("behind the open door: %d attacks, want %d", got, NormalActions-1)
	}
}

func TestTheComputerMasterMakesABruteOnlyWhenTheZombiesWouldBeTooMany(t *testing.T) {
	g := started(t, "", false)
	s := masterTurn(g)
	s.Spawn = 1 // next turn: 2 to spawn
	for i := 0; i < 10; i++ {
		addZombie(g, Normal, sq2(30+i%5, 7+i/5))
	}
	if cmd, _ := (computer{}).Next(g, PlayerSeat(5)); cmd.CommandType() == "make-brute" {
		t.Fatalf("proposed %+v with room for 5 more zombies", cmd)
	}
	for i := 0; i < 4; i++ {
		addZombie(g, Normal, sq2(30+i, 9))
	}
	if cmd, _ := (computer{}).Next(g, PlayerSeat(5)); cmd.CommandType() != "make-brute" {
		t.Fatalf("proposed %+v with 14 zombies and 2 to spawn next turn, want a brute", cmd)
	}
}
