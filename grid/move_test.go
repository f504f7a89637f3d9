package grid

import (
	"github.com/borrowed-time/tabletop/physics"
	"math/rand/v2"
	"testing"
)

func TestStepsGoRoundAWallAndThroughAnOpenDoor(t *testing.T) {
	b := board(t, 5, 3)
	// A wall down column 2's left side, with a door in the middle row.
	b.Set(Edge{X: 2, Y: 0, West: true}, Wall)
	b.Set(Edge{X: 2, Y: 1, West: true}, DoorClosed)
	b.Set(Edge{X: 2, Y: 2, West: true}, Wall)
	r := b.Reachable(Square{0, 1}, 10, nil)
	if _, ok := r.Steps(Square{3, 1}); ok {
		t.Fatal("reached through a closed door")
	}
	b.Set(Edge{X: 2, Y: 1, West: true}, DoorOpen)
	r = b.Reachable(Square{0, 1}, 10, nil)
	if n, ok := r.Steps(Square{3, 1}); !ok || n != 3 {
		t.Fatalf("through the open door: %d steps (%v), want 3", n, ok)
	}
	if p := r.Path(Square{4, 0}); len(p) != 6 || p[0] != (Square{0, 1}) || p[5] != (Square{4, 0}) {
		t.Fatalf("path %v", p)
	}
	// Two steps reach no further than two squares.
	r = b.Reachable(Square{0, 1}, 2, nil)
	if _, ok := r.Steps(Square{3, 1}); ok || r.Squares() != 7 { // (0,1); (0,0) (1,1) (0,2); (1,0) (1,2) (2,1)
		t.Fatalf("two steps reach %d squares", r.Squares())
	}
	// Occupied squares are not walked through.
	r = b.Reachable(Square{0, 1}, 10, func(s Square) bool { return s != (Square{2, 1}) })
	if _, ok := r.Steps(Square{3, 1}); ok {
		t.Fatal("walked through an occupied square")
	}
}

func TestAdjacencyCountsCornersButNotTheSameSquare(t *testing.T) {
	s := Square{3, 3}
	n := 0
	for x := 0; x < 7; x++ {
		for y := 0; y < 7; y++ {
			if Adjacent(s, Square{x, y}) {
				n++
			}
		}
	}
	if n != 8 {
		t.Fatalf("%d adjacent squares, want 8", n)
	}
}

// Reachable's step counts are shortest: each path is a chain of legal steps of that length,
// and no legal step from a reached square leads to a square counted two or more steps more.
func TestReachableFindsShortestLegalRoutes(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 8))
	for n := 0; n < 50; n++ {
		b := randomBoard(t, rnd, 9, 9, 0.3)
		from := Square{rnd.IntN(9), rnd.IntN(9)}
		r := b.Reachable(from, 100, nil)
		r.Reached(func(s Square, k int) {
			p := r.Path(s)
			if len(p) != k+1 {
				t.Fatalf("path to %v has %d squares for %d steps", s, len(p), k)
			}
			for i := 1; i < len(p); i++ {
				if !b.CanStep(p[i-1], p[i]) {
					t.Fatalf("path to %v steps %v→%v through %s", s, p[i-1], p[i], b.At(mustEdge(p[i-1], p[i])))
				}
			}
			for _, d := range Orthogonal {
				m := s.Add(d)
				if b.CanStep(s, m) {
					if km, ok := r.Steps(m); !ok || km > k+1 {
						t.Fatalf("%v is %d steps but its neighbour %v is %d (%v)", s, k, m, km, ok)
					}
				}
			}
		})
	}
}

func mustEdge(a, b Square) Edge { e, _ := Between(a, b); return e }

func TestBadBoardsAndEdgesAreRefused(t *testing.T) {
	if _, err := New(0, 5, origin, 1); err == nil {
		t.Error("a board of no columns")
	}
	if _, err := New(5, 5, origin, 0); err == nil {
		t.Error("squares of no size")
	}
	b := board(t, 3, 3)
	if err := b.Set(Edge{X: 4, Y: 0, West: true}, Wall); err == nil {
		t.Error("a wall off the board")
	}
	if err := b.Set(Edge{X: 3, Y: 2, West: true}, Wall); err != nil {
		t.Errorf("the board's right edge: %v", err)
	}
}

func TestSquaresSitOnTheTableInInches(t *testing.T) {
	b, _ := New(7, 7, origin, 1.25)
	c := b.Centre(Square{2, 3})
	if c.X != 2+2.5*1.25 || c.Y != 3+3.5*1.25 {
		t.Fatalf("centre %v", c)
	}
	if s, ok := b.SquareAt(c); !ok || s != (Square{2, 3}) {
		t.Fatalf("square at its centre: %v %v", s, ok)
	}
	if _, ok := b.SquareAt(origin.Sub(origin.Scale(0.5))); ok {
		t.Fatal("a point off the board is on it")
	}
}

func BenchmarkReachable35x35(b *testing.B) {
	rnd := rand.New(rand.NewPCG(5, 6))
	bd := randomBoard(b, rnd, 35, 35, 0.08)
	for i := 0; i < b.N; i++ {
		bd.Reachable(Square{17, 17}, 6, nil)
	}
}

var origin = physics.Vec{X: 2, Y: 3}
