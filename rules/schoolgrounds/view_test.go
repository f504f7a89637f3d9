package schoolgrounds

import (
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

func TestTheViewDescribesTheBoardForDrawing(t *testing.T) {
	g := started(t, "", false)
	v := g.View(PlayerSeat(2))
	b := v.Squares
	if b == nil || b.Cols != BoardW || b.Rows != BoardH || len(b.Ground) != BoardH || b.Size != 1 {
		t.Fatalf("squares %+v", b)
	}
	for y, row := range b.Ground {
		for x := range row {
			if b.KindAt(x, y) == "" {
				t.Fatalf("square (%d, %d) %q has no kind", x, y, row[x])
			}
		}
	}
	if b.KindAt(14, 8) != "fountain" || b.KindAt(38, 8) != "car" || b.KindAt(12, 14) != "search-1" || b.KindAt(0, 0) != "yard" || b.KindAt(41, 0) != "street" {
		t.Fatal("kinds")
	}
	kinds := map[string]int{}
	for _, e := range b.Edges {
		kinds[e.Kind]++
	}
	for _, k := range []string{"wall", "door", "window", "fence"} {
		if kinds[k] == 0 {
			t.Errorf("no %s drawn", k)
		}
	}
	if len(b.Links) != 2 {
		t.Errorf("%d hatches drawn", len(b.Links))
	}
	for _, tk := range v.Tokens {
		if tk.Body.Base != physics.Base25mm || tk.Body.Pos.X-float64(int(tk.Body.Pos.X)) != 0.5 {
			t.Errorf("token %s at %v", tk.ID, tk.Body.Pos)
		}
	}
}

func TestAMovesSpotsAreTheSquaresItCanReach(t *testing.T) {
	g := started(t, "", false)
	put(g, 1, sq2(16, 10))
	var mv game.Action
	for _, a := range g.Actions(PlayerSeat(1), "s1") {
		if a.ID == actMove {
			mv = a
		}
	}
	if !mv.Enabled || !mv.Drag {
		t.Fatalf("move %+v", mv)
	}
	if !slices.Contains(mv.Spots, centre(sq2(21, 10))) || slices.Contains(mv.Spots, centre(sq2(22, 10))) || slices.Contains(mv.Spots, centre(sq2(19, 12))) {
		t.Fatal("the spots are not the squares 5 steps away by open routes")
	}
	for _, p := range mv.Spots {
		q, _ := squareAt(&p)
		if _, why := g.Rules().(*rules).survivorRoute(g.State(), 0, q); why != "" {
			t.Fatalf("spot %v: %s", q, why)
		}
	}
	if as := g.Actions(PlayerSeat(2), "s1"); as[0].Enabled {
		t.Fatal("another player may move Milo")
	}
}
