package search

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

func TestParseBudgetReadsLevelsAndCounts(t *testing.T) {
	if b, err := ParseBudget(""); err != nil || b != Levels()[0].Budget {
		t.Errorf("the default: %+v %v", b, err)
	}
	if b, err := ParseBudget("strong"); err != nil || b.Rollouts != Levels()[1].Budget.Rollouts {
		t.Errorf("strong: %+v %v", b, err)
	}
	if b, err := ParseBudget("40"); err != nil || b.Rollouts != 40 || b.Candidates != Levels()[0].Budget.Candidates {
		t.Errorf("40: %+v %v", b, err)
	}
	if b, err := ParseBudget("steady/work=600/cutoff=60/confidence=0.5"); err != nil || b.Work != 600 || b.Cutoff != 60 || b.Confidence != 0.5 || b.Rollouts != Levels()[0].Budget.Rollouts {
		t.Errorf("steady/work=600/cutoff=60/confidence=0.5: %+v %v", b, err)
	}
	for _, bad := range []string{"0", "-3", "lots", "1e9", "steady/speed=3", "steady/work=", "steady/work=-1", "/work=5x"} {
		if _, err := ParseBudget(bad); err == nil {
			t.Errorf("%q was taken", bad)
		}
	}
	if Levels()[0].Budget.Rollouts >= Levels()[1].Budget.Rollouts {
		t.Error("the levels are not weakest first")
	}
}

func TestWorthCountsWinsAndThenTheScore(t *testing.T) {
	won := game.Outcome{Winners: []game.SeatID{"a"}}
	if worth(won, "a") != 1 || worth(won, "b") != 0 {
		t.Errorf("a win: %v %v", worth(won, "a"), worth(won, "b"))
	}
	scored := game.Outcome{Score: map[game.SeatID]int{"a": 3, "b": 1}}
	a, b := worth(scored, "a"), worth(scored, "b")
	if !(a > 0 && a < 0.01 && b < 0 && b > -0.01) {
		t.Errorf("ahead %v, behind %v: want a little more and a little less than a loss", a, b)
	}
}

func TestChooseKeepsTheProposalUnlessBeatenOnTheSameSamples(t *testing.T) {
	cmds := make([]game.Command, 3)
	d := Decision{Candidates: cmds, Wins: []float64{2, 2, 2}, Played: []int{3, 2, 3},
		scores: [][]float64{{1, 0, 1}, {1, 1}, {0, 1, 1}}}
	if got := (&Player{}).choose(d); got != 1 {
		t.Errorf("with no confidence asked, candidate 1 led on the samples it played: chose %d", got)
	}
	if got := (&Player{Budget: Budget{Confidence: 1}}).choose(d); got != 0 {
		t.Errorf("a lead of one sample in two is not one standard deviation: chose %d", got)
	}
	d.scores[1], d.Played[1], d.Wins[1] = []float64{1, 1, 1}, 3, 3
	d.scores[0] = []float64{0, 0, 1}
	if got := (&Player{Budget: Budget{Confidence: 1}}).choose(d); got != 1 {
		t.Errorf("a lead on two samples of three and none behind: chose %d", got)
	}
	d.scores[1], d.Wins[1] = []float64{0, 0, 1}, 1
	if got := (&Player{Budget: Budget{Confidence: 1}}).choose(d); got != 0 {
		t.Errorf("the best other led on one sample of three: chose %d", got)
	}
}
