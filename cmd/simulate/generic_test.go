package main

import "testing"

func TestEndingsCountTogetherWhateverTheirNumbers(t *testing.T) {
	a := endingKind("After 6 rounds: The Reds 12, The Blues 3. The Reds win")
	b := endingKind("After 6 rounds: The Reds 1, The Blues 30. The Reds win")
	if a != b || a != "After N rounds: The Reds N, The Blues N. The Reds win" {
		t.Fatalf("%q and %q", a, b)
	}
}
