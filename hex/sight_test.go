package hex

import (
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/grid"
)

func TestALineThatOnlyTouchesAWallsEndIsBlocked(t *testing.T) {
	b := rectBoard(t, 6, 6)
	// A wall on the east side of (0,1). The line from (0,1) to (1,2) runs along the side
	// between (1,1) and (0,2) and starts at the corner where the wall ends.
	b.Set(Side{Hex{0, 1}, East}.Edge(), grid.Wall)
	if b.Sees(Hex{0, 1}, Hex{1, 2}, nil) {
		t.Fatal("the line from the wall's end is not blocked")
	}
	// Sideways from the wall, (0,1) to (0,2) leaves by the south-east side: clear.
	if !b.Sees(Hex{0, 1}, Hex{0, 2}, nil) {
		t.Fatal("a line clear of the wall is blocked")
	}
	// Straight through it: blocked; open and broken doors do not block.
	for _, c := range []struct {
		what grid.Barrier
		see  bool
	}{{grid.Wall, false}, {grid.DoorClosed, false}, {grid.DoorOpen, true}, {grid.DoorBroken, true}} {
		b.Set(Side{Hex{0, 1}, East}.Edge(), c.what)
		if b.Sees(Hex{0, 1}, Hex{2, 1}, nil) != c.see || b.CanStep(Hex{0, 1}, Hex{1, 1}) != c.see {
			t.Errorf("%s: sight %v", c.what, !c.see)
		}
	}
}

func TestALineAlongASideIsBlockedOnlyByHexesOnBothSides(t *testing.T) {
	b := rectBoard(t, 6, 6)
	// (0,1) → (1,2) runs exactly along the side between (1,1) and (0,2).
	a, c := Hex{0, 1}, Hex{1, 2}
	for _, blocking := range [][]Hex{{}, {{1, 1}}, {{0, 2}}} {
		if !b.Sees(a, c, in(blocking...)) {
			t.Errorf("blocked by %v alone", blocking)
		}
	}
	if b.Sees(a, c, in(Hex{1, 1}, Hex{0, 2})) {
		t.Error("a line between two blocking hexes passes")
	}
	// A line through the inside of a blocking hex is blocked; the end hexes never block.
	if b.Sees(Hex{0, 1}, Hex{3, 1}, in(Hex{2, 1})) || !b.Sees(Hex{0, 1}, Hex{3, 1}, in(Hex{0, 1}, Hex{3, 1})) {
		t.Error("blocking hexes on a row")
	}
	// Blocking hexes off the board count only when the caller says so.
	if !b.Sees(Hex{0, 0}, Hex{5, 0}, func(h Hex) bool { return !b.On(h) }) {
		t.Error("the board's own row is blocked by hexes off it")
	}
	if b.Sees(Hex{0, 0}, Hex{0, 2}, nil) != true || b.Sees(Hex{0, 0}, Hex{9, 9}, nil) {
		t.Error("sight to a hex off the board")
	}
}

func TestALineThroughACornerIsJudgedByTheHexesItCrosses(t *testing.T) {
	b := rectBoard(t, 7, 3)
	// (0,1) → (5,0) passes exactly through the corner shared by (1,1), (2,1) and (2,0),
	// crossing from (1,1) into (2,1) and only touching (2,0) at that corner.
	a, c := Hex{0, 1}, Hex{5, 0}
	if !b.Sees(a, c, in(Hex{2, 0})) {
		t.Error("blocked by a hex it only touches at a corner")
	}
	if b.Sees(a, c, in(Hex{2, 1})) || b.Sees(a, c, in(Hex{1, 1})) {
		t.Error("a line through a blocking hex's inside passes")
	}
	for _, side := range []Side{{Hex{2, 1}, NorthWest}, {Hex{1, 1}, NorthEast}, {Hex{1, 1}, East}} {
		b := rectBoard(t, 7, 3)
		b.Set(side.Edge(), grid.Wall) // each of the three sides meeting at that corner
		if b.Sees(a, c, nil) {
			t.Errorf("a wall on %v, ending at the corner, does not block", side)
		}
	}
}

func in(hs ...Hex) func(Hex) bool { return func(h Hex) bool { return slices.Contains(hs, h) } }

