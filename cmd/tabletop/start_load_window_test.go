package main

import (
	"os"
	"slices"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/internal/tabletest"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/rules/survivors"
	"github.com/borrowed-time/tabletop/ui/saves"
	"github.com/borrowed-time/tabletop/ui/table"
)

// TestLoadFromTheStartScreenThenAdvanceByDrag: a Survivors game saved with the computer in
// the second band's seat is opened from the start screen's Load (L, then its slot), on the
// generic table, the computer still in that seat; then a character picked, Advance pressed
// and a long drag from the character: it advances as far as Advance allows along the
// route (not a click's 0.0" advance), one command.
func TestLoadFromTheStartScreenThenAdvanceByDrag(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	sc, _, err := rules.Open("dockside-depot")
	if err != nil {
		t.Fatal(err)
	}
	s, err := rules.New(sc, game.Setup{Seed: 6})
	if err != nil {
		t.Fatal(err)
	}
	// Play on (the computer in both seats) until a character of band 1 may advance.
	var model string
	for step := 0; step < 300 && model == ""; step++ {
		if slices.Contains(s.Turn(), survivors.SeatBand1) {
			for _, tk := range s.View(survivors.SeatBand1).Tokens {
				for _, a := range s.Actions(survivors.SeatBand1, tk.ID) {
					if a.ID == survivors.ActAdvance && a.Enabled {
						model = tk.ID
					}
				}
			}
			if model != "" {
				break
			}
		}
		seat, cmd, ok := tabletest.NextCommand(s)
		if !ok {
			t.Fatal("the game stopped")
		}
		if _, err := s.Apply(seat, game.Entry{Cmd: cmd}); err != nil {
			if fs, fb, ok := s.Fallback(); ok {
				s.Apply(fs, game.Entry{Cmd: fb})
			}
		}
	}
	if model == "" {
		t.Fatal("no character of band 1 could advance")
	}
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	if data, err = table.WithComputerSeats(data, []string{string(survivors.SeatBand2)}, nil); err != nil {
		t.Fatal(err)
	}

	ts := startTable(t, sc.Width, sc.Height, "-fast-forward")
	if err := saves.Open(ts.save).Write(2, data); err != nil {
		t.Fatal(err)
	}
	ts.snap()
	ts.key("l")
	ts.snap()
	ts.key("2")
	time.Sleep(500 * time.Millisecond)
	_, loaded := ts.session()
	if loaded.Hash() != s.Hash() {
		t.Fatalf("the game loaded is not the one saved in slot 2")
	}
	if seats := table.ComputerSeatsIn(mustRead(t, ts.save)); !slices.Equal(seats, []string{string(survivors.SeatBand2)}) {
		t.Fatalf("after loading, the computer plays %v, want band-2", seats)
	}

	var from physics.Vec
	for _, tk := range loaded.View(survivors.SeatBand1).Tokens {
		if tk.ID == model {
			from = tk.Body.Pos
		}
	}
	ts.click(from.X, from.Y)
	ts.snap()
	ts.pressButton("Advance")
	// A long drag from the character, across the table towards its middle.
	mid := physics.Vec{X: sc.Width / 2, Y: sc.Height / 2}
	to := from.Add(mid.Sub(from).Unit().Scale(25))
	before := len(loaded.Log())
	ts.dragTable(from, to)
	time.Sleep(500 * time.Millisecond)
	_, after := ts.session()
	cmds := after.Log()[before:]
	if len(cmds) == 0 {
		t.Fatalf("the drag sent nothing; the screen says: %v", ts.buttons())
	}
	adv, ok := cmds[0].Cmd.(survivors.Advance)
	if !ok {
		t.Fatalf("the drag sent %#v, not an advance", cmds[0].Cmd)
	}
	if d := adv.To.Dist(from); d < 3 {
		t.Errorf("the character advanced %.1f\" (to %v from %v): a click, not the drag", d, adv.To, from)
	}
	t.Logf("advanced to %v from %v", adv.To, from)
}

// mustRead reads a file the test needs.
func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
