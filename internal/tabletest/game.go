package tabletest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// RooftopFile returns the built-in Rooftop Signal's scenario file.
func RooftopFile(t *testing.T) string {
	t.Helper()
	_, here, _, _ := runtime.Caller(0) // this file, in internal/tabletest
	data, err := os.ReadFile(filepath.Join(filepath.Dir(here), "..", "..", "rules", "borrowedtime", "scenarios", "rooftop-signal.json"))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// RoundOf reads the round a game is in from its view: a "Round" track, else the status.
func RoundOf(s game.Session) int {
	v := s.View(game.Host)
	for _, tr := range v.Tracks {
		if strings.EqualFold(tr.Name, "round") {
			return tr.Value
		}
	}
	var n int
	if i := strings.Index(v.Status, "Round "); i >= 0 {
		fmt.Sscanf(v.Status[i+len("Round "):], "%d", &n)
	}
	return n
}

// NextCommand is the command the computer player of the first seat in turn proposes.
func NextCommand(s game.Session) (game.SeatID, game.Command, bool) {
	for _, seat := range s.Turn() {
		if pl, ok := s.Ruleset().Computer(seat); ok {
			if cmd, ok := pl.Next(s, seat); ok {
				return seat, cmd, true
			}
		}
	}
	if fs, cmd, ok := s.Fallback(); ok {
		return fs, cmd, true
	}
	return "", nil, false
}
