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
	for _, bad := range []string{"0", "-3", "lots", "1e9"} {
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
	// The proposal scored 1, 0, 1 on samples 1 to 3; candidate 1 played samples 1 and 2,
	// candidate 2 all three.
	d := Decision{Candidates: cmds, Wins: []float64{2, 2, 2}, Played: []int{3, 2, 3}, base: []float64{1, 1, 2}}
	if got := (&Player{}).choose(d); got != 1 {
		t.Errorf("candidate 1 won both samples the proposal won one of: chose %d", got)
	}
	if got := (&Player{Budget: Budget{Margin: 0.5}}).choose(d); got != 0 {
		t.Errorf("by half a win a sample, it must beat it by more than 1 in 2 samples: chose %d", got)
	}
	d.Wins[1] = 1
	if got := (&Player{}).choose(d); got != 0 {
		t.Errorf("no better than the proposal on the same samples: chose %d", got)
	}
}
