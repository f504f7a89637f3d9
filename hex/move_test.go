package hex

import (
	"math/rand/v2"
	"testing"

	"github.com/borrowed-time/tabletop/grid"
)

// rect is a tile of w × h hexes in rows (every other row shifted half a hex right), with no
// numbers or exits.
func rect(w, h int) Tile {
	t := Tile{Name: "rect"}
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			t.Hexes = append(t.Hexes, TileHex{Hex: Hex{c - r/2, r}, Kind: "floor"})
		}
	}
	return t
}

func rectBoard(t testing.TB, w, h int) *Board {
	b := newBoard(t)
	if err := b.Place(rect(w, h), Placement{}); err != nil {
		t.Fatal(err)
	}
	return b
}

// randomWalls puts a barrier of a random kind on a share of the board's edges.
func randomWalls(b *Board, rnd *rand.Rand, density float64) {
	kinds := []grid.Barrier{grid.Wall, grid.Wall, grid.DoorClosed, grid.DoorOpen, grid.DoorBroken}
	for _, c := range b.Cells() {
		for d := East; d <= NorthWest; d++ {
			if rnd.Float64() < density {
				b.Set(Side{c.Hex, d}.Edge(), kinds[rnd.IntN(len(kinds))])
			}
		}
	}
}

func TestStepsGoRoundAWallAndThroughAnOpenDoor(t *testing.T) {
	b := rectBoard(t, 5, 1) // (0,0) … (4,0) in a row
	e, _ := Between(Hex{1, 0}, Hex{2, 0})
	b.Set(e, grid.DoorClosed)
	r := b.Reachable(Hex{0, 0}, 10, nil)
	if _, ok := r.Steps(Hex{2, 0}); ok || r.Hexes() != 2 {
		t.Fatalf("reached %d hexes through a closed door", r.Hexes())
	}
	b.Set(e, grid.DoorOpen)
	r = b.Reachable(Hex{0, 0}, 10, nil)
	if n, ok := r.Steps(Hex{4, 0}); !ok || n != 4 {
		t.Fatalf("through the open door: %d (%v)", n, ok)
	}
	if p := b.Path(Hex{0, 0}, Hex{3, 0}, nil); len(p) != 4 || p[3] != (Hex{3, 0}) {
		t.Fatalf("path %v", p)
	}
	if p := b.Path(Hex{0, 0}, Hex{3, 0}, func(h Hex) bool { return h != (Hex{2, 0}) }); p != nil {
		t.Fatalf("walked through an occupied hex: %v", p)
	}
	// On a wider board a wall is walked round: two rows, a wall between (1,0) and (2,0).
	b = rectBoard(t, 5, 2)
	b.Set(mustBetween(Hex{1, 0}, Hex{2, 0}), grid.Wall)
	if p := b.Path(Hex{0, 0}, Hex{3, 0}, nil); len(p) != 5 {
		t.Fatalf("round the wall: %v", p)
	}
	if r := b.Reachable(Hex{0, 0}, 1, nil); r.Hexes() != 3 { // itself, (1,0), (0,1)
		t.Fatalf("one step reaches %d hexes", r.Hexes())
	}
}

// Reachable's step counts are shortest: each path is a chain of legal steps of that length,
// and no legal step from a reached hex leads to a hex counted two or more steps more.
func TestReachableFindsShortestLegalRoutes(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 8))
	for n := 0; n < 40; n++ {
		b := rectBoard(t, 9, 9)
		randomWalls(b, rnd, 0.3)
		from := b.Cells()[rnd.IntN(81)].Hex
		r := b.Reachable(from, 100, nil)
		r.Reached(func(h Hex, k int) {
			p := r.Path(h)
			if len(p) != k+1 || p[0] != from || p[k] != h {
				t.Fatalf("path to %v is %v for %d steps", h, p, k)
			}
			for i := 1; i < len(p); i++ {
				if !b.CanStep(p[i-1], p[i]) {
					t.Fatalf("path to %v steps %v→%v through %s", h, p[i-1], p[i], b.At(mustBetween(p[i-1], p[i])))
				}
			}
			for _, m := range h.Neighbours() {
				if b.CanStep(h, m) {
					if km, ok := r.Steps(m); !ok || km > k+1 {
						t.Fatalf("%v is %d steps but its neighbour %v is %d (%v)", h, k, m, km, ok)
					}
				}
			}
		})
	}
}

func TestNearestFreeHexIsTheClosestInReadingOrder(t *testing.T) {
	b := rectBoard(t, 5, 5)
	c := Hex{1, 2} // the middle: row 2 starts at q = -1
	taken := map[Hex]bool{c: true}
	free := func(h Hex) bool { return !taken[h] }
	if h, ok := b.Nearest(Hex{0, 1}, free); !ok || h != (Hex{0, 1}) {
		t.Fatalf("a free hex is its own nearest: %v", h)
	}
	// The six around c are all one step: the highest, then leftmost, is (1,1).
	if h, _ := b.Nearest(c, free); h != (Hex{1, 1}) {
		t.Fatalf("nearest to %v: %v, want (1,1)", c, h)
	}
	taken[Hex{1, 1}], taken[Hex{2, 1}] = true, true
	if h, _ := b.Nearest(c, free); h != (Hex{0, 2}) {
		t.Fatalf("with the row above taken: %v, want (0,2)", h)
	}
	// A wall makes a hex further in steps though not in distance.
	for _, n := range c.Neighbours() {
		taken[n] = true
	}
	delete(taken, Hex{2, 2})
	b.Set(mustBetween(c, Hex{2, 2}), grid.Wall)
	if h, _ := b.Nearest(c, free); h == (Hex{2, 2}) || Distance(h, c) != 2 {
		t.Fatalf("behind the wall: %v", h)
	}
	if _, ok := b.Nearest(c, func(Hex) bool { return false }); ok {
		t.Fatal("found a free hex on a full board")
	}
}

func BenchmarkReachable(b *testing.B) {
	rnd := rand.New(rand.NewPCG(5, 6))
	bd := rectBoard(b, 35, 35)
	randomWalls(bd, rnd, 0.08)
	from := Hex{17 - 17/2, 17}
	for i := 0; i < b.N; i++ {
		bd.Reachable(from, 6, nil)
	}
}
