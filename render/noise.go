package render

import (
	"hash/fnv"
	"math"
)

// The table's textures are cosmetic: they come from a hash of the piece's id and the place,
// never from the game's dice, so the same table looks the same every time and drawing it
// cannot change a game.

// seedOf returns a texture seed for a name (a piece's id, a kind).
func seedOf(name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64()
}

// noiseRand is a small deterministic generator (splitmix64) for scattering texture details.
type noiseRand struct{ s uint64 }

func newNoiseRand(seed uint64) *noiseRand { return &noiseRand{s: seed} }

func (r *noiseRand) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// float returns a number in [0, 1).
func (r *noiseRand) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// between returns a number in [a, b).
func (r *noiseRand) between(a, b float64) float64 { return a + (b-a)*r.float() }

// hash2 returns a value in [0, 1) for an integer lattice point.
func hash2(x, y int, seed uint64) float64 {
	r := noiseRand{s: seed ^ uint64(int64(x))*0x9e3779b97f4a7c15 ^ uint64(int64(y))*0xc2b2ae3d27d4eb4f}
	r.next()
	return r.float()
}

// valueNoise returns smooth noise in [0, 1) at (x, y): lattice values blended with a
// smoothstep, one lattice cell per unit.
func valueNoise(x, y float64, seed uint64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int(x0), int(y0)
	a := hash2(ix, iy, seed) + (hash2(ix+1, iy, seed)-hash2(ix, iy, seed))*sx
	b := hash2(ix, iy+1, seed) + (hash2(ix+1, iy+1, seed)-hash2(ix, iy+1, seed))*sx
	return a + (b-a)*sy
}

// fractalNoise adds two octaves of value noise at a feature size in inches.
func fractalNoise(x, y, size float64, seed uint64) float64 {
	return 0.65*valueNoise(x/size, y/size, seed) + 0.35*valueNoise(2*x/size, 2*y/size, seed+1)
}
