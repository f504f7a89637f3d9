// Package game owns the rules of Borrowed Time: the game state built from a scenario, the
// commands that change it, the events they produce, the dice, Heat and Threat, the Director's
// phase and the zombies' behaviours, and who wins.
//
// Every change of state is a Command applied through Game.Apply, which validates it against
// the current state and either applies it, returning events, or refuses it with a reason and
// changes nothing. Dice come only from the game's own seeded generator, kept in the state, or
// from the players' real dice carried by the command ("table dice"). The same scenario,
// options, seed and commands therefore give the same game: saves, undo and replays are the
// command log replayed. Geometry is asked of package physics; nothing here needs a window.
package game
