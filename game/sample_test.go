package game_test

import (
	"testing"

	"github.com/borrowed-time/tabletop/game"
)

// A sample keeps what its seat sees, redraws the rest, rolls dice of its own, and changes
// nothing in the game it came from.
func TestSampleIsTheGameAsTheSeatKnowsIt(t *testing.T) {
	g, _ := race{}.New(raceScenario(t), game.Setup{Seed: 3})
	if _, err := g.Apply("red", game.Entry{Cmd: roll{Seat: "red"}}); err != nil {
		t.Fatal(err)
	}
	eng := g.(*game.Game[raceState])
	h := g.Hash()
	rng := game.RNG(9)
	sm := eng.Sample("blue", &rng)
	st := sm.(*game.Game[raceState]).State()
	if st.Words[1] != eng.State().Words[1] || st.Totals != eng.State().Totals {
		t.Fatalf("the sample changed what blue sees: %+v, game %+v", *st, *eng.State())
	}
	if st.RNG == eng.State().RNG {
		t.Fatal("the sample rolls the game's own dice to come")
	}
	if _, err := sm.Apply("blue", game.Entry{Cmd: roll{Seat: "blue"}}); err != nil {
		t.Fatal(err)
	}
	if g.Hash() != h || len(g.Log()) != 1 {
		t.Fatal("a command applied to the sample changed the game")
	}
	if _, err := sm.Save(); err == nil {
		t.Error("a sample saved")
	}
	if err := sm.Undo(1); err == nil {
		t.Error("a sample undid")
	}

	// Another game that blue cannot tell from this one (red's word and the generator differ)
	// gives the same sample for the same rng.
	other := *eng.State()
	other.Words[0], other.RNG = "something else", other.RNG+12345
	g2, _ := race{}.New(raceScenario(t), game.Setup{Seed: 3})
	*g2.(*game.Game[raceState]).State() = other
	r1, r2 := game.RNG(4), game.RNG(4)
	a := *eng.Sample("blue", &r1).(*game.Game[raceState]).State()
	b := *g2.(*game.Game[raceState]).Sample("blue", &r2).(*game.Game[raceState]).State()
	if a != b {
		t.Fatalf("blue's samples of two games it cannot tell apart differ:\n%+v\n%+v", a, b)
	}
}

func TestRedealDependsOnlyOnTheValues(t *testing.T) {
	a, b := []string{"c", "a", "b", "d"}, []string{"d", "b", "a", "c"}
	r1, r2 := game.RNG(5), game.RNG(5)
	game.Redeal(&r1, a)
	game.Redeal(&r2, b)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("%v and %v", a, b)
		}
	}
}
