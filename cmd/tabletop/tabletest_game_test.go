package main

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// rooftopFile returns the built-in Rooftop Signal's scenario file.
func rooftopFile(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../../rules/borrowedtime/scenarios/rooftop-signal.json")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// roundOf reads the round a game is in from its view: a "Round" track, else the status.
func roundOf(s game.Session) int {
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
