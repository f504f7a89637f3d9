package hex

import (
	"math"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/grid"
)

// flower is a tile of seven hexes: a centre and its ring numbered 1–6 from the east, with
// exits east and west and a wall between the centre and hex 2 (north-east).
func flower(name string) Tile {
	t := Tile{Name: name, Hexes: []TileHex{{Hex: Hex{}, Kind: "floor"}}}
	for d, h := range (Hex{}).Neighbours() {
		t.Hexes = append(t.Hexes, TileHex{Hex: h, Kind: "street", Number: d + 1})
	}
	t.Exits = []Side{{Hex{1, 0}, East}, {Hex{-1, 0}, West}}
	t.Walls = []Side{{Hex{}, NorthEast}}
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

func TestATileIsPlacedTurnedAndMoved(t *testing.T) {
	b := newBoard(t)
	if err := b.Place(flower("start"), Placement{Turn: 1, At: Hex{4, 2}}); err != nil {
		t.Fatal(err)
	}
	if len(b.Cells()) != 7 || !b.On(Hex{4, 2}) || b.On(Hex{6, 2}) {
		t.Fatalf("cells %v", b.Cells())
	}
	// Turned a sixth counter-clockwise, hex 1 (east) lies north-east of the centre.
	if h, ok := b.Numbered(0, 1); !ok || h != (Hex{4, 2}).Neighbour(NorthEast) {
		t.Fatalf("hex 1 is at %v (%v)", h, ok)
	}
	if c, _ := b.Cell(Hex{4, 2}.Neighbour(NorthWest)); c.Number != 2 || c.Kind != "street" || c.Tile != 0 {
		t.Fatalf("hex 2: %+v", c)
	}
	e, _ := Between(Hex{4, 2}, Hex{4, 2}.Neighbour(NorthWest))
	if b.At(e) != grid.Wall {
		t.Fatal("the tile's wall did not turn with it")
	}
	want := []Side{{Hex{4, 2}.Neighbour(NorthEast), NorthEast}, {Hex{4, 2}.Neighbour(SouthWest), SouthWest}}
	if got := b.OpenExits(); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("open exits %v, want %v", got, want)
	}
}

func TestRevealLaysATileAtAnOpenExit(t *testing.T) {
	b := newBoard(t)
	b.Place(flower("start"), Placement{})
	exit := b.OpenExits()[0] // east of (1,0)
	// Enter the new tile by its second exit (its west side): it lies straight on, to the east.
	p, err := b.Reveal(exit, flower("next"), 1)
	if err != nil {
		t.Fatal(err)
	}
	if p.Turn != 0 || p.At != (Hex{3, 0}) || !b.On(Hex{2, 0}) || !b.CanStep(Hex{1, 0}, Hex{2, 0}) {
		t.Fatalf("placement %+v", p)
	}
	// Both joined exits are closed now; the far one is open.
	if got := b.OpenExits(); len(got) != 2 || got[1] != (Side{Hex{4, 0}, East}) {
		t.Fatalf("open exits %v", got)
	}
	if got := b.TileOpenExits(1); len(got) != 1 {
		t.Fatalf("the new tile's open exits: %v", got)
	}
	// Entered by its first exit (east side) it is turned half round.
	b2 := newBoard(t)
	b2.Place(flower("start"), Placement{})
	p, err = b2.Reveal(Side{Hex{-1, 0}, West}, flower("next"), 0)
	if err != nil || p.Turn != 0 || p.At != (Hex{-3, 0}) {
		t.Fatalf("placement %+v, %v", p, err)
	}
	p, err = b2.Reveal(Side{Hex{1, 0}, East}, flower("third"), 0)
	if err != nil || p.Turn != 3 || p.At != (Hex{3, 0}) {
		t.Fatalf("placement %+v, %v", p, err)
	}
	if h, _ := b2.Numbered(2, 1); h != (Hex{2, 0}) { // hex 1 faces back west
		t.Fatalf("the turned tile's hex 1 is at %v", h)
	}
}

