package rules_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/search"
)

// A decision thought on a fork (search.Player.Think, away from the game's goroutine) is the
// decision Decide makes on the game itself, in every game; and while it is thought, the game
// is asked for views and actions and commanded on its own goroutine (go test -race checks
// that the two share nothing: the fork has its own rules and measured table).
func TestThinkingOnAForkDecidesAsOnTheGameAndSharesNothing(t *testing.T) {
	budget := search.Budget{Rollouts: 12, Candidates: 4, Work: 600, Cutoff: 60, Confidence: 1}
	for _, c := range searchCases {
		t.Run(fmt.Sprintf("%s/%s", c.scenario, c.seat), func(t *testing.T) {
			g := openAt(t, c.scenario, c.seat, 2)
			want := search.New(budget, 7).Decide(g.(game.Sampler), c.seat).Command
			thought, err := search.New(budget, 7).Think(g, c.seat)
			if err != nil {
				t.Fatal(err)
			}
			// Meanwhile the table reads the game and the people play on: the live game is
			// used on this goroutine while the fork is played on the other.
			for _, st := range g.Seats() {
				g.View(st.ID)
				g.Actions(st.ID, "")
			}
			for i := 0; i < 20; i++ {
				fs, cmd, ok := g.Fallback()
				if !ok {
					break
				}
				if _, err := g.Apply(fs, game.Entry{Cmd: cmd}); err != nil {
					t.Fatal(err)
				}
				g.Table()
			}
			got := <-thought
			if got.Err != nil {
				t.Fatal(got.Err)
			}
			jw, _ := json.Marshal(want)
			jg, _ := json.Marshal(got.Command)
			if string(jw) != string(jg) || got.Seat != c.seat {
				t.Errorf("thought on a fork: %s for %s; decided on the game: %s", jg, got.Seat, jw)
			}
		})
	}
}

func TestLevelsAreParsedAndHostileOnesRefused(t *testing.T) {
	for _, id := range []string{"", "scripted", "steady", "strong"} {
		if _, err := search.ParseLevel(id); err != nil {
			t.Errorf("%q: %v", id, err)
		}
	}
	for _, bad := range []string{"Strong", "god", "steady ", string(make([]byte, 5000))} {
		_, err := search.ParseLevel(bad)
		if err == nil {
			t.Errorf("%.20q was taken", bad)
		} else if len(err.Error()) > 200 {
			t.Errorf("the refusal repeats a long value: %d bytes", len(err.Error()))
		}
	}
}

// A pause between rollouts changes no decision; a pause that says stop ends the search at
// once with the scripted player's proposal.
func TestAPauseChangesNoDecisionAndAStopTakesTheProposal(t *testing.T) {
	budget := search.Budget{Rollouts: 12, Candidates: 4, Work: 600, Cutoff: 60, Confidence: 0}
	g := openAt(t, "pharmacy-run", "band-1", 3)
	plain := search.New(budget, 5).Decide(g.(game.Sampler), "band-1")
	paused := search.New(budget, 5)
	calls := 0
	paused.Pause = func() bool { calls++; return true }
	got := paused.Decide(g.(game.Sampler), "band-1")
	jp, _ := json.Marshal(plain.Command)
	jg, _ := json.Marshal(got.Command)
	if calls == 0 || string(jp) != string(jg) || got.Rollouts != plain.Rollouts {
		t.Errorf("paused %d times: %s in %d rollouts; not paused: %s in %d", calls, jg, got.Rollouts, jp, plain.Rollouts)
	}
	stopping := search.New(budget, 5)
	stopping.Pause = func() bool { return false }
	stopped := stopping.Decide(g.(game.Sampler), "band-1")
	j0, _ := json.Marshal(stopped.Candidates[0])
	js, _ := json.Marshal(stopped.Command)
	if string(j0) != string(js) || stopped.Rollouts != 0 {
		t.Errorf("stopped at once: %s after %d rollouts, not the proposal %s", js, stopped.Rollouts, j0)
	}
}
