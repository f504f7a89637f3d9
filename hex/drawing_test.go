package hex

import (
	"encoding/json"
	"testing"

	"github.com/borrowed-time/tabletop/grid"
)

// The drawing's description puts every hex, corner and side where the board has them.
func TestTheDrawingDescribesTheBoardWhereItLies(t *testing.T) {
	b := newBoard(t)
	b.Place(flower("start"), Placement{Turn: 2, At: Hex{3, 1}})
	b.Reveal(b.OpenExits()[0], flower("next"), 1)
	b.Set(Side{Hex{3, 1}, SouthEast}.Edge(), grid.DoorOpen)
	d := b.Drawing()
	if len(d.Cells) != 14 || d.Orientation != "pointy" || d.Size != layout.Size {
		t.Fatalf("%d cells, %q", len(d.Cells), d.Orientation)
	}
	for _, c := range d.Cells {
		h := Hex{c.Q, c.R}
		cell, _ := b.Cell(h)
		if c.Kind != cell.Kind || c.Number != cell.Number || c.Tile != cell.Tile+1 {
			t.Fatalf("cell %+v against %+v", c, cell)
		}
		if d.Centre(c.Q, c.R).Sub(b.Centre(h)).Len() > 1e-9 {
			t.Fatalf("%v's centre", h)
		}
		want := b.Corners(h)
		for i, p := range d.Corners(c.Q, c.R) {
			if p.Sub(want[i]).Len() > 1e-9 {
				t.Fatalf("%v's corner %d: %v, want %v", h, i, p, want[i])
			}
		}
		for dir := East; dir <= SouthEast; dir++ {
			a, z := d.SideEnds(c.Q, c.R, int(dir))
			wa, wz := b.SideEnds(h, dir)
			if a.Sub(wa).Len() > 1e-9 || z.Sub(wz).Len() > 1e-9 {
				t.Fatalf("%v's %s side", h, dir)
			}
		}
	}
	kinds := map[string]int{}
	for _, e := range d.Edges {
		kinds[e.Kind]++
	}
	if kinds["wall"] != 2 || kinds["open door"] != 1 || len(d.Edges) != 3 {
		t.Fatalf("edges %+v", d.Edges)
	}
	open := 0
	for _, x := range d.Exits {
		if x.Open {
			open++
		}
	}
	if len(d.Exits) != 4 || open != 2 {
		t.Fatalf("exits %+v", d.Exits)
	}
	a, _ := json.Marshal(d)
	z, _ := json.Marshal(b.Drawing())
	if string(a) != string(z) {
		t.Fatal("the same board is described two ways")
	}
}
