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

// CommandCost is a Ruleset, or a game's Rules, whose commands cost more than most to play
// forward (a move on a measured table, with routes round the models): CommandCost says about
// how many commands of a board game one of its commands is worth, so that a searching
// player's work budget (search's Budget.Work) buys about the same time in every game. Rules
// that have it answer for their scenario and options (one game's modes may differ five
// times over); a ruleset answers for all its games. Without either a command counts 1.
type CommandCost interface {
	CommandCost() int
}

var _ CommandCost = (*Game[struct{}])(nil)

// CommandCost is what one of this game's commands costs to play forward (see the
// interface): its rules' answer, else its ruleset's, else 1.
func (g *Game[S]) CommandCost() int {
	if c, ok := g.rules.(CommandCost); ok {
		return max(1, c.CommandCost())
	}
	if c, ok := g.rs.(CommandCost); ok {
		return max(1, c.CommandCost())
	}
	return 1
}

// CostOf is what one of s's commands costs to play forward: the session's own CommandCost
// (every Game has one), else its ruleset's, else 1.
func CostOf(s Session) int {
	if c, ok := s.(CommandCost); ok {
		return max(1, c.CommandCost())
	}
	if c, ok := s.Ruleset().(CommandCost); ok {
		return max(1, c.CommandCost())
	}
	return 1
}

// RolloutCutoff is an Evaluator's rules, or their ruleset, whose judgement of an unfinished
// game is worth as much after a few commands as after many: RolloutCutoff is the most
// commands a searching player's rollout then plays before the rules judge it, in place of
// its budget's own cutoff when that is longer (search's Budget.Cutoff), so that the same
// work buys more rollouts. Zombie Marines has one: a round's commands are many (every
// zombie moves by its own), and two rollouts a candidate, each five rounds long, told its
// searching marines less than ten, each one round long. Without it a rollout is cut at the
// budget's cutoff.
type RolloutCutoff interface {
	RolloutCutoff() int
}

var _ RolloutCutoff = (*Game[struct{}])(nil)

// RolloutCutoff is the most commands a rollout of this game need play before its rules judge
// it (see the interface): its rules' answer, else its ruleset's, else 0 (no advice).
func (g *Game[S]) RolloutCutoff() int {
	if c, ok := g.rules.(RolloutCutoff); ok {
		return max(0, c.RolloutCutoff())
	}
	if c, ok := g.rs.(RolloutCutoff); ok {
		return max(0, c.RolloutCutoff())
	}
	return 0
}

// CutoffOf is the cutoff a rollout of s plays to when a budget asks for cutoff commands (0:
// never cut): the shorter of the two where s's rules advise one (RolloutCutoff).
func CutoffOf(s Session, cutoff int) int {
	if cutoff <= 0 {
		return cutoff
	}
	c, ok := s.(RolloutCutoff)
	if !ok {
		c, ok = s.Ruleset().(RolloutCutoff)
	}
	if ok {
		if adv := c.RolloutCutoff(); adv > 0 && adv < cutoff {
			return adv
		}
	}
	return cutoff
}
