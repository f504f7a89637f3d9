package physics

import (
	"math/rand/v2"
	"testing"
)

// convexSegWithin, with its early exits (slabApart among them), answers as the distance does,
// on random convex polygons and segments near, across and far from them.
func TestConvexSegWithinAgreesWithDistance(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for n := 0; n < 20000; n++ {
		pts := randomConvex(rng, Vec{24, 24}, 1+rng.Float64()*4)
		if len(pts) < 3 {
			continue
		}
		a := Vec{14 + rng.Float64()*20, 14 + rng.Float64()*20}
		b := a
		if rng.IntN(10) > 0 {
			b = Vec{14 + rng.Float64()*20, 14 + rng.Float64()*20}
		}
		limit := rng.Float64() * 3
		d := convexSegDist(pts, a, b)
		if d > limit-1e-9 && d < limit+1e-9 {
			continue // on the edge: rounding decides
		}
		if got, want := convexSegWithin(pts, a, b, limit), d < limit; got != want {
			t.Fatalf("polygon %v, segment %v–%v, limit %.4f: within = %v, distance %.4f", pts, a, b, limit, got, d)
		}
		checked++
	}
	if checked < 15000 {
		t.Fatalf("only %d cases checked", checked)
	}
}
