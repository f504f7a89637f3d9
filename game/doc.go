// Package game will own the rules of Borrowed Time: game state built from a scenario, the
// commands that change it (validated first, refused with a reason, applied through one entry
// point), the events they produce, the seeded dice and the Director. It uses package physics for
// every geometric question and never imports Ebitengine. The engine arrives with issue 3; until
// then this package is only its place in the layout.
package game
