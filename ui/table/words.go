package table

import bt "github.com/borrowed-time/tabletop/rules/borrowedtime"

// SummaryOf is what a piece of Borrowed Time's content does in play, in a sentence or two,
// or "" (the start screen's team and house rules explain themselves with it).
func SummaryOf(id string) string {
	d, _ := bt.Describe(id)
	return d.Summary
}
