package grid

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

// refAdjacent is Adjacent in exact arithmetic.
func refAdjacent(a, b Square) bool {
	dx := new(big.Int).Sub(big.NewInt(int64(a.X)), big.NewInt(int64(b.X)))
	dy := new(big.Int).Sub(big.NewInt(int64(a.Y)), big.NewInt(int64(b.Y)))
	return a != b && dx.CmpAbs(big.NewInt(1)) <= 0 && dy.CmpAbs(big.NewInt(1)) <= 0
}

// FuzzSquares feeds the board's public queries any coordinates, barriers, limits and points:
// none may panic, adjacency agrees with exact arithmetic at the ends of int's range, and
// every route Reachable gives is a chain of legal steps no longer than its limit, and
// StepsTo agrees with it.
func FuzzSquares(f *testing.F) {
	f.Add(uint64(1), math.MaxInt, 0, math.MinInt, 0, 3, uint8(1), 0.5, 0.5)
	f.Add(uint64(2), 0, 0, 1, 1, -1, uint8(9), math.NaN(), math.Inf(1))
	f.Add(uint64(3), math.MinInt, math.MaxInt, math.MinInt+1, math.MaxInt, 0, uint8(255), -1.0, 1e300)
	f.Add(uint64(4), 2, 1, 1, 1, math.MaxInt, uint8(3), 0.5, 0.5) // a limit past any board: no overflow in the walk's window
	f.Fuzz(func(t *testing.T, seed uint64, ax, ay, bx, by, limit int, barrier uint8, px, py float64) {
		a, b := Square{ax, ay}, Square{bx, by}
		if Adjacent(a, b) != refAdjacent(a, b) {
			t.Fatalf("Adjacent(%v, %v) = %v", a, b, Adjacent(a, b))
		}
		if e, ok := Between(a, b); ok != (refAdjacent(a, b) && (a.X == b.X || a.Y == b.Y)) {
			t.Fatalf("Between(%v, %v) = %v, %v", a, b, e, ok)
		}
		_ = Barrier(barrier).String()
		rng := rand.New(rand.NewPCG(seed, 27))
		w, h := 1+rng.IntN(12), 1+rng.IntN(12)
		bd, err := New(w, h, physics.Vec{X: px, Y: py}, 1)
		if err != nil {
			t.Fatal(err)
		}
		for i := rng.IntN(40); i > 0; i-- {
			e := Edge{X: rng.IntN(w+3) - 1, Y: rng.IntN(h+3) - 1, West: rng.IntN(2) == 0}
			if err := bd.Set(e, Barrier(rng.IntN(6))); err == nil && !bd.onEdge(e) {
				t.Fatalf("Set took edge %+v off the board", e)
			}
		}
		bd.Set(Edge{X: ax, Y: ay, West: bx > 0}, Barrier(barrier))
		bd.SquareAt(physics.Vec{X: px, Y: py})
		bd.Sees(a, b)
		for _, from := range []Square{a, {rng.IntN(w), rng.IntN(h)}} {
			r := bd.Reachable(from, limit, nil)
			r.Reached(func(s Square, k int) {
				if limit >= 0 && k > limit {
					t.Fatalf("square %v reached in %d steps, limit %d", s, k, limit)
				}
				p := r.Path(s)
				if len(p) != k+1 || p[0] != from || p[k] != s {
					t.Fatalf("path %v to %v in %d steps", p, s, k)
				}
				for i := 1; i < len(p); i++ {
					if !bd.CanStep(p[i-1], p[i]) {
						t.Fatalf("path %v steps through a wall", p)
					}
				}
			})
			if limit < 0 { // no limit: every square a step from a reached one is reached
				r.Reached(func(s Square, _ int) {
					for _, d := range Orthogonal {
						if n := s.Add(d); bd.CanStep(s, n) {
							if _, ok := r.Steps(n); !ok {
								t.Fatalf("with no limit, %v is reached but its neighbour %v is not", s, n)
							}
						}
					}
				})
			}
			free := func(q Square) bool { return (q.X*7+q.Y*3+int(barrier))%5 != 0 }
			rf := bd.Reachable(from, limit, free)
			for y := -1; y <= h; y++ {
				for x := -1; x <= w; x++ {
					c := Square{x, y}
					wk, wok := rf.Steps(c)
					if k, ok := bd.StepsTo(from, c, limit, free); k != wk || ok != wok {
						t.Fatalf("StepsTo(%v, %v, %d) = %d, %v; Reachable says %d, %v", from, c, limit, k, ok, wk, wok)
					}
				}
			}
			for y := 0; y < h; y++ {
				for x := 0; x < w; x++ {
					c := Square{x, y}
					if bd.Sees(from, c) != bd.Sees(c, from) {
						t.Fatalf("sight between %v and %v is one-way", from, c)
					}
				}
			}
		}
	})
}

func TestANegativeLimitMeansNoLimit(t *testing.T) {
	b := board(t, 6, 1)
	if n := b.Reachable(Square{0, 0}, -1, nil).Squares(); n != 6 {
		t.Fatalf("limit -1 reaches %d squares, want all 6", n)
	}
	if n := b.Reachable(Square{0, 0}, 0, nil).Squares(); n != 1 {
		t.Fatalf("limit 0 reaches %d squares, want the start alone", n)
	}
}

func TestSquaresAtTheEndsOfIntAreFarApart(t *testing.T) {
	a, b := Square{math.MaxInt, 0}, Square{math.MinInt, 0}
	if Adjacent(a, b) {
		t.Fatal("{MaxInt,0} beside {MinInt,0}")
	}
	if _, ok := Between(a, b); ok {
		t.Fatal("an edge between {MaxInt,0} and {MinInt,0}")
	}
}
