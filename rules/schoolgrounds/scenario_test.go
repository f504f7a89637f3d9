package schoolgrounds

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/maps"
)

func TestTheBuiltInBoardHasEveryFeatureTheRulesName(t *testing.T) {
	b := scenario(t).Rules.(*Setup).Board
	if len(b.Ground) != BoardH || len(b.Ground[0]) != BoardW {
		t.Fatalf("board %d × %d", len(b.Ground[0]), len(b.Ground))
	}
	if len(b.Fountain) != 9 || !square3(b.Fountain) {
		t.Errorf("fountain %v", b.Fountain)
	}
	tiers := map[int]int{}
	for _, s := range b.Search {
		tiers[s.Tier]++
	}
	for tier := 1; tier <= 3; tier++ {
		if tiers[tier] < pileSize(tier) {
			t.Errorf("tier %d: %d tiles for %d cards", tier, tiers[tier], pileSize(tier))
		}
	}
	hatches := 0
	for _, o := range b.Doors {
		if o.Hatch {
			hatches++
			if grid.Adjacent(o.A, o.B) {
				t.Errorf("%s joins neighbours", o.Name)
			}
		}
	}
	if hatches == 0 || len(b.Doors)-hatches < 5 || len(b.Windows) < 5 {
		t.Errorf("%d doors, %d hatches, %d windows", len(b.Doors)-hatches, hatches, len(b.Windows))
	}
	for _, c := range b.Car {
		if b.schoolSide(c) || c.X < BoardW/2 {
			t.Errorf("the car at %v is not on the right side", c)
		}
	}
	// The gas station is open-sided: no wall stands on any edge of its floor.
	for y := 0; y < BoardH; y++ {
		for x := 0; x < BoardW; x++ {
			q := grid.Square{X: x, Y: y}
			if c := b.at(q); c != station && c != car {
				continue
			}
			for _, d := range grid.Orthogonal {
				e, _ := grid.Between(q, q.Add(d))
				if b.edge(e).Kind != edgeNone {
					t.Errorf("the gas station has a %d on %+v", b.edge(e).Kind, e)
				}
			}
		}
	}
}

// doc is the built-in scenario with its board changed by f.
func doc(t *testing.T, f func(board map[string]any)) string {
	t.Helper()
	data, _ := shelf().Source("school-grounds")
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	f(m["board"].(map[string]any))
	out, _ := json.Marshal(m)
	return string(out)
}

func planRow(board map[string]any, i int, f func(string) string) {
	rows := board["plan"].([]any)
	rows[i] = f(rows[i].(string))
}

func setAt(s string, c int, ch byte) string { return s[:c] + string(ch) + s[c+1:] }

func TestScenarioProblemsNameTheirPaths(t *testing.T) {
	for _, c := range []struct {
		name, doc, path, want string
	}{
		{"a square letter", doc(t, func(b map[string]any) { planRow(b, 3, func(r string) string { return setAt(r, 5, 'X') }) }), "board.plan[3]", "column 6: 'X' is not a square"},
		{"a corner", doc(t, func(b map[string]any) { planRow(b, 2, func(r string) string { return setAt(r, 4, '-') }) }), "board.plan[2]", "corner"},
		{"too few rows", doc(t, func(b map[string]any) { b["plan"] = b["plan"].([]any)[:30] }), "board.plan", "has 30 rows"},
		{"an edge letter", doc(t, func(b map[string]any) { planRow(b, 3, func(r string) string { return setAt(r, 4, 'q') }) }), "board.plan[3]", "'q' is not an edge"},
		{"the fence along a row", doc(t, func(b map[string]any) { planRow(b, 2, func(r string) string { return setAt(r, 3, 'f') }) }), "board.plan[2]", "top to bottom"},
		{"a wall on the outer edge", doc(t, func(b map[string]any) { planRow(b, 0, func(r string) string { return setAt(r, 3, '-') }) }), "board.plan[0]", "outer edge"},
		{"a hatch between neighbours", doc(t, func(b map[string]any) {
			b["hatches"] = []any{map[string]any{"name": "H", "a": []any{3, 3}, "b": []any{4, 4}}}
		}), "board.hatches[0]", "touch"},
		{"a hatch off the board", doc(t, func(b map[string]any) {
			b["hatches"] = []any{map[string]any{"name": "H", "a": []any{3, 3}, "b": []any{42, 4}}}
		}), "board.hatches[0].b", "column"},
		{"a green pile across the fence", doc(t, func(b map[string]any) { planRow(b, 1, func(r string) string { return setAt(r, 2*33+1, '1') }) }), "board.plan", "wrong side of the fence"},
		{"too few purple piles", doc(t, func(b map[string]any) { planRow(b, 13, func(r string) string { return setAt(r, 2*36+1, 'g') }) }), "board.plan", "tier 3"},
		{"no board", `{"format":"tabletop-scenario","version":1,"ruleset":"school-grounds","id":"x","name":"X","table":{"width":42,"height":17}}`, "board", "missing"},
		{"a small table", strings.Replace(doc(t, func(map[string]any) {}), `"width":42`, `"width":30`, 1), "table", "42 × 17"},
	} {
		_, err := LoadScenario("x.json", []byte(c.doc))
		var ve *maps.ValidationError
		if !errors.As(err, &ve) {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		found := false
		for _, p := range ve.Problems {
			found = found || p.Path == c.path && strings.Contains(p.Message, c.want)
		}
		if !found {
			t.Errorf("%s: want %s: %q, got %v", c.name, c.path, c.want, ve.Problems)
		}
	}
}
