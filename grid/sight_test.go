package grid

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

func board(t testing.TB, w, h int) *Board {
	t.Helper()
	b, err := New(w, h, physics.Vec{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestALineThatOnlyTouchesAWallsEndIsBlocked(t *testing.T) {
	b := board(t, 5, 5)
	// A wall on the left side of (2,1), from corner (2,1) to corner (2,2). The line from the
	// centre of (1,0) to the centre of (3,2) passes exactly through corner (2,1): its end.
	b.Set(Edge{X: 2, Y: 1, West: true}, Wall)
	if b.Sees(Square{1, 0}, Square{3, 2}) {
		t.Fatal("the line through the wall's end point is not blocked")
	}
	// The mirror line through corner (2,1) the other way touches the same end.
	if b.Sees(Square{3, 0}, Square{1, 2}) {
		t.Fatal("the mirror line is not blocked")
	}
	// A line that passes the end by a hair (through (2.5, 1.25)…) is clear: (1,0)→(4,1) runs
	// from (1.5,.5) to (4.5,1.5) and crosses x=2 at y=0.667, above the wall.
	if !b.Sees(Square{1, 0}, Square{4, 1}) {
		t.Fatal("a line above the wall's end is blocked")
	}
}

func TestDoorsBlockOnlyWhenClosed(t *testing.T) {
	b := board(t, 3, 1)
	e, _ := Between(Square{0, 0}, Square{1, 0})
	for _, c := range []struct {
		what        Barrier
		see, stepOK bool
	}{{Wall, false, false}, {DoorClosed, false, false}, {DoorOpen, true, true}, {DoorBroken, true, true}, {None, true, true}} {
		b.Set(e, c.what)
		if b.Sees(Square{0, 0}, Square{2, 0}) != c.see || b.CanStep(Square{0, 0}, Square{1, 0}) != c.stepOK {
			t.Errorf("%s: sight %v, step %v", c.what, b.Sees(Square{0, 0}, Square{2, 0}), b.CanStep(Square{0, 0}, Square{1, 0}))
		}
	}
}

func TestALineAlongAWallIsBlocked(t *testing.T) {
	b := board(t, 4, 4)
	// A wall on the top side of (1,2): the line y=2, x 1..2. A line along y = 2 cannot come
	// from centres (odd), but one through its middle, (1,1)→(1,2)... crosses it.
	b.Set(Edge{X: 1, Y: 2}, Wall)
	if b.Sees(Square{1, 1}, Square{1, 2}) {
		t.Fatal("sight through a wall")
	}
	if !b.Sees(Square{0, 1}, Square{0, 2}) {
		t.Fatal("the next column is blocked")
	}
}

// refSees is an independent reference: each blocking edge against the sight line by exact
// rational parameters (solve P + t(Q-P) = A + u(B-A) with t, u in [0, 1]; parallel lines by
// projecting the ends).
func refSees(b *Board, a, c Square) bool {
	r := func(n int) *big.Rat { return big.NewRat(int64(n), 1) }
	half := big.NewRat(1, 2)
	P := [2]*big.Rat{new(big.Rat).Add(r(a.X), half), new(big.Rat).Add(r(a.Y), half)}
	Q := [2]*big.Rat{new(big.Rat).Add(r(c.X), half), new(big.Rat).Add(r(c.Y), half)}
	for e, w := range b.barriers {
		if !w.Blocks() {
			continue
		}
		A := [2]*big.Rat{r(e.X), r(e.Y)}
		B := [2]*big.Rat{r(e.X + 1), r(e.Y)}
		if e.West {
			B = [2]*big.Rat{r(e.X), r(e.Y + 1)}
		}
		if ratTouch(P, Q, A, B) {
			return false
		}
	}
	return true
}

func sub(a, b *big.Rat) *big.Rat { return new(big.Rat).Sub(a, b) }
func mul(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }

func ratTouch(P, Q, A, B [2]*big.Rat) bool {
	d := [2]*big.Rat{sub(Q[0], P[0]), sub(Q[1], P[1])}
	e := [2]*big.Rat{sub(B[0], A[0]), sub(B[1], A[1])}
	den := sub(mul(d[0], e[1]), mul(d[1], e[0]))
	ap := [2]*big.Rat{sub(A[0], P[0]), sub(A[1], P[1])}
	zero, one := new(big.Rat), big.NewRat(1, 1)
	in01 := func(x *big.Rat) bool { return x.Cmp(zero) >= 0 && x.Cmp(one) <= 0 }
	if den.Sign() != 0 {
		t := new(big.Rat).Quo(sub(mul(ap[0], e[1]), mul(ap[1], e[0])), den)
		u := new(big.Rat).Quo(sub(mul(ap[0], d[1]), mul(ap[1], d[0])), den)
		return in01(t) && in01(u)
	}
	if sub(mul(ap[0], d[1]), mul(ap[1], d[0])).Sign() != 0 {
		return false // parallel, apart
	}
	// In line: project A and B onto P + t d and see whether [tA, tB] meets [0, 1].
	dd := new(big.Rat).Add(mul(d[0], d[0]), mul(d[1], d[1]))
	if dd.Sign() == 0 { // the line is a point: on the wall?
		return pointOn(P, A, B)
	}
	proj := func(X [2]*big.Rat) *big.Rat {
		return new(big.Rat).Quo(new(big.Rat).Add(mul(sub(X[0], P[0]), d[0]), mul(sub(X[1], P[1]), d[1])), dd)
	}
	ta, tb := proj(A), proj(B)
	if ta.Cmp(tb) > 0 {
		ta, tb = tb, ta
	}
	return ta.Cmp(one) <= 0 && tb.Cmp(zero) >= 0
}

func pointOn(P, A, B [2]*big.Rat) bool {
	cross := sub(mul(sub(B[0], A[0]), sub(P[1], A[1])), mul(sub(B[1], A[1]), sub(P[0], A[0])))
	if cross.Sign() != 0 {
		return false
	}
	lo := func(a, b *big.Rat) *big.Rat {
		if a.Cmp(b) < 0 {
			return a
		}
		return b
	}
	hi := func(a, b *big.Rat) *big.Rat {
		if a.Cmp(b) > 0 {
			return a
		}
		return b
	}
	return P[0].Cmp(lo(A[0], B[0])) >= 0 && P[0].Cmp(hi(A[0], B[0])) <= 0 && P[1].Cmp(lo(A[1], B[1])) >= 0 && P[1].Cmp(hi(A[1], B[1])) <= 0
}

func randomBoard(t testing.TB, rnd *rand.Rand, w, h int, density float64) *Board {
	b := board(t, w, h)
	kinds := []Barrier{Wall, Wall, DoorClosed, DoorOpen, DoorBroken}
	for x := 0; x <= w; x++ {
		for y := 0; y <= h; y++ {
			for _, west := range []bool{true, false} {
				e := Edge{X: x, Y: y, West: west}
				if b.onEdge(e) && rnd.Float64() < density {
					b.Set(e, kinds[rnd.IntN(len(kinds))])
				}
			}
		}
	}
	return b
}

// Every pair of squares on random boards agrees with the rational reference, and sight is
// the same both ways.
func TestSightAgreesWithTheExactReference(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	blocked, clear := 0, 0
	for n := 0; n < 40; n++ {
		w, h := 2+rnd.IntN(8), 2+rnd.IntN(8)
		b := randomBoard(t, rnd, w, h, []float64{0.03, 0.1, 0.25}[n%3])
		for ax := 0; ax < w; ax++ {
			for ay := 0; ay < h; ay++ {
				for cx := 0; cx < w; cx++ {
					for cy := 0; cy < h; cy++ {
						a, c := Square{ax, ay}, Square{cx, cy}
						got, want := b.Sees(a, c), refSees(b, a, c)
						if got != want {
							t.Fatalf("board %d (%dx%d): %v→%v sees %v, the reference %v; barriers %v", n, w, h, a, c, got, want, b.barriers)
						}
						if got != b.Sees(c, a) {
							t.Fatalf("sight %v→%v is not the same both ways", a, c)
						}
						if got {
							clear++
						} else {
							blocked++
						}
					}
				}
			}
		}
	}
	if blocked < 1000 || clear < 1000 {
		t.Fatalf("too few cases of one kind: %d blocked, %d clear", blocked, clear)
	}
}

// Lines through wall ends: every corner of a board holding the end of one wall, and every
// line from centre to centre that passes exactly through a corner.
func TestSightThroughCornersAgreesWithTheReference(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	cases := 0
	for n := 0; n < 200; n++ {
		b := board(t, 7, 7)
		x, y := 1+rnd.IntN(6), 1+rnd.IntN(6)
		e := Edge{X: x, Y: y, West: rnd.IntN(2) == 0}
		if rnd.IntN(2) == 0 { // the wall ending at the corner from the other side
			if e.West {
				e.Y--
			} else {
				e.X--
			}
		}
		b.Set(e, Wall)
		for ax := 0; ax < 7; ax++ {
			for ay := 0; ay < 7; ay++ {
				// The square opposite through corner (x, y): centre c = 2·corner − centre a.
				c := Square{2*x - ax - 1, 2*y - ay - 1}
				if !b.On(c) {
					continue
				}
				a := Square{ax, ay}
				if got, want := b.Sees(a, c), refSees(b, a, c); got != want {
					t.Fatalf("corner (%d,%d), wall %+v: %v→%v sees %v, reference %v", x, y, e, a, c, got, want)
				}
				cases++
			}
		}
	}
	if cases < 1000 {
		t.Fatalf("only %d corner cases", cases)
	}
}

func BenchmarkSight35x35(b *testing.B) {
	rnd := rand.New(rand.NewPCG(5, 6))
	bd := randomBoard(b, rnd, 35, 35, 0.08)
	pairs := make([][2]Square, 1024)
	for i := range pairs {
		pairs[i] = [2]Square{{rnd.IntN(35), rnd.IntN(35)}, {rnd.IntN(35), rnd.IntN(35)}}
	}
	bd.Sees(pairs[0][0], pairs[0][1])
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := pairs[i%len(pairs)]
		bd.Sees(p[0], p[1])
	}
}
