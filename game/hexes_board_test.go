package game_test

import (
	"encoding/json"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	. "github.com/borrowed-time/tabletop/hex"
	"github.com/borrowed-time/tabletop/physics"
)

// The drawing's description puts every hex, corner and side where the board has them.
func TestTheDrawingDescribesTheBoardWhereItLies(t *testing.T) {
	b := newBoard(t)
	b.Place(flower("start"), Placement{Turn: 2, At: Hex{Q: 3, R: 1}})
	b.Reveal(b.OpenExits()[0], flower("next"), 1)
	b.Set(Side{Hex: Hex{Q: 3, R: 1}, Dir: SouthEast}.Edge(), grid.DoorOpen)
	d := game.HexesOf(b)
	if len(d.Cells) != 14 || d.Orientation != "pointy" || d.Size != layout.Size {
		t.Fatalf("%d cells, %q", len(d.Cells), d.Orientation)
	}
	for _, c := range d.Cells {
		h := Hex{Q: c.Q, R: c.R}
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
	z, _ := json.Marshal(game.HexesOf(b))
	if string(a) != string(z) {
		t.Fatal("the same board is described two ways")
	}
}

var layout = Layout{Origin: physics.Vec{X: 5, Y: 4}, Size: 0.75}

// flower is a tile of seven hexes: a floor with six numbered streets round it, two exits and
// a wall.
func flower(name string) Tile {
	t := Tile{Name: name, Hexes: []TileHex{{Hex: Hex{}, Kind: "floor"}}}
	for d, h := range (Hex{}).Neighbours() {
		t.Hexes = append(t.Hexes, TileHex{Hex: h, Kind: "street", Number: d + 1})
	}
	t.Exits = []Side{{Hex: Hex{Q: 1, R: 0}, Dir: East}, {Hex: Hex{Q: -1, R: 0}, Dir: West}}
	t.Walls = []Side{{Hex: Hex{}, Dir: NorthEast}}
	return t
}

func newBoard(t testing.TB) *Board {
	t.Helper()
	b, err := NewBoard(layout)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
