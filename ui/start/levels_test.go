package start

import (
	"maps"
	"path/filepath"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/ui/table"
)

// Only the computer's seats' levels are sent with a room to host.
func TestHostingSendsTheLevelsOfTheComputersSeats(t *testing.T) {
	sc, _, err := rules.Open("dockside-depot")
	if err != nil {
		t.Fatal(err)
	}
	req, err := hostRequest(sc, "", nil, table.SeatChoice{"band-2": true, "band-1": false},
		map[game.SeatID]string{"band-1": "strong", "band-2": "steady"}, []game.SeatSpec{{ID: "band-1", Computer: true}, {ID: "band-2", Computer: true}})
	if err != nil || !maps.Equal(req.Levels, map[game.SeatID]string{"band-2": "steady"}) {
		t.Fatalf("the room asked for: %v (%v); only the computer's seats' levels are sent", req.Levels, err)
	}
}

// Borrowed Time's start screen: the Director's and the survivors' levels beside the choice
// of who plays them.
func TestBorrowedTimesStartScreenGivesTheComputerItsLevel(t *testing.T) {
	s := newStartScreen(Options{})
	for i := range s.toggles {
		switch s.toggles[i].label {
		case "Director":
			s.toggles[i].pick = 3 // the computer, strong
		case "Survivors":
			s.toggles[i].pick = 1 // the computer, by script
		}
	}
	o := s.options(Options{})
	if !o.AutoDirector || !o.AutoSurvivors || o.LevelOf(bt.Director) != "strong" || o.LevelOf(bt.Survivors) != "scripted" {
		t.Fatalf("director %v at %q, survivors %v at %q", o.AutoDirector, o.LevelOf(bt.Director), o.AutoSurvivors, o.LevelOf(bt.Survivors))
	}
}

// Back from a game, the start screen has the choices it was left with: who plays each seat;
// not what a button asked for then (the guided game, hosting).
func TestTheStartScreenKeepsItsChoicesForTheNextGame(t *testing.T) {
	a := &app{opts: Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}}
	s := newStartScreen(a.opts)
	for i := range s.toggles {
		if s.toggles[i].label == "Director" {
			s.toggles[i].pick = 1 // the computer
		}
	}
	s.tutorial, s.host = true, true
	a.lastStart = s // as a.begin leaves it
	back := a.backToStart(s.games[s.game].ID())
	if o := back.options(Options{}); !o.AutoDirector {
		t.Fatal("back from the game, the Director is a player again")
	}
	if back.tutorial || back.host {
		t.Fatalf("back from the game, the start screen still asks for the guided game (%v) or hosting (%v)", back.tutorial, back.host)
	}
}
