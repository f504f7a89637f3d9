package game

// Evaluator is a Rules that can judge an unfinished game: what each seat's chances are from
// here. A searching computer player that stops its rollouts short of the end (search's
// Budget.Cutoff) scores the position with it instead of playing the game out; rules without
// one are played to the end. It must be cheap (it is called once a rollout) and read only
// what every seat may see, so that a sample and the true game agree on it.
type Evaluator[S any] interface {
	// Evaluate returns seat's value in s, in [0, 1]: about its chance of being among the
	// winners if the game were played on by the scripted players (1 sure to win, 0 sure to
	// lose). s is not over.
	Evaluate(s *S, seat SeatID) float64
}

// Evaluating is a Session whose rules can judge an unfinished game (Evaluator). *Game[S]
// is one; Evaluate's false says the rules have no Evaluator.
type Evaluating interface {
	Evaluate(seat SeatID) (float64, bool)
}

var _ Evaluating = (*Game[struct{}])(nil)

// Evaluate returns the rules' judgement of seat's chances in the game as it stands, clamped
// to [0, 1]; false when the rules have no Evaluator.
func (g *Game[S]) Evaluate(seat SeatID) (float64, bool) {
	ev, ok := g.rules.(Evaluator[S])
	if !ok {
		return 0, false
	}
	g.own()
	return min(1, max(0, ev.Evaluate(&g.state, seat))), true
}

// CommandCost is a Ruleset whose commands cost more than most to play forward (a move on a
// measured table, with routes round the models): CommandCost says about
// how many commands of a board game one of its commands is worth, so that a searching
// player's work budget (search's Budget.Work) buys about the same time in every game. A
// ruleset without it counts 1.
type CommandCost interface {
	CommandCost() int
}
