package grid

// AbsDiff returns |a − b| exactly, for any two ints: the difference of two ints may not fit
// in an int ({MaxInt, 0} and {MinInt, 0}), but its size always fits in a uint.
func AbsDiff(a, b int) uint {
	if a >= b {
		return uint(a) - uint(b) // modulo 2^64 the true difference, which is below 2^64
	}
	return uint(b) - uint(a)
}

// UnitStep returns b − a when it is −1, 0 or 1, and false otherwise, without overflowing.
func UnitStep(a, b int) (int, bool) {
	switch {
	case a == b:
		return 0, true
	case AbsDiff(a, b) != 1:
		return 0, false
	case b > a:
		return 1, true
	}
	return -1, true
}
