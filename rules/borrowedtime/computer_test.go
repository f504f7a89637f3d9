package borrowedtime

import (
	"reflect"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

func newComputerGame(t testing.TB, scenario string, seed uint64) *Game {
	t.Helper()
	s, err := BuiltinScenario(scenario)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(s, Options{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Computer players finish whole games of both scenarios without proposing anything the rules
// refuse, and the survivors win some of them (the policies are not toys).
func TestComputerPlayersFinishGamesAndWinSome(t *testing.T) {
	for _, scenario := range shelf().Names() {
		t.Run(scenario, func(t *testing.T) {
			routes := physics.NewNavCache()
			wins := 0
			for seed := uint64(1); seed <= 20; seed++ {
				g := newComputerGame(t, scenario, seed)
				g.ShareRoutes(routes)
				_, refused, err := PlayOut(g, &ComputerDirector{}, &ComputerSurvivors{}, 20000)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if refused > 0 {
					t.Errorf("seed %d: %d computer commands were refused", seed, refused)
				}
				st := g.State()
				if st.Phase != PhaseOver || st.Winner == "" {
					t.Fatalf("seed %d: the game did not end: %+v", seed, st.Phase)
				}
				if st.Winner == "survivors" {
					wins++
				}
			}
			if wins == 0 {
				t.Errorf("the computer survivors won none of 20 games")
			}
			t.Logf("%s: survivors won %d of 20", scenario, wins)
		})
	}
}

// The same game played twice by the computer is the same game.
func TestComputerPlayIsDeterministic(t *testing.T) {
	var hashes [2]string
	for i := range hashes {
		g := newComputerGame(t, "rooftop-signal", 77)
		if _, _, err := PlayOut(g, &ComputerDirector{}, &ComputerSurvivors{}, 20000); err != nil {
			t.Fatal(err)
		}
		hashes[i] = g.Hash()
	}
	if hashes[0] != hashes[1] {
		t.Fatalf("two plays of one seed ended differently: %s, %s", hashes[0], hashes[1])
	}
}

// The Director spends the Heat it has (unspent Heat is lost), and spawns at the spawn point
// nearest the survivors.
func TestDirectorSpendsItsHeatNearTheSurvivors(t *testing.T) {
	d := &ComputerDirector{}
	g := heatedDirectorPhase(t, d)
	heat := g.State().Heat
	v := look(g)
	nearest := d.spawnOrder(v, standingSurvivors(v))[0]
	var spawns []string
	for n := 0; n < 20; n++ {
		cmd, ok := d.Next(g)
		if !ok {
			t.Fatal("no command in the Director's phase")
		}
		if _, ends := cmd.(EndSpending); ends {
			break
		}
		spend, ok := cmd.(DirectorAction)
		if !ok {
			t.Fatalf("while spending: %+v", cmd)
		}
		if spend.Spawn != "" {
			spawns = append(spawns, spend.Spawn)
		}
		if _, err := g.Apply(cmd); err != nil {
			t.Fatalf("%+v refused: %v", cmd, err)
		}
	}
	if left := g.State().Heat; left > 0 {
		t.Errorf("the Director ended its spending with %d of %d Heat left", left, heat)
	}
	if len(spawns) == 0 {
		t.Fatalf("no zombie spawned with %d Heat", heat)
	}
	if spawns[0] != nearest {
		t.Errorf("the first spawn went to %s, want %s (nearest the survivors)", spawns[0], nearest)
	}
}

// heatedDirectorPhase plays Last Stop Gas by computer, seed after seed, to the first
// Director's phase that opens with 2 Heat or more to spend.
func heatedDirectorPhase(t *testing.T, d *ComputerDirector) *Game {
	t.Helper()
	for seed := uint64(1); seed <= 30; seed++ {
		g := newComputerGame(t, "last-stop-gas", seed)
		sv := &ComputerSurvivors{}
		for n := 0; n < 5000; n++ {
			st := g.State()
			if st.Phase == PhaseDirector && st.Step == StepSpend && st.Heat >= 2 {
				return g
			}
			if st.Phase == PhaseOver {
				break
			}
			cmd, ok := sv.Next(g)
			if st.Phase == PhaseDirector {
				cmd, ok = d.Next(g)
			}
			if !ok {
				cmd = Fallback(&st)
			}
			if _, err := g.Apply(cmd); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no Director's phase with 2 Heat or more in 30 games")
	return nil
}

// A game the computer played (checking every command with a trial run first, which Apply
// then reuses) replays from its command log alone to the same state, event for event: what
// saves, undo and replays stand on.
func TestComputerGamesReplayFromTheirLog(t *testing.T) {
	for _, scenario := range shelf().Names() {
		g := newComputerGame(t, scenario, 4)
		var played [][]Event
		d, s := &ComputerDirector{}, &ComputerSurvivors{}
		for n := 0; n < 20000 && g.ReadState().Phase != PhaseOver; n++ {
			var cmd Command
			var ok bool
			if g.ReadState().Phase == PhaseSurvivors {
				cmd, ok = s.Next(g)
			} else {
				cmd, ok = d.Next(g)
			}
			if !ok {
				cmd = fallback(g.ReadState())
			}
			evs, err := g.Apply(cmd)
			if err != nil {
				t.Fatalf("%s: command %d refused: %v", scenario, n, err)
			}
			played = append(played, evs)
		}
		r, err := Replay(g.Scenario(), g.Options(), g.Seed(), g.Log())
		if err != nil {
			t.Fatalf("%s: %v", scenario, err)
		}
		if r.Hash() != g.Hash() {
			t.Fatalf("%s: the replay ends in another state", scenario)
		}
		// Event for event: apply the log again, one command at a time.
		fresh, err := Replay(g.Scenario(), g.Options(), g.Seed(), nil)
		if err != nil {
			t.Fatal(err)
		}
		for i, cmd := range g.Log() {
			evs, err := fresh.Apply(cmd)
			if err != nil {
				t.Fatalf("%s: replaying command %d: %v", scenario, i, err)
			}
			if !reflect.DeepEqual(evs, played[i]) {
				t.Fatalf("%s: command %d (%s) gave other events on replay:\n%v\n%v", scenario, i, cmd.CommandType(), evs, played[i])
			}
		}
	}
}

// Games that share route graphs and remembered routes (as a simulation's do) play exactly as
// games played alone.
func TestSharedRoutesChangeNoGame(t *testing.T) {
	for _, scenario := range shelf().Names() {
		routes := physics.NewNavCache()
		for seed := uint64(1); seed <= 6; seed++ {
			shared := newComputerGame(t, scenario, seed)
			shared.ShareRoutes(routes)
			if _, _, err := PlayOut(shared, &ComputerDirector{}, &ComputerSurvivors{}, 20000); err != nil {
				t.Fatal(err)
			}
			alone := newComputerGame(t, scenario, seed)
			if _, _, err := PlayOut(alone, &ComputerDirector{}, &ComputerSurvivors{}, 20000); err != nil {
				t.Fatal(err)
			}
			if shared.Hash() != alone.Hash() {
				t.Fatalf("%s seed %d: the game that shared routes ended otherwise", scenario, seed)
			}
		}
	}
}
