package hex

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/borrowed-time/tabletop/physics"
)

func TestNeighboursAreOneStepAwayAndOpposite(t *testing.T) {
	h := Hex{3, -2}
	seen := map[Hex]bool{}
	for d := East; d <= SouthEast; d++ {
		n := h.Neighbour(d)
		if Distance(h, n) != 1 || !Adjacent(h, n) || seen[n] {
			t.Fatalf("neighbour %s of %v is %v", d, h, n)
		}
		seen[n] = true
		if n.Neighbour(d.Opposite()) != h {
			t.Fatalf("the opposite of %s does not lead back", d)
		}
		if got, ok := h.DirectionTo(n); !ok || got != d {
			t.Fatalf("direction to %v: %v %v", n, got, ok)
		}
	}
	if _, ok := h.DirectionTo(Hex{5, -2}); ok {
		t.Fatal("a hex two steps away is adjacent")
	}
}

func TestDistanceCountsSteps(t *testing.T) {
	for _, c := range []struct {
		a, b Hex
		want int
	}{{Hex{0, 0}, Hex{0, 0}, 0}, {Hex{0, 0}, Hex{3, 0}, 3}, {Hex{0, 0}, Hex{2, -3}, 3}, {Hex{0, 0}, Hex{2, 3}, 5}, {Hex{-1, 4}, Hex{2, -2}, 6}} {
		if got := Distance(c.a, c.b); got != c.want || Distance(c.b, c.a) != c.want {
			t.Errorf("distance %v–%v: %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestRingsAndRangesHoldTheRightHexes(t *testing.T) {
	c := Hex{2, -1}
	for n := 0; n <= 4; n++ {
		ring := Ring(c, n)
		if want := max(1, 6*n); len(ring) != want {
			t.Fatalf("ring %d has %d hexes, want %d", n, len(ring), want)
		}
		seen := map[Hex]bool{}
		for i, h := range ring {
			if Distance(c, h) != n || seen[h] {
				t.Fatalf("ring %d: %v is %d away (or twice)", n, h, Distance(c, h))
			}
			seen[h] = true
			if n > 0 && !Adjacent(h, ring[(i+1)%len(ring)]) {
				t.Fatalf("ring %d is not a closed walk at %v", n, h)
			}
		}
		if got := len(Within(c, n)); got != 1+3*n*(n+1) {
			t.Fatalf("within %d: %d hexes", n, got)
		}
	}
}

func TestRotationTurnsDirectionsInOrder(t *testing.T) {
	for k := -7; k <= 7; k++ {
		for d := East; d <= SouthEast; d++ {
			if got, want := Directions[d].Rotate(k), Directions[d.Turn(k)]; got != want {
				t.Fatalf("turn %d of %s: %v, want %v", k, d, got, want)
			}
		}
	}
	h := Hex{3, -1}
	if h.Rotate(6) != h || Distance(Hex{}, h.Rotate(2)) != Distance(Hex{}, h) {
		t.Fatal("rotation changes distance or is not a sixth of a turn")
	}
}

func TestSurroundedNeedsAllSix(t *testing.T) {
	h := Hex{0, 0}
	occ := map[Hex]bool{}
	for i, n := range h.Neighbours() {
		if Surrounded(h, func(x Hex) bool { return occ[x] }) {
			t.Fatalf("surrounded with %d neighbours", i)
		}
		occ[n] = true
	}
	if !Surrounded(h, func(x Hex) bool { return occ[x] }) {
		t.Fatal("not surrounded by six")
	}
}

var layout = Layout{Origin: physics.Vec{X: 5, Y: 4}, Size: 0.75}

func TestHexesSitOnTheTableInInches(t *testing.T) {
	c := layout.Centre(Hex{2, 1})
	if math.Abs(c.X-(5+0.75*math.Sqrt(3)*2.5)) > 1e-12 || math.Abs(c.Y-(4+0.75*1.5)) > 1e-12 {
		t.Fatalf("centre %v", c)
	}
	for i, p := range layout.Corners(Hex{2, 1}) {
		if d := p.Sub(c).Len(); math.Abs(d-0.75) > 1e-12 {
			t.Fatalf("corner %d is %g from the centre", i, d)
		}
	}
	// Neighbours' centres are √3 × size apart, and share a side's two corners.
	a, b := layout.SideEnds(Hex{2, 1}, NorthEast)
	n := Hex{2, 1}.Neighbour(NorthEast)
	a2, b2 := layout.SideEnds(n, SouthWest)
	if a.Sub(b2).Len() > 1e-12 || b.Sub(a2).Len() > 1e-12 {
		t.Fatalf("the shared side: %v %v against %v %v", a, b, a2, b2)
	}
	if d := layout.Centre(n).Sub(c).Len(); math.Abs(d-0.75*math.Sqrt(3)) > 1e-12 {
		t.Fatalf("neighbours %g apart", d)
	}
}

// The hex under a point is the one with the nearest centre, checked against every hex near it.
func TestHexAtFindsTheNearestCentre(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 20000; i++ {
		p := physics.Vec{X: rnd.Float64()*30 - 5, Y: rnd.Float64()*30 - 5}
		got := layout.HexAt(p)
		for _, h := range Within(got, 2) {
			if layout.dist2(h, p) < layout.dist2(got, p)-1e-12 {
				t.Fatalf("point %v: hex %v, but %v is nearer", p, got, h)
			}
		}
	}
	for _, h := range Within(Hex{1, 1}, 3) {
		if got := layout.HexAt(layout.Centre(h)); got != h {
			t.Fatalf("the hex at %v's centre is %v", h, got)
		}
		for _, c := range layout.Corners(h) { // just inside each corner
			in := c.Add(layout.Centre(h).Sub(c).Scale(0.01))
			if got := layout.HexAt(in); got != h {
				t.Fatalf("a point just inside %v's corner is in %v", h, got)
			}
		}
	}
}

func TestBadLayoutsAreRefused(t *testing.T) {
	for _, s := range []float64{0, -1, math.NaN(), 101} {
		if _, err := NewLayout(physics.Vec{}, s); err == nil {
			t.Errorf("size %g accepted", s)
		}
	}
}
