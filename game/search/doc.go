// Package search owns the computer players that search: for any seat of any game, through
// the seam alone (the seat's actions and Build, Apply on samples of the game, the games' own
// scripted players), never a game's own types. It chooses among the commands the seat could
// send now by playing each forward many times, and sends the one that won most often.
//
// The method is determinized rollouts, flat Monte Carlo at the root with sequential
// halving (Karnin, Koren and Somekh, 2013), and the games' scripted computer players as the
// rollout policy:
//
//   - Candidates: the scripted player's own proposal first, then every enabled action of
//     the seat (for each model its view shows, and with nothing selected) with every pick
//     the action lists (targets, choices, spots), each built and tried once; at most
//     Budget.Candidates of them.
//   - Rollouts: a rollout takes a sample of the game as the seat may know it
//     (game.Sampler: what the seat does not see redrawn by the rules' game.Determinizer, the
//     dice to come from a generator drawn from the search's seed, never the game's), applies
//     the candidate, and lets every seat's scripted player play it to its end. It scores 1
//     when the seat is among the winners, and a little for a better score where the game
//     keeps one (Score).
//   - Common random numbers: every candidate is played on the same samples with the same
//     dice, so that they are compared on equal luck; sequential halving spends the budget
//     in rounds, dropping the worse half after each, so that the close ones get most of it.
//   - The scripted player's proposal is the baseline: it stays in every round, and another
//     candidate is chosen only when it beat the proposal on the same samples with
//     confidence (Budget.Confidence: a paired test, its lead Σd against √(Σd²)). A random
//     alternative is mostly worse than the scripted choice, and a dozen rollouts are noisy:
//     choosing the plain best mean made one game's searching survivors win 25% of 40 games
//     where the scripted ones won 50% of the same games (docs/balance.md).
//   - Work, not time: a decision plays at most Budget.Work commands forward (a ruleset's
//     dearer commands counted as game.CommandCost), so it is deterministic for a seed and
//     about as quick in every game. Where one rollout is long for the work (much game left
//     to play) fewer candidates are weighed, down to the proposal alone.
//   - Rollouts cut short: in games whose rules judge an unfinished game (game.Evaluator)
//     a rollout stops after Budget.Cutoff commands and scores the rules' judgement, so that
//     the long games (Zombie Marines, School Grounds: 1,000–2,000 commands a game) get many
//     short rollouts instead of one or two whole ones. Rules whose judgement is as good
//     after fewer commands say so (game.RolloutCutoff: Zombie Marines, a round's worth),
//     and their rollouts stop there. Other games play to the end.
//
// Why this and not full information-set tree search: every game here already has a
// scripted player that plays whole games in milliseconds with no refusals, and games are
// deterministic for a seed, so a rollout is cheap, never stalls, and is as good a judge as
// the scripted player. Searching one decision at a time with rollouts that play on by policy
// improves on that policy (a one-step policy improvement, as in Tesauro and Galperin's
// rollouts for backgammon), needs no game knowledge beyond the seam, and the per-decision
// budget bounds its time. A tree over the seat's own later decisions would need many more
// rollouts per decision than a 1 s budget allows in the longer games.
//
// Thinking away from the game (Player.Think). A decision takes up to seconds, and a table
// must keep drawing and a server answering meanwhile. A Sample shares the rules with its
// game, and so the rules' measured table and recycled memory: nothing may touch the game
// (not even a View: it puts the bases back where the game's state has them) while a search
// plays on its samples. So a search that runs beside the game plays on a fork
// (game.Forker): the state copied where the game is used, then, on the search's own
// goroutine, rules and a table of its own from the ruleset. The decision comes back on a
// channel, and the game's owner applies it through Session.Apply like any command, unless
// the game moved on meanwhile (then it thinks again). Player.Pause lets a browser table
// yield between rollouts and a server stop a search it no longer needs.
//
// It never reads the true state: every state it plays on comes from Sampler.Sample, and its
// seed for a decision is its own seed mixed with a hash of the seat's view. So two games
// the seat cannot tell apart give the same decision (the rulesets' no-cheating tests check
// exactly that).
package search
