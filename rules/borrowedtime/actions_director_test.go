package borrowedtime

import (
	"strings"
	"testing"
	"unicode"
)

// Every entry of the Director's menu says what it does in words, without the Heat it costs in
// front: the cost is the action's own field, which a table shows beside the button and may
// add to the tip ("1 Heat: one Shambler moves … Costs 1 Heat." said it twice).
func TestTheDirectorsMenuSaysEachCostOnce(t *testing.T) {
	r := &Rules{}
	for _, e := range menuOrder {
		a := r.menuAction(&State{}, e.id, "")
		if a.Help == "" {
			t.Errorf("%s: no help", e.id)
			continue
		}
		if first := []rune(a.Help)[0]; unicode.IsDigit(first) || strings.Contains(a.Help, "Heat:") {
			t.Errorf("%s: the help %q names the cost, which is %q beside it", e.id, a.Help, a.Cost)
		}
		if a.Cost == "" || !strings.HasSuffix(a.Cost, " Heat") {
			t.Errorf("%s: the cost is %q", e.id, a.Cost)
		}
	}
}
