package borrowedtime

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// goal is one step of a scripted survivor's plan; it returns the command to try next, or
// done when the step is complete.
type goal func(g *Game, m *Model) (cmd Command, done bool)

func walk(x, y float64) goal {
	dest := physics.Vec{X: x, Y: y}
	return func(g *Game, m *Model) (Command, bool) {
		if m.Pos.Dist(dest) < 0.01 {
			return nil, true
		}
		body, _ := g.Body(m.ID)
		p, err := g.Table().PathTo(body, dest, physics.MoveOptions{})
		if err != nil || !p.Reached {
			return nil, false // not reachable yet (a door still shut): next round
		}
		pts := g.Table().TruncatePath(m.Level, p.Points, survivorProfiles[m.ID].Move, false)
		to := pts[len(pts)-1]
		return Move{Survivor: m.ID, To: &to}, false
	}
}

// once gives the survivor's command made by cmdFor, once.
func once(cmdFor func(survivor string) Command) goal {
	used := false
	return func(g *Game, m *Model) (Command, bool) {
		if used {
			return nil, true
		}
		used = true
		return cmdFor(m.ID), false
	}
}

// searchFor searches a location until the team has the card (carried or delivered).
func searchFor(loc, card string) goal {
	return func(g *Game, m *Model) (Command, bool) {
		if indexOf(g.ReadState().Delivered, card) >= 0 {
			return nil, true
		}
		for _, o := range g.ReadState().Models {
			if indexOf(o.Items, card) >= 0 {
				return nil, true
			}
		}
		return Search{Survivor: m.ID, Location: loc}, false
	}
}

// deliver loads whatever the ambulance still needs that the survivor carries.
func deliver() goal {
	return func(g *Game, m *Model) (Command, bool) {
		for _, it := range supplies {
			if indexOf(m.Items, it) >= 0 && indexOf(g.ReadState().Delivered, it) < 0 {
				return Interact{Survivor: m.ID, Location: "ambulance-doors"}, false
			}
		}
		return nil, true
	}
}

// signal fires the flare once everyone living is on the roof (waiting until then).
func signal() goal {
	return func(g *Game, m *Model) (Command, bool) {
		if g.ReadState().SignalRound > 0 {
			return nil, true
		}
		for _, o := range g.ReadState().Models {
			if o.IsSurvivor() && o.OnTable() && o.Level == 0 {
				return nil, false
			}
		}
		return Interact{Survivor: m.ID, Location: "roof-signal"}, false
	}
}

// playScript runs rounds: each survivor works through its goals with its 3 AP, then the
// Director passes (spends nothing, the zombies activate) and the round ends. It stops when the
// game ends or after maxRounds.
func playScript(t *testing.T, g *Game, plans map[string][]goal, maxRounds int) {
	t.Helper()
	order := []string{}
	for _, m := range g.ReadState().Models {
		if m.IsSurvivor() {
			order = append(order, m.ID)
		}
	}
	for round := 0; round < maxRounds && g.ReadState().Phase != PhaseOver; round++ {
		for _, id := range order {
			for tries := 0; tries < 20 && g.ReadState().Phase == PhaseSurvivors; tries++ {
				m := g.ReadState().Model(id)
				if !m.Standing() || (m.Activated && g.ReadState().Active != id) || len(plans[id]) == 0 {
					break
				}
				cmd, done := plans[id][0](g, m)
				if done {
					plans[id] = plans[id][1:]
					continue
				}
				if cmd == nil { // waiting
					break
				}
				if _, err := g.Apply(cmd); err != nil {
					if strings.Contains(err.Error(), "AP left") {
						break
					}
					t.Fatalf("round %d: %s: %s refused: %v", g.ReadState().Round, id, cmdString(cmd), err)
				}
				if g.ReadState().Active != id {
					break // the activation is over
				}
			}
			if g.ReadState().Active != "" {
				mustApply(t, g, EndActivation{})
			}
		}
		if g.ReadState().Phase != PhaseSurvivors {
			break
		}
		mustApply(t, g, EndSurvivorPhase{})
		if g.ReadState().Phase == PhaseOver {
			break
		}
		mustApply(t, g, EndSpending{})
		mustApply(t, g, ActivateAllZombies{})
		if g.ReadState().Phase != PhaseOver {
			mustApply(t, g, EndRound{})
		}
	}
}

