package table

import (
	"path/filepath"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/rules"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

// TestASaveRemembersTheComputersSeats: a game saved in a slot (or kept by the autosave) and
// loaded again gives the computer the same seats, on both tables.
func TestASaveRemembersTheComputersSeats(t *testing.T) {
	t.Run("the generic table", func(t *testing.T) {
		s := openSession(t, "dockside-depot", game.Setup{Seed: 4})
		save := filepath.Join(t.TempDir(), "save.json")
		p := New(s, Options{SaveFile: save}, SeatChoice{"band-2": true}, nil, nil)
		if len(p.computers) != 1 {
			t.Fatalf("the computer plays %v", p.computers)
		}
		data, err := p.saveData()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rules.LoadSave(data); err != nil {
			t.Fatalf("the save with its seats does not load: %v", err)
		}
		if err := p.store.Write(2, data); err != nil {
			t.Fatal(err)
		}
		q := New(s, Options{SaveFile: save}, nil, nil, nil) // a table where people play every seat
		q.load(2)
		if _, ok := q.computers["band-2"]; !ok || len(q.computers) != 1 || q.humans != 1 {
			t.Errorf("after loading, the computer plays %v (people %d), want band-2", q.computers, q.humans)
		}
	})
	t.Run("a searching seat keeps its level", func(t *testing.T) {
		sc, _, err := rules.Open("dockside-depot")
		if err != nil {
			t.Fatal(err)
		}
		s, err := rules.New(sc, game.Setup{Seed: 4})
		if err != nil {
			t.Fatal(err)
		}
		save := filepath.Join(t.TempDir(), "save.json")
		p := New(s, Options{SaveFile: save}, SeatChoice{"band-1": true, "band-2": true}, nil, nil)
		p.UseLevels(map[game.SeatID]string{"band-2": "strong"}, 1)
		data, err := p.saveData()
		if err != nil {
			t.Fatal(err)
		}
		if err := p.store.Write(3, data); err != nil {
			t.Fatal(err)
		}
		q := New(s, Options{SaveFile: save}, nil, nil, nil)
		q.load(3)
		th, ok := q.computers["band-2"].(*thinker)
		if !ok || th.level.ID != "strong" {
			t.Errorf("after loading, band 2 is played by %T, want the strong searching player", q.computers["band-2"])
		}
		if _, ok := q.computers["band-1"].(*thinker); ok || q.computers["band-1"] == nil {
			t.Errorf("after loading, band 1 is played by %T, want the scripted player", q.computers["band-1"])
		}
	})
	t.Run("Borrowed Time", func(t *testing.T) {
		sc, err := bt.BuiltinScenario(maps.DefaultScenario)
		if err != nil {
			t.Fatal(err)
		}
		s, err := openBorrowedTime(sc, 3)
		if err != nil {
			t.Fatal(err)
		}
		save := filepath.Join(t.TempDir(), "save.json")
		p := New(s, Options{SaveFile: save}, SeatChoice{bt.Director: true}, nil, nil)
		data, err := p.saveData()
		if err != nil {
			t.Fatal(err)
		}
		if err := p.store.Write(1, data); err != nil {
			t.Fatal(err)
		}
		q := New(s, Options{SaveFile: save}, nil, nil, nil)
		q.load(1)
		if _, ok := q.computers[bt.Director]; !ok || len(q.computers) != 1 {
			t.Errorf("after loading, the computer plays %v, want the Director", q.computers)
		}
	})
}

// TestYHandsTheSeatOnTurnToTheComputer: Y gives the seat whose turn it is to the computer,
// which then plays it, a save remembers it, and Y takes it back.
func TestYHandsTheSeatOnTurnToTheComputer(t *testing.T) {
	s := openSession(t, "dockside-depot", game.Setup{Seed: 4})
	p := New(s, Options{SaveFile: filepath.Join(t.TempDir(), "save.json")}, nil, nil, nil)
	seat := s.Turn()[0]
	people := p.humans
	p.handOver()
	if _, ok := p.computers[seat]; !ok || p.humans != people-1 {
		t.Fatalf("after Y the computer plays %v (people %d, were %d), want %s", p.computers, p.humans, people, seat)
	}
	data, err := p.saveData()
	if err != nil {
		t.Fatal(err)
	}
	if seats := ComputerSeatsIn(data); len(seats) != 1 || seats[0] != string(seat) {
		t.Errorf("the save gives the computer %v, want %s", seats, seat)
	}
	p.handOver()
	if len(p.computers) != 0 || p.humans != people {
		t.Fatalf("a second Y left the computer %v (people %d)", p.computers, p.humans)
	}
}
