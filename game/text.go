package game

import (
	"strconv"
	"strings"
)

// The commonest event texts are joined from their parts rather than formatted with fmt,
// whose formatting was a twentieth of a simulated game's time. Each helper writes exactly
// what the fmt verb named in its comment writes.

// tenths writes x as %.1f does.
func tenths(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }

// diceText writes rolled dice as %v does: "[6 3 1]".
func diceText(r []int) string {
	var b strings.Builder
	b.Grow(2 + 2*len(r))
	b.WriteByte('[')
	for i, v := range r {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(v))
	}
	b.WriteByte(']')
	return b.String()
}

// plural writes a count with its noun in the right number: "1 card", "2 cards", "0 cards".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
