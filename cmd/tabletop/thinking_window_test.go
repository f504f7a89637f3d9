package main

import (
	"image"
	"testing"
	"time"

	"github.com/borrowed-time/tabletop/internal/pngtest"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// TestASearchingComputerThinksOffTheDrawingLoop plays Dockside Depot (two bands, a long
// game) with the computer in every seat at the strong level, in the real window: while a decision takes more than half
// a second the table says so (the sign at the top of the table), the window keeps drawing
// meanwhile (the screenshots are frames drawn while it thinks), and the moves keep coming.
func TestASearchingComputerThinksOffTheDrawingLoop(t *testing.T) {
	t.Parallel() // its own display, browser or server: runs beside the others
	if testing.Short() {
		t.Skip("starts the window")
	}
	ts := startTable(t, 36, 36, "-quickstart", "-scenario", "dockside-depot", "-seed", "5",
		"-computer", "all", "-level", "strong", "-fast-forward")
	deadline := time.Now().Add(3 * time.Minute)
	seen, at := false, 0
	for !seen {
		if time.Now().After(deadline) {
			t.Fatalf("the thinking sign never showed (app: %s)", ts.stderr.String())
		}
		img, s := ts.session()
		if _, over := s.Outcome(); over {
			t.Fatal("the game ended before the sign was seen")
		}
		seen, at = thinkingSignShown(img), len(s.Log())
	}
	for {
		if time.Now().After(deadline) {
			t.Fatalf("the computer stopped after its decision at command %d (app: %s)", at, ts.stderr.String())
		}
		_, s := ts.session()
		if _, over := s.Outcome(); over || len(s.Log()) >= at+3 {
			return // the game goes on, decision after decision
		}
	}
}

// thinkingSignShown looks for the sign drawSign draws at the top of the table: its border's
// top edge, a line of colDim across the middle of the table.
func thinkingSignShown(img image.Image) bool {
	mid := (1280 - table.PanelWidth) / 2
	for _, y := range []int{71, 72, 73} {
		line := true
		for x := mid - 60; x <= mid+60 && line; x++ {
			line = pngtest.Near(img.At(x, y), widget.ColDim, 12)
		}
		if line {
			return true
		}
	}
	return false
}
