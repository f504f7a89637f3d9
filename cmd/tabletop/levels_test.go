package main

import (
	"maps"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

// Only the computer's seats' levels are sent with a room to host.
func TestHostingSendsTheLevelsOfTheComputersSeats(t *testing.T) {
	sc, _, err := rules.Open("dockside-depot")
	if err != nil {
		t.Fatal(err)
	}
	req, err := hostRequest(sc, "", nil, seatChoice{"band-2": true, "band-1": false},
		map[game.SeatID]string{"band-1": "strong", "band-2": "steady"}, []game.SeatSpec{{ID: "band-1", Computer: true}, {ID: "band-2", Computer: true}})
	if err != nil || !maps.Equal(req.Levels, map[game.SeatID]string{"band-2": "steady"}) {
		t.Fatalf("the room asked for: %v (%v); only the computer's seats' levels are sent", req.Levels, err)
	}
}

// Borrowed Time's start screen: the Director's and the survivors' levels beside the choice
// of who plays them.
func TestBorrowedTimesStartScreenGivesTheComputerItsLevel(t *testing.T) {
	s := newStartScreen(options{})
	for i := range s.toggles {
		switch s.toggles[i].label {
		case "Director":
			s.toggles[i].pick = 3 // the computer, strong
		case "Survivors":
			s.toggles[i].pick = 1 // the computer, by script
		}
	}
	o := s.options(options{})
	if !o.autoDirector || !o.autoSurvivors || o.levelOf(bt.Director) != "strong" || o.levelOf(bt.Survivors) != "scripted" {
		t.Fatalf("director %v at %q, survivors %v at %q", o.autoDirector, o.levelOf(bt.Director), o.autoSurvivors, o.levelOf(bt.Survivors))
	}
}
