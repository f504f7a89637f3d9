package zombiemarines

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"

	"github.com/borrowed-time/tabletop/grid"
)

// Scenes on the plain test tiles (scene_test.go): each tile has a wall on the west side of
// its column 3 from row 1 to row 5, and one on top of its square (1, 6).

func TestThreatCountsZombiesThatReachAnAttackInTwoSteps(t *testing.T) {
	g := sceneGame(t, "")
	r := g.Rules().(*rules)
	addMarine(g, 1, Grunt, sq(30, 30))
	addZombie(g, sq(12, 9))
	down := addZombie(g, sq(25, 25))
	zombie(g, down).Down = true
	threat := r.terrainOf(g.State()).threatMap(g.State(), sq(30, 30))
	for _, c := range []struct {
		at   grid.Square
		want int
	}{
		{sq(12, 12), 1}, // two steps to (12,11), touching it
		{sq(12, 13), 0}, // three steps away
		{sq(9, 9), 0},   // behind the wall: no route of two steps, no sight through it
		{sq(25, 27), 0}, // beside a knocked-down zombie: it only stands up
	} {
		if got := threat[index(c.at)]; got != c.want {
			t.Errorf("threat at %v = %d, want %d", c.at, got, c.want)
		}
	}
}

func TestZombieWalksTowardsTheMarineAndBreaksTheDoorOnItsRoute(t *testing.T) {
	g := sceneGame(t, "")
	r := g.Rules().(*rules)
	gs := g.State()
	addMarine(g, 1, Grunt, sq(12, 17))
	z := addZombie(g, sq(12, 13))
	gs.Phase = PhaseZombies
	mv, ok := r.zombieTurnStep(gs, nil).(ZombieMove)
	if !ok || mv.Zombie != z || mv.To != sq(12, 15) {
		t.Fatalf("the zombie should walk two squares towards the marine to (12,15), got %+v", r.zombieTurnStep(gs, nil))
	}

	// Tile 6's long wall with a door in its middle, and closed doors on the nearest ways
	// round it (the scene puts them where it likes): the door beside the zombie is its
	// cheapest way (one step and six tries on average), so it tries it.
	g = sceneGame(t, "")
	gs = g.State()
	addMarine(g, 1, Grunt, sq(8, 10))
	z = addZombie(g, sq(10, 10))
	for _, y := range []int{6, 7, 10, 13, 14} {
		gs.Doors = append(gs.Doors, Door{Edge: grid.Edge{X: 10, Y: y, West: true}})
	}
	gs.Phase = PhaseZombies
	if cmd := r.zombieTurnStep(gs, nil); cmd != (BreakDoor{Zombie: z, To: sq(9, 10)}) {
		t.Fatalf("the zombie should try the door into (9,10), got %+v", cmd)
	}
}

func TestZombieOnTheHelipadGuardsIt(t *testing.T) {
	g := sceneGame(t, "")
	r := g.Rules().(*rules)
	gs := g.State()
	addMarine(g, 1, Grunt, sq(24, 31)) // two squares west of the helipad tile (28–34)
	addZombie(g, sq(29, 31))
	gs.Phase = PhaseZombies
	switch cmd := r.zombieTurnStep(gs, nil).(type) {
	case ZombieMove:
		if posOf(cmd.To) != 24 {
			t.Fatalf("the zombie left the helipad for %v", cmd.To)
		}
	case EndZombies:
	default:
		t.Fatalf("unexpected %+v", cmd)
	}
}

func TestDoorsGoWhereTheySaveTheMarinesMostOrLeast(t *testing.T) {
	g := sceneGame(t, "")
	r := g.Rules().(*rules)
	gs := g.State()
	addMarine(g, 1, Grunt, sq(3, 10))
	gs.Phase, gs.Populating = PhaseDoors, []Pending{{Pos: 6, ZombieDoors: 1, MarineDoors: 1}}
	b := r.buildBoard(gs, true)
	long := grid.Edge{X: 10, Y: 10, West: true} // the middle of tile 6's long wall
	short := grid.Edge{X: 8, Y: 13}             // on top of its square (1, 6)
	if got := doorShortcut(gs, b, long); got != 6 {
		t.Errorf("a door in the middle of the long wall saves %d steps, want 6", got)
	}
	if got := doorShortcut(gs, b, short); got != 2 {
		t.Errorf("a door in the short wall saves %d steps, want 2", got)
	}
	if e, _ := r.chooseDoor(gs, true); e != long {
		t.Errorf("the marines put their door on %+v, want the long wall's middle %+v", e, long)
	}
	if e, _ := r.chooseDoor(gs, false); doorShortcut(gs, b, e) != 2 {
		t.Errorf("the zombies put their door on %+v, which saves %d steps; want one that saves the least, 2", e, doorShortcut(gs, b, e))
	}
}