// The reference works in another frame (axial: a hex's centre is (Q, R), a corner is the
// mean of the three centres meeting there), with rational numbers, and finds for itself
// where the line crosses each blocking hex: it needs nothing from the code under test.
type pt [2]*big.Rat

func rat(n int) *big.Rat         { return big.NewRat(int64(n), 1) }
func sub(a, b *big.Rat) *big.Rat { return new(big.Rat).Sub(a, b) }
func mul(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }
func centreOf(h Hex) pt          { return pt{rat(h.Q), rat(h.R)} }

// cornerOf returns the corner shared by h and its neighbours in directions d and d+1.
func cornerOf(h Hex, d int) pt {
	n1, n2 := h.Add(Directions[d%6]), h.Add(Directions[(d+1)%6])
	third := big.NewRat(1, 3)
	return pt{mul(rat(h.Q+n1.Q+n2.Q), third), mul(rat(h.R+n1.R+n2.R), third)}
}

// sideOf returns the ends of the side of h towards direction d.
func sideOf(h Hex, d int) (pt, pt) { return cornerOf(h, (d+5)%6), cornerOf(h, d) }

func cross(o, a, b pt) *big.Rat {
	return sub(mul(sub(a[0], o[0]), sub(b[1], o[1])), mul(sub(a[1], o[1]), sub(b[0], o[0])))
}

// refSees judges sight exactly: walls by touching, blocking hexes by the midpoints of the
// pieces the line is cut into by their sides.
func refSees(b *Board, a, c Hex, blocks func(Hex) bool) bool {
	if !b.On(a) || !b.On(c) {
		return false
	}
	P, Q := centreOf(a), centreOf(c)
	for e, w := range b.barriers {
		if w.Blocks() {
			A, B := sideOf(e.Hex, int(e.Dir))
			if ratTouch(P, Q, A, B) {
				return false
			}
		}
	}
	if blocks == nil || a == c {
		return true
	}
	for _, h := range Within(a, Distance(a, c)+2) {
		if h == a || h == c || !blocks(h) || !nearLine(a, c, h) {
			continue
		}
		for _, m := range pieceMiddles(P, Q, h) {
			if strictlyInside(m, h) {
				return false
			}
			for d := 0; d < 6; d++ {
				n := h.Add(Directions[d])
				A, B := sideOf(h, d)
				if n != a && n != c && blocks(n) && onOpenSide(m, A, B) {
					return false
				}
			}
		}
	}
	return true
}

// pieceMiddles cuts P–Q where it meets the lines of h's sides and returns each piece's middle.
func pieceMiddles(P, Q pt, h Hex) []pt {
	ts := []*big.Rat{rat(0), rat(1)}
	d := pt{sub(Q[0], P[0]), sub(Q[1], P[1])}
	for k := 0; k < 6; k++ {
		A, B := sideOf(h, k)
		e := pt{sub(B[0], A[0]), sub(B[1], A[1])}
		den := sub(mul(d[0], e[1]), mul(d[1], e[0]))
		if den.Sign() == 0 {
			continue // parallel: in line or apart, the ends of the other sides cut it
		}
		ap := pt{sub(A[0], P[0]), sub(A[1], P[1])}
		t := new(big.Rat).Quo(sub(mul(ap[0], e[1]), mul(ap[1], e[0])), den)
		if t.Sign() > 0 && t.Cmp(rat(1)) < 0 {
			ts = append(ts, t)
		}
	}
	slices.SortFunc(ts, func(x, y *big.Rat) int { return x.Cmp(y) })
	var out []pt
	for i := 1; i < len(ts); i++ {
		if ts[i].Cmp(ts[i-1]) == 0 {
			continue
		}
		t := mul(new(big.Rat).Add(ts[i], ts[i-1]), big.NewRat(1, 2))
		out = append(out, pt{new(big.Rat).Add(P[0], mul(t, d[0])), new(big.Rat).Add(P[1], mul(t, d[1]))})
	}
	return out
}

func strictlyInside(m pt, h Hex) bool {
	sign := 0
	for k := 0; k < 6; k++ {
		A, B := sideOf(h, k)
		s := cross(A, B, m).Sign()
		if s == 0 || sign != 0 && s != sign {
			return false
		}
		sign = s
	}
	return true
}

