package search

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Budget is how much a search may spend on one decision.
type Budget struct {
	// Rollouts is how many games it plays forward per decision, across all candidates.
	Rollouts int
	// Candidates is the most commands it weighs (the scripted player's proposal always
	// among them).
	Candidates int
	// Work, when not 0, bounds the commands a decision's rollouts play in all (each counted
	// as the ruleset's game.CommandCost, where it has one): once spent, no more rollouts are
	// played (every candidate still in plays at least one), and the best of the candidates
	// still in is chosen; where one rollout takes more than half of it, fewer candidates are
	// weighed, down to the scripted player's proposal alone. Deterministic, and what keeps
	// a decision quick early in a long game.
	Work int
	// Horizon is the most commands a rollout plays; a game not over by then scores 0 (or
	// what the rules' Evaluator says, where they have one).
	Horizon int
	// Cutoff, when not 0, stops a rollout after that many commands in games whose rules
	// judge an unfinished game (game.Evaluator), and scores it by their judgement: shorter
	// rollouts, so more of them in the same work. Games without one play to the end; games
	// whose rules advise a shorter cutoff (game.RolloutCutoff) stop there.
	Cutoff int
	// Confidence is how sure, in standard deviations, a search must be that another
	// candidate beats the scripted player's proposal on the same samples to choose it over
	// the proposal (0: any lead will do).
	Confidence float64
	// Time, when not 0, stops a decision's rollouts once it has passed: the decision then
	// depends on the machine's speed, so simulations leave it 0.
	Time time.Duration
}

// Level is a named budget the start screen and cmd/simulate offer.
type Level struct {
	ID     string
	Label  string
	Help   string
	Budget Budget
}

// defaultHorizon bounds a rollout as cmd/simulate bounds a game.
const defaultHorizon = 20000

// Levels lists the searching players' levels, weakest first; the first is the default.
// The default's work keeps a decision to 0.15–0.6 s of processor time in every game
// (docs/performance.md, "Computer players that search"); on a loaded machine the table
// should still cap it with Budget.Time.
func Levels() []Level {
	return []Level{
		{ID: "steady", Label: "Steady", Help: "Thinks a little before each move: plays the scripted move unless a quick look ahead finds a better one.",
			Budget: Budget{Rollouts: 48, Candidates: 6, Work: 3000, Cutoff: 300, Confidence: 1, Horizon: defaultHorizon}},
		{ID: "strong", Label: "Strong", Help: "Thinks longer before each move: the strongest the computer plays, a second or more a move.",
			Budget: Budget{Rollouts: 96, Candidates: 10, Work: 30000, Cutoff: 600, Confidence: 1, Horizon: defaultHorizon}},
	}
}

// ParseBudget reads a budget as cmd/simulate's -players gives it: a level's id ("steady",
// "strong") or a number of rollouts ("64"), then optionally fields that change it, each
// "/NAME=N" with NAME rollouts, candidates, work, cutoff or confidence
// ("steady/work=600/cutoff=60": steady with less work a decision and shorter rollouts);
// "" is the default level.
func ParseBudget(s string) (Budget, error) {
	base, fields, _ := strings.Cut(s, "/")
	b, err := parseBase(base)
	if err != nil || fields == "" {
		return b, err
	}
	for _, f := range strings.Split(fields, "/") {
		name, val, _ := strings.Cut(f, "=")
		n, err := strconv.ParseFloat(val, 64)
		if err != nil || n < 0 || n > 1_000_000 {
			return Budget{}, fmt.Errorf("budget %q: %q wants a number from 0 to 1000000, such as %s=600", s, f, name)
		}
		switch name {
		case "rollouts":
			b.Rollouts = int(n)
		case "candidates":
			b.Candidates = int(n)
		case "work":
			b.Work = int(n)
		case "cutoff":
			b.Cutoff = int(n)
		case "confidence":
			b.Confidence = n
		default:
			return Budget{}, fmt.Errorf("budget %q: no field %q (the fields: rollouts, candidates, work, cutoff, confidence)", s, name)
		}
	}
	return b, nil
}

// parseBase reads a budget's level or number of rollouts.
func parseBase(s string) (Budget, error) {
	levels := Levels()
	if s == "" {
		return levels[0].Budget, nil
	}
	var ids []string
	for _, l := range levels {
		if l.ID == s {
			return l.Budget, nil
		}
		ids = append(ids, l.ID)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 1_000_000 {
		return Budget{}, fmt.Errorf("budget %q: give a level (%s) or a number of rollouts from 1 to 1000000", s, strings.Join(ids, ", "))
	}
	b := levels[0].Budget
	b.Rollouts = n
	return b, nil
}