func TestBadTilesAndRevealsAreRefusedWithoutChange(t *testing.T) {
	b := newBoard(t)
	b.Place(flower("start"), Placement{})
	cases := []struct {
		name string
		do   func() error
		want string
	}{
		{"overlap", func() error { return b.Place(flower("x"), Placement{At: Hex{2, 0}}) }, `would cover hex (1,0), already laid by tile "start"`},
		{"not an exit", func() error { _, err := b.Reveal(Side{Hex{1, 0}, SouthEast}, flower("x"), 0); return err }, "not an open exit"},
		{"no such entry", func() error { _, err := b.Reveal(Side{Hex{1, 0}, East}, flower("x"), 2); return err }, "has 2 exits, not an exit 3"},
		{"no hexes", func() error { return b.Place(Tile{Name: "x"}, Placement{At: Hex{9, 9}}) }, "has 0 hexes"},
		{"no name", func() error { return b.Place(Tile{Hexes: []TileHex{{}}}, Placement{At: Hex{9, 9}}) }, "no name"},
		{"twice", func() error {
			return b.Place(Tile{Name: "x", Hexes: []TileHex{{}, {}}}, Placement{At: Hex{9, 9}})
		}, "lists hex (0,0) twice"},
		{"five numbers", func() error {
			t := flower("x")
			t.Hexes[1].Number = 0
			return b.Place(t, Placement{At: Hex{9, 9}})
		}, "numbers 5 hexes"},
		{"number 7", func() error {
			t := flower("x")
			t.Hexes[1].Number = 7
			return b.Place(t, Placement{At: Hex{9, 9}})
		}, "numbered 7"},
		{"number twice", func() error {
			t := flower("x")
			t.Hexes[1].Number = 2
			return b.Place(t, Placement{At: Hex{9, 9}})
		}, "numbers both"},
		{"inward exit", func() error {
			t := flower("x")
			t.Exits = append(t.Exits, Side{Hex{1, 0}, West})
			return b.Place(t, Placement{At: Hex{9, 9}})
		}, "leads into the tile's own hex"},
		{"walled exit", func() error {
			t := flower("x")
			t.Walls = append(t.Walls, Side{Hex{2, 0}, West})
			return b.Place(t, Placement{At: Hex{9, 9}})
		}, "is not a side of one of its hexes"},
		{"walled exit", func() error {
			t := flower("x")
			t.Walls = append(t.Walls, Side{Hex{1, 0}, East})
			return b.Place(t, Placement{At: Hex{9, 9}})
		}, "has a wall on it"},
		{"far away", func() error { return b.Place(flower("x"), Placement{At: Hex{MaxCoord, 0}}) }, "more than 1000000 hexes from hex (0,0)"},
		{"placed far away", func() error { return b.Place(flower("x"), Placement{At: Hex{math.MaxInt, 1}}) }, "would be placed at"},
		{"a far hex", func() error {
			t := flower("x")
			t.Hexes[0].Hex = Hex{math.MinInt, 0}
			return b.Place(t, Placement{})
		}, "more than 1000000 hexes from its hex (0,0)"},
		{"bad wall edge", func() error { return b.Set(Edge{Hex{20, 20}, East}, grid.Wall) }, "not a side of a hex of the board"},
	}
	for _, c := range cases {
		err := c.do()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if len(b.Cells()) != 7 || len(b.Tiles()) != 1 || len(b.OpenExits()) != 2 || len(b.Edges()) != 1 {
		t.Fatalf("a refusal changed the board: %d hexes, %d tiles", len(b.Cells()), len(b.Tiles()))
	}
}

func TestEdgesHaveOneNameFromEitherSide(t *testing.T) {
	for d := East; d <= SouthEast; d++ {
		h := Hex{2, -3}
		a, _ := Between(h, h.Neighbour(d))
		b, _ := Between(h.Neighbour(d), h)
		if a != b || !a.valid() {
			t.Fatalf("%s: %v against %v", d, a, b)
		}
		x, y := a.Hexes()
		if !(x == h && y == h.Neighbour(d) || y == h && x == h.Neighbour(d)) {
			t.Fatalf("%v's hexes are %v and %v", a, x, y)
		}
	}
}
