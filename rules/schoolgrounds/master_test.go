package schoolgrounds

import (
	"fmt"
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

func TestTheMasterIsChosenAfterTheSecondTurnAndPlaysFromTheThird(t *testing.T) {
	g := started(t, "", false)
	s := g.State()
	endRound(t, g)
	if s.Master != 0 || s.Round != 2 {
		t.Fatalf("master %d in turn %d", s.Master, s.Round)
	}
	evs := endRound(t, g)
	if s.Master == 0 || s.Round != 3 || s.Phase != PhaseSurvivors {
		t.Fatalf("master %d in turn %d, %s", s.Master, s.Round, s.Phase)
	}
	news := fmt.Sprintf("Player %d is the zombie master!", s.Master)
	if !slices.ContainsFunc(evs, func(e game.Event) bool { return e.Type == game.EvAnnounce && e.Text == news }) {
		t.Errorf("no announcement %q among the turn's events %+v", news, evs)
	}
	sv := s.Survivors[s.Master-1]
	if sv.Life != Gone || slices.ContainsFunc(g.View(game.Host).Tokens, func(tk game.Token) bool { return tk.ID == survivorID(s.Master) }) {
		t.Fatalf("the master's survivor %+v is still on the board", sv)
	}
	for s.Phase == PhaseSurvivors {
		seat, cmd, _ := g.Fallback()
		g.Apply(seat, game.Entry{Cmd: cmd})
	}
	if s.Phase != PhaseMaster || s.Spawn != 1 || s.Left != 1 || g.Turn()[0] != PlayerSeat(s.Master) {
		t.Fatalf("phase %s, spawning %d (%d left), turn %v", s.Phase, s.Spawn, s.Left, g.Turn())
	}
}

func TestTheSpawningCountClimbsToFiveAndStartsAgain(t *testing.T) {
	g := started(t, "", false)
	s := withMaster(g)
	var counts []int
	seen := 0
	for len(counts) < 6 {
		if s.Phase == PhaseMaster && seen != s.Round {
			seen = s.Round
			counts = append(counts, s.Spawn)
		}
		seat, cmd, _ := g.Fallback()
		if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
			t.Fatal(err)
		}
	}
	if !slices.Equal(counts, []int{1, 2, 3, 4, 5, 1}) {
		t.Fatalf("spawning counts %v", counts)
	}
}

func TestZombiesRiseOnTheRightEdgeThenNoFurtherLeftThanTheLeftmost(t *testing.T) {
	g := started(t, "", false)
	s := masterTurn(g)
	s.Placing, s.Left, s.Spawn = true, 3, 3
	mustRefuse(t, g, Spawn{At: sq2(30, 0)}, "right edge")
	mustRefuse(t, g, Spawn{At: sq2(40, 8)}, "edge") // not on the edge
	mustRefuse(t, g, ZombieMove{Zombie: "z1", To: sq2(40, 8)}, "placed before")
	mustApply(t, g, Spawn{At: sq2(41, 3)})
	if z := s.Zombies[0]; z.Acts != NormalActions-1 || z.HP != NormalHP {
		t.Fatalf("a risen zombie %+v: rising uses one of its actions", z)
	}
	mustRefuse(t, g, Spawn{At: sq2(41, 3)}, "empty")
	s.Zombies[0].At = sq2(30, 5)
	mustRefuse(t, g, Spawn{At: sq2(29, 0)}, "leftmost")
	mustApply(t, g, Spawn{At: sq2(30, 0)})
	mustApply(t, g, StopSpawning{})
	if s.Placing || len(s.Zombies) != 2 {
		t.Fatal("stopping gives up the spawn left")
	}
}

func TestTheNormalZombiesAreCappedAtFifteen(t *testing.T) {
	g := started(t, "", false)
	s := withMaster(g)
	for i := 0; i < MaxNormals-1; i++ {
		addZombie(g, Normal, sq2(41, i))
	}
	s.Spawn = 2
	for i := range s.Survivors {
		s.Survivors[i].Done = s.Survivors[i].Life == Alive && i > 0
	}
	mustApply(t, g, EndTurn{Survivor: "s1"})
	if s.Phase != PhaseMaster || s.Left != 1 {
		t.Fatalf("%d to spawn with 14 on the board, want 1 (spawning %d)", s.Left, s.Spawn)
	}
}

