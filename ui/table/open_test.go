package table

import (
	"encoding/json"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
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

// openBorrowedTime starts a game of Borrowed Time with the rulebook's rules (the start
// screen's defaults) for a test.
func openBorrowedTime(sc *maps.Scenario, seed uint64) (game.Session, error) {
	raw, err := json.Marshal(bt.Options{})
	if err != nil {
		return nil, err
	}
	return bt.Ruleset{}.New(sc, game.Setup{Options: raw, Seed: seed})
}