// quiet returns a built-in scenario with its starting zombies taken off (the script plays the
// survivors' plan; the Director's side is tested separately).
func quiet(t *testing.T, name string) *maps.Scenario {
	t.Helper()
	src, _ := shelf().Source(name)
	var doc map[string]any
	if err := json.Unmarshal(src, &doc); err != nil {
		t.Fatal(err)
	}
	doc["zombies"] = []any{}
	data, _ := json.Marshal(doc)
	s, err := maps.Load(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestLastStopGasSurvivorVictory(t *testing.T) {
	g, err := New(quiet(t, "last-stop-gas"), Options{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	// The supplies come up early (a lucky deck); the script still has to fetch them.
	g.ReadState().Deck = append([]string{"gas-can", "medkit"}, g.ReadState().Deck...)
	plans := map[string][]goal{
		"leo": {walk(12.2, 12), walk(40, 37.5), once(func(id string) Command { return OpenDoor{Survivor: id, Location: "gas-station-door"} }),
			walk(43, 42.55), searchFor("gas-station-stash", "gas-can"), walk(40, 36.5), walk(10.5, 11.3), deliver()},
		"sharma": {walk(12.2, 12), walk(40.5, 21.25), once(func(id string) Command { return OpenDoor{Survivor: id, Location: "clinic-door"} }),
			walk(44.6, 19.8), searchFor("clinic-stash", "medkit"), walk(39.8, 21.25), walk(9.85, 12.2), deliver()},
		"ramirez": {walk(12.2, 12), walk(9.5, 13.4)},
		"grizz":   {walk(12.2, 12), walk(7, 13.4)},
	}
	playScript(t, g, plans, 11)
	if g.ReadState().Winner != "survivors" {
		t.Fatalf("round %d: winner %q (%s); delivered %v", g.ReadState().Round, g.ReadState().Winner, g.ReadState().WinReason, g.ReadState().Delivered)
	}
}

func TestLastStopGasDirectorVictoryByThreat(t *testing.T) {
	g := lastStopGas(t, Options{}, 9)
	playScript(t, g, map[string][]goal{}, 20) // the survivors hide in the garage
	if g.ReadState().Winner != "director" || !strings.Contains(g.ReadState().WinReason, "Threat") || g.ReadState().Threat != 12 {
		t.Fatalf("winner %q (%s), Threat %d", g.ReadState().Winner, g.ReadState().WinReason, g.ReadState().Threat)
	}
}

func TestRooftopSignalSurvivorVictory(t *testing.T) {
	g, err := New(quiet(t, "rooftop-signal"), Options{}, 4)
	if err != nil {
		t.Fatal(err)
	}
	up := func(stage, inside, roof [2]float64) []goal {
		return []goal{walk(stage[0], stage[1]), walk(inside[0], inside[1]), walk(37.6, 3.5), once(func(id string) Command { return Climb{Survivor: id} }), walk(roof[0], roof[1])}
	}
	plans := map[string][]goal{
		"ramirez": append([]goal{walk(24, 13.5), once(func(id string) Command { return Interact{Survivor: id, Location: "tower-entrance"} })}, up([2]float64{24, 13.5}, [2]float64{24, 9}, [2]float64{21, 6})...),
		"grizz":   up([2]float64{20, 15}, [2]float64{22, 9}, [2]float64{27, 6}),
		"sharma":  up([2]float64{26, 14}, [2]float64{26, 9}, [2]float64{24, 8.5}),
		"leo":     append(up([2]float64{26, 17}, [2]float64{30, 9}, [2]float64{24, 6.95}), signal()),
	}
	playScript(t, g, plans, 14)
	if g.ReadState().SignalRound == 0 {
		for _, m := range g.ReadState().Models {
			t.Logf("%s at %v level %d", m.ID, m.Pos, m.Level)
		}
		t.Fatalf("round %d: the signal was never fired (breached %v)", g.ReadState().Round, g.ReadState().Breached)
	}
	if g.ReadState().Winner != "survivors" {
		t.Fatalf("round %d: winner %q (%s), signal in round %d", g.ReadState().Round, g.ReadState().Winner, g.ReadState().WinReason, g.ReadState().SignalRound)
	}
}

func TestRooftopSignalDirectorVictoryByElimination(t *testing.T) {
	s, _ := BuiltinScenario("rooftop-signal")
	g := newGame(t, s, Options{TableDice: true})
	// Every survivor bleeds out: Downed, then a 1 each at the next round's start.
	for i := range g.ReadState().Models {
		if m := &g.ReadState().Models[i]; m.IsSurvivor() {
			m.Wounds, m.Downed = 0, true
		}
	}
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	n, err := g.DiceNeeded(ActivateAllZombies{})
	if err != nil {
		t.Fatal(err)
	}
	dice := make([]int, n)
	for i := range dice {
		dice[i] = 3
	}
	mustApply(t, g, ActivateAllZombies{}, dice...)
	mustApply(t, g, EndRound{}, 1, 1, 1, 2)
	if g.ReadState().Phase == PhaseOver {
		t.Fatal("three of four dead ends the Rooftop Signal: it needs every survivor dead")
	}
	mustApply(t, g, EndSurvivorPhase{})
	mustApply(t, g, EndSpending{})
	n, _ = g.DiceNeeded(ActivateAllZombies{})
	mustApply(t, g, ActivateAllZombies{}, make3s(n)...)
	mustApply(t, g, EndRound{}, 1)
	if g.ReadState().Winner != "director" {
		t.Fatalf("all dead: winner %q (%s)", g.ReadState().Winner, g.ReadState().WinReason)
	}
}

func make3s(n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = 3
	}
	return d
}
