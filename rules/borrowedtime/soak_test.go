package borrowedtime

import (
	"math/rand/v2"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

// randomCommand makes a command that may or may not be legal, biased towards the phase.
func randomCommand(r *rand.Rand, g *Game) Command {
	st := g.ReadState()
	var survivors, zombies []*Model
	for i := range st.Models {
		m := &st.Models[i]
		if m.IsSurvivor() {
			survivors = append(survivors, m)
		} else if m.OnTable() {
			zombies = append(zombies, m)
		}
	}
	pick := func(ms []*Model) string {
		if len(ms) == 0 {
			return "nobody"
		}
		return ms[r.IntN(len(ms))].ID
	}
	sv := pick(survivors)
	if st.Active != "" && r.IntN(4) > 0 {
		sv = st.Active
	}
	near := func(id string) *physics.Vec {
		m := st.Model(id)
		if m == nil {
			return &physics.Vec{X: r.Float64() * 48, Y: r.Float64() * 48}
		}
		return &physics.Vec{X: m.Pos.X + r.NormFloat64()*4, Y: m.Pos.Y + r.NormFloat64()*4}
	}
	weaponOf := func(id string) string {
		m := st.Model(id)
		if m == nil || len(m.Weapons) == 0 || r.IntN(5) == 0 {
			return ""
		}
		return m.Weapons[r.IntN(len(m.Weapons))].ID
	}
	s := g.scenario
	if st.Pending != nil {
		return Choose{Survivor: st.Pending.Survivor, Item: st.Pending.Cards[r.IntN(len(st.Pending.Cards))]}
	}
	if st.Phase == PhaseSurvivors && r.IntN(4) == 0 {
		objective := "x"
		if len(s.Objectives) > 0 {
			objective = s.Objectives[r.IntN(len(s.Objectives))].ID
		}
		items := []string{"ammo-reload", "military-radio", "adrenaline-shot", "grenade", "molotov-cocktail", "climbing-gear"}
		switch r.IntN(6) {
		case 0:
			return Climb{Survivor: sv}
		case 1:
			return UseItem{Survivor: sv, Item: items[r.IntN(len(items))], To: near(sv), Target: pick(survivors), Weapon: weaponOf(sv)}
		case 2:
			return Rally{Survivor: sv, Target: pick(survivors)}
		case 3:
			return JuryRig{Survivor: sv, Location: objective}
		case 4:
			return Interact{Survivor: sv, Location: objective}
		default:
			return Attack{Survivor: sv, Target: pick(zombies), KnockDown: true}
		}
	}
	if st.Phase == PhaseSurvivors {
		switch r.IntN(14) {
		case 0, 1, 2, 3:
			return Move{Survivor: sv, To: near(sv)}
		case 4, 5:
			return Attack{Survivor: sv, Target: pick(zombies), Weapon: weaponOf(sv), Withdraw: r.Float64()}
		case 6:
			return Aim{Survivor: sv}
		case 7:
			return Reload{Survivor: sv, Weapon: weaponOf(sv)}
		case 8:
			loc := "x"
			if len(s.SearchLocations) > 0 {
				loc = s.SearchLocations[r.IntN(len(s.SearchLocations))].ID
			}
			return Search{Survivor: sv, Location: loc}
		case 9:
			kind, target := r.IntN(4), pick(survivors)
			return []Command{Revive{Survivor: sv, Target: target}, Medkit{Survivor: sv, Target: target},
				Trade{Survivor: sv, Target: target, Item: "medkit"}, Hunker{Survivor: sv}}[kind]
		case 10:
			d := ""
			if len(g.doors) > 0 {
				d = g.doors[r.IntN(len(g.doors))].id
			}
			if r.IntN(2) == 0 {
				return OpenDoor{Survivor: sv, Location: d}
			}
			return CloseDoor{Survivor: sv, Location: d}
		case 11, 12:
			return EndActivation{}
		default:
			return EndSurvivorPhase{}
		}
	}
	if st.Step == StepSpend {
		if r.IntN(3) == 0 {
			return EndSpending{}
		}
		actions := []string{"sudden-lunge", "spawn-shambler", "reanimate", "spawn-horde", "spawn-special", "all-hell", "thematic-event", "crumbling-facade"}
		sp := s.SpawnPoints[r.IntN(len(s.SpawnPoints))].ID
		var dead []*Model
		for i := range st.Models {
			if st.Models[i].Removed && !st.Models[i].IsSurvivor() {
				dead = append(dead, &st.Models[i])
			}
		}
		target := pick(zombies)
		if r.IntN(2) == 0 && len(dead) > 0 {
			target = pick(dead)
		}
		return DirectorAction{Action: actions[r.IntN(len(actions))], Spawn: sp, Target: target, To: near(pick(zombies)),
			Kind: []string{"screamer", "brute", "hunter", "bloater"}[r.IntN(4)]}
	}
	switch r.IntN(4) {
	case 0:
		return ActivateAllZombies{}
	case 1:
		return EndRound{}
	}
	return ActivateZombie{Target: pick(zombies), Victim: pick(survivors)}
}

// checkInvariants: no base overlaps another or impassable terrain, the tracks and AP in range.
func checkInvariants(t *testing.T, g *Game, step int) {
	t.Helper()
	st := g.ReadState()
	if st.Heat < 0 || st.Heat > g.scenario.HeatMax {
		t.Fatalf("step %d: Heat %d outside 0..%d", step, st.Heat, g.scenario.HeatMax)
	}
	if st.Threat < 0 || st.Threat > g.scenario.ThreatMax {
		t.Fatalf("step %d: Threat %d", step, st.Threat)
	}
	for i := range st.Models {
		m := &st.Models[i]
		if m.AP < 0 || m.AP > actionPoints {
			t.Fatalf("step %d: %s has %d AP", step, m.ID, m.AP)
		}
		if !m.OnTable() {
			continue
		}
		b, _ := g.bases.ID(i)
		if err := g.table.CheckPlacement(physics.Body{Base: baseOf(m), Pos: m.Pos, Facing: m.Facing, Level: m.Level}, b); err != nil {
			t.Fatalf("step %d: %s at %v: %v", step, m.ID, m.Pos, err)
		}
		if got, _ := g.table.Body(b); got.Pos != m.Pos {
			t.Fatalf("step %d: %s's base is at %v, the state says %v", step, m.ID, got.Pos, m.Pos)
		}
	}
}

func TestSoakRandomCommands(t *testing.T) {
	perScenario := 6000
	if testing.Short() {
		perScenario = 600
	}
	for _, name := range shelf().Names() {
		s, err := BuiltinScenario(name)
		if err != nil {
			t.Fatal(err)
		}
		tried, accepted, games := 0, 0, 0
		for seed := uint64(1); tried < perScenario; seed++ {
			games++
			g, err := New(s, Options{Agendas: "random"}, seed)
			if err != nil {
				t.Fatal(err)
			}
			for i := range g.ReadState().Models { // some gear to use
				if m := &g.ReadState().Models[i]; m.IsSurvivor() {
					m.Items = []string{"grenade", "molotov-cocktail", "climbing-gear"}
				}
			}
			start := g.ReadState().Clone()
			r := rand.New(rand.NewPCG(seed, 99))
			for g.ReadState().Phase != PhaseOver && tried < perScenario {
				tried++
				cmd := randomCommand(r, g)
				before := g.Hash()
				ev, err := g.Apply(cmd)
				for _, e := range ev {
					checkWords(t, cmdString(cmd), e.Text)
				}
				if err != nil {
					if _, ok := err.(*Rejection); !ok {
						t.Fatalf("%s seed %d: %s failed with %T: %v", name, seed, cmdString(cmd), err, err)
					}
					checkWords(t, cmdString(cmd), err.Error())
					if g.Hash() != before {
						t.Fatalf("%s seed %d: refused %s changed the state", name, seed, cmdString(cmd))
					}
					checkInvariants(t, g, tried) // the table is put back too
					continue
				}
				accepted++
				checkInvariants(t, g, tried)
			}
			replayed, err := New(s, Options{Agendas: "random"}, seed)
			if err != nil {
				t.Fatal(err)
			}
			(*replayed.ReadState()) = start.Clone() // the same gear
			replayed.sync(replayed.ReadState())
			for i, c := range g.Log() {
				if _, err := replayed.Apply(c); err != nil {
					t.Fatalf("%s seed %d: replaying command %d: %v", name, seed, i, err)
				}
			}
			if replayed.Hash() != g.Hash() {
				t.Fatalf("%s seed %d: replaying the log gives another state", name, seed)
			}
		}
		t.Logf("%s: %d random commands over %d games, %d accepted; invariants held, every log replayed to its hash", name, tried, games, accepted)
	}
}
