package game_test

import (
	"fmt"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
)

// openRace is race with views every seat shares (the totals, no words), counting how often
// the rules work a view out.
type openRace struct {
	race
	views *int
}

func (rs openRace) New(s *maps.Scenario, setup game.Setup) (game.Session, error) {
	var c game.TypedCodec
	game.Register[roll](&c)
	game.Register[pass](&c)
	return game.NewGame(rs, s, setup, &c, openRaceRules{views: rs.views})
}

type openRaceRules struct {
	raceRules
	views *int
}

func (openRaceRules) ViewsShared() bool { return true }

func (r openRaceRules) View(s *raceState, seat game.SeatID) game.View {
	*r.views++
	return game.View{Seat: seat, Status: fmt.Sprintf("%d to %d", s.Totals[0], s.Totals[1]),
		Tracks: []game.Track{{Name: "Red", Value: s.Totals[0]}, {Name: "Blue", Value: s.Totals[1]}}}
}

// TestSharedViewsAreWorkedOutOncePerState: rules whose seats see the same have their view
// worked out once for each state, every seat gets it with its own Seat and lists of its own,
// and a command, an undo or a new game makes the next view fresh.
func TestSharedViewsAreWorkedOutOncePerState(t *testing.T) {
	views := 0
	g, err := openRace{views: &views}.New(raceScenario(t), game.Setup{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	red, blue := g.View("red"), g.View("blue")
	if views != 1 || red.Seat != "red" || blue.Seat != "blue" || red.Status != blue.Status {
		t.Fatalf("two seats' views took %d workings-out (want 1): %+v, %+v", views, red, blue)
	}
	red.Tracks = append(red.Tracks, game.Track{Name: "Extra"}) // a caller's own list grows apart
	if blue := g.View("blue"); len(blue.Tracks) != 2 || cap(blue.Tracks) != 2 {
		t.Fatalf("an append to one seat's view reached another's: %+v", blue.Tracks)
	}
	before := g.View("red").Status
	if _, err := g.Apply("red", game.Entry{Cmd: roll{Seat: "red"}}); err != nil {
		t.Fatal(err)
	}
	after := g.View("blue")
	if views != 2 || after.Status == before {
		t.Fatalf("after a roll the view is %q (was %q), worked out %d times (want 2)", after.Status, before, views)
	}
	if err := g.Undo(1); err != nil {
		t.Fatal(err)
	}
	if got := g.View("red").Status; got != before {
		t.Fatalf("after the undo the view is %q, want %q", got, before)
	}
}

// leakyRace says its seats see the same but shows each seat its own word.
type leakyRace struct{ race }

func (rs leakyRace) New(s *maps.Scenario, setup game.Setup) (game.Session, error) {
	var c game.TypedCodec
	game.Register[roll](&c)
	game.Register[pass](&c)
	return game.NewGame(rs, s, setup, &c, leakyRaceRules{})
}

type leakyRaceRules struct{ raceRules }

func (leakyRaceRules) ViewsShared() bool { return true }

// TestAGameThatSharesViewsItShouldNotIsCaught: the conformance check finds rules that say
// every seat sees the same while their views differ (here, each seat's secret word).
func TestAGameThatSharesViewsItShouldNotIsCaught(t *testing.T) {
	g, err := leakyRace{}.New(raceScenario(t), game.Setup{Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	err = g.(interface{ CheckSharedViews() error }).CheckSharedViews()
	if err == nil {
		t.Fatal("views that differ between seats passed as shared")
	}
	views := 0
	g, _ = openRace{views: &views}.New(raceScenario(t), game.Setup{Seed: 3})
	if err := g.(interface{ CheckSharedViews() error }).CheckSharedViews(); err != nil {
		t.Fatalf("truly shared views: %v", err)
	}
}