func onOpenSide(m, A, B pt) bool {
	if cross(A, B, m).Sign() != 0 {
		return false
	}
	between := func(x, lo, hi *big.Rat) bool {
		if lo.Cmp(hi) > 0 {
			lo, hi = hi, lo
		}
		return x.Cmp(lo) >= 0 && x.Cmp(hi) <= 0
	}
	eq := func(p, q pt) bool { return p[0].Cmp(q[0]) == 0 && p[1].Cmp(q[1]) == 0 }
	return between(m[0], A[0], B[0]) && between(m[1], A[1], B[1]) && !eq(m, A) && !eq(m, B)
}

// ratTouch reports whether the closed segments P–Q and A–B meet: solve P + t(Q−P) = A +
// u(B−A) with t, u in [0, 1]; parallel segments by projecting the ends.
func ratTouch(P, Q, A, B pt) bool {
	d := pt{sub(Q[0], P[0]), sub(Q[1], P[1])}
	e := pt{sub(B[0], A[0]), sub(B[1], A[1])}
	den := sub(mul(d[0], e[1]), mul(d[1], e[0]))
	ap := pt{sub(A[0], P[0]), sub(A[1], P[1])}
	zero, one := new(big.Rat), rat(1)
	in01 := func(x *big.Rat) bool { return x.Cmp(zero) >= 0 && x.Cmp(one) <= 0 }
	if den.Sign() != 0 {
		t := new(big.Rat).Quo(sub(mul(ap[0], e[1]), mul(ap[1], e[0])), den)
		u := new(big.Rat).Quo(sub(mul(ap[0], d[1]), mul(ap[1], d[0])), den)
		return in01(t) && in01(u)
	}
	if sub(mul(ap[0], d[1]), mul(ap[1], d[0])).Sign() != 0 {
		return false
	}
	dd := new(big.Rat).Add(mul(d[0], d[0]), mul(d[1], d[1]))
	if dd.Sign() == 0 {
		return onOpenSide(P, A, B) || cross(A, B, P).Sign() == 0 && (P[0].Cmp(A[0]) == 0 && P[1].Cmp(A[1]) == 0 || P[0].Cmp(B[0]) == 0 && P[1].Cmp(B[1]) == 0)
	}
	proj := func(X pt) *big.Rat {
		return new(big.Rat).Quo(new(big.Rat).Add(mul(sub(X[0], P[0]), d[0]), mul(sub(X[1], P[1]), d[1])), dd)
	}
	ta, tb := proj(A), proj(B)
	if ta.Cmp(tb) > 0 {
		ta, tb = tb, ta
	}
	return ta.Cmp(one) <= 0 && tb.Cmp(zero) >= 0
}

// nearLine reports whether h's centre lies within 1.01 sizes of the centre line of a–c on the
// table (floating point, only to skip hexes far from the line: a hex reaches 1 size out).
func nearLine(a, c, h Hex) bool {
	xy := func(h Hex) (float64, float64) {
		return math.Sqrt(3) * (float64(h.Q) + float64(h.R)/2), 1.5 * float64(h.R)
	}
	ax, ay := xy(a)
	cx, cy := xy(c)
	hx, hy := xy(h)
	dx, dy := cx-ax, cy-ay
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = max(0, min(1, ((hx-ax)*dx+(hy-ay)*dy)/l))
	}
	return math.Hypot(ax+t*dx-hx, ay+t*dy-hy) <= 1.01
}

// alongOrThroughCorner reports whether the centre line of a–c runs along some side or
// through some corner: the grazing cases.
func alongOrThroughCorner(a, c Hex) bool {
	P, Q := centreOf(a), centreOf(c)
	for _, h := range Within(a, Distance(a, c)+1) {
		if !nearLine(a, c, h) {
			continue
		}
		for k := 0; k < 6; k++ {
			m := cornerOf(h, k)
			if cross(P, Q, m).Sign() == 0 && ratTouch(P, Q, m, m) {
				return true
			}
		}
	}
	return false
}