func TestTenNormalZombiesTogetherBecomeABrute(t *testing.T) {
	g := started(t, "", false)
	s := masterTurn(g)
	for i := 0; i < 9; i++ {
		addZombie(g, Normal, sq2(30+i%5, 7+i/5))
	}
	mustRefuse(t, g, MakeBrute{At: sq2(30, 7)}, "10 normal zombies")
	addZombie(g, Normal, sq2(34, 8))
	addZombie(g, Normal, sq2(40, 1)) // apart: stays
	mustApply(t, g, MakeBrute{At: sq2(30, 7)})
	if r := g.Rules().(*rules); r.count(s, Brute) != 1 || r.count(s, Normal) != 1 {
		t.Fatalf("zombies %+v", s.Zombies)
	}
	b := s.Zombies[len(s.Zombies)-1]
	if b.HP != BruteHP || b.At != sq2(30, 7) || b.Acts != BruteActions-1 {
		t.Fatalf("brute %+v", b)
	}
}

func TestZombiesBatterDoorsAndABlockNeedsAFiveOrSix(t *testing.T) {
	g := started(t, "", true)
	s := withMaster(g)
	door := doorOn(t, g, grid.Edge{X: 11, Y: 5, West: true}, "")
	put(g, 1, sq2(10, 5))
	mustApply(t, g, Block{Survivor: "s1", Door: door})
	mustApply(t, g, EndTurn{Survivor: "s1"})
	if s.Doors[door].Blocker != 1 {
		t.Fatal("Milo stayed at the door: it is still blocked")
	}
	masterTurn(g)
	z := addZombie(g, Normal, sq2(11, 5))
	mustApply(t, g, Bash{Zombie: z, Door: door}, 4)
	if s.Doors[door].Damage != 0 {
		t.Fatal("a 4 does not hurt a blocked door")
	}
	mustApply(t, g, Bash{Zombie: z, Door: door}, 5)
	if s.Doors[door].Damage != 1 || s.Doors[door].Broken {
		t.Fatalf("door %+v", s.Doors[door])
	}
	s.Doors[door].Blocker = 0
	z2 := addZombie(g, Normal, sq2(11, 4))
	s.Zombies[1].At = sq2(11, 5)
	s.Zombies[0].At = sq2(12, 5)
	mustApply(t, g, Bash{Zombie: z2, Door: door}, 4)
	if !s.Doors[door].Broken || !s.Doors[door].Open {
		t.Fatalf("two hits break it: %+v", s.Doors[door])
	}
	mustRefuse(t, g, Bash{Zombie: z2, Door: door}, "open")
}

func TestABlockEndsWhenTheBlockerLeaves(t *testing.T) {
	g := started(t, "", false)
	s := withMaster(g)
	door := doorOn(t, g, grid.Edge{X: 11, Y: 5, West: true}, "")
	put(g, 1, sq2(10, 5))
	mustApply(t, g, Block{Survivor: "s1", Door: door})
	mustApply(t, g, Move{Survivor: "s1", To: sq2(8, 5)})
	if s.Doors[door].Blocker != 0 || s.Doors[door].Open {
		t.Fatalf("door %+v: left behind, it is shut but not blocked", s.Doors[door])
	}
}

func TestTheMasterWinsAtTheTimeLimit(t *testing.T) {
	g := started(t, `{"rounds":"30"}`, false)
	s := masterTurn(g)
	s.Round = 30
	mustApply(t, g, EndMaster{})
	if o, over := g.Outcome(); !over || o.Winners[0] != PlayerSeat(5) {
		t.Fatalf("outcome %+v", o)
	}
}

func TestThereAreAtMostThreeBrutes(t *testing.T) {
	g := started(t, "", false)
	masterTurn(g)
	for i := 0; i < MaxBrutes; i++ {
		addZombie(g, Brute, sq2(41, i))
	}
	for i := 0; i < 10; i++ {
		addZombie(g, Normal, sq2(30+i%5, 7+i/5))
	}
	mustRefuse(t, g, MakeBrute{At: sq2(30, 7)}, "3 brutes already")
}

func TestAZombieClimbingThroughABrokenWindowLosesTwoHitPoints(t *testing.T) {
	g := started(t, "", false)
	s := masterTurn(g)
	w := windowOn(t, g, grid.Edge{X: 11, Y: 2, West: true})
	z := addZombie(g, Normal, sq2(12, 2))
	mustRefuse(t, g, ZombieMove{Zombie: z, To: sq2(10, 2)}, "no open route")
	s.Broken[w] = true
	mustApply(t, g, ZombieMove{Zombie: z, To: sq2(10, 2)})
	if zz := s.Zombies[zombieByID(s, z)]; zz.HP != NormalHP-WindowDamage || zz.At != sq2(10, 2) {
		t.Fatalf("zombie %+v", zz)
	}
}

