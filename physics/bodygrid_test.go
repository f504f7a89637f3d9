package physics

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// A search's body grid finds every base whose bounds meet a rectangle (it may find more),
// with more than 64 bases, bases at and beyond the table's edges, and rectangles of every
// size; before it is built (and for a few bases, always) it returns every base.
func TestBodyGridFindsEveryBaseInARectangle(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for trial := 0; trial < 200; trial++ {
		w, h := 4+rng.Float64()*60, 4+rng.Float64()*60
		bodies := make([]searchBody, 1+rng.IntN(180))
		for i := range bodies {
			c := Vec{rng.Float64()*(w+4) - 2, rng.Float64()*(h+4) - 2}
			e := Vec{rng.Float64() * 1.5, rng.Float64() * 1.5}
			bodies[i] = searchBody{lo: c.Sub(e), hi: c.Add(e), id: BodyID(i)}
		}
		var gr bodyGrid
		gr.reset(bodies, w, h)
		for q := 0; q < 100; q++ {
			a := Vec{rng.Float64()*(w+6) - 3, rng.Float64()*(h+6) - 3}
			b := a.Add(Vec{rng.Float64() * w * rng.Float64(), rng.Float64() * h * rng.Float64()})
			found := map[int]bool{}
			for wd, m := range gr.near(a.X, b.X, a.Y, b.Y) {
				for ; m != 0; m &= m - 1 {
					i := wd*64 + bits.TrailingZeros64(m)
					if i >= len(bodies) {
						t.Fatalf("trial %d: the grid names base %d of %d", trial, i, len(bodies))
					}
					found[i] = true
				}
			}
			for i, o := range bodies {
				meets := o.hi.X >= a.X && o.lo.X <= b.X && o.hi.Y >= a.Y && o.lo.Y <= b.Y
				if meets && !found[i] {
					t.Fatalf("trial %d, query %d (built %v): base %d %v–%v meets %v–%v but was not found",
						trial, q, gr.built, i, o.lo, o.hi, a, b)
				}
			}
			if !gr.built && len(found) != len(bodies) {
				t.Fatalf("trial %d: before the grid is built a query found %d of %d bases", trial, len(found), len(bodies))
			}
		}
		if gr.built != (len(bodies) >= bodyGridFewest) {
			t.Fatalf("trial %d: %d bases, the grid built %v", trial, len(bodies), gr.built)
		}
	}
}