// Every pair of hexes on random boards, with random walls and blocking hexes (some off the
// board), agrees with the rational reference, and sight is the same both ways.
func TestSightAgreesWithTheExactReference(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	blocked, seen := 0, 0
	for n := 0; n < 24; n++ {
		w, h := 2+rnd.IntN(6), 2+rnd.IntN(6)
		b := rectBoard(t, w, h)
		randomWalls(b, rnd, []float64{0, 0.03, 0.1}[n%3])
		blocking := map[Hex]bool{}
		for _, c := range Within(Hex{w / 2, h / 2}, w+h) {
			if rnd.Float64() < []float64{0.1, 0.25, 0.4}[n/3%3] {
				blocking[c] = true
			}
		}
		blocks := func(h Hex) bool { return blocking[h] }
		cells := b.Cells()
		for _, x := range cells {
			for _, y := range cells {
				a, c := x.Hex, y.Hex
				got, want := b.Sees(a, c, blocks), refSees(b, a, c, blocks)
				if got != want {
					t.Fatalf("board %d (%d×%d): %v→%v sees %v, the reference %v", n, w, h, a, c, got, want)
				}
				if got != b.Sees(c, a, blocks) {
					t.Fatalf("sight %v→%v is not the same both ways", a, c)
				}
				if got {
					seen++
				} else {
					blocked++
				}
			}
		}
	}
	if blocked < 1000 || seen < 1000 {
		t.Fatalf("too few cases of one kind: %d blocked, %d clear", blocked, seen)
	}
}

// Lines that run along sides or through corners, with one wall ending at a corner or blocking
// hexes beside it: every such line from centre to centre agrees with the reference.
func TestGrazingLinesAgreeWithTheReference(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	b0 := rectBoard(t, 7, 7)
	var pairs [][2]Hex
	for _, x := range b0.Cells() {
		for _, y := range b0.Cells() {
			if alongOrThroughCorner(x.Hex, y.Hex) {
				pairs = append(pairs, [2]Hex{x.Hex, y.Hex})
			}
		}
	}
	cases := 0
	for n := 0; n < 30; n++ {
		b := rectBoard(t, 7, 7)
		cells := b.Cells()
		h := cells[rnd.IntN(len(cells))].Hex
		b.Set(Side{h, Direction(rnd.IntN(6))}.Edge(), grid.Wall)
		blocking := map[Hex]bool{}
		for _, m := range h.Neighbours() {
			blocking[m] = rnd.IntN(2) == 0
		}
		for i := 0; i < 200; i++ {
			p := pairs[rnd.IntN(len(pairs))]
			blocks := func(x Hex) bool { return blocking[x] }
			if got, want := b.Sees(p[0], p[1], blocks), refSees(b, p[0], p[1], blocks); got != want {
				t.Fatalf("wall at %v, blocking %v: %v→%v sees %v, reference %v", h, blocking, p[0], p[1], got, want)
			}
			cases++
		}
	}
	if len(pairs) < 200 || cases < 6000 {
		t.Fatalf("only %d grazing pairs, %d cases", len(pairs), cases)
	}
}

func BenchmarkSight(b *testing.B) {
	rnd := rand.New(rand.NewPCG(5, 6))
	bd := rectBoard(b, 35, 35)
	randomWalls(bd, rnd, 0.08)
	cells := bd.Cells()
	pairs := make([][2]Hex, 1024)
	for i := range pairs {
		pairs[i] = [2]Hex{cells[rnd.IntN(len(cells))].Hex, cells[rnd.IntN(len(cells))].Hex}
	}
	bd.Sees(pairs[0][0], pairs[0][1], nil)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := pairs[i%len(pairs)]
		bd.Sees(p[0], p[1], nil)
	}
}

func BenchmarkSightWithBlockingHexes(b *testing.B) {
	rnd := rand.New(rand.NewPCG(5, 6))
	bd := rectBoard(b, 35, 35)
	randomWalls(bd, rnd, 0.08)
	cells := bd.Cells()
	blocking := map[Hex]bool{}
	for _, c := range cells {
		blocking[c.Hex] = rnd.Float64() < 0.05
	}
	blocks := func(h Hex) bool { return blocking[h] }
	pairs := make([][2]Hex, 1024)
	for i := range pairs {
		pairs[i] = [2]Hex{cells[rnd.IntN(len(cells))].Hex, cells[rnd.IntN(len(cells))].Hex}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := pairs[i%len(pairs)]
		bd.Sees(p[0], p[1], blocks)
	}
}