func TestSearchGoesToTheNearestFaceDownTileEdgesCountingMore(t *testing.T) {
	g := sceneGame(t, "", 1, 7, 24)
	r := g.Rules().(*rules)
	gs := g.State()
	addMarine(g, 1, Grunt, sq(10, 10)) // tile 6: four steps from tile 1 (an edge tile) and from tile 7
	if p, _ := r.searchTile(gs, r.terrainOf(gs)); p != 7 {
		t.Errorf("the squad searches tile %d, want 7 (tile 1 is as near but on the edge)", p)
	}
	gs.Flipped[24] = true
	if p, _ := r.searchTile(gs, r.terrainOf(gs)); p != 24 {
		t.Errorf("with the helipad face up the squad makes for tile %d, want 24", p)
	}
}

func TestMarineShootsWhatIsAboutToAttackAndSparesRoundsOnTheFar(t *testing.T) {
	g := sceneGame(t, "")
	r := g.Rules().(*rules)
	m := addMarine(g, 1, Grunt, sq(17, 17))
	far := addZombie(g, sq(17, 29))
	if cmd := r.marineStep(g.State(), m); cmd != (EndTurn{Marine: m.ID}) {
		if a, ok := cmd.(Attack); ok {
			t.Fatalf("the marine fires at a zombie five turns away: %+v", a)
		}
	}
	near := addZombie(g, sq(17, 20))
	m = marine(g, "m1")
	a, ok := r.marineStep(g.State(), m).(Attack)
	if !ok || a.Target != near || m.Items[a.Weapon].Kind != Rifle {
		t.Fatalf("the marine should shoot %s, about to attack, with its rifle; got %+v (far one %s)", near, a, far)
	}
}

func TestSergeantKeepsTheShotgunForZombiesAboutToAttack(t *testing.T) {
	g := sceneGame(t, "")
	r := g.Rules().(*rules)
	m := addMarine(g, 1, Sergeant, sq(17, 17))
	addZombie(g, sq(17, 22)) // a turn and a bit away
	a, ok := r.marineStep(g.State(), m).(Attack)
	if !ok || m.Items[a.Weapon].Kind != Pistol {
		t.Fatalf("the Sergeant should use the pistol on a zombie not yet in reach, got %+v", a)
	}
	g.State().Zombies[0].At = sq(17, 20)
	a, ok = r.marineStep(g.State(), m).(Attack)
	if !ok || m.Items[a.Weapon].Kind != Shotgun {
		t.Fatalf("the Sergeant should use the shotgun on a zombie about to attack, got %+v", a)
	}
}

func TestMarineReloadsAnEmptyRifleBeforeReachingForThePistol(t *testing.T) {
	g := sceneGame(t, "")
	r := g.Rules().(*rules)
	m := addMarine(g, 1, Grunt, sq(17, 17))
	m.Items[1].Ammo = 0 // the rifle
	addZombie(g, sq(17, 22))
	if cmd := r.marineStep(g.State(), m); cmd != (Reload{Marine: m.ID, Weapon: 1}) {
		t.Fatalf("want the rifle reloaded, got %+v", cmd)
	}
}

func TestMarineStepsOntoTheEmptyHelipad(t *testing.T) {
	g := sceneGame(t, "")
	r := g.Rules().(*rules)
	m := addMarine(g, 1, Medic, sq(25, 31))
	mv, ok := r.marineStep(g.State(), m).(Move)
	if !ok || posOf(mv.To) != 24 {
		t.Fatalf("the marine should step onto the helipad tile, got %+v", r.marineStep(g.State(), m))
	}
	do(t, g, mv)
	if res := g.State().Result; res == nil || !res.Marines {
		t.Fatalf("stepping onto the empty helipad should win, result %+v", res)
	}
}

func TestMarinePicksUpAReloadFromAFallenComrade(t *testing.T) {
	g := sceneGame(t, "")
	r := g.Rules().(*rules)
	addMarine(g, 1, Grunt, sq(17, 17))
	dead := addMarine(g, 2, Grunt, sq(18, 17))
	dead.Dead, dead.HP = true, 0
	m := marine(g, "m1")
	if cmd := r.marineStep(g.State(), m); cmd != (Take{Marine: "m1", From: "m2", Item: 2}) {
		t.Fatalf("want the fallen Grunt's rifle reload taken, got %+v", cmd)
	}
}

