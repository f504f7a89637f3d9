package main

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
)

// openSession starts a game of a built-in scenario of any game for a test.
func openSession(t testing.TB, scenario string, setup game.Setup) game.Session {
	t.Helper()
	sc, _, err := rules.Open(scenario)
	if err != nil {
		t.Fatal(err)
	}
	s, err := rules.New(sc, setup)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
