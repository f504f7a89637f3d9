package zombiemarines

import (
	"slices"
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// The marines' chances and the zombies' add up to 1, and fall with the marines' wounds.
func TestEvaluateWeighsTheMarinesWounds(t *testing.T) {
	g := newGame(t, "", false)
	for g.State().Phase != PhaseMarines || len(g.State().Marines) == 0 {
		fs, cmd, ok := g.Fallback()
		if !ok {
			t.Fatal("the game ended before the marines' first turn")
		}
		if _, err := g.Apply(fs, game.Entry{Cmd: cmd}); err != nil {
			t.Fatal(err)
		}
	}
	m, _ := g.Evaluate(MarineSeat(1))
	z, _ := g.Evaluate(SeatZombies)
	if m <= 0 || m >= 1 || m+z < 0.999 || m+z > 1.001 {
		t.Errorf("marines %v, zombies %v", m, z)
	}
	g.State().Marines[0].HP = 1
	if hurt, _ := g.Evaluate(MarineSeat(1)); hurt >= m {
		t.Errorf("a marine down to 1 hit point: %v, was %v", hurt, m)
	}
}

// The marines' chances grow as they near the helipad, and most once they stand on it face up.
func TestEvaluateWeighsTheHelipad(t *testing.T) {
	g := newGame(t, "", false)
	for g.State().Phase != PhaseMarines || len(g.State().Marines) == 0 {
		fs, cmd, _ := g.Fallback()
		if _, err := g.Apply(fs, game.Entry{Cmd: cmd}); err != nil {
			t.Fatal(err)
		}
	}
	r, s := g.Rules().(*rules), g.State()
	pad := slices.IndexFunc(s.Deck, func(tile int) bool { return r.setup.Tiles[tile].HasHelipad() })
	far, _ := g.Evaluate(MarineSeat(1))
	s.Marines[0].At = tileSquares(pad)[0]
	near, _ := g.Evaluate(MarineSeat(1))
	s.Flipped[pad] = true
	on, _ := g.Evaluate(MarineSeat(1))
	if posOf(s.Marines[0].At) != pad || !(far <= near && near < on) {
		t.Errorf("marine 1 away from the helipad %v, on its tile face down %v, face up %v", far, near, on)
	}
}
