package rules_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
	"github.com/borrowed-time/tabletop/rules"
)

// searchCase is a game and a seat to measure the searching player in.
type searchCase struct {
	scenario string
	seat     game.SeatID
}

// searchCases are one seat of each side of every game, at its first decision (when the
// most game is left to play forward).
var searchCases = []searchCase{
	{"last-stop-gas", "survivors"}, {"last-stop-gas", "director"},
	{"pharmacy-run", "band-1"}, {"dockside-depot", "band-1"}, {"dockside-depot", "band-2"},
	{"zombie-marines", "marine-1"}, {"zombie-marines", "zombies"},
	{"school-grounds", "player-1"},
	{"director-deck", "player-1"},
}

// openAt starts a game of the scenario and plays it with the scripted players until seat
// has a decision to make with more than one command to choose from.
func openAt(tb testing.TB, scenario string, seat game.SeatID, seed uint64) game.Session {
	tb.Helper()
	s, rs, err := rules.Open(scenario)
	if err != nil {
		tb.Fatal(err)
	}
	g, err := rs.New(s, game.Setup{Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	p := &search.Player{Budget: search.Budget{Candidates: 4}, Seed: 1}
	for n := 0; n < 5000; n++ {
		if _, over := g.Outcome(); over {
			break
		}
		turn := g.Turn()
		if turn[0] == seat && len(p.Decide(g.(game.Sampler), seat).Candidates) > 1 {
			return g
		}
		if pl, ok := rs.Computer(turn[0]); ok {
			if cmd, ok := pl.Next(g, turn[0]); ok {
				if _, err := g.Apply(turn[0], game.Entry{Cmd: cmd}); err == nil {
					continue
				}
			}
		}
		fs, cmd, _ := g.Fallback()
		if _, err := g.Apply(fs, game.Entry{Cmd: cmd}); err != nil {
			tb.Fatal(err)
		}
	}
	tb.Fatalf("%s never had a choice to make", seat)
	return nil
}

// BenchmarkSearchDecision times one decision of the default level in each game, at the
// seat's first real choice: go test -run '^$' -bench SearchDecision -benchtime 3x ./rules
func BenchmarkSearchDecision(b *testing.B) {
	level := search.Levels()[0]
	for _, c := range searchCases {
		b.Run(fmt.Sprintf("%s/%s", c.scenario, c.seat), func(b *testing.B) {
			g := openAt(b, c.scenario, c.seat, 1)
			p := search.New(level.Budget, 1)
			var d search.Decision
			b.ResetTimer()
			cpu := cpuTime()
			for range b.N {
				d = p.Decide(g.(game.Sampler), c.seat)
			}
			// The process's processor time (every thread, the collector's too): what a
			// decision costs whatever else the shared machine runs, where the time per
			// decision grows with the load.
			b.ReportMetric((cpuTime()-cpu).Seconds()/float64(b.N), "cpu-s/op")
			b.ReportMetric(float64(len(d.Candidates)), "candidates")
			b.ReportMetric(float64(d.Rollouts), "rollouts")
			b.ReportMetric(float64(d.Commands), "commands")
		})
	}
}

// At the default level a decision keeps to its work budget (each command counted as its
// game's CommandCost), even at the first choice of the longest games, and the same seed
// gives the same decision.
func TestSearchDecisionsKeepToTheirWork(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a decision of every game twice")
	}
	level := search.Levels()[0]
	for _, c := range searchCases {
		t.Run(fmt.Sprintf("%s/%s", c.scenario, c.seat), func(t *testing.T) {
			g := openAt(t, c.scenario, c.seat, 1)
			cost := game.CostOf(g)
			a := search.New(level.Budget, 1).Decide(g.(game.Sampler), c.seat)
			b := search.New(level.Budget, 1).Decide(g.(game.Sampler), c.seat)
			if a.Commands*cost > level.Budget.Work*3/2 {
				t.Errorf("%d commands (cost %d each) for a work of %d", a.Commands, cost, level.Budget.Work)
			}
			ja, _ := json.Marshal(a.Command)
			jb, _ := json.Marshal(b.Command)
			if a.Commands != b.Commands || a.Rollouts != b.Rollouts || string(ja) != string(jb) {
				t.Errorf("the same seed, two decisions: %v (%d commands) and %v (%d)", a.Command, a.Commands, b.Command, b.Commands)
			}
		})
	}
}

// Where a game's rules advise shorter rollouts (game.RolloutCutoff: Zombie Marines), a
// decision's rollouts stop there, so that its work buys more of them than the level's own
// cutoff would allow.
func TestRolloutsStopWhereTheRulesAdvise(t *testing.T) {
	level := search.Levels()[0]
	g := openAt(t, "zombie-marines", "marine-1", 1)
	cutoff := game.CutoffOf(g, level.Budget.Cutoff)
	if cutoff <= 0 || cutoff >= level.Budget.Cutoff {
		t.Fatalf("Zombie Marines' rollouts cut at %d commands, the level's at %d", cutoff, level.Budget.Cutoff)
	}
	d := search.New(level.Budget, 1).Decide(g.(game.Sampler), "marine-1")
	if d.Commands > d.Rollouts*(cutoff+1) {
		t.Errorf("%d commands in %d rollouts cut at %d", d.Commands, d.Rollouts, cutoff)
	}
	if d.Rollouts <= level.Budget.Work/level.Budget.Cutoff {
		t.Errorf("%d rollouts for a work of %d: no more than rollouts of %d commands give", d.Rollouts, level.Budget.Work, level.Budget.Cutoff)
	}
	if other := openAt(t, "school-grounds", "player-1", 1); game.CutoffOf(other, level.Budget.Cutoff) != level.Budget.Cutoff {
		t.Errorf("School Grounds advises no cutoff, yet its rollouts are cut at %d", game.CutoffOf(other, level.Budget.Cutoff))
	}
}

// cpuTime is the processor time the process has used, in user and system mode.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// A searching player weighs the alternatives the scripted player names (game.Alternatives)
// right after its proposal, before any drawn at random: in Zombie Marines, a marine's next
// best squares.
func TestSearchWeighsTheAlternativesTheScriptedPlayerNames(t *testing.T) {
	s, rs, err := rules.Open("zombie-marines")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rs.New(s, game.Setup{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	budget := search.Budget{Candidates: 6}
	for n := 0; n < 5000; n++ {
		seat := g.Turn()[0]
		pl, _ := rs.Computer(seat)
		if alt, ok := pl.(game.Alternatives); ok && seat == "marine-1" {
			if named := alt.Alternatives(g, seat, 2); len(named) > 1 {
				d := search.New(budget, 1).Decide(g.(game.Sampler), seat)
				var got []string
				for _, c := range d.Candidates {
					j, _ := json.Marshal(c)
					got = append(got, string(j))
				}
				for _, c := range named {
					j, _ := json.Marshal(c)
					if !slices.Contains(got[:min(len(got), 4)], string(j)) {
						t.Fatalf("named %s, but the search weighs first %v", j, got)
					}
				}
				return
			}
		}
		cmd, _ := pl.Next(g, seat)
		if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("marine 1 never named two alternatives")
}

func TestSearchPlaysRoutineDecisionsWithoutLookingAhead(t *testing.T) {
	s, rs, err := rules.Open("zombie-marines")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rs.New(s, game.Setup{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	p := search.New(search.Budget{Rollouts: 8, Candidates: 4, Cutoff: 20}, 1)
	routine, weighed := 0, 0
	for n := 0; n < 5000 && (routine < 3 || weighed < 3); n++ {
		seat := g.Turn()[0]
		pl, _ := rs.Computer(seat)
		cmd, _ := pl.Next(g, seat)
		if rt, ok := pl.(game.Routine); ok {
			d := p.Decide(g.(game.Sampler), seat)
			switch {
			case rt.Routine(g, seat):
				routine++
				if d.Rollouts != 0 || len(d.Candidates) != 1 || !reflect.DeepEqual(d.Command, cmd) {
					t.Fatalf("a routine decision: %d rollouts of %d candidates, %+v chosen where the scripted player proposes %+v", d.Rollouts, len(d.Candidates), d.Command, cmd)
				}
			case len(d.Candidates) > 1:
				weighed++
				if d.Rollouts == 0 {
					t.Fatalf("%d candidates weighed without a rollout", len(d.Candidates))
				}
			}
		}
		if _, err := g.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
			t.Fatal(err)
		}
	}
	if routine < 3 || weighed < 3 {
		t.Fatalf("%d routine decisions and %d weighed", routine, weighed)
	}
}