func TestTheMastersSurvivorLeavesItsCardsForTheOthers(t *testing.T) {
	g := started(t, "", false)
	s := g.State()
	for i := range s.Survivors {
		s.Survivors[i].Hand = []string{s.Piles[0][i]}
	}
	endRound(t, g)
	endRound(t, g)
	m := s.Survivors[s.Master-1]
	if len(s.Packs) != 1 || s.Packs[0].At != m.At || len(m.Hand) != 0 {
		t.Fatalf("packs %+v", s.Packs)
	}
	other := s.Master%len(s.Survivors) + 1
	put(g, other, m.At)
	mustApply(t, g, PickUp{Survivor: survivorID(other)})
	if len(s.Packs) != 0 || len(s.Survivors[other-1].Hand) != 2 {
		t.Fatalf("hand %v", s.Survivors[other-1].Hand)
	}
}

// "Zombies must spawn on the edge of the map", "Zombies must spawn outside": a search pile
// lying out in the street on the edge is outside (Z3); one in a building or the gas station
// is not.
func TestZombiesMaySpawnOnAnEdgePileInTheStreet(t *testing.T) {
	g := started(t, "", false)
	s := masterTurn(g)
	s.Placing, s.Left, s.Spawn = true, 2, 2
	r := g.Rules().(*rules)
	if r.board.searchAt(sq2(38, 16)) < 0 || !r.board.outside(sq2(38, 16)) {
		t.Fatal("the red pile at the street's south edge should be outside")
	}
	if r.board.outside(sq2(36, 6)) || r.board.outside(sq2(2, 1)) {
		t.Fatal("the gas station's and a classroom's piles are not outside")
	}
	addZombie(g, Normal, sq2(30, 5)) // so the edge left of the right one is open
	mustApply(t, g, Spawn{At: sq2(38, 16)})
}

// "You must first place all zombies you will spawn this turn before you can move your
// zombies": a brute, swapped like a spawn, is made before any zombie acts (Z4, Z5).
func TestABruteIsMadeBeforeAnyZombieActs(t *testing.T) {
	g := started(t, "", false)
	s := masterTurn(g)
	for i := 0; i < 10; i++ {
		addZombie(g, Normal, sq2(30+i%5, 7+i/5))
	}
	mover := addZombie(g, Normal, sq2(40, 1))
	mustApply(t, g, ZombieMove{Zombie: mover, To: sq2(40, 2)})
	mustRefuse(t, g, MakeBrute{At: sq2(30, 7)}, "before any zombie acts")
	acts := g.Rules().(*rules).Actions(s, game.Host, "")
	for _, a := range acts {
		if a.ID == actBrute && a.Enabled {
			t.Fatal("the brute action should be off once a zombie has acted")
		}
	}
}

func TestTheMasterOptionNamesTheMasterWhileItsSurvivorLives(t *testing.T) {
	g := started(t, `{"master":"4"}`, false)
	s := g.State()
	endRound(t, g)
	endRound(t, g)
	if s.Master != 4 || s.Survivors[3].Life != Gone {
		t.Fatalf("the option names player 4; the master is %d, player 4's survivor %v", s.Master, s.Survivors[3].Life)
	}
	// Player 4's survivor dead by then: drawn among the living, never the dead one.
	g = started(t, `{"master":"4"}`, false)
	s = g.State()
	s.Survivors[3].Life = Turned
	endRound(t, g)
	endRound(t, g)
	if s.Master == 0 || s.Master == 4 {
		t.Fatalf("player 4's survivor is dead; the master is %d", s.Master)
	}
}

func TestTheMasterOptionRefusesAPlayerNotAtTheTable(t *testing.T) {
	if _, err := parseOptions([]byte(`{"players":"3","master":"5"}`)); err == nil || !contains(err.Error(), "Player 5 is not at a table of 3 players") {
		t.Fatalf("master 5 at a table of 3: %v", err)
	}
	if o, err := parseOptions([]byte(`{"master":"drawn"}`)); err != nil || o.Master != 0 {
		t.Fatalf("drawn: %+v, %v", o, err)
	}
}
