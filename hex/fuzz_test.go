package hex

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// refDistance is Distance in exact arithmetic: the largest change of a cube coordinate.
func refDistance(a, b Hex) *big.Int {
	dq := new(big.Int).Sub(big.NewInt(int64(b.Q)), big.NewInt(int64(a.Q)))
	dr := new(big.Int).Sub(big.NewInt(int64(b.R)), big.NewInt(int64(a.R)))
	ds := new(big.Int).Neg(new(big.Int).Add(dq, dr))
	d := new(big.Int).Abs(dq)
	for _, x := range []*big.Int{dr, ds} {
		if new(big.Int).Abs(x).Cmp(d) > 0 {
			d = new(big.Int).Abs(x)
		}
	}
	return d
}

// FuzzHexes feeds the hex queries any coordinates, directions, barriers, limits and points:
// none may panic; Distance agrees with exact arithmetic (math.MaxInt beyond it), Adjacent
// and DirectionTo with it, and every route Reachable gives is a chain of legal steps no
// longer than its limit.
func FuzzHexes(f *testing.F) {
	f.Add(uint64(1), math.MaxInt, 0, math.MinInt, 0, 7, 3, uint8(1), 0.5, 0.5)
	f.Add(uint64(2), 0, 0, 1, -1, -1, -4, uint8(9), math.NaN(), math.Inf(1))
	f.Add(uint64(3), math.MinInt, math.MaxInt, math.MaxInt, math.MinInt, 0, 1<<40, uint8(255), -1.0, 1e300)
	f.Fuzz(func(t *testing.T, seed uint64, aq, ar, bq, br, dir, limit int, barrier uint8, px, py float64) {
		a, b := Hex{aq, ar}, Hex{bq, br}
		want := refDistance(a, b)
		got := Distance(a, b)
		if want.IsInt64() && want.Int64() != int64(got) || !want.IsInt64() && got != math.MaxInt {
			t.Fatalf("Distance(%v, %v) = %d, want %v", a, b, got, want)
		}
		d, ok := a.DirectionTo(b)
		if adj := want.Cmp(big.NewInt(1)) == 0; Adjacent(a, b) != adj || ok != adj || ok && a.Neighbour(d) != b {
			t.Fatalf("%v and %v: Adjacent %v, DirectionTo %v %v", a, b, Adjacent(a, b), d, ok)
		}
		dd := Direction(dir)
		_ = dd.String()
		if !dd.Turn(0).Valid() || !dd.Opposite().Valid() || dd.Turn(limit).Turn(-limit) != dd.Turn(0) {
			t.Fatalf("direction %d turns out of the six", dir)
		}
		a.Neighbour(dd)
		Side{a, dd}.Beyond()
		Side{a, dd}.Edge()
		Ring(a, limit)
		if limit <= 50 {
			Within(a, limit)
		}
		rng := rand.New(rand.NewPCG(seed, 27))
		l := Layout{Origin: physics.Vec{X: px, Y: py}, Size: 1}
		l.HexAt(physics.Vec{X: px, Y: py})
		l.SideEnds(a, dd)
		bd, err := NewBoard(Layout{Size: 1})
		if err != nil {
			t.Fatal(err)
		}
		if err := bd.Place(rect(1+rng.IntN(8), 1+rng.IntN(8)), Placement{Turn: rng.IntN(6)}); err != nil {
			t.Fatal(err)
		}
		cells := bd.Cells()
		pick := func() Hex { return cells[rng.IntN(len(cells))].Hex }
		for i := rng.IntN(30); i > 0; i-- {
			bd.Set(Edge{Hex: pick(), Dir: Direction(rng.IntN(8) - 1)}, grid.Barrier(rng.IntN(6)))
		}
		if err := bd.Set(Edge{Hex: a, Dir: dd}, grid.Barrier(barrier)); err == nil && (!dd.Valid() || dd > NorthWest) {
			t.Fatalf("Set took edge %v", Edge{Hex: a, Dir: dd})
		}
		bd.Sees(a, b, nil)
		bd.Nearest(pick(), nil)
		for _, from := range []Hex{a, pick()} {
			r := bd.Reachable(from, limit, func(h Hex) bool { return h.Q != h.R })
			r.Reached(func(h Hex, k int) {
				if limit >= 0 && k > limit {
					t.Fatalf("hex %v reached in %d steps, limit %d", h, k, limit)
				}
				p := r.Path(h)
				if len(p) != k+1 || p[0] != from || p[k] != h {
					t.Fatalf("path %v to %v in %d steps", p, h, k)
				}
				for i := 1; i < len(p); i++ {
					if !bd.CanStep(p[i-1], p[i]) {
						t.Fatalf("path %v steps through a wall", p)
					}
				}
			})
			for _, c := range cells {
				if bd.Sees(from, c.Hex, nil) != bd.Sees(c.Hex, from, nil) {
					t.Fatalf("sight between %v and %v is one-way", from, c.Hex)
				}
			}
		}
	})
}

func TestANegativeLimitMeansNoLimit(t *testing.T) {
	b := rectBoard(t, 6, 1)
	if n := b.Reachable(Hex{}, -1, nil).Hexes(); n != 6 {
		t.Fatalf("limit -1 reaches %d hexes, want all 6", n)
	}
	if n := b.Reachable(Hex{}, 0, nil).Hexes(); n != 1 {
		t.Fatalf("limit 0 reaches %d hexes, want the start alone", n)
	}
}

func TestHexesAtTheEndsOfIntAreFarApart(t *testing.T) {
	a, b := Hex{math.MaxInt, 0}, Hex{math.MinInt, 0}
	if Adjacent(a, b) || Distance(a, b) != math.MaxInt {
		t.Fatalf("{MaxInt,0} and {MinInt,0}: distance %d", Distance(a, b))
	}
	if _, ok := a.DirectionTo(b); ok {
		t.Fatal("a direction from {MaxInt,0} to {MinInt,0}")
	}
}

func TestSetRefusesAnEdgeNamedByAnotherDirection(t *testing.T) {
	b := rectBoard(t, 3, 3)
	for _, d := range []Direction{-1, West, SouthEast, 6, 1 << 40} {
		if err := b.Set(Edge{Hex: Hex{1, 1}, Dir: d}, grid.Wall); err == nil {
			t.Fatalf("Set took an edge named by direction %d", d)
		}
	}
}
