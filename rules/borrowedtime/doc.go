// Package borrowedtime owns the rules of Borrowed Time: the game state built from a
// scenario, the commands that change it, the events they produce, the dice, Heat and Threat,
// the Director's phase and the zombies' behaviours, and who wins; the computer players (the
// automatic Director, which spends Heat by a fixed policy and picks the zombies' victims,
// and computer survivors, who pursue the scenario's objectives); and the Ruleset that puts
// the game behind the engine's seam (package game), with two seats (the survivors and the
// Director) and the survivors' secret agendas kept from the Director.
//
// Every change of state is a Command (one Go type per kind: commands_survivors.go,
// commands_director.go, each registered once with its seat and handler in commands.go)
// applied through one entry point, which validates it against the current state and either
// applies it, returning events, or refuses it with a reason and changes nothing. Dice come
// only from the game's own seeded generator, kept in the state, or from the players' real
// dice given with the command ("table dice"). The same
// scenario, options, seed and commands therefore give the same game: saves, undo and replays
// are the command log replayed. Computer players read the state and propose commands; the
// entry point decides, so they can never break a rule. Geometry is asked of package
// physics; nothing here needs a window. The policies are in docs/balance.md.
package borrowedtime
