package main

import (
	"io"
	"strings"
	"testing"

	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
)

func TestTheLevelFlagGivesEverySeatOrEachItsOwn(t *testing.T) {
	o, err := parseFlags([]string{"-level", "strong"}, io.Discard)
	if err != nil || o.LevelOf("band-2") != "strong" {
		t.Fatalf("-level strong: %q (%v)", o.LevelOf("band-2"), err)
	}
	o, err = parseFlags([]string{"-level", "director=strong,survivors=scripted"}, io.Discard)
	if err != nil || o.LevelOf(bt.Director) != "strong" || o.LevelOf(bt.Survivors) != "scripted" || o.LevelOf("band-1") != "" {
		t.Fatalf("per seat: %v (%v)", o.Levels, err)
	}
	for _, bad := range []string{"godlike", "director=godlike", "=strong", "director"} {
		if _, err := parseFlags([]string{"-level", bad}, io.Discard); err == nil || !strings.Contains(err.Error(), "-level") {
			t.Errorf("-level %s: %v", bad, err)
		}
	}
}
