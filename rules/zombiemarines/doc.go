// Package zombiemarines owns the Zombie Marines game (docs/rulesets/zombie-marines.md) as one
// ruleset behind the engine seam, played on a grid.Board of squares: its 25 tiles as text and
// their reader, the face-down map and how a flipped tile is populated, the marines' profiles,
// weapons and actions, the zombies' spawn, moves and attacks, victory, what each seat sees and
// may do, and computer players for every seat.
package zombiemarines
