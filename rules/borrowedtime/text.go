package borrowedtime

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

// Plural writes a count with its noun in the right number: "1 card", "2 cards", "0 cards".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// successes writes a count of successes: "1 success", "2 successes".
func successes(n int) string { return Plural(n, "success", "successes") }

// wounds writes a count of Wounds: "1 Wound", "2 Wounds".
func wounds(n int) string { return Plural(n, "Wound", "Wounds") }

// given writes how many dice a command carried: "1 was given", "2 were given".
func given(n int) string {
	if n == 1 {
		return "1 was given"
	}
	return strconv.Itoa(n) + " were given"
}

// deadText says how many of the starting survivors are dead, for the Director's win.
func deadText(dead, of int) string {
	switch {
	case dead == of && of == 1:
		return "the only survivor is dead"
	case dead == of && of == 2:
		return "both survivors are dead"
	case dead == of:
		return "all " + strconv.Itoa(of) + " survivors are dead"
	}
	return strconv.Itoa(dead) + " of the " + Plural(of, "survivor is", "survivors are") + " dead" // more than half: dead ≥ 2
}
