// Package borrowedtime puts Borrowed Time (package game, with its computer players in package
// ai) behind the engine's Ruleset seam, unchanged: its sessions are game.Game with the same
// commands, saves and fingerprints, seen through engine.Session, with two seats (the
// survivors and the Director) and the survivors' secret agendas kept from the Director.
package borrowedtime