func TestGrenadeGoesWhereItKillsThreeAndSparesTheSquad(t *testing.T) {
	g := sceneGame(t, "")
	r := g.Rules().(*rules)
	m := addMarine(g, 1, Grunt, sq(17, 17))
	addMarine(g, 2, Medic, sq(19, 17))
	for _, at := range []grid.Square{sq(16, 21), sq(17, 21), sq(18, 21)} {
		addZombie(g, at)
	}
	th, ok := r.marineStep(g.State(), m).(Throw)
	if !ok {
		t.Fatalf("want a grenade, got %+v", r.marineStep(g.State(), m))
	}
	do(t, g, th)
	if n := len(g.State().Zombies); n != 0 {
		t.Fatalf("the grenade at %v left %d zombies", th.At, n)
	}
	if marine(g, "m2").Dead || marine(g, "m1").Dead {
		t.Fatal("the grenade killed a marine")
	}
}

// A marine names the squares a searching player should weigh besides its proposal: distinct
// moves the rules accept, best scored first, so that when the proposal is a move it is the
// first of them.
func TestMarineNamesItsNextBestSquares(t *testing.T) {
	g := newGame(t, `{"marines":"4"}`, false)
	checked := 0
	for i := 0; i < 3000 && checked < 20; i++ {
		if _, over := g.Outcome(); over {
			break
		}
		seat := g.Turn()[0]
		pl, _ := Ruleset{}.Computer(seat)
		cmd, _ := pl.Next(g, seat)
		if alt, ok := pl.(game.Alternatives); ok && g.State().Phase == PhaseMarines {
			names := alt.Alternatives(g, seat, 3)
			if len(names) > 3+1 {
				t.Fatalf("%d alternatives named for 3", len(names))
			}
			seen := map[Move]bool{}
			for _, a := range names {
				mv, isMove := a.(Move)
				if !isMove || seen[mv] {
					t.Fatalf("%s's alternatives %v: not distinct moves", seat, names)
				}
				seen[mv] = true
				if _, err := g.DiceNeeded(seat, a); err != nil {
					t.Fatalf("%s's alternative %+v is refused: %v", seat, a, err)
				}
			}
			if mv, isMove := cmd.(Move); isMove {
				checked++
				if len(names) == 0 || names[0] != game.Command(mv) {
					t.Fatalf("%s proposes %+v but names %v first", seat, mv, names)
				}
			}
		}
		if _, err := g.Apply(seat, engineEntry(cmd)); err != nil {
			t.Fatal(err)
		}
	}
	if checked == 0 {
		t.Fatal("no marine proposed a move")
	}
}

func TestZombiePlayerWeighsPlacementsNotSteps(t *testing.T) {
	g := newGame(t, `{"marines":"4"}`, false)
	zp, _ := Ruleset{}.Computer(SeatZombies)
	rt, alt := zp.(game.Routine), zp.(game.Alternatives)
	steps, placements := 0, 0
	for i := 0; i < 3000 && (steps == 0 || placements < 10); i++ {
		if _, over := g.Outcome(); over {
			break
		}
		seat := g.Turn()[0]
		pl, _ := Ruleset{}.Computer(seat)
		cmd, _ := pl.Next(g, seat)
		if seat == SeatZombies {
			phase := g.State().Phase
			if routine := rt.Routine(g, seat); routine != (phase == PhaseZombies) {
				t.Fatalf("in the %s phase the zombie player calls its choice routine: %v", phase, routine)
			}
			steps += btoi(phase == PhaseZombies)
			if phase == PhaseTileZombies || phase == PhaseSpawnZombies {
				names := alt.Alternatives(g, seat, 3)
				if len(names) == 0 || len(names) > 4 || names[0] != cmd {
					t.Fatalf("proposes %+v, names %v", cmd, names)
				}
				for _, a := range names {
					if _, err := g.DiceNeeded(seat, a); err != nil {
						t.Fatalf("alternative %+v is refused: %v", a, err)
					}
				}
				placements++
			}
		}
		if _, err := g.Apply(seat, engineEntry(cmd)); err != nil {
			t.Fatal(err)
		}
	}
	if steps == 0 || placements < 10 {
		t.Fatalf("%d steps and %d placements seen", steps, placements)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
