package physics

import "math"

// mix64 is SplitMix64's finaliser: it spreads every input bit over the output.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// bodyPrint is a base's share of the table's fingerprint: which base, where, how it faces.
func bodyPrint(id BodyID, b *Body) uint64 {
	h := mix64(uint64(id) + 0x9e3779b97f4a7c15)
	h = mix64(h ^ math.Float64bits(b.Pos.X))
	h = mix64(h ^ math.Float64bits(b.Pos.Y))
	h = mix64(h ^ math.Float64bits(b.Facing))
	h = mix64(h ^ uint64(b.Level))
	h = mix64(h ^ math.Float64bits(b.Base.Radius))
	h = mix64(h ^ math.Float64bits(b.Base.Width))
	return mix64(h ^ math.Float64bits(b.Base.Depth))
}

// doorPrint is an open door's share of the table's fingerprint.
func doorPrint(i int) uint64 { return mix64(uint64(i) + 0x632be59bd9b4e019) }
